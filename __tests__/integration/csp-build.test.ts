/**
 * The attack of issue 43, against a real `gatsby build` of a copy of the project: the brokerage's
 * name in data/site.json ends in `</script><script>alert(document.domain)</script>`. Three layers
 * stand in its way: the content check refuses the name (content-markup.test.ts; with `gatsby build`
 * in content-tools.test.ts), inlineJson escapes it in the JSON-LD (inline-json.test.ts), and the
 * postbuild step refuses any inline script the build did not write (csp-scripts.test.ts). Here the
 * first two are taken away in the copy, as a careless change could, to see the last one hold: the
 * script reaches the HTML of / and /quem-somos, and the build stops naming both, with no _headers.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { LOCK_WAIT_MS, withBuildLock } from "../../test-kit/build-lock";
import { brokenCopy, removeCopies } from "../../test-kit/content-fixtures";
import { projectCopy } from "../../test-kit/site-build";

const run = promisify(execFile);
const INJECTION = "</script><script>alert(document.domain)</script>";
let project = "";

afterAll(() => {
  removeCopies();
  if (project) fs.rmSync(path.dirname(project), { recursive: true, force: true });
});

/** Replaces `from` with `to` in a file of the copy; throws if `from` is not there (the code moved: this test must follow it). */
function patch(file: string, from: string, to: string): void {
  const full = path.join(project, file);
  const text = fs.readFileSync(full, "utf8");
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this test`);
  fs.writeFileSync(full, text.replace(from, to));
}

/** Gatsby's reporter may draw a frame around a panic; the lines themselves stay whole. */
const plain = (output: string): string =>
  output
    // eslint-disable-next-line no-control-regex -- ANSI colour codes
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
    .split("\n")
    .map((line) => line.replace(/^[\s│|]+/, "").trimEnd())
    .join("\n");

describe("a script that content let into a page", () => {
  it(
    "stops the build at the CSP step, naming each page and the script, and leaves no _headers",
    async () => {
      const data = brokenCopy({ "site.json": (site) => ({ ...site, name: `Corretora Tranquilidade${INJECTION}` }) });
      project = projectCopy(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "csp-build-")), "project"), data);
      // The content check, skipped as a direct edit that never ran it would be…
      patch(
        "src/gatsby-node/on-pre-bootstrap.ts",
        "await checkContentDir(contentDir(PROJECT_ROOT))",
        "{ problems: [], warnings: [] }",
      );
      // …and the JSON-LD written as it was before inlineJson.
      patch("src/components/layout/Layout.tsx", "{inlineJson(agency)}", "{JSON.stringify(agency)}");

      // The lock: two cores, and a cold build of the copy is a minute of CPU like the site's own.
      const outcome = await withBuildLock(() =>
        run("npx", ["gatsby", "build"], {
          cwd: project,
          env: { ...process.env, LEADS_USE_LOCAL_FUNCTION: "1", CI: "true", GATSBY_LOGGER: "yurnalist" },
          maxBuffer: 64 * 1024 * 1024,
        }).then(
          ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
          (error: { code: number; stdout: string; stderr: string }) => ({
            code: error.code,
            output: `${error.stdout}${error.stderr}`,
          }),
        ),
      );
      const output = plain(outcome.output);
      expect(outcome.code).not.toBe(0);
      // The script did reach the pages: only the last layer stopped it.
      expect(fs.readFileSync(path.join(project, "public", "index.html"), "utf8")).toContain(
        `Tranquilidade${INJECTION}`,
      );
      expect(output).toMatch(
        /Script embutido que o build não escreveu, em 2 lugar\(es\)\. A política de segurança \(CSP\) só autoriza os scripts do próprio site/,
      );
      expect(output).toMatch(/^\/: "alert\(document\.domain\)"$/m);
      expect(output).toMatch(/^\/quem-somos: "alert\(document\.domain\)"$/m);
      expect(fs.existsSync(path.join(project, "public", "_headers"))).toBe(false);
    },
    LOCK_WAIT_MS + 900_000,
  );
});
