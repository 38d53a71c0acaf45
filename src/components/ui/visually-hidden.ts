import type { SystemStyleObject } from "@chakra-ui/react";

const MIN_WIDTH = { sm: "30em", md: "48em", lg: "62em" } as const;

/** Out of sight, still read by screen readers (a live region, a link's text beside its icon). */
export const VISUALLY_HIDDEN = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * Hidden on screens narrower than `breakpoint` but still read by screen readers, so an
 * icon-only link keeps its visible text as its accessible name.
 */
export function visuallyHiddenBelow(breakpoint: keyof typeof MIN_WIDTH): SystemStyleObject {
  return {
    ...VISUALLY_HIDDEN,
    [`@media screen and (min-width: ${MIN_WIDTH[breakpoint]})`]: {
      position: "static",
      width: "auto",
      height: "auto",
      margin: 0,
      overflow: "visible",
      clip: "auto",
    },
  };
}
