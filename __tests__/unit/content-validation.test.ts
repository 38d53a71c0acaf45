import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { formatProblem } from "../../src/node/checker";
import { checkContentDir, parseJson } from "../../src/node/load-content";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..", "..");
const DATA = path.join(ROOT, "data");

/** A copy of data/ in a temp folder, with `edit` applied to one file's parsed JSON or raw text. */
function brokenCopy(edits: Record<string, (json: Record<string, unknown>) => unknown | string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  const copy = path.join(dir, "data");
  fs.cpSync(DATA, copy, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(copy, file);
    const json = fs.existsSync(target) ? (JSON.parse(fs.readFileSync(target, "utf8")) as Record<string, unknown>) : {};
    const result = edit(json);
    fs.writeFileSync(target, typeof result === "string" ? result : JSON.stringify(result, null, 2));
  }
  return copy;
}

const copies: string[] = [];
afterAll(() => copies.forEach((copy) => fs.rmSync(path.dirname(copy), { recursive: true, force: true })));

function problemsFor(edits: Parameters<typeof brokenCopy>[0]): string[] {
  const copy = brokenCopy(edits);
  copies.push(copy);
  return checkContentDir(copy).problems.map(formatProblem);
}

describe("the content in data/", () => {
  it("is valid and serves the 24 service URLs of the spec", () => {
    const { problems, serviceSlugs } = checkContentDir(DATA);
    expect(problems).toEqual([]);
    expect(serviceSlugs.sort()).toEqual(
      [
        "seguro-auto", "seguro-moto", "seguro-caminhao-cargas", "seguro-residencial", "seguro-empresarial",
        "seguro-condominio", "seguro-vida", "plano-de-saude", "seguro-viagem", "seguro-fianca-locaticia",
        "rc-profissional", "seguro-frota", "veiculos", "empresas", "residencia", "vida", "previdencia", "saude",
        "seguro-transportes", "fianca-locaticia", "titulo-de-capitalizacao", "consorcio", "emprestimos-consignados",
        "rastreadores",
      ].sort(),
    );
  });
});

describe("content validation names file, field and reason", () => {
  it("reports malformed JSON with its line and column", () => {
    const problems = problemsFor({ "services/seguro-auto.json": () => '{\n  "slug": "seguro-auto",\n  "name": \n}' });
    expect(problems).toEqual([expect.stringMatching(/^data\/services\/seguro-auto\.json: \(file\): is not valid JSON at line 4, column 1/)]);
  });

  it("reports a missing required field", () => {
    const problems = problemsFor({
      "services/seguro-moto.json": ({ hero, ...page }) => ({ ...page, hero: { ...(hero as object), title: undefined } }),
    });
    expect(problems).toEqual(["data/services/seguro-moto.json: hero.title: is required"]);
  });

  it("reports a FAQ without exactly three items", () => {
    const problems = problemsFor({
      "services/consorcio.json": (page) => ({ ...page, faq: (page.faq as unknown[]).slice(0, 2) }),
    });
    expect(problems).toEqual(["data/services/consorcio.json: faq: must have exactly 3 items (found 2)"]);
  });

  it("reports two files claiming the same slug", () => {
    const problems = problemsFor({
      "services/seguro-moto.json": (page) => ({ ...page, aliases: ["seguro-auto"] }),
    });
    expect(problems).toEqual([
      'data/services/seguro-moto.json: aliases[0]: "seguro-auto" is already used by data/services/seguro-auto.json',
    ]);
  });

  it("reports an unknown CTA label", () => {
    const problems = problemsFor({
      "services/rastreadores.json": (page) => ({ ...page, hero: { ...(page.hero as object), cta: "Compre Já" } }),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^data\/services\/rastreadores\.json: hero\.cta: "Compre Já" is not allowed; use one of: "Solicitar Cotação"/);
  });

  it("reports an unknown list title", () => {
    const problems = problemsFor({
      "services/saude.json": (page) => ({
        ...page,
        lists: [{ ...(page.lists as object[])[0], title: "Vantagens" }],
      }),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^data\/services\/saude\.json: lists\[0\]\.title: "Vantagens" is not allowed; use one of: "Coberturas"/);
  });

  it("reports a menu entry that points to no service page, and a misspelt key", () => {
    const problems = problemsFor({
      "navigation.json": (nav) => {
        const groups = nav.groups as { links: { to: string }[] }[];
        groups[0].links[0].to = "/servicos/nao-existe";
        return nav;
      },
      "services/vida.json": ({ faq, ...page }) => ({ ...page, fAq: faq }),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/navigation\.json: links\[0\]: "\/servicos\/nao-existe" is not a service page/),
        expect.stringMatching(/^data\/services\/vida\.json: fAq: is not a known field/),
        "data/services/vida.json: faq: is required",
      ]),
    );
  });

  it("reports a slug that does not match its file name", () => {
    const problems = problemsFor({ "services/seguro-auto.json": (page) => ({ ...page, slug: "auto" }) });
    expect(problems).toEqual(['data/services/seguro-auto.json: slug: "auto" must match the file name "seguro-auto.json"']);
  });

  it("parses valid JSON without problems", () => {
    expect(parseJson('{"a": 1}', "x.json")).toEqual({ value: { a: 1 } });
  });
});

describe("broken content stops the tools", () => {
  const broken = () => {
    const copy = brokenCopy({ "services/seguro-viagem.json": (page) => ({ ...page, faq: [] }) });
    copies.push(copy);
    return copy;
  };

  it("npm run check:content exits 1 with file, field and reason", async () => {
    const copy = broken();
    const failure = await run("npx", ["tsx", "scripts/check-content.ts", copy], { cwd: ROOT }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain("data/services/seguro-viagem.json: faq: must have exactly 3 items (found 0)");
  });

  it("gatsby build stops with file, field and reason", async () => {
    const copy = broken();
    // The build lock keeps this from racing a real build of the same tree.
    const failure = await run("flock", ["/tmp/corretora-build.lock", "npx", "gatsby", "build"], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: copy, CI: "true" },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: expect.any(Number) });
    const output = `${(failure as { stdout: string }).stdout}${(failure as { stderr: string }).stderr}`;
    expect(output).toContain("data/services/seguro-viagem.json: faq: must have exactly 3 items (found 0)");
  }, 180_000);
});
