/**
 * The rules register (data/rules.json): its own checks, every citation of a rule across data/, a
 * guide older than a change to a rule it cites, the dates the publication watches, and the writers'
 * notes that never reach a page.
 */
import fs from "node:fs";
import path from "node:path";
import { checkContentDir, checkContentText, formatProblem } from "../../src/content/load-content";
import { registerProblems, RULE_END_NOTICE_DAYS, RULE_REVIEW_MONTHS } from "../../src/content/rule-checks";
import { writerNotes } from "../../src/content/writer-notes";
import { brazilianDay } from "../../src/rules/dates";
import { findRule, ruleTable, ruleValue, type Rule } from "../../src/rules/register";
import { brokenCopy, DATA, removeCopies } from "../../test-kit/content-fixtures";

const TODAY = new Date("2026-11-28T12:00:00Z");
const RULES = (JSON.parse(fs.readFileSync(path.join(DATA, "rules.json"), "utf8")) as { rules: Rule[] }).rules;
// A guide that cites no rule and shows no register value: each test gives it the citations it needs.
const GUIDE = "plano-de-saude-empresarial-pequenas-empresas";
const guideText = (): string => fs.readFileSync(path.join(DATA, "guias", `${GUIDE}.md`), "utf8");
/** The guide citing `ids` in its front matter, reviewed on `updatedOn`. */
const citingGuide = (ids: string[], updatedOn: string) => () =>
  guideText()
    .replace(/^rules:(\n {2}- .*)*\n/m, "")
    .replace(/^updatedOn: .*$/m, `updatedOn: ${updatedOn}`)
    .replace(/^sources:/m, `rules:\n${ids.map((id) => `  - ${id}`).join("\n")}\nsources:`);

afterAll(removeCopies);

async function problemsOf(edits: Parameters<typeof brokenCopy>[0]): Promise<string[]> {
  return (await checkContentDir(brokenCopy(edits), undefined, TODAY)).problems.map(formatProblem);
}

describe("data/rules.json", () => {
  it("passes its own checks, and every rule has an official (.gov.br, .jus.br, .leg.br) address", async () => {
    expect(registerProblems({ rules: RULES })).toEqual([]);
    expect((await checkContentDir(DATA, undefined, TODAY)).problems.map(formatProblem)).toEqual([]);
    for (const rule of RULES) expect(new URL(rule.sourceUrl).hostname).toMatch(/(^|\.)(gov|jus|leg)\.br$/);
  });

  it("refuses a second rule with the same id, a review before the last change and a table that goes down", () => {
    const [first, second] = RULES;
    const problems = registerProblems({
      rules: [
        first,
        { ...second, id: first.id, changedOn: "2026-11-20", reviewedOn: "2026-11-10" },
        {
          ...first,
          id: "outra",
          table: { unit: "reais", rows: [{ upTo: 10, rate: 0 }, { upTo: 5, rate: 1 }, { rate: 2 }] },
        },
      ],
    });
    expect(problems).toEqual([
      { path: ["rules", 1, "id"], reason: `"${first.id}" já identifica a regra 1 da lista` },
      {
        path: ["rules", 1, "reviewedOn"],
        reason:
          "2026-11-10 é antes da última mudança (changedOn, 2026-11-20): quem muda a regra a confere no texto oficial",
      },
      {
        path: ["rules", 2, "table", "rows", 1, "upTo"],
        reason: "deve ser maior que o da faixa anterior (10): as faixas vão da menor para a maior",
      },
    ]);
  });

  it("refuses an address outside the government's domains, in pt-BR, with the file's line", () => {
    const text = fs
      .readFileSync(path.join(DATA, "rules.json"), "utf8")
      .replace("https://www.planalto.gov.br/ccivil_03/leis/l9532.htm", "https://www.jusbrasil.com.br/l9532");
    const line = text.split("\n").findIndex((row) => row.includes("jusbrasil")) + 1;
    expect(checkContentText("rules.json", text, "data/rules.json").problems.map(formatProblem)).toContain(
      `data/rules.json:${line}: rules[3].sourceUrl: deve ser o endereço oficial da norma, num site do governo (.gov.br, .jus.br ou .leg.br), começando por https://`,
    );
  });
});

describe("a rule cited in data/", () => {
  it("must exist: a guide citing an unknown id names its file, line and field", async () => {
    const problems = await problemsOf({ [`guias/${GUIDE}.md`]: citingGuide(["lei-que-nao-existe"], "2026-11-28") });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/guias/${GUIDE}\\.md:\\d+: rules\\[0\\]: não há regra "lei-que-nao-existe" em data/rules\\.json`,
        ),
      ),
    ]);
  });

  it("stops the check when a guide was reviewed before a change to a rule it cites, naming both files", async () => {
    const ruleLine =
      fs
        .readFileSync(path.join(DATA, "rules.json"), "utf8")
        .split("\n")
        .findIndex((row) => row.includes('"id": "pgbl-deducao"')) + 1;
    const stale = await problemsOf({ [`guias/${GUIDE}.md`]: citingGuide(["pgbl-deducao"], "2026-11-27") });
    expect(stale).toEqual([
      expect.stringContaining(
        `rules[0]: o guia foi revisado em 2026-11-27 (updatedOn), antes da mudança de 2026-11-28 na regra "pgbl-deducao" (data/rules.json:${ruleLine})`,
      ),
    ]);
    expect(stale[0]).toMatch(new RegExp(`^data/guias/${GUIDE}\\.md:\\d+:`));
    // Reviewed on the day of the change, or after it, the guide passes.
    expect(await problemsOf({ [`guias/${GUIDE}.md`]: citingGuide(["pgbl-deducao"], "2026-11-28") })).toEqual([]);
  });

  it("warns of a cited rule past its end and of a rule not reviewed for a year, and returns both", async () => {
    const dir = brokenCopy({
      [`guias/${GUIDE}.md`]: citingGuide(["irpf-tabela-anual-2026"], "2026-11-28"),
      "rules.json": (file) => {
        const rules = file.rules as Rule[];
        return {
          rules: rules.map((rule) =>
            rule.id === "vgbl-iof" ? { ...rule, changedOn: "2025-01-10", reviewedOn: "2025-01-10" } : rule,
          ),
        };
      },
    });
    const next = new Date("2027-01-02T12:00:00Z");
    const { problems, expiredRules, unreviewedRules, warnings } = await checkContentDir(dir, undefined, next);
    expect(problems).toEqual([]);
    // The pension simulator cites the year's table too (data/simulators.json): it stops with the guide.
    expect(expiredRules.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/simulators\.json:\d+: previdencia\.rules\.incomeTax: cita a regra "irpf-tabela-anual-2026", que valeu até 2026-12-31 \(data\/rules\.json:\d+\)/,
      ),
      expect.stringMatching(
        new RegExp(
          `^data/guias/${GUIDE}\\.md:\\d+: rules\\[0\\]: cita a regra "irpf-tabela-anual-2026", que valeu até 2026-12-31 \\(data/rules\\.json:\\d+\\)`,
        ),
      ),
    ]);
    expect(unreviewedRules.map(formatProblem)).toEqual([
      expect.stringContaining(`a regra "vgbl-iof" foi conferida em 2025-01-10, há mais de ${RULE_REVIEW_MONTHS} meses`),
    ]);
    expect(warnings).toEqual(expect.arrayContaining([...expiredRules, ...unreviewedRules]));
  });

  it(`gives ${RULE_END_NOTICE_DAYS} days' notice of a cited rule's end, and stops nothing before it`, async () => {
    // The 2026 income-tax table ends on 2026-12-31 (data/rules.json); the pension simulator cites it.
    const early = await checkContentDir(DATA, undefined, new Date("2026-11-15T12:00:00Z"));
    expect(early.endingRules).toEqual([]);
    const notice = await checkContentDir(DATA, undefined, new Date("2026-11-17T12:00:00Z"));
    expect(notice.endingRules.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/simulators\.json:\d+: previdencia\.rules\.incomeTax: cita a regra "irpf-tabela-anual-2026", que vale até 2026-12-31 \(data\/rules\.json:\d+\)/,
      ),
    ]);
    const lastDay = await checkContentDir(DATA, undefined, new Date("2026-12-31T12:00:00Z"));
    expect(lastDay.endingRules).toHaveLength(1);
    expect([...notice.expiredRules, ...lastDay.expiredRules]).toEqual([]);
    const after = await checkContentDir(DATA, undefined, new Date("2027-01-01T12:00:00Z"));
    expect(after.endingRules).toEqual([]);
    expect(after.expiredRules).toHaveLength(1);
  });
});

describe("writers' notes", () => {
  it("are found on their line, whatever their case, and prose that merely checks things is not", () => {
    const text = [
      "Confira a lista de documentos.",
      'title: "Resolução (endereço a conferir)"',
      "Limite não conferido no texto oficial.",
      "TODO: trocar",
      "A seguradora vai Verificar.",
      "Todo plano tem reajuste.",
    ].join("\n");
    expect(writerNotes(text)).toEqual([
      { line: 2, found: "a conferir" },
      { line: 3, found: "não conferido" },
      { line: 4, found: "TODO" },
      { line: 5, found: "Verificar" },
    ]);
  });

  it("stop the check in any file of data/, JSON or guide, naming the file and the line", async () => {
    const problems = await problemsOf({
      "services/vida.json": (file) => ({ ...file, audience: `${String(file.audience)} (valor a conferir)` }),
      [`guias/${GUIDE}.md`]: () => guideText().replace(/\n\n/, "\n\nXXX revisar este parágrafo.\n\n"),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^data\/services\/vida\.json:\d+: \(texto\): "a conferir" é uma nota para quem escreve/),
      expect.stringMatching(
        new RegExp(`^data/guias/${GUIDE}\\.md:\\d+: \\(texto\\): "XXX" é uma nota para quem escreve`),
      ),
    ]);
  });
});

describe("reading the register", () => {
  it("finds a rule, a value by name and a table by unit, and names what is missing", () => {
    const reduction = findRule(RULES, "irpf-reducao-anual");
    expect(ruleValue(reduction, "rendaZerada")).toBe(60000);
    expect(ruleTable(findRule(RULES, "previdencia-tabela-regressiva"), "meses").at(-1)).toEqual({ rate: 10 });
    expect(() => findRule(RULES, "nenhuma")).toThrow('data/rules.json has no rule "nenhuma"');
    expect(() => ruleValue(reduction, "nada")).toThrow(
      'rule "irpf-reducao-anual" in data/rules.json has no value "nada"',
    );
    expect(() => ruleTable(reduction, "reais")).toThrow("has no table in reais");
    expect(brazilianDay("2025-12-11")).toBe("11/12/2025");
  });
});
