import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * A part's content height in px (its height less its vertical padding, as contain-intrinsic-size
 * counts it) from each breakpoint on, measured at 412, 768, 1024 and 1350 px wide.
 */
export interface EstimatedHeights {
  base: number;
  md: number;
  lg: number;
  xl: number;
}

/**
 * For a large page part that is never on the first screen: while it is off screen the browser
 * skips its style and layout (`content-visibility: auto`), so work over the whole document covers
 * little more than the screen: a resize, a font swap, or a modal dialog making the page inert (the
 * mobile menu's showModal() did, which on the home page was most of its first tap, docs/speed.md;
 * it is a popover now, and a modal only where popovers are missing).
 * `contain-intrinsic-size` holds the part's place meanwhile: the height it had when last on screen
 * (`auto`), before that the estimate, so the scroll height and the anchors below it hardly move.
 * Not for a part the first screen may show (the footer of a short page): its content would be
 * drawn a frame late, and what sits around it would move.
 */
export function belowTheFold(heights: EstimatedHeights): SystemStyleObject {
  return {
    contentVisibility: "auto",
    containIntrinsicSize: {
      base: `auto ${heights.base}px`,
      md: `auto ${heights.md}px`,
      lg: `auto ${heights.lg}px`,
      xl: `auto ${heights.xl}px`,
    },
  };
}
