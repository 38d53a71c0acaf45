/**
 * Inter, self-hosted from static/fonts (latin subset covers Portuguese). The faces are
 * declared inline in the head so the regular weight can be preloaded by a stable URL.
 */
export const FONT_WEIGHTS = [400, 600, 700] as const;
export const fontUrl = (weight: number): string => `/fonts/inter-latin-${weight}-normal.woff2`;

/** Body text weight: the one visible above the fold on every page, so it is preloaded. */
export const PRELOADED_FONT = fontUrl(400);

export const fontFaceCss = FONT_WEIGHTS.map(
  (weight) =>
    `@font-face{font-family:"Inter";font-style:normal;font-display:swap;font-weight:${weight};` +
    `src:url(${fontUrl(weight)}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,` +
    `U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,` +
    `U+2212,U+2215,U+FEFF,U+FFFD}`,
).join("");
