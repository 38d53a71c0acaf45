import * as React from "react";
import { ChakraBaseProvider } from "@chakra-ui/react";
import { theme } from "./index";

/**
 * The one root wrapper for the browser and SSR. ChakraBaseProvider with only the
 * component themes the site uses keeps the default theme (tens of KB) out of the bundle.
 */
export function RootProvider({ children }: { children: React.ReactNode }) {
  return (
    <ChakraBaseProvider theme={theme} toastOptions={{ defaultOptions: { position: "top", duration: 8000, isClosable: true } }}>
      {children}
    </ChakraBaseProvider>
  );
}
