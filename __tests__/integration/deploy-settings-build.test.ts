/** A build without deploy settings stops before Gatsby runs (src/config/deploy-settings.ts, wired in gatsby-config.ts). */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { BuildEnv } from "../../src/config/deploy-settings";
import { LOCK_WAIT_MS, withBuildLock } from "../../test-kit/build-lock";
import { ROOT } from "../../test-kit/paths";

const run = promisify(execFile);

describe("the build stops before Gatsby runs", () => {
  /** The test runner's environment without any deploy setting, plus `extra`. */
  function buildEnv(extra: BuildEnv): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
    for (const name of [
      "GATSBY_SUPABASE_URL",
      "GATSBY_SUPABASE_ANON_KEY",
      "CONTEXT",
      "NODE_ENV",
      "CI",
      "NETLIFY",
      "CF_PAGES",
      "VERCEL",
      "LEADS_USE_LOCAL_FUNCTION",
      "SUPABASE_CUSTOM_DOMAINS",
    ]) {
      if (!(name in extra)) delete env[name];
    }
    return env;
  }
  type Failure = { code: number; stdout: string; stderr: string };
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: Failure) => error,
    );
  const stamp = path.join(ROOT, "public", "_headers");
  const stampTime = () => (fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : null);

  it(
    "npm run build with NODE_ENV=production exits 1 naming both variables, and public/ is untouched",
    async () => {
      // The build lock keeps a real build of this tree from touching public/ meanwhile.
      const { before, failure, after } = await withBuildLock(async () => {
        const before = stampTime();
        const failure = await failureOf(
          run("npm", ["run", "build"], { cwd: ROOT, env: buildEnv({ NODE_ENV: "production" }) }),
        );
        return { before, failure, after: stampTime() };
      });
      expect(failure).toMatchObject({ code: 1 });
      const output = `${failure?.stdout}${failure?.stderr}`;
      expect(output).toContain("Production build stopped (NODE_ENV=production)");
      expect(output).toContain("GATSBY_SUPABASE_URL is not set");
      expect(output).toContain("GATSBY_SUPABASE_ANON_KEY is not set");
      expect(output).not.toContain("compile gatsby files");
      expect(after).toBe(before);
    },
    LOCK_WAIT_MS + 300_000,
  );

  it("gatsby-config stops a CONTEXT=production build naming both variables", async () => {
    const failure = await failureOf(
      run(process.execPath, ["--import", "tsx", "-e", "require('./gatsby-config.ts')"], {
        cwd: ROOT,
        env: buildEnv({ CONTEXT: "production" }),
      }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain("Production build stopped (CONTEXT=production)");
    expect(failure?.stderr).toContain("GATSBY_SUPABASE_URL is not set");
    expect(failure?.stderr).toContain("GATSBY_SUPABASE_ANON_KEY is not set");
  });

  it("gatsby-config loads under the NODE_ENV=production that `gatsby build` sets itself (local builds and the browser tests)", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "-e", "console.log(require('./gatsby-config.ts').default.plugins.length)"],
      {
        cwd: ROOT,
        env: buildEnv({ NODE_ENV: "production" }),
      },
    );
    expect(Number(stdout.trim())).toBeGreaterThan(0);
  });

  it("a CI build without the settings stops with exit code 1; with LEADS_USE_LOCAL_FUNCTION=1 it goes on with a warning", async () => {
    const script = ["--import", "tsx", "scripts/check-deploy-settings.ts"];
    const failure = await failureOf(run(process.execPath, script, { cwd: ROOT, env: buildEnv({ CI: "true" }) }));
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain("Production build stopped (CI=true)");
    expect(failure?.stderr).toContain("the visitor's own machine");
    const { stderr } = await run(process.execPath, script, {
      cwd: ROOT,
      env: buildEnv({ CI: "true", LEADS_USE_LOCAL_FUNCTION: "1" }),
    });
    expect(stderr).toContain("Warning (CI=true, LEADS_USE_LOCAL_FUNCTION=1)");
  });
});
