/**
 * Inter, self-hosted from static/fonts (reduced to the characters the site uses, see
 * font-subset.ts), declared inline in the head.
 *
 * A visitor's first page never waits for them: it shows "Inter Fallback", Arial-class system
 * fonts resized to Inter's metrics, and its only downloads before the first paint are the HTML
 * (and the home page's hero). On a slow phone the fonts would share the first round trips with
 * those, and fetched before the first paint they delayed the simulated largest paint (by how much:
 * docs/speed.md, "Figures behind the code"). After the load, the shell script (src/islands/web-fonts.ts) fetches them into the
 * HTTP cache and notes it; from the next page on, WEB_FONTS_FLAG_SCRIPT marks the document before
 * it renders and the stack starts with Inter. font-display: optional: a font not at hand within
 * the first ~100 ms (cache evicted) leaves that page in the fallback, so the text never changes
 * font after it is shown (no layout shift; swapping in a font after the first paint moved the
 * text it was set in).
 */
import FONT_FILE_HASHES from "./font-files.json";
import { FONT_WEIGHTS, WEB_FONT_FAMILY, WEB_FONTS_ATTRIBUTE, WEB_FONTS_KEY } from "./web-font-names";

export { FONT_WEIGHTS };
export const fontFileName = (weight: number): string => `inter-latin-${weight}-normal.woff2`;
/** With the file's content hash (written by `npm run fonts`): served as immutable (src/postbuild/security-headers.ts). */
export const fontUrl = (weight: (typeof FONT_WEIGHTS)[number]): string =>
  `/fonts/${fontFileName(weight)}?v=${FONT_FILE_HASHES[weight]}`;

/** The weights each file serves (a CSS font-weight range). */
const SERVED_WEIGHTS: Record<(typeof FONT_WEIGHTS)[number], string> = { 400: "400", 700: "600 700" };

export const FALLBACK_FAMILY = "Inter Fallback";

/** The theme's font stack (body and headings): what a first page shows. */
export const FONT_STACK = `"${FALLBACK_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

/** For the head, before anything renders; storage that throws (blocked, private mode) leaves the fallback. */
export const WEB_FONTS_FLAG_SCRIPT = `try{localStorage.getItem("${WEB_FONTS_KEY}")&&document.documentElement.setAttribute("${WEB_FONTS_ATTRIBUTE}","")}catch(e){}`;

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

/** The theme's font tokens as Chakra names its CSS variables (fonts.body, fonts.heading). */
const FONT_VARIABLES = ["--chakra-fonts-body", "--chakra-fonts-heading"];

export const fontFaceCss = [
  ...FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"${WEB_FONT_FAMILY}";font-style:normal;font-display:optional;font-weight:${SERVED_WEIGHTS[weight]};` +
      `src:url(${fontUrl(weight)}) format("woff2");unicode-range:${UNICODE_RANGE}}`,
  ),
  fallbackFace(400, false),
  fallbackFace(700, true),
  // A pseudo-class and an attribute outrank Chakra's ":root" variables, in the head and when React adds them again.
  `:root[${WEB_FONTS_ATTRIBUTE}]{${FONT_VARIABLES.map((name) => `${name}:"${WEB_FONT_FAMILY}",${FONT_STACK}`).join(";")}}`,
].join("");
