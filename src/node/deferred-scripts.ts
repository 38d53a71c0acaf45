import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby ends every page with <script src async> tags for its runtime, React and the app.
 * The page is complete HTML, so nothing needs them before the first paint; requesting them
 * only after it keeps them from competing with the document, the fonts and the first paint
 * on slow connections. The loader is an inline script, so its hash joins the CSP with
 * Gatsby's other inline scripts (security-headers.ts runs after this).
 */
const SCRIPT_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/** Appends the scripts on the frame after the first paint (rAF runs before it, the timeout after). */
export function scriptLoader(sources: readonly string[]): string {
  return (
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})},0)})</script>`
  );
}

/** Replaces a page's script tags with the loader; a page without them is returned unchanged. */
export function deferScripts(html: string): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(SCRIPT_TAG, () => {
    if (!first) return "";
    first = false;
    return scriptLoader(sources);
  });
}

export function deferScriptsInDir(dir: string): number {
  let changed = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      changed += deferScriptsInDir(full);
    } else if (entry.name.endsWith(".html")) {
      const html = fs.readFileSync(full, "utf8");
      const rewritten = deferScripts(html);
      if (rewritten !== html) {
        fs.writeFileSync(full, rewritten);
        changed += 1;
      }
    }
  }
  return changed;
}
