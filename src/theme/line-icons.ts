/**
 * The mark the build puts on line icons in place of their five drawing attributes
 * (src/postbuild/svg-attributes.ts), and how the global styles draw it: exactly what the
 * attributes said (lucide's defaults).
 */
export const LINE_ICON_ATTRIBUTE = "data-line-icon";

export const LINE_ICON_STYLES = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
