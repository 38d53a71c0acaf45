/**
 * Every assumption the islands make about Gatsby's and Chakra's undocumented output, in one place.
 * The versions they were checked against are pinned in package.json; gatsby-internals.test.ts
 * reads the installed packages and fails, naming the assumption, when an upgrade breaks one.
 * Upgrading gatsby or a Chakra package: bump the exact version, run `npm test`, and fix what that
 * test (and the browser test loading.test.ts, which checks the rewritten pages) names.
 */

/** Gatsby (cache-dir/static-entry.js) ends every page with `<script src="/x.js" async>` tags for its runtime, React and the app. */
export const GATSBY_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** Gatsby's one inline script that differs from page to page: `<script id="gatsby-script-loader">window.pagePath=…`. */
export const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="(?:[^"\\]|\\.)*";\/\*\]\]>\*\/<\/script>/;

/** Gatsby's inline scripts that set its runtime's globals (`window.___…`, `id="gatsby-chunk-mapping"`): only its runtime reads them. */
export const RUNTIME_GLOBALS_SCRIPT = /<script\s*(?:id="gatsby-chunk-mapping"\s*)?>\s*window\.___[^<]*<\/script>/g;

/** Gatsby puts its scripts in a slice (`_gatsby-scripts`), kept in public/_gatsby/slices/<id>.html and copied into each page between these comments. */
export const SCRIPTS_SLICE = /<!-- slice-start id="(_gatsby-scripts[^"]*)" -->[\s\S]*?<!-- slice-end id="\1" -->/g;
export const SLICES_DIR = ["_gatsby", "slices"] as const;

/**
 * Emotion's cache key for the site's styles. In the browser, emotion's cache adopts server styles
 * from `<style data-emotion="css id1 id2 …">` (@emotion/cache, `style[data-emotion^="css "]`),
 * marking those class ids as inserted. The ids are exactly the `.css-<id>` class names of the
 * block, so the pages ship `data-emotion="css"` and the loader restores the list before React loads.
 */
export const EMOTION_KEY = "css";

/** Puts back the class ids of the server's emotion styles (see EMOTION_KEY), before emotion's browser cache is created. */
export function restoreEmotionIds(doc: Document): void {
  doc.querySelectorAll(`style[data-emotion="${EMOTION_KEY}"]`).forEach((style) => {
    const ids = new Set(Array.from(style.textContent?.matchAll(/\.css-([a-zA-Z0-9]+)/g) ?? [], (match) => match[1]));
    style.setAttribute("data-emotion", [EMOTION_KEY, ...ids].join(" "));
  });
}

/** Gatsby's app reads the page's path from `window.pagePath` (cache-dir/production-app.js); the loader sets it. */
export const PAGE_PATH_GLOBAL = "pagePath";

/**
 * The URL Gatsby's loader requests a page's data from, for the page opened with `search` (its
 * query string): cache-dir/loader.js (createPageDataUrl) keeps the query string on the data URL,
 * so a preload without it would be a second, unused request.
 */
export function pageDataRequest(dataUrl: string, search: string): string {
  return search.length > 1 ? `${dataUrl}${search}` : dataUrl;
}

/** Where Gatsby keeps a page's data (its loader's own rule, cache-dir/loader.js: "/" is "index"). */
export function pageDataUrl(pagePath: string): string {
  const name = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `/page-data/${name}/page-data.json`;
}

/** public/webpack.stats.json, as Gatsby writes it: each named chunk group with its files. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>;
}

/** The parts of a page-data.json file the loader lists (Gatsby's page-data format). */
export interface PageData {
  path?: unknown;
  componentChunkName: string;
  staticQueryHashes?: string[];
}

/**
 * Chakra's styling runtime, the layout primitives every page renders, the icon runtime and the
 * site's shared helpers, by their paths in node_modules (Chakra's dist layout, dist/esm/<part>):
 * one webpack chunk every page with React loads (gatsby-node's webpack config).
 */
export const CHAKRA_ESM_PARTS = [
  "system",
  "color-mode",
  "env",
  "box",
  "flex",
  "stack",
  "grid",
  "container",
  "typography",
  "link",
  "list",
  "icon",
  "button",
  "close-button",
  "spinner",
  "badge",
  "divider",
  "visually-hidden",
] as const;

// A pure call without arguments: the inline island loader imports this module for one constant, and esbuild
// drops the rest (a pure `new RegExp([…].join())` keeps its arguments, which call a method).
export const CHAKRA_CORE = /* @__PURE__ */ (() =>
  new RegExp(
    [
      String.raw`[\\/]node_modules[\\/](@emotion|stylis|lodash\.mergewith|color2k|react-fast-compare|hoist-non-react-statics|react-is)[\\/]`,
      String.raw`[\\/]node_modules[\\/]@chakra-ui[\\/](styled-system|utils|theme|theme-tools|anatomy|hooks)[\\/]`,
      String.raw`[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](${CHAKRA_ESM_PARTS.join("|")})[\\/]`,
      String.raw`[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|context|defaultAttributes)`,
      String.raw`[\\/]src[\\/](hooks|components[\\/]ui[\\/]StaticHtml)`,
    ].join("|"),
  ))();
