/**
 * Content validation as a maintainer meets it: every content file of data/ against its JSON Schema,
 * broken copies of each file (a missing field, an unknown key, a wrong type, broken JSON, a missing
 * or unreadable image) reported as one pt-BR line with file, line, field and reason, and the rules
 * that span files. `npm run check:content` and `gatsby build` stop on them (content-tools.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_KINDS, schemaFor } from "../../src/content/content-files";
import { hasValidCnpjDigits, isCalendarDate } from "../../src/content/content-formats";
import { validateAgainstSchema } from "../../src/content/content-schemas";
import { parseJsonSource } from "../../src/content/json-source";
import { fieldsWhere, itemsOf, propertiesOf, rootSchema, type Located } from "../../src/content/schema-walk";
import { checkContentDir, formatProblem } from "../../src/content/load-content";
import { brokenCopy, DATA, FIXTURES, removeCopies, ROOT, withPath, type Edit } from "../../test-kit/content-fixtures";
import { CLEAN_SVG, NAMED_ACTIVE_SVGS } from "../../test-kit/svg-fixtures";

afterAll(removeCopies);

/** The day the content tests check the insurers' verification dates on (data/insurers.json has days of November 2026). */
const TODAY = new Date("2026-11-25T12:00:00Z");

async function problemsFor(edits: Record<string, Edit>): Promise<string[]> {
  return (await checkContentDir(brokenCopy(edits), undefined, TODAY)).problems.map(formatProblem);
}

describe("the content in data/", () => {
  it("passes its schemas: every file, each against the schema the table pairs it with", () => {
    const files = [
      ...fs.readdirSync(DATA).filter((name) => name.endsWith(".json")),
      ...fs.readdirSync(path.join(DATA, "services")).map((name) => `services/${name}`),
    ];
    expect(files.length).toBe(CONTENT_FILE_KINDS.filter(({ match }) => !match.includes("*")).length + 22);
    for (const file of files) {
      const schema = schemaFor(file);
      expect([file, schema]).toEqual([file, expect.stringMatching(/\.schema\.json$/)]);
      expect([
        file,
        validateAgainstSchema(schema as string, JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"))),
      ]).toEqual([file, []]);
    }
  });

  it("is mapped to its schema in the editor (VS Code completes keys and flags mistakes as one types)", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(ROOT, ".vscode", "settings.json"), "utf8")) as {
      "json.schemas": { fileMatch: string[]; url: string }[];
    };
    // VS Code's JSON settings map JSON files only; a guide's front matter is checked by check:content and the editor.
    const jsonKinds = CONTENT_FILE_KINDS.filter(({ match }) => match.endsWith(".json"));
    expect(settings["json.schemas"]).toEqual(
      jsonKinds.map(({ match, schema }) => ({ fileMatch: [`/data/${match}`], url: `./schemas/${schema}` })),
    );
    for (const { url } of settings["json.schemas"]) expect(fs.existsSync(path.join(ROOT, url))).toBe(true);
  });

  it("has a description of every field, shown when the maintainer hovers it", () => {
    const undescribed: string[] = [];
    const visit = (located: Located, at: string): void => {
      const items = itemsOf(located);
      if (located.schema.type === "array" && items) visit(items, `${at}[]`);
      for (const [key, property] of propertiesOf(located)) {
        if (typeof property.schema.description !== "string" || property.schema.description.trim() === "")
          undescribed.push(`${at}.${key}`);
        visit(property, `${at}.${key}`);
      }
    };
    for (const { schema } of CONTENT_FILE_KINDS) visit(rootSchema(schema), schema);
    expect(undescribed).toEqual([]);
  });

  it("passes every cross-file rule and serves the 24 service URLs of the spec", async () => {
    const { problems, serviceSlugs } = await checkContentDir(DATA, undefined, TODAY);
    expect(problems).toEqual([]);
    expect(serviceSlugs.sort()).toEqual(
      [
        "seguro-auto",
        "seguro-moto",
        "seguro-caminhao-cargas",
        "seguro-residencial",
        "seguro-empresarial",
        "seguro-condominio",
        "seguro-vida",
        "plano-de-saude",
        "seguro-viagem",
        "seguro-fianca-locaticia",
        "rc-profissional",
        "seguro-frota",
        "veiculos",
        "empresas",
        "residencia",
        "vida",
        "previdencia",
        "saude",
        "seguro-transportes",
        "fianca-locaticia",
        "titulo-de-capitalizacao",
        "consorcio",
        "emprestimos-consignados",
        "rastreadores",
      ].sort(),
    );
  });
});

describe("a broken content file is reported as file:line: field: reason, in pt-BR", () => {
  it.each(FIXTURES)("%s, %s", async (file, _kind, edit, expected) => {
    const problems = await problemsFor({ [file]: edit });
    expect(problems).toEqual(
      (Array.isArray(expected) ? expected : [expected]).map((line) => expect.stringMatching(line)),
    );
  });

  it("reports an unreadable image and a file that only pretends to be one", async () => {
    const problems = await problemsFor({
      "site.json": (site) => withPath(site, ["partners", 1, "logo"], "images/parceiros/falso.png"),
      "images/parceiros/falso.png": () => "isto não é uma imagem",
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/site\.json:\d+: partners\[1\]\.logo: não foi possível ler a imagem \(.+\): data\/images\/parceiros\/falso\.png$/,
      ),
    ]);
  });

  it("gives the line of the field, counted in the file as the maintainer wrote it", () => {
    const source = parseJsonSource(
      '{\n  "seo": {\n    "title": "x",\n    "description": "curta"\n  },\n  "faq": []\n}',
    );
    expect(source.lineOf(["seo", "description"])).toBe(4);
    expect(source.lineOf(["faq"])).toBe(6);
    // A missing field points at its parent.
    expect(source.lineOf(["seo", "missing"])).toBe(2);
  });

  it("lists every problem at once, in document order", async () => {
    const problems = await problemsFor({
      "services/consorcio.json": (page) => ({
        ...withPath(page, ["hero", "cta"], "Compre Já"),
        faq: (page.faq as unknown[]).slice(0, 2),
        seo: { title: "x", description: "curta" },
      }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/services\/consorcio\.json:\d+: seo\.description: deve ter de 50 a 170 caracteres para aparecer bem na busca$/,
      ),
      expect.stringMatching(
        /^data\/services\/consorcio\.json:\d+: hero\.cta: "Compre Já" não é permitido; use um destes: "Solicitar Cotação", "Simular Plano"/,
      ),
      expect.stringMatching(/^data\/services\/consorcio\.json:\d+: faq: deve ter exatamente 3 perguntas$/),
    ]);
  });
});

describe("formats no pattern can check", () => {
  it("takes a CNPJ only when its check digits agree, the alphanumeric CNPJ of July 2026 included", () => {
    for (const valid of ["11.222.333/0001-81", "12.ABC.345/01DE-35", "00.000.000/0001-91"])
      expect([valid, hasValidCnpjDigits(valid)]).toEqual([valid, true]);
    for (const invalid of [
      "11.222.333/0001-82",
      "11.222.333/0001-18",
      "11.111.111/1111-11",
      "00.000.000/0000-00",
      "12.abc.345/01de-35",
      "11.222.333/0001-8",
    ]) {
      expect([invalid, hasValidCnpjDigits(invalid)]).toEqual([invalid, false]);
    }
  });

  it("takes a date only when it is a day on the calendar", () => {
    expect(["2026-11-20", "2028-02-29"].map(isCalendarDate)).toEqual([true, true]);
    expect(["2026-02-30", "2026-13-01", "2027-02-29", "20/11/2026", "2026-11-2"].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("rules that span files", () => {
  it("reports a stake in or exclusivity with an insurer that is no partner", async () => {
    const problems = await problemsFor({
      "site.json": (site) =>
        withPath(
          withPath(site, ["legal", "exclusiveInsurers"], ["Seguradora Aurora", "Outra Seguradora"]),
          ["legal", "insurerStakes"],
          ["Paulista Vida"],
        ),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/site\.json:\d+: legal\.exclusiveInsurers\[1\]: "Outra Seguradora" não é uma seguradora parceira \(partners\); use o nome de uma delas: Seguradora Aurora, Bandeirantes Seguros, /,
      ),
    ]);
  });

  it("reports a partner insurer without its 24 h numbers, and numbers for an insurer that is no partner", async () => {
    const problems = await problemsFor({
      "insurers.json": (file) => ({
        insurers: [
          ...(file.insurers as { name: string }[]).slice(0, 9),
          { ...(file.insurers as object[])[9], name: "Seguradora Fantasma" },
        ],
      }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/insurers\.json:\d+: insurers\[9\]\.name: "Seguradora Fantasma" não é uma seguradora parceira \(data\/site\.json, partners\); use o nome de uma delas: Seguradora Aurora, /,
      ),
      expect.stringMatching(
        /^data\/insurers\.json:2: insurers: falta a seguradora parceira "Tietê Capitalização" \(data\/site\.json, partners\): toda parceira precisa dos seus telefones 24h aqui, com o mesmo nome$/,
      ),
    ]);
  });

  it("warns, without refusing the content, when an insurer's numbers were checked more than six months ago, and refuses a day in the future", async () => {
    const copy = brokenCopy({
      "insurers.json": (file) =>
        withPath(
          withPath(file, ["insurers", 0, "verifiedOn"], "2026-05-24"),
          ["insurers", 1, "verifiedOn"],
          "2026-11-26",
        ),
    });
    const { problems, warnings } = await checkContentDir(copy, undefined, TODAY);
    expect(warnings.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/insurers\.json:\d+: insurers\[0\]\.verifiedOn: os telefones de Seguradora Aurora foram conferidos em 2026-05-24, há mais de 6 meses: ligue para a seguradora, confira os números e atualize a data$/,
      ),
    ]);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^data\/insurers\.json:\d+: insurers\[1\]\.verifiedOn: 2026-11-26 é uma data no futuro/),
    ]);
    // Six months to the day is still fresh.
    expect(
      (
        await checkContentDir(
          brokenCopy({ "insurers.json": (file) => withPath(file, ["insurers", 0, "verifiedOn"], "2026-05-25") }),
          undefined,
          TODAY,
        )
      ).warnings,
    ).toEqual([]);
  });

  it("reports two files claiming the same slug, and a slug that differs from its file name", async () => {
    const problems = await problemsFor({
      "services/seguro-moto.json": (page) => ({ ...page, aliases: ["seguro-auto"] }),
      "services/rastreadores.json": (page) => ({ ...page, slug: "rastreador" }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/services\/rastreadores\.json:\d+: slug: "rastreador" deve ser igual ao nome do arquivo, "rastreadores"$/,
      ),
      expect.stringMatching(
        /^data\/services\/seguro-moto\.json:\d+: aliases\[0\]: "seguro-auto" já é usado por data\/services\/seguro-auto\.json$/,
      ),
    ]);
  });

  it("reports menu entries and home cards that point to no service page", async () => {
    const problems = await problemsFor({
      "navigation.json": (nav) => withPath(nav, ["groups", 0, "links", 0, "slug"], "nao-existe"),
      "home.json": (home) => withPath(home, ["portfolio", "groups", 0, "cards", 0, "slug"], "seguro-bike"),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/navigation\.json:\d+: groups\[0\]\.links\[0\]\.slug: "nao-existe" não é uma página de serviço \(não existe data\/services\/nao-existe\.json\)$/,
      ),
      expect.stringMatching(
        /^data\/home\.json:\d+: portfolio\.groups\[0\]\.cards\[0\]\.slug: "seguro-bike" não é uma página de serviço/,
      ),
    ]);
  });

  it("refuses a retention written in the content: the contract declares it once (retention.ts)", async () => {
    const problems = await problemsFor({ "site.json": (site) => withPath(site, ["privacy", "retention"], "2 anos") });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/site\.json:\d+: privacy\.retention: não é um campo conhecido; campos possíveis: dpoName, dpoEmail/,
      ),
    ]);
  });

  it("reports a JSON file no schema covers", async () => {
    const problems = await problemsFor({ "contato.json": () => "{}" });
    expect(problems).toEqual([
      expect.stringMatching(/^data\/contato\.json: \(arquivo\): não é um arquivo de conteúdo conhecido/),
    ]);
  });
});

describe("images with active content and files no schema knows", () => {
  /** Every image field of every content file (the schemas' x-image), with its first concrete path. */
  const IMAGE_FIELDS = CONTENT_FILE_KINDS.filter(({ match }) => !match.includes("*")).flatMap(({ match, schema }) =>
    fieldsWhere(rootSchema(schema), (property) => property["x-image"] === true).map((field) => ({
      file: match,
      at: field.map((key) => (key === "*" ? 0 : key)),
    })),
  );

  it("knows the image fields it checks", () => {
    expect(IMAGE_FIELDS.map(({ file, at }) => `${file}:${at.join(".")}`).sort()).toEqual([
      "home.json:hero.image",
      "site.json:partners.0.logo",
    ]);
  });

  it.each(NAMED_ACTIVE_SVGS)("refuses an SVG with %s in every image field", async (_label, svg, reason) => {
    for (const { file, at } of IMAGE_FIELDS) {
      const problems = await problemsFor({
        "images/inicio/ativo.svg": () => svg,
        [file]: (json) => withPath(json, at, "images/inicio/ativo.svg"),
      });
      const field = at
        .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? key : `.${key}`))
        .join("");
      const line = problems.find(
        (problem) => problem.includes(`: ${field}: o `) && problem.endsWith(": data/images/inicio/ativo.svg"),
      );
      expect({ file, field, line }).toEqual({ file, field, line: expect.stringMatching(reason) });
    }
  });

  it("takes a clean SVG logo", async () => {
    const problems = await problemsFor({
      "images/parceiros/limpo.svg": () => CLEAN_SVG,
      "site.json": (site) => withPath(site, ["partners", 0, "logo"], "images/parceiros/limpo.svg"),
    });
    expect(problems).toEqual([]);
  });

  it("checks an SVG in images/ that no field names yet, and an image path that leaves images/", async () => {
    const [, script] = NAMED_ACTIVE_SVGS[0];
    const problems = await problemsFor({
      "images/parceiros/reserva.svg": () => script,
      "site.json": (site) => withPath(site, ["partners", 1, "logo"], "images/../../package.json.svg"),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/site\.json:\d+: partners\[1\]\.logo: o caminho não pode ter partes vazias, \. ou \.\.: data\/images\/\.\.\/\.\.\/package\.json\.svg$/,
      ),
      expect.stringMatching(
        /^data\/images\/parceiros\/reserva\.svg: \(arquivo\): o SVG não pode ter <script> \(linha 2\)$/,
      ),
    ]);
  });

  it("reports every file no schema knows: a text file, a page in a subfolder, a non-image among the images, a link", async () => {
    const dir = brokenCopy({
      "notes.txt": () => "lembrar de trocar o telefone",
      "services/rascunho.md": () => "# rascunho",
      "images/inicio/leia-me.html": () => "<script>alert(1)</script>",
    });
    fs.mkdirSync(path.join(dir, "services", "antigos"));
    fs.writeFileSync(path.join(dir, "services", "antigos", "vida.json"), "{}");
    fs.symlinkSync(path.join(ROOT, "package.json"), path.join(dir, "images", "inicio", "atalho.jpg"));
    fs.writeFileSync(path.join(dir, ".DS_Store"), "");
    const problems = (await checkContentDir(dir)).problems.map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/images\/inicio\/atalho\.jpg: \(arquivo\): é um link simbólico; data\/ só guarda arquivos comuns$/,
      ),
      expect.stringMatching(
        /^data\/images\/inicio\/leia-me\.html: \(arquivo\): não é uma imagem que o site use; os arquivos de conteúdo são site\.json, /,
      ),
      expect.stringMatching(
        /^data\/notes\.txt: \(arquivo\): não é um arquivo de conteúdo conhecido; os arquivos de conteúdo são site\.json, navigation\.json, .*, services\/<slug>\.json e guias\/<slug>\.md; as imagens \(svg, png, jpg, jpeg, webp, avif, gif\) ficam em images\/$/,
      ),
      expect.stringMatching(
        /^data\/services\/antigos\/vida\.json: \(arquivo\): não é um arquivo de conteúdo conhecido/,
      ),
      expect.stringMatching(/^data\/services\/rascunho\.md: \(arquivo\): não é um arquivo de conteúdo conhecido/),
    ]);
  });
});
