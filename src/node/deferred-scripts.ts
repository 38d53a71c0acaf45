import fs from "node:fs";
import path from "node:path";
import { START_UP_CHUNK } from "../browser/start-up";
import { builtPages } from "./html-files";

/**
 * Gatsby ends every page with <script src async> tags for its runtime, React and the app; the app
 * then fetches the page's data and component chunk, and only then hydrates. The page is complete
 * HTML, so nothing needs those scripts to show it: a small inline loader requests them once the
 * page has loaded and painted its largest element, and requests the page's data and chunks at the
 * same moment instead of one round trip after another. The loader is the same on every page (one
 * CSP hash); what it loads is a JSON data block, which CSP does not apply to.
 */
const GATSBY_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
const SCRIPT_WITH_SRC = /<script\b[^>]*\bsrc=/i;
/** Gatsby's one inline script that differs from page to page (and so would need a CSP hash per page). */
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

export const RESOURCES_ID = "page-resources";

/** How long after the load event to wait for a largest paint before loading anyway. */
export const LOADER_FALLBACK_MS = 200;

/** What a page needs to hydrate: scripts to run and JSON the app fetches. */
export interface PageResources {
  scripts: string[];
  data: string[];
}

/**
 * Appends the scripts (and preloads the data) once the page has loaded and shown its largest
 * element: the load event can come before that paint, so the loader waits for the next
 * largest-contentful-paint report, or LOADER_FALLBACK_MS when none comes, then for the frame after.
 * It also sets window.pagePath, which Gatsby's app reads, in place of Gatsby's per-page script.
 */
export const SCRIPT_LOADER =
  `<script>(function(){var d=0;function a(){var r=JSON.parse(document.getElementById("${RESOURCES_ID}").textContent);window.pagePath=r.pagePath;` +
  `r.data.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=h;document.head.appendChild(l)});` +
  `r.scripts.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}` +
  `function g(){if(d)return;d=1;requestAnimationFrame(function(){setTimeout(a,0)})}` +
  `function l(){try{new PerformanceObserver(g).observe({type:"largest-contentful-paint"})}catch(x){}setTimeout(g,${LOADER_FALLBACK_MS})}` +
  `if(document.readyState==="complete")l();else addEventListener("load",l)})()</script>`;

/** Raised when a built page does not look the way the loader expects; the build must stop. */
export class ScriptRewriteError extends Error {}

/**
 * Replaces Gatsby's script tags with the data block and the loader. Throws when the page has none
 * of them, or when a <script src> is left afterwards: Gatsby's markup has changed and the page
 * would otherwise load its scripts in a way nobody chose.
 */
export function deferScripts(html: string, pageResources: (sources: string[], pagePath: string) => PageResources): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) throw new ScriptRewriteError('no <script src="…" async> tag of Gatsby\'s found');
  const pagePathScript = PAGE_PATH_SCRIPT.exec(html);
  if (!pagePathScript) throw new ScriptRewriteError("no gatsby-script-loader script with window.pagePath found");
  const pagePath = JSON.parse(pagePathScript[1]) as string;
  // "<" escaped so the JSON cannot end the script element early.
  const resources = JSON.stringify({ pagePath, ...pageResources(sources, pagePath) }).replace(/</g, "\\u003c");
  let first = true;
  const rewritten = html.replace(pagePathScript[0], "").replace(GATSBY_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return `<script type="application/json" id="${RESOURCES_ID}">${resources}</script>${SCRIPT_LOADER}`;
  });
  if (SCRIPT_WITH_SRC.test(rewritten)) throw new ScriptRewriteError("a <script src> tag is left after the rewrite");
  return rewritten;
}

/** Where Gatsby keeps a page's data (its loader's own rule: "/" is "index"). */
export function pageDataUrl(pagePath: string): string {
  const name = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `/page-data/${name}/page-data.json`;
}

/**
 * For a built site: Gatsby's scripts, the chunks of the site's start-up (src/browser/start-up.ts)
 * and of the page's component (webpack.stats.json), and the page's data (page-data, app-data and the
 * static query results it lists), so the loader can request all of it at once.
 */
export function builtPageResources(publicDir: string): (sources: string[], pagePath: string) => PageResources {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>;
  };
  const chunkGroupScripts = (name: string): string[] => {
    const group = stats.namedChunkGroups[name];
    if (!group) throw new ScriptRewriteError(`webpack.stats.json has no chunk group ${name}`);
    return group.assets.map((asset) => asset.name).filter((file) => file.endsWith(".js")).map((file) => `/${file}`);
  };
  const startUp = chunkGroupScripts(START_UP_CHUNK);
  return (sources, pagePath) => {
    const dataUrl = pageDataUrl(pagePath);
    const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, dataUrl), "utf8")) as {
      componentChunkName: string;
      staticQueryHashes?: string[];
    };
    return {
      scripts: [...new Set([...sources, ...startUp, ...chunkGroupScripts(pageData.componentChunkName)])],
      data: [dataUrl, "/page-data/app-data.json", ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`)],
    };
  };
}

/** Rewrites every built page under `dir`, or none: throws one error naming every page that does not match. */
export function deferScriptsInDir(dir: string): number {
  const resources = builtPageResources(dir);
  const problems: string[] = [];
  const rewritten = builtPages(dir).flatMap((file) => {
    try {
      return [{ file, html: deferScripts(fs.readFileSync(file, "utf8"), resources) }];
    } catch (error) {
      // A missing or unreadable page-data file is as much a mismatch as changed markup.
      if (!(error instanceof ScriptRewriteError || error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === "ENOENT")) throw error;
      problems.push(`${path.relative(dir, file)}: ${(error as Error).message}`);
      return [];
    }
  });
  if (problems.length > 0) {
    throw new ScriptRewriteError(
      `The script loader (src/node/deferred-scripts.ts) does not match ${problems.length} of ${problems.length + rewritten.length} built page(s); ` +
        `Gatsby's markup may have changed. Every page must end with Gatsby's <script src="…" async> tags:\n  ${problems.join("\n  ")}`,
    );
  }
  for (const { file, html } of rewritten) fs.writeFileSync(file, html);
  return rewritten.length;
}
