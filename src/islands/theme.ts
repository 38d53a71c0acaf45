// Third start-up step: the providers every React root of the site uses (and, in the next step, the
// theme's CSS variables, computed before React renders instead of inside hydration's first task).
export { RootProvider, prepareTheme } from "../theme/RootProvider";
export { CSSVars } from "@chakra-ui/react";
