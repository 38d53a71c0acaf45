/**
 * The names the head's mark, the fonts' CSS (src/theme/fonts.ts) and the shell script's caching
 * (src/islands/web-fonts.ts) share. Constants only: the shell script bundles this module whole.
 */
export const WEB_FONT_FAMILY = "Inter";
/** Its files: regular (400) and bold (700), which also serves the semibold (600) text. */
export const FONT_WEIGHTS = [400, 700] as const;
/** On <html> when Inter is in the HTTP cache (set by WEB_FONTS_FLAG_SCRIPT before the body renders). */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
/** localStorage key: the fonts were fetched after an earlier page's load. */
export const WEB_FONTS_KEY = "web-fonts-cached";
