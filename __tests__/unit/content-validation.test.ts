/**
 * Content validation as a maintainer meets it: every content file of data/ against its JSON Schema,
 * broken copies of each file (a missing field, an unknown key, a wrong type, broken JSON, a missing
 * or unreadable image) reported as one pt-BR line with file, line, field and reason, and the rules
 * that span files. `npm run check:content` and `gatsby build` stop on them (content-tools.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_KINDS, schemaFor } from "../../src/node/content-files";
import { validateAgainstSchema } from "../../src/node/content-schemas";
import { parseJsonSource } from "../../src/node/json-source";
import { itemsOf, propertiesOf, rootSchema, type Located } from "../../src/node/schema-walk";
import { checkContentDir, formatProblem } from "../../src/node/load-content";
import { brokenCopy, DATA, removeCopies, ROOT, type Edit } from "./content-fixtures";

afterAll(removeCopies);

async function problemsFor(edits: Record<string, Edit>): Promise<string[]> {
  return (await checkContentDir(brokenCopy(edits), ROOT)).problems.map(formatProblem);
}

describe("the content in data/", () => {
  it("passes its schemas: every file, each against the schema the table pairs it with", () => {
    const files = [
      ...fs.readdirSync(DATA).filter((name) => name.endsWith(".json")),
      ...fs.readdirSync(path.join(DATA, "services")).map((name) => `services/${name}`),
    ];
    expect(files.length).toBe(CONTENT_FILE_KINDS.length - 1 + 22);
    for (const file of files) {
      const schema = schemaFor(file);
      expect([file, schema]).toEqual([file, expect.stringMatching(/\.schema\.json$/)]);
      expect([file, validateAgainstSchema(schema as string, JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")))]).toEqual([file, []]);
    }
  });

  it("is mapped to its schema in the editor (VS Code completes keys and flags mistakes as one types)", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(ROOT, ".vscode", "settings.json"), "utf8")) as { "json.schemas": { fileMatch: string[]; url: string }[] };
    expect(settings["json.schemas"]).toEqual(CONTENT_FILE_KINDS.map(({ match, schema }) => ({ fileMatch: [`/data/${match}`], url: `./schemas/${schema}` })));
    for (const { url } of settings["json.schemas"]) expect(fs.existsSync(path.join(ROOT, url))).toBe(true);
  });

  it("has a description of every field, shown when the maintainer hovers it", () => {
    const undescribed: string[] = [];
    const visit = (located: Located, at: string): void => {
      const items = itemsOf(located);
      if (located.schema.type === "array" && items) visit(items, `${at}[]`);
      for (const [key, property] of propertiesOf(located)) {
        if (typeof property.schema.description !== "string" || property.schema.description.trim() === "") undescribed.push(`${at}.${key}`);
        visit(property, `${at}.${key}`);
      }
    };
    for (const { schema } of CONTENT_FILE_KINDS) visit(rootSchema(schema), schema);
    expect(undescribed).toEqual([]);
  });

  it("passes every cross-file rule and serves the 24 service URLs of the spec", async () => {
    const { problems, serviceSlugs } = await checkContentDir(DATA, ROOT);
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

/** One broken copy per content file and kind of mistake, and the line each must produce. */
const FIXTURES: [string, string, Edit, RegExp | RegExp[]][] = [
  // data/site.json
  ["site.json", "missing field", ({ email: _email, ...site }) => site, /^data\/site\.json:1: email: campo obrigatório ausente$/],
  ["site.json", "unknown key", (site) => ({ ...site, emial: "x@example.com" }), /^data\/site\.json:\d+: emial: não é um campo conhecido \(você quis dizer "email"\?\); campos possíveis: name, description, /],
  ["site.json", "wrong type", (site) => ({ ...site, foundingYear: "1989" }), /^data\/site\.json:\d+: foundingYear: deve ser um número inteiro \(encontrado o texto "1989"\)$/],
  ["site.json", "broken JSON", () => '{\n  "name": "Corretora",\n  "city": "São Paulo",\n}', /^data\/site\.json:4: \(arquivo\): JSON inválido na linha 4, coluna 1: falta o nome de um campo entre aspas/],
  // data/navigation.json
  ["navigation.json", "missing field", (nav) => withPath(nav, ["groups", 0, "links", 0, "label"], undefined), /^data\/navigation\.json:\d+: groups\[0\]\.links\[0\]\.label: campo obrigatório ausente$/],
  ["navigation.json", "unknown key", (nav) => withPath(nav, ["groups", 1, "titel"], "Residencial"), /^data\/navigation\.json:\d+: groups\[1\]\.titel: não é um campo conhecido \(você quis dizer "title"\?\); campos possíveis: title, links$/],
  ["navigation.json", "wrong type", (nav) => ({ ...nav, groups: { title: "Veículos" } }), /^data\/navigation\.json:\d+: groups: deve ser uma lista \[ … \] \(encontrado um objeto\)$/],
  ["navigation.json", "broken JSON", () => '{ "groups": [ { "title": "Veículos" "links": [] } ] }', /^data\/navigation\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 37: falta uma vírgula entre dois itens$/],
  // data/home.json
  ["home.json", "missing field", (home) => withPath(home, ["hero", "headline"], undefined), /^data\/home\.json:\d+: hero\.headline: campo obrigatório ausente$/],
  ["home.json", "unknown key", (home) => withPath(home, ["hero", "headlnie"], "x"), /^data\/home\.json:\d+: hero\.headlnie: não é um campo conhecido \(você quis dizer "headline"\?\)/],
  ["home.json", "wrong type", (home) => withPath(home, ["about", "paragraphs"], "um parágrafo"), /^data\/home\.json:\d+: about\.paragraphs: deve ser uma lista \[ … \] \(encontrado o texto "um parágrafo"\)$/],
  ["home.json", "broken JSON", () => '{ "seo": { "title": "Início" ', /^data\/home\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 30: falta fechar um objeto com "}"$/],
  ["home.json", "missing image", (home) => withPath(home, ["hero", "image"], "images/inicio/nao-existe.jpg"), /^data\/home\.json:\d+: hero\.image: arquivo de imagem não encontrado: data\/images\/inicio\/nao-existe\.jpg$/],
  // data/about.json
  ["about.json", "missing field", ({ lead: _lead, ...about }) => about, /^data\/about\.json:1: lead: campo obrigatório ausente$/],
  ["about.json", "unknown key", (about) => ({ ...about, misssion: {} }), /^data\/about\.json:\d+: misssion: não é um campo conhecido \(você quis dizer "mission"\?\)/],
  ["about.json", "wrong type", (about) => withPath(about, ["values", "items", 0, "text"], 3), /^data\/about\.json:\d+: values\.items\[0\]\.text: deve ser um texto entre aspas \(encontrado o número 3\)$/],
  ["about.json", "broken JSON", () => '{ "title": "Quem somos", }', /^data\/about\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 26: falta o nome de um campo entre aspas/],
  // data/contact.json
  ["contact.json", "missing field", (contact) => withPath(contact, ["shortcuts", "call"], undefined), /^data\/contact\.json:\d+: shortcuts\.call: campo obrigatório ausente$/],
  ["contact.json", "unknown key", (contact) => withPath(contact, ["faq", "itens"], []), /^data\/contact\.json:\d+: faq\.itens: não é um campo conhecido \(você quis dizer "items"\?\)/],
  ["contact.json", "wrong type", (contact) => withPath(contact, ["faq", "items"], "Perguntas"), /^data\/contact\.json:\d+: faq\.items: deve ser uma lista \[ … \]/],
  ["contact.json", "broken JSON", () => '{ "title": "Fale conosco" "lead": "x" }', /^data\/contact\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 27: falta uma vírgula entre dois itens$/],
  // data/quote.json
  ["quote.json", "missing field", (quote) => withPath(quote, ["benefits", "title"], undefined), /^data\/quote\.json:\d+: benefits\.title: campo obrigatório ausente$/],
  ["quote.json", "unknown key", (quote) => ({ ...quote, leadd: "x" }), /^data\/quote\.json:\d+: leadd: não é um campo conhecido \(você quis dizer "lead"\?\)/],
  ["quote.json", "wrong type", (quote) => withPath(quote, ["insuranceTypes", "items"], [1]), /^data\/quote\.json:\d+: insuranceTypes\.items\[0\]: deve ser um texto entre aspas \(encontrado o número 1\)$/],
  ["quote.json", "broken JSON", () => "", /^data\/quote\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 1: falta um valor/],
  // data/privacy.json
  ["privacy.json", "missing field", ({ updated: _updated, ...privacy }) => privacy, /^data\/privacy\.json:1: updated: campo obrigatório ausente$/],
  ["privacy.json", "unknown key", (privacy) => ({ ...privacy, sectons: [] }), /^data\/privacy\.json:\d+: sectons: não é um campo conhecido \(você quis dizer "sections"\?\)/],
  ["privacy.json", "wrong type", (privacy) => withPath(privacy, ["sections", 0, "paragraphs"], null), /^data\/privacy\.json:\d+: sections\[0\]\.paragraphs: deve ser uma lista \[ … \] \(encontrado null\)$/],
  ["privacy.json", "broken JSON", () => '{ "title": "Privacidade", "updated": "1º de maio }', /^data\/privacy\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 38: um texto não foi fechado com aspas$/],
  // data/services/<slug>.json
  ["services/seguro-auto.json", "missing field", (page) => withPath(page, ["hero", "title"], undefined), /^data\/services\/seguro-auto\.json:\d+: hero\.title: campo obrigatório ausente$/],
  ["services/seguro-auto.json", "unknown key", ({ faq, ...page }) => ({ ...page, fAq: faq }), [
    /^data\/services\/seguro-auto\.json:1: faq: campo obrigatório ausente$/,
    /^data\/services\/seguro-auto\.json:\d+: fAq: não é um campo conhecido \(você quis dizer "faq"\?\); campos possíveis: slug, aliases, name, group, seo, hero, intro, audience, lists, extra, faq, closing$/,
  ]],
  ["services/seguro-auto.json", "wrong type", (page) => ({ ...page, lists: "Coberturas" }), /^data\/services\/seguro-auto\.json:\d+: lists: deve ser uma lista \[ … \] \(encontrado o texto "Coberturas"\)$/],
  ["services/seguro-auto.json", "broken JSON", () => '{\n  "slug": "seguro-auto",\n  "name": \n}', /^data\/services\/seguro-auto\.json:4: \(arquivo\): JSON inválido na linha 4, coluna 1: falta um valor/],
  // images a maintainer supplies
  ["site.json", "missing image", (site) => withPath(site, ["partners", 0, "logo"], "images/parceiros/sumiu.png"), /^data\/site\.json:\d+: partners\[0\]\.logo: arquivo de imagem não encontrado: data\/images\/parceiros\/sumiu\.png$/],
];

function withPath(json: Record<string, unknown>, at: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(json);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

describe("a broken content file is reported as file:line: field: reason, in pt-BR", () => {
  it.each(FIXTURES)("%s, %s", async (file, _kind, edit, expected) => {
    const problems = await problemsFor({ [file]: edit });
    expect(problems).toEqual((Array.isArray(expected) ? expected : [expected]).map((line) => expect.stringMatching(line)));
  });

  it("reports an unreadable image and a file that only pretends to be one", async () => {
    const problems = await problemsFor({
      "site.json": (site) => withPath(site, ["partners", 1, "logo"], "images/parceiros/falso.png"),
      "images/parceiros/falso.png": () => "isto não é uma imagem",
    });
    expect(problems).toEqual([expect.stringMatching(/^data\/site\.json:\d+: partners\[1\]\.logo: não foi possível ler a imagem \(.+\): data\/images\/parceiros\/falso\.png$/)]);
  });

  it("gives the line of the field, counted in the file as the maintainer wrote it", () => {
    const source = parseJsonSource('{\n  "seo": {\n    "title": "x",\n    "description": "curta"\n  },\n  "faq": []\n}');
    expect(source.lineOf(["seo", "description"])).toBe(4);
    expect(source.lineOf(["faq"])).toBe(6);
    // A missing field points at its parent.
    expect(source.lineOf(["seo", "missing"])).toBe(2);
  });

  it("lists every problem at once, in document order", async () => {
    const problems = await problemsFor({
      "services/consorcio.json": (page) => ({ ...withPath(page, ["hero", "cta"], "Compre Já"), faq: (page.faq as unknown[]).slice(0, 2), seo: { title: "x", description: "curta" } }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^data\/services\/consorcio\.json:\d+: seo\.description: deve ter de 50 a 170 caracteres para aparecer bem na busca$/),
      expect.stringMatching(/^data\/services\/consorcio\.json:\d+: hero\.cta: "Compre Já" não é permitido; use um destes: "Solicitar Cotação", "Simular Plano"/),
      expect.stringMatching(/^data\/services\/consorcio\.json:\d+: faq: deve ter exatamente 3 perguntas$/),
    ]);
  });
});

describe("rules that span files", () => {
  it("reports two files claiming the same slug, and a slug that differs from its file name", async () => {
    const problems = await problemsFor({
      "services/seguro-moto.json": (page) => ({ ...page, aliases: ["seguro-auto"] }),
      "services/rastreadores.json": (page) => ({ ...page, slug: "rastreador" }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^data\/services\/rastreadores\.json:\d+: slug: "rastreador" deve ser igual ao nome do arquivo, "rastreadores"$/),
      expect.stringMatching(/^data\/services\/seguro-moto\.json:\d+: aliases\[0\]: "seguro-auto" já é usado por data\/services\/seguro-auto\.json$/),
    ]);
  });

  it("reports menu entries and home cards that point to no service page", async () => {
    const problems = await problemsFor({
      "navigation.json": (nav) => withPath(nav, ["groups", 0, "links", 0, "slug"], "nao-existe"),
      "home.json": (home) => withPath(home, ["portfolio", "groups", 0, "cards", 0, "slug"], "seguro-bike"),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^data\/navigation\.json:\d+: groups\[0\]\.links\[0\]\.slug: "nao-existe" não é uma página de serviço \(não existe data\/services\/nao-existe\.json\)$/),
      expect.stringMatching(/^data\/home\.json:\d+: portfolio\.groups\[0\]\.cards\[0\]\.slug: "seguro-bike" não é uma página de serviço/),
    ]);
  });

  it("reports a retention the database does not apply", async () => {
    const problems = await problemsFor({ "site.json": (site) => withPath(site, ["privacy", "retention"], "2 anos") });
    expect(problems).toEqual([
      expect.stringMatching(/^data\/site\.json:\d+: privacy\.retention: o banco apaga as solicitações após 5 anos \(supabase\/migrations\/20261122000100_schedule_lead_jobs\.sql\); mudar o prazo exige uma migração nova/),
    ]);
  });

  it("reports a JSON file no schema covers", async () => {
    const problems = await problemsFor({ "contato.json": () => "{}" });
    expect(problems).toEqual([expect.stringMatching(/^data\/contato\.json: \(arquivo\): não é um arquivo de conteúdo conhecido/)]);
  });
});
