/**
 * The go-live check (src/content/go-live.ts): the placeholders are known by their values, so the
 * content as shipped lists each one with file, line and field, and a real value typed over one
 * removes its mark with no flag to clear.
 */
import fs from "node:fs";
import path from "node:path";
import { isProductionContext } from "../../src/config/deploy-settings";
import {
  goLiveReport,
  PLACEHOLDER_FILES,
  placeholderFile,
  placeholderSettings,
  placeholdersInText,
  placeholdersLeft,
} from "../../src/content/go-live";
import { DATA, realLookingCopy, removeCopies } from "../../test-kit/content-fixtures";

afterAll(removeCopies);

const siteText = fs.readFileSync(path.join(DATA, "site.json"), "utf8");
const inSite = (text: string) =>
  placeholdersInText("site.json", text, "data/site.json").map(({ field, reason }) => `${field}: ${reason}`);

describe("placeholder values", () => {
  it("lists the README's placeholders of site.json, each with its line and field", () => {
    const found = placeholdersInText("site.json", siteText, "data/site.json");
    const fields = found.map((item) => item.field);
    for (const field of [
      "name",
      "phone.e164",
      "phone.display",
      "whatsapp.number",
      "email",
      "legal.name",
      "legal.cnpj",
      "legal.susep",
      "legal.address.street",
      "legal.address.postalCode",
      "privacy.dpoName",
      "privacy.dpoEmail",
      "partners[0].name",
      "partners[9].name",
    ]) {
      expect(fields).toContain(field);
    }
    const cnpj = found.find((item) => item.field === "legal.cnpj");
    expect(cnpj).toEqual({
      file: "data/site.json",
      line: siteText.split("\n").findIndex((line) => line.includes('"cnpj"')) + 1,
      field: "legal.cnpj",
      reason: 'CNPJ de exemplo ("11.222.333/0001-81")',
    });
  });

  it("drops a field's mark when the field gets a real value, and keeps the others", () => {
    const real = siteText
      .replace("11.222.333/0001-81", "45.678.912/0001-55")
      .replace('"susep": "202000000"', '"susep": "100234567"');
    const fields = inSite(real).map((line) => line.split(":")[0]);
    expect(fields).not.toContain("legal.cnpj");
    expect(fields).not.toContain("legal.susep");
    expect(fields).toContain("phone.e164");
  });

  it("finds the example brand inside longer texts and a .example address in any file and field, but not the word 'exemplo' or example.com", () => {
    const service = JSON.stringify(
      {
        title: "Seguro",
        paragraphs: [
          "Fale com a Corretora Tranquilidade.",
          "Veja https://www.seguradora.example/auto.",
          "por exemplo, o seguro auto",
          "https://www.example.com/",
        ],
        contact: "sinistro@aurora.example",
      },
      null,
      2,
    );
    const found = placeholdersInText("services/vida.json", service, "data/services/vida.json").map(
      ({ field, reason }) => `${field}: ${reason.split(" (")[0]}`,
    );
    expect(found).toEqual([
      "paragraphs[0]: texto com o nome de exemplo da corretora",
      "paragraphs[1]: endereço .example",
      "contact: endereço .example",
    ]);
  });

  it("knows the fictitious insurers' numbers by their shape, and not a real-looking number", () => {
    const insurers = (numbers: string[]) =>
      placeholdersInText(
        "insurers.json",
        JSON.stringify({
          insurers: [{ name: "Seguradora X", numbers: numbers.map((number) => ({ label: "24h", number })) }],
        }),
        "data/insurers.json",
      ).map((item) => item.reason);
    expect(insurers(["0800 000 1001", "4004-0101", "3003-0102", "(13) 3000-0106", "(11) 3000-0110"])).toHaveLength(5);
    expect(insurers(["0800 727 2001", "4004-3301", "(11) 3456-2210"])).toEqual([]);
  });

  it("ignores a file that is not JSON (the content check reports it)", () => {
    expect(placeholdersInText("site.json", "{ broken", "data/site.json")).toEqual([]);
  });
});

describe("placeholder files", () => {
  it("knows the example pictures by their bytes: the same bytes are marked, any other picture is the real one", () => {
    const hero = PLACEHOLDER_FILES[0];
    const bytes = fs.readFileSync(path.join(DATA, hero.file));
    expect(placeholderFile(hero.file, bytes, `data/${hero.file}`)).toEqual({
      file: `data/${hero.file}`,
      field: "",
      reason: hero.what,
    });
    expect(placeholderFile(hero.file, Buffer.concat([bytes, Buffer.from("\n")]), `data/${hero.file}`)).toBeNull();
    expect(placeholderFile("images/outra.jpg", bytes, "data/images/outra.jpg")).toBeNull();
  });
});

describe("the whole folder", () => {
  it("lists every placeholder of data/ in pt-BR, and none once each is replaced", () => {
    const left = placeholdersLeft(DATA);
    const report = goLiveReport(left);
    expect(report).toMatch(
      /^O conteúdo ainda tem \d+ dado\(s\) de exemplo\. Troque cada um pelo dado real antes de publicar:\n/,
    );
    expect(report).toContain("  data/site.json:");
    expect(report).toMatch(
      / {2}data\/insurers\.json:\d+: insurers\[0\]\.numbers\[0\]\.number: telefone 24h fictício \("0800 000 1001"\)/,
    );
    expect(report).toMatch(/ {2}data\/insurers\.json:\d+: insurers\[0\]\.site: endereço \.example/);
    expect(report).toContain("  data/images/inicio/hero.jpg: (arquivo): foto de exemplo (ilustração gerada)");
    const real = realLookingCopy();
    expect(placeholdersLeft(real)).toEqual([]);
    expect(goLiveReport([])).toBe("Nenhum dado de exemplo: o conteúdo está pronto para publicar.");
  });
});

it("treats only Netlify's production context as the go-live build", () => {
  expect(isProductionContext({ CONTEXT: "production" })).toBe(true);
  for (const CONTEXT of ["deploy-preview", "branch-deploy", "dev", undefined])
    expect(isProductionContext({ CONTEXT, CI: "true", NODE_ENV: "production" })).toBe(false);
});

it("counts SITE_URL unset or on the example domain as a placeholder of the build", () => {
  expect(placeholderSettings({}).map(({ field, reason }) => `${field}: ${reason}`)).toEqual([
    "SITE_URL: não definida: os endereços canônicos, o sitemap e o Open Graph usariam o domínio de exemplo https://www.corretoratranquilidade.com.br",
  ]);
  expect(placeholderSettings({ SITE_URL: "https://www.corretoratranquilidade.com.br/" })[0].reason).toBe(
    'domínio de exemplo ("https://www.corretoratranquilidade.com.br/")',
  );
  expect(placeholderSettings({ SITE_URL: "https://www.corretoravilanova.com.br" })).toEqual([]);
});
