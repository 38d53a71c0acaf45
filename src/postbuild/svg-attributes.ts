import { rewritePages } from "./html-files";
import { LINE_ICON_ATTRIBUTE } from "../theme/line-icons";

/**
 * Shorter inline icons in the built pages. A form page's HTML sits near what the first network
 * round trip carries (about 14.6 KB with its headers); past it, the page paints a round trip later.
 * - The SVG namespace goes: the HTML parser puts <svg> in it anyway.
 * - The line icons' five drawing attributes (lucide's defaults, on some thirty icons a page) become
 *   one mark, LINE_ICON_ATTRIBUTE, which the global styles draw the same way (src/theme/line-icons.ts).
 * - lucide's own class names ("lucide lucide-phone"), which no style of the site selects, and
 *   Chakra's focusable="false", which only Internet Explorer read (no other browser focuses an SVG
 *   without a tabindex): bytes of a form page's compressed HTML (how many: docs/speed.md, "Figures
 *   behind the code").
 * React hydrates such an icon without touching its attributes, so islands keep the same look.
 */
const SVG_NAMESPACE = / xmlns="http:\/\/www\.w3\.org\/2000\/svg"(?=[\s>/])/g;
const LINE_DRAWING =
  / fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"(?=[\s>/])/;
const IE_FOCUSABLE = / focusable="false"(?=[\s>/])/;
const LUCIDE_CLASSES = /(?<= class=")lucide lucide-[a-z0-9-]+ ?/;

export function withShortIcons(html: string): string {
  return html.replace(/<svg\b[^>]*>/g, (tag) =>
    tag
      .replace(SVG_NAMESPACE, "")
      .replace(LINE_DRAWING, ` ${LINE_ICON_ATTRIBUTE}=""`)
      .replace(IE_FOCUSABLE, "")
      .replace(LUCIDE_CLASSES, ""),
  );
}

/** Shortens the icons of every built page under `dir`; returns the characters saved. */
export function shortenIconsInDir(dir: string): number {
  return rewritePages(dir, withShortIcons);
}
