import fs from "node:fs";
import { htmlFiles } from "./html-files";

/**
 * Gatsby ends every page with <script src async> tags for its runtime, React and the app.
 * The page is complete HTML, so nothing needs them to show it; requesting them once the page
 * has loaded (its fonts and first-screen images) and painted keeps them from competing with
 * what the visitor sees first on slow connections. The loader is an inline script, so its
 * hash joins the CSP with Gatsby's other inline scripts (security-headers.ts runs after this).
 */
const SCRIPT_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/** How long after the load event to wait for a largest paint before loading anyway. */
export const LOADER_FALLBACK_MS = 200;

/**
 * Appends the scripts once the page has loaded and shown its largest element: the load
 * event can come before that paint (or before the hero image is shown), so the loader waits
 * for the next largest-contentful-paint report, or LOADER_FALLBACK_MS when none comes
 * (everything was already shown), then for the frame after it.
 */
export function scriptLoader(sources: readonly string[]): string {
  return (
    `<script>(function(){var d=0;function a(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}` +
    `function g(){if(d)return;d=1;requestAnimationFrame(function(){setTimeout(a,0)})}` +
    `function l(){try{new PerformanceObserver(g).observe({type:"largest-contentful-paint"})}catch(x){}setTimeout(g,${LOADER_FALLBACK_MS})}` +
    `if(document.readyState==="complete")l();else addEventListener("load",l)})()</script>`
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

/** Rewrites every built page under `dir`; returns how many changed. */
export function deferScriptsInDir(dir: string): number {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = deferScripts(html);
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      changed += 1;
    }
  }
  return changed;
}
