import * as React from "react";
import { ColorModeContext, toCSSVar } from "@chakra-ui/react";
import { ThemeProvider } from "@emotion/react";
import { theme } from "./index";

let computedTheme: ReturnType<typeof toCSSVar> | undefined;

/** The theme with its CSS variables, computed once per page (the notices render in a root of their own). */
function cssVarTheme() {
  computedTheme ??= toCSSVar(theme);
  return computedTheme;
}

/** Computes the CSS-variable theme now, so that the first render does not (a start-up step of its own). */
export function prepareTheme(): void {
  cssVarTheme();
}

// Light mode only: nothing reads or stores a preference, and nothing touches <html> or <body> for it.
const LIGHT_ONLY = { colorMode: "light", setColorMode: () => undefined, toggleColorMode: () => undefined } as const;

/**
 * The one root wrapper for the browser and SSR: the theme and the (light) color mode, which is
 * what Chakra's components read. What ChakraProvider adds is not needed at run time by a static,
 * light-only site: its global styles are written by the server (GlobalStyles), its toasts bring
 * framer-motion, its color-mode manager reads storage and writes to <html> and <body>, and its
 * environment probe only finds this window and document, which Chakra's hooks default to.
 */
export function RootProvider({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={cssVarTheme()}>
      <ColorModeContext.Provider value={LIGHT_ONLY}>{children}</ColorModeContext.Provider>
    </ThemeProvider>
  );
}
