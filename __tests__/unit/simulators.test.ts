/**
 * The simulators' formulas, each example worked by hand in its comment, with the rules register's
 * values (data/rules.json) as data/simulators.json cites them: the annual table of 2026 (up to
 * 29.145,60 at 0 %; 33.919,80 at 7,5 % less 2.185,92; 45.012,60 at 15 % less 4.729,91; 55.976,16 at
 * 22,5 % less 8.105,85; above at 27,5 % less 10.904,66), the simplified discount (20 %, at most
 * 17.640,00), the annual reduction (up to 60.000,00 of income: up to 2.694,15, zeroing the tax; up to
 * 88.200,00: 8.429,73 − 0,095575 × income; above: none), PGBL's 12 % and VGBL's IOF (5 % above
 * 600.000,00 a year).
 */
import fs from "node:fs";
import path from "node:path";
import { priceFinancing, simulateConsorcio } from "../../src/simulators/consorcio";
import { checkField, checkFields } from "../../src/simulators/fields";
import { incomeTaxOfYear, tableTax, taxReduction } from "../../src/simulators/income-tax";
import { formatPercent, formatReais, formatTyped, parseDecimal } from "../../src/simulators/numbers";
import {
  futureValue,
  iofOfMonth,
  monthlyRate,
  pgblSaving,
  planAtWithdrawal,
  regressiveRate,
  simulatePrevidencia,
  type PrevidenciaInputs,
} from "../../src/simulators/previdencia";
import {
  proposalOf,
  proposalPath,
  simulationFromQuery,
  simulationOf,
  type LinkedSimulation,
  type Simulation,
} from "../../src/simulators/proposal";
import { financingRate, previdenciaRules, ruleMonth, ruleYear } from "../../src/simulators/register-rules";
import { simulateVida } from "../../src/simulators/vida";
import { simulatorProblems } from "../../src/content/simulator-rules";
import { checkContentDir, formatProblem } from "../../src/content/load-content";
import { findRule, type Rule } from "../../src/rules/register";
import { checkAnswers } from "../../supabase/functions/_shared/contract/quote-questions";
import { todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import type { QuoteQuestions } from "../../supabase/functions/_shared/contract/quote-questions";
import { brokenCopy, removeCopies } from "../../test-kit/content-fixtures";
import { SIMULATOR_RANGES } from "../../test-kit/lead-fixtures";

const ROOT = path.resolve(__dirname, "..", "..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, "data", file), "utf8"));
const data = read("simulators.json");
const REGISTER = (read("rules.json") as { rules: Rule[] }).rules;
const rules = previdenciaRules(REGISTER, data.previdencia.rules);
const brackets = rules.regressiveBrackets;

afterAll(removeCopies);

describe("pt-BR numbers", () => {
  it.each([
    ["80.000", 80000],
    ["80000", 80000],
    ["80.000,00", 80000],
    ["R$ 80.000,00", 80000],
    ["1.234.567,89", 1234567.89],
    ["1,5", 1.5],
    ["1,5 %", 1.5],
    ["0,05", 0.05],
    ["1.5", 1.5],
    ["23", 23],
    [" 180 ", 180],
    ["-100", -100],
  ])("reads %j as %d", (typed, value) => expect(parseDecimal(typed)).toBe(value));

  it.each(["", "abc", "80.00.0", "1,2,3", "12.3456", "1e5", "Infinity", "NaN", "80,000.00", "--1"])(
    "refuses %j",
    (typed) => expect(parseDecimal(typed)).toBeNull(),
  );

  it("writes reais and rates the Brazilian way", () => {
    expect(formatReais(555.5555)).toBe("R$ 555,56");
    expect(formatReais(162473.4424)).toBe("R$ 162.473,44");
    expect(formatReais(850000)).toBe("R$ 850.000,00");
    expect(formatPercent(23)).toBe("23 %");
    expect(formatPercent(1.5)).toBe("1,5 %");
  });

  it.each([
    ["1500", true, "1.500,00"],
    ["1.500", true, "1.500,00"],
    ["1500,5", true, "1.500,50"],
    // Every decimal typed stays: the field shows the very number the results use.
    ["0,125", true, "0,125"],
    ["1.5", false, "1,5"],
    ["0,045", false, "0,045"],
    ["180", false, "180"],
    ["1200", false, "1.200"],
    // Not a number, or negative: left as typed, beside its message.
    ["oitenta", true, "oitenta"],
    ["-80000", true, "-80000"],
    ["", true, ""],
  ])("shows %j back as Brazilians write it once the field is left (reais: %s) → %j", (typed, cents, shown) =>
    expect(formatTyped(typed, cents)).toBe(shown),
  );
});

describe("a simulator field", () => {
  const range = { min: 5000, max: 50000000 };
  it("accepts a number within its range", () =>
    expect(checkField("80.000", "reais", range)).toEqual({ ok: true, value: 80000 }));
  it.each([
    ["", "Preencha este campo."],
    ["  ", "Preencha este campo."],
    ["oitenta", "Digite só o número, como 80.000,00."],
    ["0", "O valor precisa ser maior que zero."],
    ["-5.000", "O valor não pode ser negativo."],
    ["1.000", "Informe de R$ 5.000,00 a R$ 50.000.000,00."],
    ["60.000.000", "Informe de R$ 5.000,00 a R$ 50.000.000,00."],
  ])("refuses %j with a pt-BR message", (typed, message) =>
    expect(checkField(typed, "reais", range)).toEqual({ ok: false, message }),
  );
  it("takes zero where zero is allowed, and wants whole months", () => {
    expect(checkField("0", "percent", { min: 0, max: 1 })).toEqual({ ok: true, value: 0 });
    expect(checkField("180,5", "months", { min: 6, max: 240 })).toEqual({
      ok: false,
      message: "Use um número inteiro de meses.",
    });
    expect(checkField("300", "months", { min: 6, max: 240 })).toEqual({
      ok: false,
      message: "Informe de 6 meses a 240 meses.",
    });
    expect(checkField("2,5", "percent", { min: 0, max: 1 })).toEqual({ ok: false, message: "Informe de 0 % a 1 %." });
  });
  it("gives values only when every field passes", () => {
    const specs = { a: { unit: "reais" as const, range }, b: { unit: "years" as const, range: { min: 1, max: 50 } } };
    expect(checkFields({ a: "80.000", b: "10" }, specs)).toEqual({ errors: {}, values: { a: 80000, b: 10 } });
    expect(checkFields({ a: "80.000", b: "" }, specs)).toEqual({ errors: { b: "Preencha este campo." }, values: null });
  });
});

describe("consórcio", () => {
  const example = { credit: 80000, months: 180, adminFee: 23, reserveFund: 2, insurance: 0, financingRate: 1 };

  it("gives R$ 555,56 a month for R$ 80.000, 180 months, 23 % and 2 %, and a total that agrees with it", () => {
    // 80.000 × 1,25 ÷ 180 = 555,5555… → R$ 555,56 on the page; 180 × 555,56 = 100.000,80 (not 100.000,00).
    const result = simulateConsorcio(example);
    expect(result.monthlyPayment).toBe(555.56);
    expect(result.totalPaid).toBe(100000.8);
    expect(formatPercent(Math.round(result.totalCostPercent * 100) / 100)).toBe("25 %");
  });

  it("adds the insurance, a share of the credit each month", () => {
    // 0,05 % of 80.000 = 40 a month: 555,5555… + 40 → 595,56; 180 × 595,56 = 107.200,80.
    const result = simulateConsorcio({ ...example, insurance: 0.05 });
    expect(result.insuranceMonthly).toBeCloseTo(40, 9);
    expect(result.monthlyPayment).toBe(595.56);
    expect(result.totalPaid).toBe(107200.8);
  });

  it("finances the same credit by the Price table, its total from the rounded instalment", () => {
    // 10.000 in 12 months at 1 % a month: the textbook instalment of 888,49; 12 × 888,49 = 10.661,88.
    expect(priceFinancing(10000, 12, 1)).toEqual({ instalment: 888.49, totalPaid: 10661.88 });
    expect(priceFinancing(12000, 12, 0)).toEqual({ instalment: 1000, totalPaid: 12000 });
    const { financing } = simulateConsorcio(example);
    expect(formatReais(financing.instalment)).toBe("R$ 960,13");
    expect(financing.totalPaid).toBe(172823.4);
    // Two nominal totals, paid over different timings: no difference between them is offered.
    expect(Object.keys(simulateConsorcio(example))).not.toContain("difference");
  });

  it("starts the financing at the monthly equivalent of the BCB's average rate, naming its month", () => {
    // 26,4 % a year: 1,264^(1/12) = 1,019715… → 1,97 % a month (and 1,0197^12 = 1,2641…, back to 26,4 %).
    const rule = findRule(REGISTER, data.consorcio.rules.financingRate);
    expect(financingRate(rule)).toEqual({ annual: 26.4, monthly: 1.97 });
    expect(ruleMonth(rule)).toBe("dezembro de 2025");
    // The field opens at that rate, within its range.
    expect(checkField("1,97", "percent", data.consorcio.ranges.financingRate)).toEqual({ ok: true, value: 1.97 });
  });
});

describe("the year's income tax (2026)", () => {
  it.each([
    // Each line of the annual table: base × rate − amount to deduct.
    [29145.6, 0], // the top of the first line: 0 %.
    [30000, 64.08], // 30.000 × 7,5 % = 2.250,00 − 2.185,92.
    [40000, 1270.09], // 40.000 × 15 % = 6.000,00 − 4.729,91.
    [50000, 3144.15], // 50.000 × 22,5 % = 11.250,00 − 8.105,85.
    [100000, 16595.34], // 100.000 × 27,5 % = 27.500,00 − 10.904,66.
  ])("taxes a base of %d at %d by the annual table", (base, tax) => expect(tableTax(rules.table, base)).toBe(tax));

  it("reduces the tax by the income's band, never more than the tax", () => {
    // Up to 60.000,00: up to 2.694,15, enough to zero the simplified model's tax at 60.000 (base 48.000: 2.694,15).
    expect(taxReduction(rules.reduction, 60000, 2694.15)).toBe(2694.15);
    expect(taxReduction(rules.reduction, 60000, 5595.34)).toBe(2694.15);
    expect(taxReduction(rules.reduction, 40000, 1270.09)).toBe(1270.09);
    // 60.000,01: 8.429,73 − 0,095575 × 60.000,01 = 2.695,229… → 2.695,23.
    expect(taxReduction(rules.reduction, 60000.01, 9000)).toBe(2695.23);
    // 80.000: 8.429,73 − 7.646,00 = 783,73; on a tax of 64,08 only 64,08.
    expect(taxReduction(rules.reduction, 80000, 9000)).toBe(783.73);
    expect(taxReduction(rules.reduction, 80000, 64.08)).toBe(64.08);
    // Above 88.200,00: none.
    expect(taxReduction(rules.reduction, 88200.01, 9000)).toBe(0);
  });

  it("takes the simplified discount, 20 % up to 17.640,00, in place of every deduction", () => {
    // 60.000: discount 12.000 → base 48.000 → 10.800,00 − 8.105,85 = 2.694,15, all of it reduced: zero.
    expect(incomeTaxOfYear(rules, 60000, "simplificada", 50000)).toBe(0);
    // 120.000: 20 % is 24.000, capped at 17.640 → base 102.360 → 28.149,00 − 10.904,66 = 17.244,34.
    expect(incomeTaxOfYear(rules, 120000, "simplificada", 0)).toBe(17244.34);
    // The complete model takes the deductions as declared: 120.000 − 12.000 = 108.000 → 29.700,00 − 10.904,66.
    expect(incomeTaxOfYear(rules, 120000, "completa", 12000)).toBe(18795.34);
  });
});

describe("PGBL's saving in the year's income tax", () => {
  it("gives the issue's R$ 1.749,00: R$ 120.000, R$ 12.000 of deductions, R$ 1.000 a month", () => {
    // Simplified: 17.244,34 (base 102.360). Complete without PGBL: base 108.000 → 18.795,34, so the
    // simplified is the cheaper without. With PGBL: 12 × 1.000 = 12.000, within 12 % of 120.000
    // (14.400), base 96.000 → 26.400,00 − 10.904,66 = 15.495,34, now the cheaper: 17.244,34 − 15.495,34.
    expect(pgblSaving(rules, 120000, 12000, 12000)).toEqual({
      simplified: 17244.34,
      completeWithout: 18795.34,
      completeWith: 15495.34,
      deduction: 12000,
      without: { model: "simplificada", tax: 17244.34 },
      with: { model: "completa", tax: 15495.34 },
      saving: 1749,
    });
  });

  it("saves nothing when the simplified model wins even with the contribution", () => {
    // R$ 120.000 and no other deduction: complete with PGBL, base 108.000 → 18.795,34, still above
    // the simplified 17.244,34 (its 17.640 of discount beat the 12.000 of PGBL): no saving.
    const saving = pgblSaving(rules, 120000, 0, 12000);
    expect(saving.with).toEqual({ model: "simplificada", tax: 17244.34 });
    expect(saving.saving).toBe(0);
  });

  it("deducts at most 12 % of the gross taxable income", () => {
    // R$ 120.000: at most 14.400. 2.000 a month (24.000) deducts 14.400, as 1.200 a month does:
    // base 120.000 − 12.000 − 14.400 = 93.600 → 25.740,00 − 10.904,66 = 14.835,34; 17.244,34 − 14.835,34.
    const capped = pgblSaving(rules, 120000, 12000, 24000);
    expect(capped.deduction).toBe(14400);
    expect(capped.with).toEqual({ model: "completa", tax: 14835.34 });
    expect(capped.saving).toBe(2409);
    expect(pgblSaving(rules, 120000, 12000, 14400).saving).toBe(2409);
  });

  it("with income up to R$ 60.000: the tax is already zero, so nothing to save", () => {
    // R$ 60.000, no other deduction, 500 a month (6.000, within 12 % = 7.200). Simplified: base
    // 48.000 → 2.694,15, reduced by 2.694,15 → 0. The complete model cannot go below zero, and
    // its reduction is capped at 2.694,15: without PGBL base 60.000 → 5.595,34 − 2.694,15 = 2.901,19;
    // with it, base 54.000 → 12.150,00 − 8.105,85 = 4.044,15 − 2.694,15 = 1.350,00.
    const saving = pgblSaving(rules, 60000, 0, 6000);
    expect([saving.simplified, saving.completeWithout, saving.completeWith]).toEqual([0, 2901.19, 1350]);
    expect(saving.without).toEqual({ model: "simplificada", tax: 0 });
    expect(saving.saving).toBe(0);
  });

  it("between R$ 60.000,01 and R$ 88.200: the reduction shrinks with the income, and the cheaper model switches", () => {
    // R$ 80.000: reduction 8.429,73 − 0,095575 × 80.000 = 783,73, the same in every model.
    // Simplified: discount 16.000 → base 64.000 → 17.600,00 − 10.904,66 = 6.695,34 − 783,73 = 5.911,61.
    // 10.000 of deductions, 1.000 a month: 12.000 above 12 % of 80.000, so 9.600.
    // Complete without: base 70.000 → 19.250,00 − 10.904,66 = 8.345,34 − 783,73 = 7.561,61 (simplified cheaper).
    // Complete with: base 60.400 → 16.610,00 − 10.904,66 = 5.705,34 − 783,73 = 4.921,61 (complete cheaper).
    expect(pgblSaving(rules, 80000, 10000, 12000)).toEqual({
      simplified: 5911.61,
      completeWithout: 7561.61,
      completeWith: 4921.61,
      deduction: 9600,
      without: { model: "simplificada", tax: 5911.61 },
      with: { model: "completa", tax: 4921.61 },
      saving: 990,
    });
    // 20.000 of deductions, 800 a month (9.600, the limit exactly): complete both ways.
    // Without: base 60.000 → 5.595,34 − 783,73 = 4.811,61. With: base 50.400, the 22,5 % line:
    // 11.340,00 − 8.105,85 = 3.234,15 − 783,73 = 2.450,42. Saving 4.811,61 − 2.450,42.
    const complete = pgblSaving(rules, 80000, 20000, 9600);
    expect([complete.without, complete.with]).toEqual([
      { model: "completa", tax: 4811.61 },
      { model: "completa", tax: 2450.42 },
    ]);
    expect(complete.saving).toBe(2361.19);
  });

  it("never reduces more than the tax: a complete model already at zero saves nothing", () => {
    // R$ 70.000: reduction 8.429,73 − 6.690,25 = 1.739,48. With 40.000 of deductions, the complete
    // model's base is 30.000 → 64,08, reduced by 64,08 only (not 1.739,48): zero before any PGBL.
    const saving = pgblSaving(rules, 70000, 40000, 8400);
    expect(saving.completeWithout).toBe(0);
    expect(saving.without).toEqual({ model: "completa", tax: 0 });
    expect(saving.saving).toBe(0);
  });

  it.each([
    // Above R$ 88.200 (no reduction), R$ 100.000 and 1.000 a month (12.000, the 12 % limit exactly);
    // the other deductions place the base with PGBL on each line of the annual table.
    // 48.000: without, base 52.000 → 11.700,00 − 8.105,85 = 3.594,15; with, base 40.000 (15 %) → 1.270,09.
    [48000, 3594.15, 1270.09, 2324.06],
    // 58.000: without, base 42.000 → 6.300,00 − 4.729,91 = 1.570,09; with, base 30.000 (7,5 %) → 64,08.
    [58000, 1570.09, 64.08, 1506.01],
    // 62.000: without, base 38.000 → 5.700,00 − 4.729,91 = 970,09; with, base 26.000 (0 %) → 0.
    [62000, 970.09, 0, 970.09],
    // 30.000: without, base 70.000 → 19.250,00 − 10.904,66 = 8.345,34; with, base 58.000 (27,5 %) → 15.950,00 − 10.904,66 = 5.045,34.
    [30000, 8345.34, 5045.34, 3300],
  ])(
    "R$ 100.000 with %d of deductions: complete %d without PGBL, %d with it, a saving of %d",
    (deductions, without, withPgbl, saved) => {
      const saving = pgblSaving(rules, 100000, deductions, 12000);
      // The simplified model (base 100.000 − 17.640 = 82.360 → 22.649,00 − 10.904,66 = 11.744,34) loses each time.
      expect(saving.simplified).toBe(11744.34);
      expect(saving.without).toEqual({ model: "completa", tax: without });
      expect(saving.with).toEqual({ model: "completa", tax: withPgbl });
      expect(saving.saving).toBe(saved);
    },
  );
});

describe("previdência", () => {
  const example: PrevidenciaInputs = {
    contribution: 1000,
    years: 10,
    annualReturn: 6,
    grossIncome: 120000,
    otherDeductions: 12000,
  };

  it("turns the annual rate into its monthly equivalent", () => {
    expect((1 + monthlyRate(0.06)) ** 12).toBeCloseTo(1.06, 12);
  });

  it("gives R$ 162.473,44 for R$ 1.000 a month for 10 years at 6 % a year (the issue's example)", () => {
    expect(formatReais(futureValue(1000, 120, monthlyRate(0.06)))).toBe("R$ 162.473,44");
    expect(futureValue(1000, 120, 0)).toBe(120000);
  });

  it.each([
    [0, 35],
    [24, 35],
    [25, 30],
    [48, 30],
    [49, 25],
    [72, 25],
    [73, 20],
    [96, 20],
    [97, 15],
    [120, 15],
    [121, 10],
    [600, 10],
  ])("taxes money invested %d months at %d % (the regressive table of the register)", (months, rate) =>
    expect(regressiveRate(brackets, months)).toBe(rate),
  );

  it("counts each contribution by the months it stayed invested", () => {
    // Three contributions of 100 at 0 %: invested 2, 1 and 0 months, all at 35 %.
    expect(planAtWithdrawal(brackets, [100, 100, 100], 0, "all")).toEqual({ balance: 300, tax: 105, net: 195 });
    // 26 contributions: the first stayed 25 months (30 %), the other 25 at most 24 months (35 %).
    const all = planAtWithdrawal(brackets, Array(26).fill(100), 0, "all");
    expect(all.tax).toBeCloseTo(100 * 0.3 + 25 * 100 * 0.35, 9);
    // VGBL is taxed on the earnings only: 1 % a month on one contribution kept 25 months.
    let expected = (100 * 1.01 ** 25 - 100) * 0.3;
    for (let months = 0; months <= 24; months += 1) expected += (100 * 1.01 ** months - 100) * 0.35;
    expect(planAtWithdrawal(brackets, Array(26).fill(100), 0.01, "earnings").tax).toBeCloseTo(expected, 9);
  });

  it("simulates PGBL and VGBL on one withdrawal, with the year's saving reinvested beside them", () => {
    const result = simulatePrevidencia(example, rules);
    expect(formatReais(result.pgbl.balance)).toBe("R$ 162.473,44");
    expect(result.vgbl.balance).toBeCloseTo(result.pgbl.balance, 6);
    expect(result.contributed).toBe(120000);
    // PGBL pays on the contributions too: 120 contributions, kept 119 to 0 months: 25 at 35 %, 24 at
    // 30 %, 25 %, 20 % each and 23 at 15 % → 1.000 × (8,75 + 7,2 + 6 + 4,8 + 3,45) = 30.200 more than VGBL.
    expect(result.pgbl.tax - result.vgbl.tax).toBeCloseTo(30200, 6);
    expect(formatReais(result.pgbl.net)).toBe("R$ 123.467,54");
    expect(formatReais(result.vgbl.net)).toBe("R$ 153.667,54");
    expect(result.saving.saving).toBe(1749);
    // 1.749 at the end of each year, grown 1,06 a year for the years left (9 to 0): 1.749 × 13,180795
    // = 23.053,21; its earnings taxed by the time each stayed (108 months 15 %, 96 and 84 20 %, 72 and
    // 60 25 %, 48 and 36 30 %, 24, 12 and 0 35 %): 1.246,01 → 21.807,20.
    expect(result.reinvestedSaving).toBeCloseTo(21807.2, 1);
    expect(result.yearlyIof).toBe(0);
  });

  it("takes VGBL's IOF from the part of a year's contributions above R$ 600.000", () => {
    // 50.000 a month: 600.000 a year, none above.
    expect(iofOfMonth(rules.vgblIof, 50000, 12)).toBe(0);
    // 55.000 a month: the 11th month reaches 605.000, 5.000 above → 250; the 12th, 55.000 above → 2.750.
    // A year's IOF: 5 % of 60.000 = 3.000. January starts again (month 13 pays nothing).
    expect([10, 11, 12, 13].map((month) => iofOfMonth(rules.vgblIof, 55000, month))).toEqual([0, 250, 2750, 0]);
    // 60.000 a month for a year at 0 %: 720.000, 120.000 above → 6.000 of IOF; VGBL invests
    // 714.000, with no earnings to tax, while PGBL (no IOF) holds 720.000 and pays its table on all.
    const result = simulatePrevidencia({ ...example, contribution: 60000, years: 1, annualReturn: 0 }, rules);
    expect(result.yearlyIof).toBe(6000);
    expect(result.vgbl).toEqual({ balance: 714000, tax: 0, net: 714000 });
    expect(result.pgbl.balance).toBe(720000);
    // At 6 % a year, the 3.000 taken in months 11 and 12 miss 1 and 0 months of return.
    const grown = simulatePrevidencia({ ...example, contribution: 60000, years: 1 }, rules);
    expect(grown.pgbl.balance - grown.vgbl.balance).toBeCloseTo(3000 * (1 + monthlyRate(0.06)) + 3000, 6);
  });
});

describe("seguro de vida", () => {
  it("suggests R$ 850.000,00 for R$ 5.000, 10 years, R$ 100.000, R$ 200.000 and R$ 50.000 (the issue's example)", () => {
    const result = simulateVida({
      monthlyExpenses: 5000,
      years: 10,
      debts: 100000,
      education: 200000,
      reserves: 50000,
    });
    expect(result).toEqual({ income: 600000, debts: 100000, education: 200000, reserves: 50000, cover: 850000 });
    expect(formatReais(result.cover)).toBe("R$ 850.000,00");
  });
  it("never suggests less than zero", () => {
    expect(simulateVida({ monthlyExpenses: 1000, years: 1, debts: 0, education: 0, reserves: 1000000 }).cover).toBe(0);
  });
});

describe("from a simulation to a proposal", () => {
  const questions = read("quote-questions.json") as QuoteQuestions;
  const consorcio: Simulation = {
    product: "consorcio",
    inputs: { credit: 80000, months: 180, adminFee: 23, reserveFund: 2, insurance: 0 },
  };
  const previdencia: Simulation = {
    product: "previdencia",
    inputs: { contribution: 1000, years: 10, annualReturn: 6 },
  };
  const vida: Simulation = {
    product: "vida",
    inputs: { monthlyExpenses: 5000, years: 10, debts: 100000, education: 200000, reserves: 50000 },
  };
  const fromLink = (product: string, search: string) => simulationFromQuery(product, search, SIMULATOR_RANGES);

  it("writes the issue's line for the consórcio", () => {
    expect(proposalOf(consorcio).line).toBe(
      "Simulação de consórcio: crédito R$ 80.000,00 · 180 meses · taxa 23 % · fundo 2 % → parcela R$ 555,56",
    );
    expect(proposalOf(previdencia).line).toBe(
      "Simulação de previdência: contribuição R$ 1.000,00 por mês · 10 anos · rentabilidade 6 % ao ano → saldo R$ 162.473,44",
    );
    expect(proposalOf(vida).line).toBe(
      "Simulação de seguro de vida: despesas R$ 5.000,00 por mês · 10 anos · dívidas R$ 100.000,00 · educação R$ 200.000,00 · reservas R$ 50.000,00 → cobertura R$ 850.000,00",
    );
  });

  it.each([
    [consorcio, { credito: "R$ 80.000,00", prazo: "180", parcela: "R$ 555,56" }],
    [previdencia, { contribuicao: "R$ 1.000,00" }],
    [vida, { capital: "R$ 850.000,00" }],
  ])("answers the product's own quote questions (%#)", (simulation, expected) => {
    const { answers, errors } = checkAnswers(
      questions,
      simulation.product,
      proposalOf(simulation).answers,
      todayInSaoPaulo(),
    );
    expect(errors).toEqual({});
    expect(answers).toEqual(expected);
  });

  it("takes from a simulator's inputs the numbers its link writes, and no other", () => {
    const typed = { contribution: 1000, years: 10, annualReturn: 6, grossIncome: 120000, otherDeductions: 9000 };
    expect(simulationOf("previdencia", typed)).toEqual(previdencia);
    expect(proposalPath(simulationOf("previdencia", typed))).not.toMatch(/120000|9000/);
    expect(simulationOf("consorcio", { ...consorcio.inputs, financingRate: 1.2 })).toEqual(consorcio);
    // @ts-expect-error: the life simulator's link writes numbers the pension simulator's fields lack.
    expect(simulationOf("vida", typed).inputs).toHaveProperty("debts", undefined);
  });

  it.each([consorcio, previdencia, vida])("travels in the quote link and back, numbers only (%#)", (simulation) => {
    const link = proposalPath(simulation);
    expect(link.startsWith(`/solicitar-cotacao?produto=${simulation.product}&`)).toBe(true);
    const search = link.slice(link.indexOf("?"));
    expect(fromLink(simulation.product, search)).toEqual(simulation);
    expect(search).toMatch(/^\?[a-z=&0-9.]+$/);
  });

  it("drops a number out of its simulator's range, never clamping it, and writes no line without all of them", () => {
    // The link: a contribution of 1.000.000.000 (the field takes up to 1.000.000) for
    // 1.000.000.000 years (up to 50): both dropped, not turned into 1.000.000 and 50.
    const huge = fromLink("previdencia", "?contribuicao=1000000000&anos=1000000000&rentabilidade=6");
    expect(huge).toEqual({ product: "previdencia", inputs: { annualReturn: 6 } });
    expect(proposalOf(huge as LinkedSimulation)).toEqual({ answers: {}, line: null });
    // 999 months (up to 240): the credit still answers its question, the payment and the line do not.
    const months = fromLink("consorcio", "?credito=80000&prazo=999&taxa=23&fundo=2&seguro=0");
    expect(months).toEqual({
      product: "consorcio",
      inputs: { credit: 80000, adminFee: 23, reserveFund: 2, insurance: 0 },
    });
    expect(proposalOf(months as LinkedSimulation)).toEqual({ answers: { credito: "80.000,00" }, line: null });
    // Nothing in range: nothing at all.
    expect(fromLink("vida", "?despesas=0&anos=0")).toBeNull();
  });

  it("ignores numbers that are missing, malformed, negative or for another product", () => {
    expect(fromLink("consorcio", "?produto=consorcio&credito=80000")).toEqual({
      product: "consorcio",
      inputs: { credit: 80000 },
    });
    expect(fromLink("consorcio", "?credito=abc&prazo=180&taxa=23&fundo=2&seguro=0")?.inputs).toEqual({
      months: 180,
      adminFee: 23,
      reserveFund: 2,
      insurance: 0,
    });
    expect(fromLink("consorcio", "?credito=-1&prazo=1e5&taxa=Infinity&fundo=NaN&seguro=0")?.inputs).toEqual({
      insurance: 0,
    });
    expect(fromLink("veiculo", "?credito=80000&prazo=180&taxa=23&fundo=2&seguro=0")).toBeNull();
    expect(fromLink("", "")).toBeNull();
  });

  it("writes no ∞, NaN or exponent even at the top of every range", () => {
    const top = (product: "consorcio" | "previdencia" | "vida") =>
      Object.fromEntries(
        Object.entries(SIMULATOR_RANGES[product] as Record<string, { max: number }>).map(([key, range]) => [
          key,
          range.max,
        ]),
      );
    for (const simulation of [
      { product: "consorcio", inputs: top("consorcio") },
      { product: "previdencia", inputs: top("previdencia") },
      { product: "vida", inputs: top("vida") },
    ] as Simulation[]) {
      const { line, answers } = proposalOf(simulation);
      expect(`${line} ${Object.values(answers).join(" ")}`).not.toMatch(/∞|NaN|Infinity|\de[+-]?\d/i);
    }
  });
});

describe("data/simulators.json", () => {
  const copy = () => JSON.parse(JSON.stringify(data));

  it("holds its own rules, and keeps no rate of its own: each rule is cited by id from the register", () => {
    expect(simulatorProblems(data)).toEqual([]);
    const text = JSON.stringify(data);
    for (const gone of ["brackets", "exemptUpTo", 'pgblDeduction":{', "limitPercent", 'financingRate":1'])
      expect(text).not.toContain(gone);
    for (const id of [...Object.values(data.consorcio.rules), ...Object.values(data.previdencia.rules)])
      expect(findRule(REGISTER, id as string).id).toBe(id);
    expect(ruleYear(findRule(REGISTER, data.previdencia.rules.incomeTax))).toBe(2026);
  });

  it("wants each example within its field's range, and each minimum below its maximum", () => {
    const file = copy();
    file.consorcio.defaults.months = 300;
    file.vida.ranges.years = { min: 10, max: 5 };
    expect(simulatorProblems(file)).toEqual([
      {
        path: ["consorcio", "defaults", "months"],
        reason: "o exemplo (300) fica fora dos limites do campo, de 6 a 240",
      },
      { path: ["vida", "ranges", "years", "max"], reason: "deve ser maior que o mínimo (10)" },
    ]);
  });

  it("stops the check when a cited rule lacks the values or the table its field computes with", async () => {
    const dir = brokenCopy({
      "simulators.json": (file) => {
        const edited = JSON.parse(JSON.stringify(file));
        edited.previdencia.rules.pgblDeduction = "vgbl-iof";
        edited.previdencia.rules.incomeTax = "previdencia-tabela-regressiva";
        edited.consorcio.rules.financingRate = "consorcio-nao-existe";
        return edited;
      },
    });
    const problems = (await checkContentDir(dir, undefined, new Date("2026-11-28T12:00:00Z"))).problems.map(
      formatProblem,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/simulators\.json:\d+: consorcio\.rules\.financingRate: não há regra "consorcio-nao-existe" em data\/rules\.json/,
      ),
      expect.stringMatching(
        /^data\/simulators\.json:\d+: previdencia\.rules\.incomeTax: a regra "previdencia-tabela-regressiva" \(data\/rules\.json:\d+\) não tem uma tabela em reais, que este campo usa$/,
      ),
      expect.stringMatching(
        /^data\/simulators\.json:\d+: previdencia\.rules\.pgblDeduction: a regra "vgbl-iof" \(data\/rules\.json:\d+\) não tem o valor "limite", que este campo usa/,
      ),
    ]);
  });
});
