/**
 * Inter, self-hosted from static/fonts (reduced to the characters the site uses, see
 * font-subset.ts), declared inline in the head so both files can be preloaded by stable URLs.
 *
 * Two files: regular (400) and bold (700), which also serves the semibold (600) text. A third
 * file was about 12 KB more to load before the first screen shows, and, arriving after the first
 * paint, it moved the text set in it (layout shift).
 *
 * font-display: swap shows text at once in a fallback; the fallback faces below are
 * Arial-class system fonts resized to Inter's metrics, so the swap moves nothing on the
 * page (no layout shift, no late largest-contentful-paint).
 */
export const FONT_WEIGHTS = [400, 700] as const;
export const fontUrl = (weight: number): string => `/fonts/inter-latin-${weight}-normal.woff2`;

/** The weights each file serves (a CSS font-weight range). */
const SERVED_WEIGHTS: Record<(typeof FONT_WEIGHTS)[number], string> = { 400: "400", 700: "600 700" };

/** Body text (400) and headings, labels and buttons (600/700): both are in every page's first screen. */
export const PRELOADED_FONTS = FONT_WEIGHTS.map(fontUrl);

export const FALLBACK_FAMILY = "Inter Fallback";

const UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

// Inter's ascent 0.969 and descent 0.242 (per em), divided by the size adjustment.
const FALLBACK_METRICS = "size-adjust:107.1%;ascent-override:90.4%;descent-override:22.6%;line-gap-override:0%";

const fallbackFace = (weight: (typeof FONT_WEIGHTS)[number], bold: boolean) =>
  `@font-face{font-family:"${FALLBACK_FAMILY}";font-weight:${SERVED_WEIGHTS[weight]};` +
  `src:${(bold
    ? ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Helvetica Bold", "Roboto Bold"]
    : ["Arial", "ArialMT", "Liberation Sans", "Helvetica", "Roboto"]
  )
    .map((name) => `local("${name}")`)
    .join(",")};${FALLBACK_METRICS}}`;

export const fontFaceCss = [
  ...FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"Inter";font-style:normal;font-display:swap;font-weight:${SERVED_WEIGHTS[weight]};` +
      `src:url(${fontUrl(weight)}) format("woff2");unicode-range:${UNICODE_RANGE}}`,
  ),
  fallbackFace(400, false),
  fallbackFace(700, true),
].join("");
