/**
 * The attack of issue 43 against the pages of a real `gatsby build`: the brokerage's name in
 * data/site.json ends in `</script><script>alert(document.domain)</script>`. Three layers stand in
 * its way: the content check refuses the name (content-markup.test.ts; with `gatsby build` in
 * content-tools.test.ts), inlineJson escapes it in the JSON-LD (inline-json.test.ts), and the
 * postbuild step refuses any inline script the build did not write (csp-scripts.test.ts). Here the
 * first two are taken away, as a careless change could: the pages of the tests' own build are copied
 * with their JSON-LD written as `JSON.stringify` writes it (Layout.tsx without inlineJson) around the
 * hostile name, and the build's last step (writeHeadersFile, which onPostBuild calls on public/) runs
 * on them. It must refuse both pages and write no _headers.
 *
 * It once built a patched copy of the project with Gatsby to get those pages; the pages of the build
 * the tests already make carry the same scripts, and a cold build cost as much CPU as any two other
 * test files on the two cores `npm test` is bound by (docs/testing.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCK_WAIT_MS } from "../../test-kit/build-lock";
import { ensureBuild, ROOT } from "../../test-kit/site-build";
import { inlineScripts, knownInlineScripts } from "../../src/islands/inline-scripts";
import { UnknownInlineScriptError } from "../../src/postbuild/security-headers";
import { writeHeadersFile } from "../../src/postbuild/write-headers";

const INJECTION = "</script><script>alert(document.domain)</script>";
const JSON_LD = /<script type="application\/ld\+json">([^<]*)<\/script>/g;
let publicCopy = "";

afterAll(() => {
  if (publicCopy) fs.rmSync(path.dirname(publicCopy), { recursive: true, force: true });
});

/** The page's JSON-LD blocks written again by JSON.stringify, with the brokerage's name carrying the attack. */
function withCarelessJsonLd(file: string, name: string): void {
  const html = fs.readFileSync(file, "utf8");
  let attacked = 0;
  const rewritten = html.replace(JSON_LD, (_block, json: string) => {
    const data = JSON.parse(json) as { name?: string };
    if (data.name === name) {
      data.name = `${name}${INJECTION}`;
      attacked += 1;
    }
    return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
  });
  // The page must carry the brokerage's JSON-LD: if it moved, this test must follow it.
  if (attacked === 0) throw new Error(`${file} has no JSON-LD named ${name}: update this test`);
  fs.writeFileSync(file, rewritten);
}

describe("a script that content let into a page", () => {
  it(
    "stops the build's last step, naming each page and the script, and leaves no _headers",
    async () => {
      await ensureBuild();
      publicCopy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "csp-build-")), "public");
      fs.cpSync(path.join(ROOT, "public"), publicCopy, { recursive: true });
      fs.rmSync(path.join(publicCopy, "_headers"));
      const { name } = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "site.json"), "utf8")) as { name: string };
      withCarelessJsonLd(path.join(publicCopy, "index.html"), name);
      withCarelessJsonLd(path.join(publicCopy, "quem-somos", "index.html"), name);
      // The script does reach the pages: only the last layer stands.
      expect(fs.readFileSync(path.join(publicCopy, "index.html"), "utf8")).toContain(`${name}${INJECTION}`);

      let refusal: unknown;
      try {
        writeHeadersFile(publicCopy, undefined, knownInlineScripts(inlineScripts()));
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(UnknownInlineScriptError);
      const message = (refusal as Error).message;
      expect(message).toMatch(
        /^Script embutido que o build não escreveu, em 2 lugar\(es\)\. A política de segurança \(CSP\) só autoriza os scripts do próprio site/,
      );
      expect(message).toMatch(/^ {2}\/: "alert\(document\.domain\)"$/m);
      expect(message).toMatch(/^ {2}\/quem-somos: "alert\(document\.domain\)"$/m);
      expect(fs.existsSync(path.join(publicCopy, "_headers"))).toBe(false);

      // And the same step passes the pages as the build wrote them, so it is the attack it refuses.
      const untouched = path.join(path.dirname(publicCopy), "untouched");
      fs.cpSync(path.join(ROOT, "public"), untouched, { recursive: true });
      expect(writeHeadersFile(untouched, undefined, knownInlineScripts(inlineScripts()))).toBe(3);
    },
    LOCK_WAIT_MS + 600_000,
  );
});
