import fs from "node:fs";
import { builtPages } from "./html-files";

/**
 * Drops the SVG namespace from inline <svg> elements of a built page: the HTML parser puts them in
 * it anyway, and the icon library writes it on every icon (a form page carries some thirty). Bytes
 * count while a form page's HTML sits near what the first network round trip carries.
 */
const SVG_NAMESPACE = / xmlns="http:\/\/www\.w3\.org\/2000\/svg"(?=[\s>/])/g;

export function withoutSvgNamespace(html: string): string {
  return html.replace(/<svg\b[^>]*>/g, (tag) => tag.replace(SVG_NAMESPACE, ""));
}

/** Rewrites every built page under `dir`; returns the characters saved. */
export function stripSvgNamespaceInDir(dir: string): number {
  let saved = 0;
  for (const file of builtPages(dir)) {
    const html = fs.readFileSync(file, "utf8");
    const stripped = withoutSvgNamespace(html);
    saved += html.length - stripped.length;
    if (stripped !== html) fs.writeFileSync(file, stripped);
  }
  return saved;
}
