/**
 * The content editor's configuration is the schemas' (src/cms/cms-config.ts), and it writes files
 * the way data/ keeps them (src/cms/content-json.ts). The editor itself is driven in
 * __tests__/browser/cms.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { backendSettings, cmsConfig, combinedPattern, fieldsFromSchema, type CmsField } from "../../src/cms/cms-config";
import { leafFields } from "../../test-kit/cms-fields";
import { contentFileText } from "../../src/cms/content-json";
import { CONTENT_FILE_KINDS } from "../../src/content/content-files";
import { itemsOf, propertiesOf, rootSchema, type Located } from "../../src/content/schema-walk";
import { jsonDepth, MAX_REQUEST_DEPTH, refusalOf } from "../../src/cms/editor-guard";
import { unsafePathReason } from "../../src/content/data-paths";
import { ROOT } from "../../test-kit/paths";

const config = cmsConfig({ siteUrl: "https://www.exemplo.com.br", backend: { branch: "main" } });
const files = config.collections.flatMap((collection) => collection.files ?? []);
const services = config.collections.find((collection) => collection.folder === "data/services");
const guides = config.collections.find((collection) => collection.folder === "data/guias");

/** Every field path of a schema: "seo.title", "lists[].items[]"… */
function schemaPaths(located: Located, at = ""): string[] {
  const items = itemsOf(located);
  if (located.schema.type === "array" && items) return [at, ...schemaPaths(items, `${at}[]`)].filter(Boolean);
  return [
    ...(at ? [at] : []),
    ...propertiesOf(located).flatMap(([key, property]) => schemaPaths(property, at ? `${at}.${key}` : key)),
  ];
}

function fieldPaths(fields: readonly CmsField[], at = ""): string[] {
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    if (field.widget === "list") {
      const itemFields = field.fields ?? field.field?.fields;
      return [here, `${here}[]`, ...(itemFields ? fieldPaths(itemFields, `${here}[]`) : [])];
    }
    return field.fields ? [here, ...fieldPaths(field.fields, here)] : [here];
  });
}

function valuesAt(value: unknown, at: string[]): unknown[] {
  if (at.length === 0) return [value];
  const [head, ...rest] = at;
  if (head === "*") return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  return value && typeof value === "object" && head in value
    ? valuesAt((value as Record<string, unknown>)[head], rest)
    : [];
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
const serviceFiles = fs.readdirSync(path.join(ROOT, "data", "services")).map((name) => `data/services/${name}`);

describe("the editor's configuration, generated from the schemas", () => {
  it("has one field per schema property and one property per field, in every content file", () => {
    for (const kind of CONTENT_FILE_KINDS) {
      const folder = kind.match.startsWith("guias/")
        ? guides?.fields?.filter((field) => field.name !== "body")
        : services?.fields;
      const fields = kind.match.includes("*")
        ? folder
        : files.find((file) => file.file === `data/${kind.match}`)?.fields;
      expect(fields).toBeDefined();
      expect(fieldPaths(fields ?? []).sort()).toEqual(schemaPaths(rootSchema(kind.schema)).sort());
    }
  });

  it("labels every field in Portuguese from the schema's title and hints with its description", () => {
    const all = [...files.flatMap((file) => file.fields), ...(services?.fields ?? [])];
    const walk = (fields: readonly CmsField[]): CmsField[] =>
      fields.flatMap((field) => [field, ...walk(field.fields ?? [])]);
    for (const field of walk(all)) {
      // A label made from the key (the fallback) would be English: every property has a title.
      expect(field.label).not.toBe(field.name);
      expect(field.label).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
    }
    const seo = services?.fields?.find((field) => field.name === "seo");
    expect(seo?.fields?.find((field) => field.name === "description")).toMatchObject({
      label: "Descrição na busca",
      hint: "Resumo mostrado no resultado de busca: de 50 a 170 caracteres.",
      widget: "text",
    });
  });

  it("marks optional properties, lists' limits, enumerations and image folders as the schemas declare", () => {
    const service = services?.fields ?? [];
    const byName = (name: string) => service.find((field) => field.name === name);
    expect(byName("slug")?.required).toBeUndefined();
    expect(byName("aliases")?.required).toBe(false);
    expect(byName("faq")).toMatchObject({ widget: "list", min: 3, max: 3, label_singular: "Pergunta frequente" });
    expect(byName("group")).toMatchObject({
      widget: "select",
      options: ["Veículos", "Residencial", "Empresarial", "Vida e Saúde", "Outros Serviços"],
    });
    const site = files.find((file) => file.name === "site")?.fields ?? [];
    expect(site.find((field) => field.name === "foundingYear")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1900,
      max: 2100,
    });
    const logo = site.find((field) => field.name === "partners")?.fields?.find((field) => field.name === "logo");
    expect(logo).toMatchObject({
      widget: "image",
      media_folder: "/data/images/parceiros",
      public_folder: "images/parceiros",
    });
    const hero = files.find((file) => file.name === "home")?.fields.find((field) => field.name === "hero");
    expect(hero?.fields?.find((field) => field.name === "image")).toMatchObject({
      widget: "image",
      media_folder: "/data/images/inicio",
      public_folder: "images/inicio",
    });
  });

  it("puts a property added to a schema in the editor with no other change", () => {
    const located = rootSchema("quote.schema.json");
    const schema = {
      ...located.schema,
      properties: {
        ...(located.schema.properties as object),
        banner: { type: "string", title: "Faixa de aviso", maxLength: 80, description: "Um aviso curto." },
      },
    };
    const fields = fieldsFromSchema({ schema, document: schema }, "quote");
    expect(fields.at(-1)).toEqual({
      name: "banner",
      label: "Faixa de aviso",
      hint: "Um aviso curto.",
      widget: "string",
      required: false,
      pattern: ["^(?=[\\s\\S]{0,80}$)", "deve ter no máximo 80 caracteres"],
    });
  });

  it("turns length limits and patterns into one expression that accepts today's content and refuses what the check refuses", () => {
    const check = (fields: readonly CmsField[], file: string) => {
      for (const { path: at, field } of leafFields(fields)) {
        if (!field.pattern) continue;
        const expression = new RegExp(field.pattern[0]);
        for (const value of valuesAt(readJson(file), at))
          expect({ file, at: at.join("."), ok: expression.test(String(value)) }).toEqual({
            file,
            at: at.join("."),
            ok: true,
          });
      }
    };
    for (const file of files) check(file.fields, file.file);
    for (const file of serviceFiles) check(services?.fields ?? [], file);

    const seoDescription = rootSchema("service.schema.json");
    const description = propertiesOf(propertiesOf(seoDescription).find(([key]) => key === "seo")?.[1] as Located).find(
      ([key]) => key === "description",
    )?.[1];
    const [pattern, message] = combinedPattern(description?.schema ?? {}) ?? ["", ""];
    expect(new RegExp(pattern).test("x".repeat(171))).toBe(false);
    expect(new RegExp(pattern).test("x".repeat(49))).toBe(false);
    expect(new RegExp(pattern).test("x".repeat(50))).toBe(true);
    expect(new RegExp(pattern).test(" ".repeat(60))).toBe(false);
    expect(new RegExp(pattern).test(`${"x".repeat(50)}<script>`)).toBe(false);
    expect(message).toBe(
      "deve ter de 50 a 170 caracteres para aparecer bem na busca; não pode ter marcação HTML (< seguido de letra, / ou !) nem caracteres de controle ou invisíveis",
    );
    const [slug] = combinedPattern({ type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" }) ?? [""];
    expect(new RegExp(slug).test("seguro-bike")).toBe(true);
    expect(new RegExp(slug).test("Seguro Bike")).toBe(false);
    expect(new RegExp(slug).test("x seguro-bike")).toBe(false);
    const [email, emailMessage] = combinedPattern({ type: "string", format: "email" }) ?? ["", ""];
    expect(new RegExp(email).test("contato@corretora.com.br")).toBe(true);
    for (const wrong of ["contato@corretora", "contato corretora@x.com", "@x.com", "a@b.com "])
      expect(new RegExp(email).test(wrong)).toBe(false);
    expect(emailMessage).toBe("deve ser um endereço de e-mail");
  });

  it("checks a CNPJ's shape in the editor, leaving its check digits to the content check", () => {
    const legal =
      files.find((file) => file.name === "site")?.fields.find((field) => field.name === "legal")?.fields ?? [];
    const cnpj = legal.find((field) => field.name === "cnpj");
    expect(cnpj?.pattern?.[1]).toBe("deve ser um CNPJ com pontos, barra e hífen (ex.: 11.222.333/0001-81)");
    const cnpjPattern = new RegExp(cnpj?.pattern?.[0] ?? "");
    expect(["11.222.333/0001-81", "12.ABC.345/01DE-35"].map((value) => cnpjPattern.test(value))).toEqual([true, true]);
    expect(["11222333000181", "11.222.333/0001-8"].map((value) => cnpjPattern.test(value))).toEqual([false, false]);
    expect(() => combinedPattern({ type: "string", format: "uri" })).toThrow(/unknown format "uri"/);
  });

  it("checks an insurer's phone number in the editor: the kinds a tel: link in E.164 is built from", () => {
    const insurers = files.find((file) => file.name === "insurers")?.fields[0];
    const number = insurers?.fields
      ?.find((field) => field.name === "numbers")
      ?.fields?.find((field) => field.name === "number");
    const numberPattern = new RegExp(number?.pattern?.[0] ?? "");
    expect(
      ["0800 000 1001", "4004-0101", "3003-0101", "(11) 3000-0000", "(11) 93000-0000"].map((value) =>
        numberPattern.test(value),
      ),
    ).toEqual([true, true, true, true, true]);
    expect(
      ["ligue 4004", "0800-000-1001", "11 3000-0000", "+55 11 3000-0000", "(01) 3000-0000"].map((value) =>
        numberPattern.test(value),
      ),
    ).toEqual([false, false, false, false, false]);
  });

  it("commits through GitHub when the repository is known, Git Gateway otherwise, with no secret", () => {
    expect(backendSettings({ REPOSITORY_URL: "https://github.com/corretora/site", BRANCH: "producao" })).toEqual({
      repo: "corretora/site",
      branch: "producao",
      authBaseUrl: undefined,
    });
    expect(backendSettings({ CMS_REPO: "outra/conta", CMS_BRANCH: "main" })).toMatchObject({
      repo: "outra/conta",
      branch: "main",
    });
    expect(backendSettings({})).toEqual({ repo: undefined, branch: "main", authBaseUrl: undefined });
    expect(() => backendSettings({ CMS_REPO: "https://github.com/x" })).toThrow(/dono\/repositório/);
    expect(() => backendSettings({ CMS_AUTH_BASE_URL: "http://oauth.exemplo" })).toThrow(/https/);
    expect(cmsConfig({ siteUrl: "https://x", backend: { repo: "corretora/site", branch: "main" } }).backend).toEqual({
      name: "github",
      repo: "corretora/site",
      branch: "main",
    });
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main" });
    expect(JSON.stringify(config)).not.toMatch(/token|secret|password|key"/i);
  });
});

describe("how the editor writes a content file", () => {
  it("writes every file of data/ exactly as it is (so a one-field edit is a one-line diff)", () => {
    for (const file of files)
      expect(contentFileText(readJson(file.file), file.fields)).toBe(
        fs.readFileSync(path.join(ROOT, file.file), "utf8"),
      );
    for (const file of serviceFiles)
      expect(contentFileText(readJson(file), services?.fields ?? [])).toBe(
        fs.readFileSync(path.join(ROOT, file), "utf8"),
      );
  });

  it("puts keys back in the schema's order at every depth, whatever order the editor hands them over in", () => {
    const fields = services?.fields ?? [];
    const original = readJson(serviceFiles[0]) as Record<string, unknown>;
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, item]) => [key, reversed(item)]),
            )
          : value;
    expect(contentFileText(reversed(original), fields)).toBe(contentFileText(original, fields));
    const edited = contentFileText({ ...original, name: "Outro nome" }, fields).split("\n");
    const before = contentFileText(original, fields).split("\n");
    expect(edited.filter((line, index) => line !== before[index])).toHaveLength(1);
  });

  it("leaves out what a cleared field leaves behind", () => {
    expect(
      contentFileText(
        { slug: "a", aliases: [], audience: "", extra: { title: "", items: [""] }, name: null },
        services?.fields ?? [],
      ),
    ).toBe('{\n  "slug": "a"\n}\n');
  });
});

describe("the local editor's server: what it lets through (src/cms/editor-guard.ts; over HTTP in integration/cms-server)", () => {
  it("takes one plain relative path only", () => {
    for (const plain of ["data", "data/services/vida.json", "data/images/parceiros/logo.png"])
      expect([plain, unsafePathReason(plain)]).toEqual([plain, null]);
    for (const hostile of [
      "",
      "data\\x/../gatsby-node.ts",
      "data\\evil.txt",
      "data/../package.json",
      "data/./site.json",
      "data//site.json",
      "data/",
      "data/%2e%2e/package.json",
      "data/%2E%2E",
      "/etc/passwd",
      "/data/site.json",
      "C:/x",
      "data/site.json\u0000.png",
      "data/a\nb",
    ]) {
      expect([hostile, unsafePathReason(hostile)]).toEqual([hostile, expect.stringMatching(/^o caminho/)]);
    }
  });

  it("measures a body's depth without recursion, so 100 000 levels are only a number", () => {
    let deep: unknown = "x";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(jsonDepth(deep, MAX_REQUEST_DEPTH)).toBe(MAX_REQUEST_DEPTH + 1);
    expect(jsonDepth({ action: "getEntry", params: { path: "data/site.json" } }, MAX_REQUEST_DEPTH)).toBe(2);
  });

  it("refuses what decap-server would take: a path outside data/, a file no schema knows, an unknown action, a deep body", async () => {
    const refused = async (body: unknown) => (await refusalOf(body, ROOT))?.status;
    expect(await refused({ action: "getEntry", params: { branch: "main", path: "data/site.json" } })).toBeUndefined();
    expect(await refused({ action: "getEntry", params: { branch: "main", path: "package.json" } })).toBe(403);
    expect(await refused({ action: "deleteFile", params: { branch: "main", path: "data/site.json" } })).toBe(403);
    expect(
      await refused({
        action: "persistMedia",
        params: { asset: { path: "data/notes.txt", content: "", encoding: "base64" } },
      }),
    ).toBe(403);
    expect(await refused({ action: "publishUnpublishedEntry", params: {} })).toBe(400);
    expect(await refused([1, 2])).toBe(400);
    expect(await refused({ action: "getEntry", params: { path: [[[[[[[["data/site.json"]]]]]]]] } })).toBe(400);
  });
});
