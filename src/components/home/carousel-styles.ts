/**
 * The partner carousel's styles, for one styled frame that never re-renders (PartnerCarousel.tsx):
 * inside it, slides, logos and dots are plain elements named by `data-part`, so that a tap, a
 * focus or a new slide costs React's diff of a few attributes and no style work per element (at
 * 4× CPU, each Chakra element's styles took a visitor's first tap over its budget; docs/speed.md).
 */
export const carouselStyles = {
  "[data-part=viewport]": { overflow: "hidden" },
  "[data-part=track]": {
    display: "flex",
    transition: "transform 0.6s ease-in-out",
    // A layer of its own from the start: the first slide change then moves pixels already drawn,
    // as every later one does, instead of drawing the whole track in the frame that answers the tap.
    willChange: "transform",
    "@media (prefers-reduced-motion: reduce)": { transition: "none" },
  },
  "[data-part=slide]": { flex: "0 0 100%", px: 1 },
  "[data-part=logos]": { display: "flex", justifyContent: "center", gap: 4, listStyleType: "none" },
  "[data-part=logos] > li": { minW: 0 },
  "[data-part=logo]": {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    h: { base: 20, md: 24 },
    px: { base: 3, md: 5 },
    bg: "white",
    borderRadius: "xl",
    borderWidth: "1px",
    borderColor: "gray.200",
    "& picture": { display: "contents" },
    "& img": { maxW: "100%", maxH: { base: 14, md: 16 }, w: "auto", h: "auto" },
  },
  "[data-part=name]": { fontWeight: 700, color: "brand.800", textAlign: "center", lineHeight: "short" },
  "[data-part=controls]": { display: "flex", justifyContent: "center", alignItems: "center", gap: 3, mt: 6 },
  // Chakra's small, round, outline brand button (the theme's Button), as a plain button.
  "[data-part=toggle]": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    w: 8,
    h: 8,
    borderRadius: "full",
    border: "1px solid",
    borderColor: "currentColor",
    color: "brand.600",
    bg: "transparent",
    transitionProperty: "common",
    transitionDuration: "normal",
    // Hover styles only where there is a hover (not on a touch screen, where the tap's emulated
    // pointer would restyle the button first, on the first tap only).
    "@media (hover: hover)": { _hover: { bg: "brand.50" } },
    _active: { bg: "brand.100" },
    _focusVisible: { boxShadow: "outline" },
  },
  "[data-part=dots]": { display: "flex", alignItems: "center", gap: 1 },
  // Every dot alike; the current one is told apart by aria-current, so a new slide changes two attributes.
  "[data-part=dots] > button": {
    w: 6,
    h: 6,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    borderRadius: "full",
    "&::after": {
      content: '""',
      display: "block",
      h: 2.5,
      w: 2.5,
      borderRadius: "full",
      bg: "gray.500",
      transition: "width 0.3s, background-color 0.3s",
    },
    "&[aria-current=true]::after": { w: 5, bg: "brand.600" },
    "@media (hover: hover)": {
      "&:hover::after": { bg: "gray.600" },
      "&[aria-current=true]:hover::after": { bg: "brand.700" },
    },
  },
} as const;
