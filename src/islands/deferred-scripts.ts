import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_CHUNKS,
  RESOURCES_ID,
  START_UP_CHUNK,
  type IslandTrigger,
  type PageResources,
} from "./contract";
import { builtPages } from "../postbuild/html-files";
import { inlineJson } from "./inline-json";
import { islandsWithShell, type InlineScripts } from "./inline-scripts";
import {
  GATSBY_SCRIPT,
  PAGE_PATH_SCRIPT,
  pageDataUrl,
  RUNTIME_GLOBALS_SCRIPT,
  SCRIPTS_SLICE,
  SLICES_DIR,
  type PageData,
  type WebpackStats,
} from "./gatsby-internals";

/**
 * Gatsby ends every page with <script src async> tags for its runtime, React and the app, which
 * then hydrate the whole page. The pages are complete HTML and most of them have nothing that
 * needs React: their header menus and chat button have their own small script. So the build
 * rewrites those tags: a page with islands (src/islands/contract.ts) gets the list of what it loads and
 * the loader that requests it when an island needs it; a page without any loads no React at all.
 */
const SCRIPT_WITH_SRC = /<script\b[^>]*\bsrc=/i;
const ISLAND_TRIGGER = new RegExp(`\\s${ISLAND_ATTRIBUTE}="(${Object.keys(ISLAND_CHUNKS).join("|")})"`, "g");

/** Raised when a built page does not look the way the loader expects; the build must stop. */
export class ScriptRewriteError extends Error {}

/** The kinds of island on a built page (src/islands/contract.ts). */
export function islandTriggers(html: string): IslandTrigger[] {
  return [...new Set([...html.matchAll(ISLAND_TRIGGER)].map((match) => match[1] as IslandTrigger))];
}

/** Whether a built page has a part that needs React in the browser. */
export function hasIslands(html: string): boolean {
  return islandTriggers(html).length > 0;
}

type ResourcesOf = (sources: string[], pagePath: string, islands: IslandTrigger[]) => Omit<PageResources, "pagePath">;

/**
 * Replaces Gatsby's script tags with the inline scripts: the shell's on every page; on a page
 * with islands, also the data block and the island loader. `pagePath` is the page's path as
 * Gatsby's app knows it (its page-data "path"). Throws when the page has none of Gatsby's tags, or
 * when a <script src> is left afterwards: Gatsby's markup has changed and the page would otherwise
 * load its scripts in a way nobody chose.
 *
 * An incremental build may not render a page again but only put Gatsby's scripts (a "slice")
 * back into the page rewritten last time: the page-path script is gone from it then, so the path
 * comes from the caller, and what is removed is removed only if it is there.
 */
export function deferScripts(html: string, pagePath: string, resourcesOf: ResourcesOf, scripts: InlineScripts): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) throw new ScriptRewriteError('no <script src="…" async> tag of Gatsby\'s found');
  let tail = `<script>${scripts.shell}</script>`;
  // Gatsby's runtime globals go to a file of their own, first in a page's list (runtimeGlobalsFile).
  const page = html.replace(PAGE_PATH_SCRIPT, "").replace(RUNTIME_GLOBALS_SCRIPT, "");
  if (hasIslands(html)) {
    const resources = inlineJson({ pagePath, ...resourcesOf(sources, pagePath, islandTriggers(html)) });
    // One inline script (one CSP hash): the loader, then the shell.
    tail = `<script type="application/json" id="${RESOURCES_ID}">${resources}</script><script>${islandsWithShell(scripts)}</script>`;
  }
  let first = true;
  const rewritten = page.replace(GATSBY_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return tail;
  });
  if (SCRIPT_WITH_SRC.test(rewritten)) throw new ScriptRewriteError("a <script src> tag is left after the rewrite");
  return rewritten;
}

export { pageDataUrl };

/** The data file of a built page (public/quem-somos/index.html → /page-data/quem-somos/page-data.json, public/404.html → /page-data/404.html/…). */
export function pageDataUrlOfFile(relativeFile: string): string {
  const file = relativeFile.split(path.sep).join("/");
  return pageDataUrl(file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`);
}

/**
 * For a built site: Gatsby's scripts, the chunks of the site's start-up (src/islands/start-up.ts),
 * of the page's component and of its islands' first use (ISLAND_CHUNKS; all from
 * webpack.stats.json), and the page's data (page-data, app-data and the static query results it
 * lists), so the loader can request all of it at once.
 */
export function builtPageResources(publicDir: string, runtimeGlobals: string): ResourcesOf {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const chunkGroupScripts = (name: string): string[] => {
    const group = stats.namedChunkGroups[name];
    if (!group) throw new ScriptRewriteError(`webpack.stats.json has no chunk group ${name}`);
    return group.assets
      .map((asset) => asset.name)
      .filter((file) => file.endsWith(".js"))
      .map((file) => `/${file}`);
  };
  const startUp = chunkGroupScripts(START_UP_CHUNK);
  return (sources, pagePath, islands) => {
    const dataUrl = pageDataUrl(pagePath);
    const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, dataUrl), "utf8")) as PageData;
    return {
      scripts: [
        ...new Set([
          runtimeGlobals,
          ...sources,
          ...startUp,
          ...chunkGroupScripts(pageData.componentChunkName),
          ...islands.flatMap((island) => ISLAND_CHUNKS[island].flatMap(chunkGroupScripts)),
        ]),
      ],
      data: [
        dataUrl,
        "/page-data/app-data.json",
        ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
      ],
    };
  };
}

/**
 * Puts Gatsby's scripts back into a built page from its "slice" (public/_gatsby/slices/), the
 * way Gatsby itself does: an incremental build leaves an unchanged page as the last rewrite left
 * it, and rewriting from Gatsby's own markup every time is what keeps the inline scripts current.
 */
export function withGatsbyScripts(html: string, readSlice: (id: string) => string): string {
  let found = false;
  const restored = html.replace(SCRIPTS_SLICE, (_match, id: string) => {
    found = true;
    return `<!-- slice-start id="${id}" -->${readSlice(id)}<!-- slice-end id="${id}" -->`;
  });
  if (!found) throw new ScriptRewriteError('no <!-- slice-start id="_gatsby-scripts…" --> region found');
  return restored;
}

/**
 * Writes Gatsby's runtime globals (`window.___chunkMapping`, the compilation hash: the same for
 * every page, read only by its runtime) from its scripts slice into public/runtime-globals-<hash>.js
 * and returns its URL. Kept out of the pages, they cost a page nothing until an island needs React:
 * inline, they made a form page's HTML one network round trip longer than its script-free twin.
 */
export function runtimeGlobalsFile(dir: string, sliceHtml: string): string {
  const code = [...sliceHtml.matchAll(RUNTIME_GLOBALS_SCRIPT)]
    .map((match) => match[0].replace(/^<script[^>]*>\s*|\s*<\/script>$/g, ""))
    .join("\n");
  if (!code.includes("window.___chunkMapping"))
    throw new ScriptRewriteError("no window.___chunkMapping script in Gatsby's scripts slice");
  const name = `runtime-globals-${createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;
  fs.writeFileSync(path.join(dir, name), `${code}\n`);
  return `/${name}`;
}

/** Rewrites every built page under `dir`, or none: throws one error naming every page that does not match. */
export function deferScriptsInDir(dir: string, scripts: InlineScripts): { pages: number; withReact: number } {
  const slices = new Map<string, string>();
  const readSlice = (id: string) => {
    if (!slices.has(id)) slices.set(id, fs.readFileSync(path.join(dir, ...SLICES_DIR, `${id}.html`), "utf8"));
    return slices.get(id) as string;
  };
  const sliceIds = fs
    .readdirSync(path.join(dir, ...SLICES_DIR))
    .filter((file) => file.startsWith("_gatsby-scripts") && file.endsWith(".html"))
    .map((file) => file.replace(/\.html$/, ""));
  if (sliceIds.length !== 1)
    throw new ScriptRewriteError(
      `expected one _gatsby-scripts slice in public/_gatsby/slices, found ${sliceIds.length}`,
    );
  const resources = builtPageResources(dir, runtimeGlobalsFile(dir, readSlice(sliceIds[0])));
  const problems: string[] = [];
  const rewritten = builtPages(dir).flatMap((file) => {
    try {
      const pageData = JSON.parse(
        fs.readFileSync(path.join(dir, pageDataUrlOfFile(path.relative(dir, file))), "utf8"),
      ) as { path?: unknown };
      if (typeof pageData.path !== "string") throw new ScriptRewriteError("its page-data.json has no path");
      const html = withGatsbyScripts(fs.readFileSync(file, "utf8"), readSlice);
      return [{ file, html: deferScripts(html, pageData.path, resources, scripts) }];
    } catch (error) {
      // A missing or unreadable page-data file is as much a mismatch as changed markup.
      if (!(
        error instanceof ScriptRewriteError ||
        error instanceof SyntaxError ||
        (error as NodeJS.ErrnoException).code === "ENOENT"
      ))
        throw error;
      problems.push(`${path.relative(dir, file)}: ${(error as Error).message}`);
      return [];
    }
  });
  if (problems.length > 0) {
    throw new ScriptRewriteError(
      `The script loader (src/islands/deferred-scripts.ts) does not match ${problems.length} of ${problems.length + rewritten.length} built page(s); ` +
        `Gatsby's markup may have changed. Every page must end with Gatsby's <script src="…" async> tags:\n  ${problems.join("\n  ")}`,
    );
  }
  for (const { file, html } of rewritten) fs.writeFileSync(file, html);
  return { pages: rewritten.length, withReact: rewritten.filter(({ html }) => hasIslands(html)).length };
}
