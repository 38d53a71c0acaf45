/**
 * Fetches Inter into the HTTP cache once the page has loaded and shown, so the visitor's next
 * pages can start in it (src/theme/fonts.ts explains why the first page does not wait for it).
 * Part of the shell's inline script: it must stay self-contained.
 */
import { FONT_WEIGHTS, WEB_FONT_FAMILY, WEB_FONTS_ATTRIBUTE, WEB_FONTS_KEY } from "../theme/web-font-names";

/** After the load event: the page's largest paint is on screen by then, and the fonts never compete with it. */
const AFTER_LOAD_MS = 1000;

/**
 * Loads the page's own Inter faces (the @font-face rules in the head, so the same URLs and the
 * same CORS mode as when a page uses them) without applying them: no text on this page is set in
 * Inter, so nothing moves. Then notes that they are cached.
 */
async function cacheWebFonts(): Promise<void> {
  const loaded = await Promise.all(
    FONT_WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em "${WEB_FONT_FAMILY}"`)),
  );
  if (loaded.every((faces) => faces.length > 0)) localStorage.setItem(WEB_FONTS_KEY, "1");
}

/** On a page that does not start in Inter yet, caches the fonts a while after the load event. */
export function startWebFontCaching(): void {
  if (document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE) || !("fonts" in document)) return;
  const later = () =>
    setTimeout(() => {
      // A failed fetch or blocked storage leaves the next page in the fallback, which is complete.
      cacheWebFonts().catch(() => undefined);
    }, AFTER_LOAD_MS);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}
