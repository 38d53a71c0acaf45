/**
 * Pages that state a rule's numbers read them from the register: the claims page's deadlines and the
 * about page's disclosures (Res. CNSP 382/2020) as the build renders them from a copy of data/, and
 * the content check that refuses a citation whose rule lacks a value the page shows.
 */
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { checkContentDir, formatProblem } from "../../src/content/load-content";
import { ClaimDeadlines } from "../../src/components/claims/ClaimDeadlines";
import { claimDeadlines, type DeadlinesContent } from "../../src/components/claims/claim-deadlines";
import { brokerDisclosures, type DisclosuresContent, type InsurerTies } from "../../src/components/about/disclosures";
import { AboutDisclosures } from "../../src/components/about/AboutDisclosures";
import type { Rule } from "../../src/rules/register";
import { formatRuleValue, textMarkers } from "../../src/rules/rule-text";
import { brokenCopy, DATA, removeCopies, type Edit } from "../../test-kit/content-fixtures";

const TODAY = new Date("2026-11-28T12:00:00Z");

afterAll(removeCopies);

const read = <T>(dir: string, file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T;
const rulesIn = (dir: string) => read<{ rules: Rule[] }>(dir, "rules.json").rules;

/** rules.json with `edit` applied to the rule `id`. */
const editRule =
  (id: string, edit: (rule: Rule) => Rule): Edit =>
  (file) => ({ rules: (file.rules as Rule[]).map((rule) => (rule.id === id ? edit(rule) : rule)) });

/** A rule with one of its values set to `value`. */
const withValue = (name: string, value: number) => (rule: Rule) => ({
  ...rule,
  values: rule.values?.map((item) => (item.name === name ? { ...item, value } : item)),
});

/** The claims page's deadlines section as the build renders it (HTML), from the data/ in `dir`. */
function claimsSection(dir: string): string {
  const content = read<{ deadlines: DeadlinesContent }>(dir, "claims.json").deadlines;
  return renderToStaticMarkup(
    createElement(ClaimDeadlines, { id: "prazos", deadlines: claimDeadlines(content, rulesIn(dir)) }),
  );
}

const problemsOf = async (dir: string) => (await checkContentDir(dir, undefined, TODAY)).problems.map(formatProblem);

describe("the claims page's deadlines", () => {
  it("show the register's numbers: a value changed in data/rules.json changes the page's text", () => {
    const today = claimsSection(DATA);
    expect(today).toContain("Até 30 dias para dizer se cobre o sinistro.");
    expect(today).toContain("Reconhecida a cobertura, até 30 dias para pagar a indenização.");
    expect(today).toContain("de no máximo 120 dias.");
    expect(today).toContain("em até 5 dias úteis");
    expect(today).not.toMatch(/\{\w+\}/);

    const changed = claimsSection(
      brokenCopy({
        "rules.json": (file) => ({
          rules: (file.rules as Rule[]).map((rule) =>
            rule.id === "seguro-prazo-sinistro"
              ? withValue("decisao", 45)(rule)
              : rule.id === "seguro-corretor-documentos"
                ? withValue("prazo", 7)(rule)
                : rule,
          ),
        }),
      }),
    );
    expect(changed).toContain("Até 45 dias para dizer se cobre o sinistro.");
    expect(changed).not.toContain("Até 30 dias para dizer");
    // The other values of the same rule stay as they are.
    expect(changed).toContain("até 30 dias para pagar");
    expect(changed).toContain("em até 7 dias úteis");
  });

  it("name each rule's norm, link its official text and give the day it took effect, from the register", () => {
    const html = claimsSection(DATA);
    const rules = rulesIn(DATA);
    for (const id of ["seguro-prazo-sinistro", "seguro-corretor-documentos", "seguro-lei-15040"]) {
      const rule = rules.find((candidate) => candidate.id === id) as Rule;
      expect(html).toContain(`href="${rule.sourceUrl}"`);
      expect(html).toContain(rule.norm);
    }
    expect(html).toContain('<time dateTime="2025-12-11">11/12/2025</time>');
    expect(html.match(/data-testid="rule-source"/g)).toHaveLength(3);

    const moved = claimsSection(
      brokenCopy({ "rules.json": editRule("seguro-lei-15040", (rule) => ({ ...rule, effectiveFrom: "2025-12-10" })) }),
    );
    expect(moved).toContain('<time dateTime="2025-12-10">10/12/2025</time>');
  });

  it("stop the content check when a cited rule lacks a value the page shows, naming the file, line and field", async () => {
    const dir = brokenCopy({
      "rules.json": editRule("seguro-prazo-sinistro", (rule) => ({
        ...rule,
        values: rule.values?.filter((value) => value.name !== "maximoSusep"),
      })),
    });
    const ruleLine =
      fs
        .readFileSync(path.join(dir, "rules.json"), "utf8")
        .split("\n")
        .findIndex((row) => row.includes('"id": "seguro-prazo-sinistro"')) + 1;
    const claimsLine =
      fs
        .readFileSync(path.join(dir, "claims.json"), "utf8")
        .split("\n")
        .findIndex((row) => row.includes('"rule": "seguro-prazo-sinistro"')) + 1;
    const problems = await problemsOf(dir);
    expect(problems).toContain(
      `data/claims.json:${claimsLine}: deadlines.insurer.rule: a regra "seguro-prazo-sinistro" (data/rules.json:${ruleLine}) não tem o valor "maximoSusep", que este campo usa: escolha outra regra ou acrescente o valor a ela`,
    );
    // The guides that write the same value are stopped too, each on its own line.
    for (const problem of problems) expect(problem).toContain('não tem o valor "maximoSusep"');
  });

  it("stop the content check when a block cites a rule without the values its texts show, or a text shows a value its rule does not give", async () => {
    const wrongRule = await problemsOf(
      brokenCopy({
        "claims.json": (file) => ({
          ...file,
          deadlines: { ...file.deadlines, broker: { ...file.deadlines.broker, rule: "seguro-lei-15040" } },
        }),
      }),
    );
    expect(wrongRule).toEqual([
      expect.stringMatching(
        /^data\/claims\.json:\d+: deadlines\.broker\.rule: a regra "seguro-lei-15040" \(data\/rules\.json:\d+\) não tem o valor "prazo"/,
      ),
    ]);
    const typo = await problemsOf(
      brokenCopy({
        "claims.json": (file) => ({
          ...file,
          deadlines: {
            ...file.deadlines,
            insurer: {
              ...file.deadlines.insurer,
              items: ["Até {decisão} para dizer se cobre.", "Até {pagamentos} para pagar."],
            },
          },
        }),
      }),
    );
    expect(typo).toEqual([
      expect.stringMatching(
        /^data\/claims\.json:\d+: deadlines\.insurer\.items\[0\]: \{decisão\} não é um dos valores que este texto pode mostrar: use \{decisao\}, \{pagamento\} ou \{maximoSusep\}, da regra citada em deadlines\.insurer\.rule$/,
      ),
      expect.stringMatching(
        /^data\/claims\.json:\d+: deadlines\.insurer\.items\[1\]: \{pagamentos\} não é um dos valores/,
      ),
    ]);
  });
});

describe("the about page's disclosures before a sale (Res. CNSP 382/2020)", () => {
  const content = (dir: string) => read<{ disclosures: DisclosuresContent }>(dir, "about.json").disclosures;
  const partners = read<{ insurers: { name: string }[] }>(DATA, "insurers.json").insurers.map(
    (insurer) => insurer.name,
  );
  const none: InsurerTies = { stakes: [], holders: [], exclusive: [], partners };

  it("say there is no stake either way and no exclusivity, list every partner insurer and where the remuneration is shown", () => {
    const shown = brokerDisclosures(content(DATA), none, rulesIn(DATA));
    expect(shown.items.map((item) => item.text)).toEqual([
      "A corretora não tem participação de 10\u00a0% ou mais no capital ou nos votos de nenhuma seguradora ou outra empresa supervisionada pela SUSEP.",
      "Nenhuma seguradora ou outra empresa supervisionada pela SUSEP, nem quem a controla, tem participação de 10\u00a0% ou mais no capital ou nos votos da corretora.",
      "Não temos obrigação de trabalhar com exclusividade para nenhuma seguradora. Trabalhamos com estas seguradoras parceiras:",
      content(DATA).remuneration.text,
    ]);
    expect(shown.items[2].names).toEqual(partners);
    expect(shown.items[3].text).toMatch(/proposta que enviamos mostra o valor da nossa comissão/);
    expect(shown.source).toMatchObject({ id: "corretor-divulgacao", effectiveFrom: "2020-07-01" });
  });

  it("name the insurers when there are ties, and take the percentage from the register", () => {
    const dir = brokenCopy({ "rules.json": editRule("corretor-divulgacao", withValue("participacao", 5)) });
    const shown = brokerDisclosures(
      content(dir),
      {
        stakes: ["Seguradora Aurora", "Ipê Saúde"],
        holders: ["Grupo Paulista"],
        exclusive: ["Paulista Vida"],
        partners,
      },
      rulesIn(dir),
    );
    expect(shown.items.slice(0, 3).map((item) => item.text)).toEqual([
      "A corretora tem participação de 5\u00a0% ou mais no capital ou nos votos de Seguradora Aurora e Ipê Saúde.",
      "Têm participação de 5\u00a0% ou mais no capital ou nos votos da corretora: Grupo Paulista.",
      "Temos obrigação contratual de trabalhar com exclusividade para Paulista Vida. Estas são as seguradoras com que trabalhamos:",
    ]);
    const html = renderToStaticMarkup(createElement(AboutDisclosures, { id: "d", disclosures: shown }));
    expect(html).toContain('id="antes-de-contratar"');
    expect(html).toContain("Resolução CNSP nº 382/2020, art. 4º, § 1º");
    expect(html).toContain('<time dateTime="2020-07-01">01/07/2020</time>');
  });

  it("use in their texts only markers the page fills", () => {
    const texts = ["stakes", "holders", "insurers"].flatMap((key) => {
      const item = content(DATA)[key as "stakes"];
      return [item.none, item.some];
    });
    expect(new Set(texts.flatMap(textMarkers))).toEqual(new Set(["participacao", "nomes"]));
  });
});

describe("a rule's value as a page writes it", () => {
  it("counts days, months and years in Portuguese, and writes percentages, amounts and coefficients", () => {
    expect(formatRuleValue({ value: 30, unit: "dias" })).toBe("30 dias");
    expect(formatRuleValue({ value: 1, unit: "dias" })).toBe("1 dia");
    expect(formatRuleValue({ value: 1, unit: "meses" })).toBe("1 mês");
    expect(formatRuleValue({ value: 12, unit: "meses" })).toBe("12 meses");
    expect(formatRuleValue({ value: 2, unit: "anos" })).toBe("2 anos");
    expect(formatRuleValue({ value: 27.5, unit: "percent" })).toBe("27,5\u00a0%");
    expect(formatRuleValue({ value: 17640, unit: "reais" })).toBe("R$ 17.640");
    expect(formatRuleValue({ value: 2694.15, unit: "reais" })).toBe("R$ 2.694,15");
    expect(formatRuleValue({ value: 0.095575, unit: "coeficiente" })).toBe("0,095575");
  });
});
