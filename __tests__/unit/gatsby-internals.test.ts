/**
 * The assumptions src/islands/gatsby-internals.ts makes about Gatsby's and Chakra's undocumented
 * output, checked against the installed packages. When an upgrade breaks one, the failing test
 * names it; fix gatsby-internals.ts (and what uses it) before shipping the upgrade.
 */
import fs from "node:fs";
import path from "node:path";
import {
  CHAKRA_CORE,
  CHAKRA_ESM_PARTS,
  EMOTION_KEY,
  GATSBY_SCRIPT,
  PAGE_PATH_GLOBAL,
  PAGE_PATH_SCRIPT,
  pageDataRequest,
  pageDataUrl,
  restoreEmotionIds,
  RUNTIME_GLOBALS_SCRIPT,
  SCRIPTS_SLICE,
} from "../../src/islands/gatsby-internals";
import { ROOT } from "../../test-kit/paths";

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};
const installed = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;
const gatsbyFile = (file: string) =>
  fs.readFileSync(path.join(ROOT, "node_modules", "gatsby", "cache-dir", file), "utf8");

/** Fails with the assumption's name, so an upgrade's breakage reads as what it is. */
function assume(assumption: string, holds: boolean): void {
  if (!holds) throw new Error(`Assumption broken after an upgrade: ${assumption} (src/islands/gatsby-internals.ts)`);
}

describe("the versions the assumptions were checked against", () => {
  it.each([
    "gatsby",
    "@chakra-ui/react",
    "@chakra-ui/theme",
    "@chakra-ui/styled-system",
    "@emotion/react",
    "@emotion/styled",
    "framer-motion",
  ])("%s is pinned to an exact version, and that version is installed", (name) => {
    assume(
      `${name} is pinned to an exact version in package.json`,
      /^\d+\.\d+\.\d+$/.test(pkg.dependencies[name] ?? ""),
    );
    assume(`node_modules has ${name} ${pkg.dependencies[name]}`, installed(name) === pkg.dependencies[name]);
  });
});

describe("Gatsby's page markup (cache-dir/static-entry.js)", () => {
  const staticEntry = gatsbyFile("static-entry.js");

  it("writes its scripts as <script src async> tags, which GATSBY_SCRIPT matches", () => {
    assume(
      "Gatsby writes <script key={scriptPath} src={scriptPath} async />",
      /<script\s+key=\{scriptPath\}\s+src=\{scriptPath\}\s+async\s*\/>/.test(staticEntry),
    );
    const rendered = '<script src="/app-0123abcd.js" async=""></script><script src="/framework-9f.js" async></script>';
    assume("GATSBY_SCRIPT matches both forms React renders", [...rendered.matchAll(GATSBY_SCRIPT)].length === 2);
  });

  it("writes the page's path in a script with id gatsby-script-loader, which PAGE_PATH_SCRIPT matches", () => {
    assume(
      'Gatsby writes id="gatsby-script-loader" with window.pagePath',
      staticEntry.includes("gatsby-script-loader") && staticEntry.includes("window.pagePath"),
    );
    assume(
      "PAGE_PATH_SCRIPT matches it",
      PAGE_PATH_SCRIPT.test(
        '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/servicos/vida";/*]]>*/</script>',
      ),
    );
  });

  it("writes its runtime globals in a script with id gatsby-chunk-mapping, which RUNTIME_GLOBALS_SCRIPT matches", () => {
    assume(
      'Gatsby writes id="gatsby-chunk-mapping"',
      staticEntry.includes("gatsby-chunk-mapping") && staticEntry.includes("window.___chunkMapping"),
    );
    assume(
      "RUNTIME_GLOBALS_SCRIPT matches it",
      new RegExp(RUNTIME_GLOBALS_SCRIPT.source).test(
        '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
      ),
    );
  });

  it("puts its scripts in the _gatsby-scripts slice, which SCRIPTS_SLICE finds", () => {
    assume("Gatsby's scripts slice is named _gatsby-scripts", staticEntry.includes("_gatsby-scripts"));
    const page =
      '<body><!-- slice-start id="_gatsby-scripts-1" --><script src="/a.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body>';
    assume("SCRIPTS_SLICE matches Gatsby's slice comments", new RegExp(SCRIPTS_SLICE.source).test(page));
  });
});

describe("Gatsby's runtime", () => {
  it("reads the page's path from window.pagePath (production-app.js), which the island loader sets", () => {
    assume(
      `production-app.js reads window.${PAGE_PATH_GLOBAL}`,
      /const\s*\{\s*pagePath[^}]*\}\s*=\s*window/.test(gatsbyFile("production-app.js")),
    );
  });

  it("keeps page data at /page-data/<path>/page-data.json, index for /", () => {
    assume("the loader's page-data URL rule", /page-data\/\$\{[^}]+\}\/page-data\.json/.test(gatsbyFile("loader.js")));
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/servicos/vida")).toBe("/page-data/servicos/vida/page-data.json");
  });

  it("requests a page's data with the page's query string (createPageDataUrl), which the loader's preload repeats", () => {
    assume(
      "the loader keeps the query string on the page-data URL",
      /page-data\.json\$\{\s*maybeSearch \? `\?\$\{maybeSearch\}` : ``\s*\}/.test(gatsbyFile("loader.js")),
    );
    expect(pageDataRequest("/page-data/solicitar-cotacao/page-data.json", "?produto=vida")).toBe(
      "/page-data/solicitar-cotacao/page-data.json?produto=vida",
    );
    expect(pageDataRequest("/page-data/solicitar-cotacao/page-data.json", "")).toBe(
      "/page-data/solicitar-cotacao/page-data.json",
    );
  });
});

describe("Chakra's dist layout", () => {
  it.each(CHAKRA_ESM_PARTS)("@chakra-ui/react has dist/esm/%s, which the Chakra chunk (CHAKRA_CORE) names", (part) => {
    const dir = path.join(ROOT, "node_modules", "@chakra-ui", "react", "dist", "esm", part);
    assume(`@chakra-ui/react/dist/esm/${part} exists`, fs.existsSync(dir));
    assume("CHAKRA_CORE matches a file there", CHAKRA_CORE.test(path.join(dir, fs.readdirSync(dir)[0] ?? "x.mjs")));
  });

  it("exports what the start-up steps import (css from @chakra-ui/styled-system, CSSVars from @chakra-ui/react)", () => {
    assume("@chakra-ui/styled-system exports css", typeof require("@chakra-ui/styled-system").css === "function");
    assume("@chakra-ui/react exports CSSVars", typeof require("@chakra-ui/react").CSSVars === "function");
  });
});

describe("emotion's browser cache (@emotion/cache)", () => {
  const browserBuilds = ["emotion-cache.browser.esm.js", "emotion-cache.browser.cjs.js"].map((file) =>
    fs.readFileSync(path.join(ROOT, "node_modules", "@emotion", "cache", "dist", file), "utf8"),
  );

  it('adopts server styles from style[data-emotion^="css "], the ids after the key, split on spaces', () => {
    for (const source of browserBuilds) {
      assume(
        '@emotion/cache hydrates style[data-emotion^="<key> "]',
        source.includes('document.querySelectorAll("style[data-emotion^=\\"" + key + " \\"]")'),
      );
      assume(
        "@emotion/cache reads the ids from data-emotion split on spaces",
        /getAttribute\(["']data-emotion["']\)\.split\(["'] ["']\)/.test(source),
      );
    }
  });

  it("gets its ids back from the class names of the server's block, on pages that ship the key alone", () => {
    const attributes = new Map<string, string>();
    const style = (name: string, css: string) => ({
      textContent: css,
      setAttribute: (attribute: string, value: string) => attributes.set(`${name} ${attribute}`, value),
    });
    const doc = {
      querySelectorAll: (selector: string) => {
        expect(selector).toBe(`style[data-emotion="${EMOTION_KEY}"]`);
        return [style("a", ".css-zf0iqh{display:flex}.css-1abc .x{color:red}@media screen{.css-zf0iqh{gap:0}}")];
      },
    } as unknown as Document;
    restoreEmotionIds(doc);
    expect(attributes.get("a data-emotion")).toBe("css zf0iqh 1abc");
  });
});
