/**
 * The CSP trusts only the build's own inline scripts (src/postbuild/security-headers.ts): a page
 * with any other stops the build, naming the page. The real build refusing one that content let in:
 * __tests__/integration/csp-build.test.ts.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deferScripts, pageDataUrl } from "../../src/islands/deferred-scripts";
import { knownInlineScripts } from "../../src/islands/inline-scripts";
import { inlineJson } from "../../src/islands/inline-json";
import { inlineScriptHashes, UnknownInlineScriptError, type BuiltPage } from "../../src/postbuild/security-headers";
import { writeHeadersFile } from "../../src/postbuild/write-headers";
import { WEB_FONTS_FLAG_SCRIPT } from "../../src/theme/fonts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Stand-ins for the bundled scripts (src/islands/inline-scripts.ts), as the rewrite tests use. */
const SCRIPTS = { shell: "startShell()", islands: "startIslands()" };
const KNOWN = knownInlineScripts(SCRIPTS);
const HOSTILE_NAME = "Corretora</script><script>alert(document.domain)</script>";

/** A page as the build leaves it: the fonts' flag and JSON-LD in the head, Gatsby's scripts rewritten at the end. */
function builtPage(pagePath: string, { islands = false, head = "" } = {}): string {
  const gatsby = `<script src="/webpack-runtime-1.js" async></script><script src="/app-3.js" async></script>`;
  const html = `<html><head><script>${WEB_FONTS_FLAG_SCRIPT}</script>${head}</head><body><main${islands ? ' data-island="interaction"' : ""}>x</main>${gatsby}</body></html>`;
  return deferScripts(html, pagePath, (sources) => ({ scripts: sources, data: [pageDataUrl(pagePath)] }), SCRIPTS);
}

const refusal = (pages: BuiltPage[]): string => {
  try {
    inlineScriptHashes(pages, KNOWN);
  } catch (error) {
    expect(error).toBeInstanceOf(UnknownInlineScriptError);
    return (error as Error).message;
  }
  throw new Error("the pages were accepted");
};

describe("the CSP's inline scripts: only the build's own", () => {
  it("hashes the fonts' flag, the shell's script and the loader with the shell, as the build writes them, and JSON written by inlineJson passes", () => {
    const agency = `<script type="application/ld+json">${inlineJson({ "@type": "InsuranceAgency", name: HOSTILE_NAME })}</script>`;
    const pages = [
      { page: "/", html: builtPage("/", { head: agency }) },
      { page: "/fale-conosco", html: builtPage("/fale-conosco", { islands: true }) },
    ];
    expect(inlineScriptHashes(pages, KNOWN)).toEqual(
      [sha(WEB_FONTS_FLAG_SCRIPT), sha("startShell()"), sha("startIslands();startShell()")].sort(),
    );
  });

  it("skips external scripts and hashes a known script once, however many pages carry it", () => {
    const pages = ["/a", "/b", "/c"].map((page) => ({
      page,
      html: `<script src="/app.js"></script><script>${SCRIPTS.shell}</script>`,
    }));
    expect(inlineScriptHashes(pages, KNOWN)).toEqual([sha("startShell()")]);
  });

  it("stops on the script of the issue: a brokerage name in JSON-LD written without inlineJson, naming each page and the script's first characters", () => {
    const raw = `<script type="application/ld+json">${JSON.stringify({ "@type": "InsuranceAgency", name: HOSTILE_NAME })}</script>`;
    const message = refusal([
      { page: "/", html: builtPage("/", { head: raw }) },
      { page: "/quem-somos", html: builtPage("/quem-somos", { head: raw }) },
      { page: "/fale-conosco", html: builtPage("/fale-conosco", { islands: true }) },
    ]);
    expect(message).toMatch(
      /^Script embutido que o build não escreveu, em 2 lugar\(es\)\. A política de segurança \(CSP\) só autoriza os scripts do próprio site/,
    );
    expect(message).toContain('\n  /: "alert(document.domain)"');
    expect(message).toContain('\n  /quem-somos: "alert(document.domain)"');
    expect(message).not.toContain("/fale-conosco");
  });

  it("stops on a hand-made page with an unknown inline script, whatever its spelling", () => {
    const variants = [
      "<script>alert(1)</script>",
      "<SCRIPT>alert(1)</SCRIPT >",
      '<script type="module">alert(1)</script>',
      '<script type="text/javascript" >alert(1)</script\t>',
      // An attribute named like the data blocks' type is not their type: the browser runs it.
      '<script data-type="application/json">alert(1)</script>',
      // A quoted ">" does not end the start tag.
      `<script data-x="a>b" title='x>y' async>alert(1)</script>`,
      // A known script with something added is another script.
      `<script>${SCRIPTS.shell};alert(1)</script>`,
      "<svg><script>alert(1)</script></svg>",
      "<script></script>",
    ];
    for (const variant of variants) {
      const message = refusal([
        { page: "/servicos/vida", html: builtPage("/servicos/vida").replace("<main>", `<main>${variant}`) },
      ]);
      expect({ variant, named: message.includes("\n  /servicos/vida: ") }).toEqual({ variant, named: true });
    }
  });

  it("shortens a long script to its first 80 characters in the message", () => {
    const message = refusal([{ page: "/", html: `<script>${"x".repeat(300)}</script>` }]);
    expect(message).toContain(`\n  /: "${"x".repeat(80)}"…`);
  });

  it("stops on a JSON data block with markup characters, which only JSON written without inlineJson has", () => {
    const message = refusal([
      { page: "/quem-somos", html: `<script type="application/ld+json">{"name":"a <b> & c"}</script>` },
    ]);
    expect(message).toContain(
      '/quem-somos: um bloco de dados JSON escrito sem inlineJson (src/islands/inline-json.ts): "{\\"name\\":\\"a <b> & c\\"}"',
    );
  });

  it("writes no _headers for a build with an unknown script (writeHeadersFile, what onPostBuild calls)", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
    try {
      fs.mkdirSync(path.join(publicDir, "quem-somos"));
      fs.writeFileSync(path.join(publicDir, "index.html"), builtPage("/"));
      fs.writeFileSync(
        path.join(publicDir, "quem-somos", "index.html"),
        builtPage("/quem-somos").replace("</head>", "<script>alert(1)</script></head>"),
      );
      expect(() => writeHeadersFile(publicDir, undefined, KNOWN)).toThrow(/\n {2}\/quem-somos: "alert\(1\)"/);
      expect(fs.existsSync(path.join(publicDir, "_headers"))).toBe(false);
      fs.writeFileSync(path.join(publicDir, "quem-somos", "index.html"), builtPage("/quem-somos"));
      expect(writeHeadersFile(publicDir, undefined, KNOWN)).toBe(2);
      expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(sha(WEB_FONTS_FLAG_SCRIPT));
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
