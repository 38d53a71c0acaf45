/**
 * The go-live check as a maintainer and Netlify run it: `npm run check:live` lists the placeholders
 * and exits 1, and a production build (CONTEXT=production) stops at its first step, before Gatsby
 * runs, listing them; with real-looking content both pass, and a preview build goes on.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { LOCK_WAIT_MS, withBuildLock } from "../../test-kit/build-lock";
import { realLookingCopy, removeCopies } from "../../test-kit/content-fixtures";
import { ROOT } from "../../test-kit/paths";

const run = promisify(execFile);
type Failure = { code: number; stdout: string; stderr: string };
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Failure) => error,
  );

afterAll(removeCopies);

/** A deploy's environment with valid-looking Supabase settings, so only the content can stop it. */
function deployEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_SUPABASE_URL: "https://abcdefghijklmnop.supabase.co",
    GATSBY_SUPABASE_ANON_KEY: "sb_publishable_test",
    ...extra,
  };
  for (const name of ["CONTENT_DIR", "NODE_ENV", "CI", "NETLIFY", "LEADS_USE_LOCAL_FUNCTION", "CONTEXT", "SITE_URL"])
    if (!(name in extra)) delete env[name];
  return env;
}

const firstStep = ["--import", "tsx", "scripts/check-deploy-settings.ts"];

describe("npm run check:live", () => {
  it("lists each placeholder of data/ with file and field in pt-BR and exits 1", async () => {
    const failure = await failureOf(run("npm", ["run", "-s", "check:live"], { cwd: ROOT, env: deployEnv({}) }));
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toMatch(/^O conteúdo ainda tem \d+ dado\(s\) de exemplo/);
    expect(failure?.stderr).toMatch(/data\/site\.json:\d+: legal\.cnpj: CNPJ de exemplo \("11\.222\.333\/0001-81"\)/);
    expect(failure?.stderr).toMatch(
      /data\/insurers\.json:\d+: insurers\[0\]\.numbers\[0\]\.number: telefone 24h fictício/,
    );
  });

  it("passes real-looking content, which the content check also accepts", async () => {
    const real = realLookingCopy();
    const { stdout } = await run("npm", ["run", "-s", "check:live", "--", real], { cwd: ROOT, env: deployEnv({}) });
    expect(stdout.trim()).toBe("Nenhum dado de exemplo: o conteúdo está pronto para publicar.");
    await run("npm", ["run", "-s", "check:content", "--", real], { cwd: ROOT, env: deployEnv({}) });
  });
});

describe("the production build", () => {
  it(
    "CONTEXT=production npm run build stops before Gatsby runs, listing the placeholders; public/ is untouched",
    async () => {
      const stamp = path.join(ROOT, "public", "_headers");
      const stampTime = () => (fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : null);
      const { before, failure, after } = await withBuildLock(async () => {
        const before = stampTime();
        const failure = await failureOf(
          run("npm", ["run", "build"], { cwd: ROOT, env: deployEnv({ CONTEXT: "production" }) }),
        );
        return { before, failure, after: stampTime() };
      });
      expect(failure).toMatchObject({ code: 1 });
      expect(failure?.stderr).toContain(
        "Publicação em produção interrompida (CONTEXT=production): o site mostraria dados de exemplo.",
      );
      expect(failure?.stderr).toMatch(/data\/site\.json:\d+: legal\.susep: registro SUSEP de exemplo/);
      expect(`${failure?.stdout}${failure?.stderr}`).not.toContain("compile gatsby files");
      expect(after).toBe(before);
    },
    LOCK_WAIT_MS + 120_000,
  );

  it("the first step passes production with real-looking content and the site's domain, and a preview with the placeholders", async () => {
    const real = realLookingCopy();
    await run(process.execPath, firstStep, {
      cwd: ROOT,
      env: deployEnv({ CONTEXT: "production", CONTENT_DIR: real, SITE_URL: "https://www.corretoravilanova.com.br" }),
    });
    await run(process.execPath, firstStep, { cwd: ROOT, env: deployEnv({ CONTEXT: "deploy-preview" }) });
    // Real content, but no SITE_URL: the canonical URLs would name the example domain.
    const failure = await failureOf(
      run(process.execPath, firstStep, { cwd: ROOT, env: deployEnv({ CONTEXT: "production", CONTENT_DIR: real }) }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain("O conteúdo ainda tem 1 dado(s) de exemplo");
    expect(failure?.stderr).toContain("variável de ambiente: SITE_URL: não definida");
  });

  it("gatsby-config repeats the refusal for a bare `gatsby build`", async () => {
    const failure = await failureOf(
      run(process.execPath, ["--import", "tsx", "-e", "require('./gatsby-config.ts')"], {
        cwd: ROOT,
        env: deployEnv({ CONTEXT: "production" }),
      }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toMatch(/data\/site\.json:\d+: legal\.cnpj: CNPJ de exemplo/);
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "-e", "console.log(JSON.stringify(require('./gatsby-config.ts').default.siteMetadata))"],
      {
        cwd: ROOT,
        env: deployEnv({
          CONTEXT: "production",
          CONTENT_DIR: realLookingCopy(),
          SITE_URL: "https://www.corretoravilanova.com.br",
        }),
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({ sampleData: false });
  });
});
