import { buildSync } from "esbuild";
import { WEB_FONTS_FLAG_SCRIPT } from "../theme/fonts";

/** The inline scripts' modules live beside this file, in the islands room. */
const ISLANDS_DIR = __dirname;

/** The scripts every built page carries inline, each the same on every page (one CSP hash each). */
const ENTRIES = {
  /** The header menus' and the chat button's behaviour (shell-behaviour.ts), the web fonts' caching (web-fonts.ts) and the visitor's source (lead-source-capture.ts): every page. */
  shell:
    'import { startShellBehaviour } from "./shell-behaviour";\nimport { startWebFontCaching } from "./web-fonts";\nimport { captureLeadSource } from "./lead-source-capture";\n' +
    "captureLeadSource();\nstartShellBehaviour();\nstartWebFontCaching();",
  /** Requests React when an island needs it (src/islands/island-loader.ts): pages with islands. */
  islands: 'import { startIslandLoader } from "./island-loader";\nstartIslandLoader();',
} as const;

export type InlineScripts = Record<keyof typeof ENTRIES, string>;

/**
 * One self-contained script for the browser, bundled by esbuild from `contents` (imports resolved
 * from `resolveDir`): the pages' inline scripts below, and the content editor's start-up script.
 */
export function bundleBrowserScript(contents: string, resolveDir: string): string {
  const result = buildSync({
    stdin: { contents, resolveDir, loader: "ts" },
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text.trim();
  // It would end the element early; minified code has it only inside a string, which these modules do not have.
  if (/<\/script/i.test(code)) throw new Error("inline-scripts: the bundled code contains </script");
  // Build-time values (e.g. gatsby-internals.ts's chunk patterns) must not ride along into every page.
  if (code.includes("node_modules"))
    throw new Error("inline-scripts: build-time code leaked into an inline script (it names node_modules)");
  return code;
}

/**
 * Bundles each entry into one small script for the end of the body (the elements it looks for are
 * parsed by then). Gatsby's webpack only builds the app's chunks, which pages without islands never load.
 */
export function inlineScripts(): InlineScripts {
  return {
    shell: bundleBrowserScript(ENTRIES.shell, ISLANDS_DIR),
    islands: bundleBrowserScript(ENTRIES.islands, ISLANDS_DIR),
  };
}

/** The one script at the end of a page with islands: the loader, then the shell (one element, one CSP hash). */
export function islandsWithShell(scripts: InlineScripts): string {
  return `${scripts.islands};${scripts.shell}`;
}

/**
 * The text of every executable inline script the build writes into a page: the web fonts' flag in
 * the head (gatsby-ssr.tsx), and at the end of the body the shell's script or the loader with the
 * shell (deferred-scripts.ts). The CSP hashes these and refuses to publish a page with any other
 * (src/postbuild/security-headers.ts), so a script that content let into a page never runs.
 */
export function knownInlineScripts(scripts: InlineScripts): string[] {
  return [WEB_FONTS_FLAG_SCRIPT, scripts.shell, islandsWithShell(scripts)];
}
