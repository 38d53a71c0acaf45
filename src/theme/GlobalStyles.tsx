import { CSSReset, CSSVars, GlobalStyle } from "@chakra-ui/react";

/**
 * Chakra's CSS variables (every theme token), its reset and the theme's global styles. The server
 * writes them into each page's head; they never change, so the production browser bundle does
 * not carry them (only `gatsby develop`, which renders in the browser, adds them there).
 */
export function GlobalStyles() {
  return (
    <>
      <CSSVars />
      <CSSReset />
      <GlobalStyle />
    </>
  );
}
