import * as React from "react";
import { ColorModeProvider, CSSReset, EnvironmentProvider, GlobalStyle, ThemeProvider } from "@chakra-ui/react";
import { theme } from "./index";

/**
 * The one root wrapper for the browser and SSR: what ChakraBaseProvider does, minus its
 * toast provider, which would put framer-motion in every page's first load (notices are
 * shown by the lazily loaded toaster in components/ui/notify.ts). The theme itself holds
 * only the component styles the site uses.
 */
export function RootProvider({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ColorModeProvider options={theme.config}>
        <CSSReset />
        <GlobalStyle />
        <EnvironmentProvider>{children}</EnvironmentProvider>
      </ColorModeProvider>
    </ThemeProvider>
  );
}
