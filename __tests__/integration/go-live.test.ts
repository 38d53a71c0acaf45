/**
 * The go-live check as a maintainer and Netlify run it: `npm run check:live` lists the placeholders,
 * disguised ones included, and exits 1, and a production build (CONTEXT=production) stops at its
 * first step, before Gatsby runs, listing them, a SITE_URL that is no public address of the site and
 * an ALLOWED_ORIGINS that does not name it; with real-looking content and settings it passes, and a
 * preview build goes on.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { LOCK_WAIT_MS, withBuildLock } from "../../test-kit/build-lock";
import { realLookingCopy, removeCopies, withPath } from "../../test-kit/content-fixtures";
import { ROOT } from "../../test-kit/paths";

const run = promisify(execFile);
type Failure = { code: number; stdout: string; stderr: string };
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Failure) => error,
  );

afterAll(removeCopies);

/** The real-looking site's address, and the origins its lead function answers. */
const SITE = {
  SITE_URL: "https://www.corretoravilanova.com.br",
  ALLOWED_ORIGINS: "https://www.corretoravilanova.com.br",
};

/** A deploy's environment with valid-looking Supabase settings, so only the content and the site's settings can stop it. */
function deployEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_SUPABASE_URL: "https://abcdefghijklmnop.supabase.co",
    GATSBY_SUPABASE_ANON_KEY: "sb_publishable_test",
    ...extra,
  };
  for (const name of [
    "CONTENT_DIR",
    "NODE_ENV",
    "CI",
    "NETLIFY",
    "LEADS_USE_LOCAL_FUNCTION",
    "CONTEXT",
    "SITE_URL",
    "ALLOWED_ORIGINS",
  ])
    if (!(name in extra)) delete env[name];
  return env;
}

/** The real-looking copy with the disguised placeholders typed back in, and an example logo with a byte appended. */
function disguisedCopy(): string {
  const copy = realLookingCopy();
  const edit = (file: string, change: (json: Record<string, unknown>) => Record<string, unknown>) =>
    fs.writeFileSync(
      path.join(copy, file),
      JSON.stringify(change(JSON.parse(fs.readFileSync(path.join(copy, file), "utf8"))), null, 2),
    );
  edit("site.json", (site) =>
    [
      [["name"], "Corretora\u00a0Tranquilidade"],
      [["email"], "CONTATO@CORRETORATRANQUILIDADE.COM.BR"],
      [["legal", "name"], "corretora tranquilidade ltda."],
    ].reduce((json, [at, value]) => withPath(json, at as string[], value), site),
  );
  edit("insurers.json", (file) => withPath(file, ["insurers", 0, "site"], "https://www.seguradoraparceiraa．example"));
  const logo = path.join(copy, "images", "parceiros", "aurora.svg");
  fs.copyFileSync(path.join(ROOT, "data", "images", "parceiros", "aurora.svg"), logo);
  fs.appendFileSync(logo, "\n");
  return copy;
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

  it("finds each disguised placeholder of the issue, naming the placeholder it matched", async () => {
    const failure = await failureOf(
      run("npm", ["run", "-s", "check:live", "--", disguisedCopy()], { cwd: ROOT, env: deployEnv({}) }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain("O conteúdo ainda tem 5 dado(s) de exemplo.");
    for (const line of [
      /data\/site\.json:2: name: nome de exemplo da corretora \("Corretora\[U\+00A0\]Tranquilidade"; dado de exemplo: "Corretora Tranquilidade"\)/,
      /data\/site\.json:\d+: email: e-mail de exemplo \("CONTATO@CORRETORATRANQUILIDADE\.COM\.BR"; dado de exemplo: "contato@corretoratranquilidade\.com\.br"\)/,
      /data\/site\.json:\d+: legal\.name: razão social de exemplo \("corretora tranquilidade ltda\."; dado de exemplo: "Corretora Tranquilidade Ltda\."\)/,
      /data\/insurers\.json:\d+: insurers\[0\]\.site: endereço \.example .*dado de exemplo: "www\.seguradoraparceiraa\.example"\)/,
      /data\/images\/parceiros\/aurora\.svg: \(arquivo\): logotipo de exemplo de seguradora fictícia/,
    ])
      expect(failure?.stderr).toMatch(line);
  });

  it("passes real-looking content, which the content check also accepts", async () => {
    const real = realLookingCopy();
    const { stdout } = await run("npm", ["run", "-s", "check:live", "--", real], { cwd: ROOT, env: deployEnv({}) });
    // Nothing left to publish but, near a cited rule's end, check:live's notice of it (a notice, exit 0).
    const sections = stdout.trim().split("\n\n");
    expect(sections[0]).toBe("Nenhum dado de exemplo: o conteúdo está pronto para publicar.");
    expect(sections.at(-1)).toBe("Regras: todas conferidas no texto oficial nos últimos 12 meses.");
    expect(
      sections
        .slice(1, -1)
        .every((section) => /^\d+ citação\(ões\) de regra que deixa de valer nos próximos/.test(section)),
    ).toBe(true);
    await run("npm", ["run", "-s", "check:content", "--", real], { cwd: ROOT, env: deployEnv({}) });
  });
});

/** The real-looking copy with one rule of the register changed. */
function withRule(id: string, change: Record<string, string>): string {
  const copy = realLookingCopy();
  const file = path.join(copy, "rules.json");
  const register = JSON.parse(fs.readFileSync(file, "utf8")) as { rules: { id: string }[] };
  register.rules = register.rules.map((rule) => (rule.id === id ? { ...rule, ...change } : rule));
  fs.writeFileSync(file, `${JSON.stringify(register, null, 2)}\n`);
  return copy;
}

describe("the rules register before going live", () => {
  it("check:live lists a rule not reviewed in its official text for 12 months, and exits 1", async () => {
    const copy = withRule("vgbl-iof", { changedOn: "2024-01-10", reviewedOn: "2024-01-10" });
    const failure = await failureOf(
      run("npm", ["run", "-s", "check:live", "--", copy], { cwd: ROOT, env: deployEnv({}) }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain("Nenhum dado de exemplo");
    expect(failure?.stderr).toMatch(
      /1 regra\(s\) sem conferência há mais de 12 meses:\n {2}data\/rules\.json:\d+: rules\[\d+\]\.reviewedOn: a regra "vgbl-iof" foi conferida em 2024-01-10/,
    );
  });

  it("the production build's first step stops on a cited rule past its end, naming the citing file and the rule", async () => {
    const copy = withRule("irpf-tabela-anual-2026", { effectiveUntil: "2026-01-31" });
    const failure = await failureOf(
      run(process.execPath, firstStep, {
        cwd: ROOT,
        env: deployEnv({ CONTEXT: "production", CONTENT_DIR: copy, ...SITE }),
      }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain(
      "Publicação em produção interrompida: o site citaria regras que já deixaram de valer.",
    );
    expect(failure?.stderr).toMatch(
      /data\/simulators\.json:\d+: previdencia\.rules\.incomeTax: cita a regra "irpf-tabela-anual-2026", que valeu até 2026-01-31 \(data\/rules\.json:\d+\)/,
    );
    // A preview of the same content goes on: only production holds the pages to the law in force.
    await run(process.execPath, firstStep, {
      cwd: ROOT,
      env: deployEnv({ CONTEXT: "deploy-preview", CONTENT_DIR: copy }),
    });
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

  it("the first step passes production with real-looking content and the site's settings, and a preview with the placeholders", async () => {
    const real = realLookingCopy();
    await run(process.execPath, firstStep, {
      cwd: ROOT,
      env: deployEnv({ CONTEXT: "production", CONTENT_DIR: real, ...SITE }),
    });
    await run(process.execPath, firstStep, { cwd: ROOT, env: deployEnv({ CONTEXT: "deploy-preview" }) });
    // Real content, but no SITE_URL: the canonical URLs would name the example domain.
    const failure = await failureOf(
      run(process.execPath, firstStep, {
        cwd: ROOT,
        env: deployEnv({ CONTEXT: "production", CONTENT_DIR: real, ALLOWED_ORIGINS: SITE.ALLOWED_ORIGINS }),
      }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain("O conteúdo ainda tem 1 dado(s) de exemplo");
    expect(failure?.stderr).toContain("variável de ambiente: SITE_URL: não definida");
  });

  it.each([
    ["https://example.com", "SITE_URL: é um domínio de exemplo (example.com)"],
    ["http://localhost:8000", 'SITE_URL: deve começar com https:// ("http://localhost:8000")'],
    ["not a url", 'SITE_URL: não é um endereço ("not a url")'],
  ])("the first step refuses SITE_URL=%s in production, with real-looking content", async (SITE_URL, reason) => {
    const failure = await failureOf(
      run(process.execPath, firstStep, {
        cwd: ROOT,
        env: deployEnv({ CONTEXT: "production", CONTENT_DIR: realLookingCopy(), ...SITE, SITE_URL }),
      }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain("Publicação em produção interrompida (CONTEXT=production)");
    expect(failure?.stderr).toContain(`  variável de ambiente: ${reason}`);
  });

  it("the first step refuses production without ALLOWED_ORIGINS naming the site", async () => {
    const real = realLookingCopy();
    for (const [ALLOWED_ORIGINS, problem] of [
      [undefined, "ALLOWED_ORIGINS is not set"],
      [
        "https://corretoravilanova.com.br",
        "ALLOWED_ORIGINS does not list the site's own origin https://www.corretoravilanova.com.br",
      ],
    ]) {
      const extra: Record<string, string> = { CONTEXT: "production", CONTENT_DIR: real, SITE_URL: SITE.SITE_URL };
      if (ALLOWED_ORIGINS) extra.ALLOWED_ORIGINS = ALLOWED_ORIGINS;
      const failure = await failureOf(run(process.execPath, firstStep, { cwd: ROOT, env: deployEnv(extra) }));
      expect(failure).toMatchObject({ code: 1 });
      expect(failure?.stderr).toContain(problem);
      expect(failure?.stderr).not.toContain("dado(s) de exemplo");
    }
  });

  it("gatsby-config repeats the refusal for a bare `gatsby build`", async () => {
    const failure = await failureOf(
      run(process.execPath, ["--import", "tsx", "-e", "require('./gatsby-config.ts')"], {
        cwd: ROOT,
        env: deployEnv({ CONTEXT: "production", ...SITE }),
      }),
    );
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toMatch(/data\/site\.json:\d+: legal\.cnpj: CNPJ de exemplo/);
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "-e", "console.log(JSON.stringify(require('./gatsby-config.ts').default.siteMetadata))"],
      {
        cwd: ROOT,
        env: deployEnv({ CONTEXT: "production", CONTENT_DIR: realLookingCopy(), ...SITE }),
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({ sampleData: false });
  });

  it("onPreBootstrap stops a bare `gatsby build` in production on an example picture, which gatsby-config cannot await", async () => {
    const copy = realLookingCopy();
    fs.copyFileSync(
      path.join(ROOT, "data", "images", "parceiros", "ipe.svg"),
      path.join(copy, "images", "parceiros", "parceira-e.svg"),
    );
    const hook = (env: NodeJS.ProcessEnv) =>
      run(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          "require('./src/gatsby-node/on-pre-bootstrap.ts').onPreBootstrap({ reporter: { warn: console.warn, panic: (message) => { console.error(message); process.exit(1); } } })",
        ],
        { cwd: ROOT, env },
      );
    const failure = await failureOf(hook(deployEnv({ CONTEXT: "production", CONTENT_DIR: copy, ...SITE })));
    expect(failure).toMatchObject({ code: 1 });
    expect(failure?.stderr).toContain("Publicação em produção interrompida (CONTEXT=production)");
    expect(failure?.stderr).toContain(
      "data/images/parceiros/parceira-e.svg: (arquivo): logotipo de exemplo de seguradora fictícia: a mesma imagem do exemplo images/parceiros/ipe.svg",
    );
    // A preview shows the notice instead, and goes on.
    await hook(deployEnv({ CONTEXT: "deploy-preview", CONTENT_DIR: copy }));
  });
});
