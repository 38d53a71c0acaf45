import fs from "node:fs";
import path from "node:path";
import { priceFinancing, simulateConsorcio } from "../../src/simulators/consorcio";
import { checkField, checkFields } from "../../src/simulators/fields";
import { formatPercent, formatReais, parseDecimal } from "../../src/simulators/numbers";
import {
  futureValue,
  marginalRate,
  monthlyRate,
  regressiveRate,
  regressiveTax,
  simulatePrevidencia,
  type PrevidenciaRules,
} from "../../src/simulators/previdencia";
import { proposalOf, proposalPath, simulationFromQuery, type Simulation } from "../../src/simulators/proposal";
import { simulateVida } from "../../src/simulators/vida";
import { simulatorProblems } from "../../src/content/simulator-rules";
import { checkAnswers } from "../../supabase/functions/_shared/contract/quote-questions";
import { todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import type { QuoteQuestions } from "../../supabase/functions/_shared/contract/quote-questions";

const ROOT = path.resolve(__dirname, "..", "..");
const data = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "simulators.json"), "utf8"));
const rules: PrevidenciaRules = {
  regressiveBrackets: data.previdencia.regressiveTable.brackets,
  incomeTaxBrackets: data.previdencia.incomeTax.brackets,
  exemptUpTo: data.previdencia.incomeTax.exemptUpTo,
  pgblLimitPercent: data.previdencia.pgblDeduction.limitPercent,
};

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
  it("gives R$ 555,56 a month for R$ 80.000, 180 months, 23 % and 2 % (the issue's example)", () => {
    const result = simulateConsorcio({
      credit: 80000,
      months: 180,
      adminFee: 23,
      reserveFund: 2,
      insurance: 0,
      financingRate: 1,
    });
    expect(formatReais(result.monthlyPayment)).toBe("R$ 555,56");
    expect(result.totalPaid).toBeCloseTo(100000, 6);
    expect(result.totalCostPercent).toBeCloseTo(25, 9);
  });
  it("adds the insurance, a share of the credit each month", () => {
    const result = simulateConsorcio({
      credit: 80000,
      months: 180,
      adminFee: 23,
      reserveFund: 2,
      insurance: 0.05,
      financingRate: 1,
    });
    expect(result.insuranceMonthly).toBeCloseTo(40, 9);
    expect(result.monthlyPayment).toBeCloseTo(595.5556, 4);
    expect(result.totalPaid).toBeCloseTo(107200, 6);
    expect(result.totalCostPercent).toBeCloseTo(34, 9);
  });
  it("finances the same credit by the Price table, and shows the difference", () => {
    // 10.000 in 12 months at 1 % a month: the textbook instalment of 888,49.
    expect(formatReais(priceFinancing(10000, 12, 1).instalment)).toBe("R$ 888,49");
    expect(priceFinancing(12000, 12, 0)).toEqual({ instalment: 1000, totalPaid: 12000 });
    const result = simulateConsorcio({
      credit: 80000,
      months: 180,
      adminFee: 23,
      reserveFund: 2,
      insurance: 0,
      financingRate: 1,
    });
    expect(formatReais(result.financing.instalment)).toBe("R$ 960,13");
    expect(result.difference).toBeCloseTo(result.financing.totalPaid - 100000, 9);
  });
});

describe("previdência", () => {
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
  ])("taxes money invested %d months at %d % (the regressive table in data/simulators.json)", (months, rate) =>
    expect(regressiveRate(rules.regressiveBrackets, months)).toBe(rate),
  );

  it("counts each contribution by the months it stayed invested", () => {
    // Three contributions of 100 at 0 %: invested 2, 1 and 0 months, all at 35 %.
    expect(regressiveTax(rules.regressiveBrackets, 100, 3, 0)).toEqual({ pgbl: 105, vgbl: 0 });
    // 26 contributions: the first stayed 25 months (30 %), the other 25 at most 24 months (35 %).
    const tax = regressiveTax(rules.regressiveBrackets, 100, 26, 0);
    expect(tax.pgbl).toBeCloseTo(100 * 0.3 + 25 * 100 * 0.35, 9);
    // VGBL is taxed on the earnings only: 1 % a month on one contribution kept 25 months.
    const grown = 100 * 1.01 ** 25;
    const vgbl = regressiveTax(rules.regressiveBrackets, 100, 26, 0.01).vgbl;
    let expected = (grown - 100) * 0.3;
    for (let months = 0; months <= 24; months += 1) expected += (100 * 1.01 ** months - 100) * 0.35;
    expect(vgbl).toBeCloseTo(expected, 9);
  });

  it("simulates PGBL and VGBL, and PGBL's yearly saving at the marginal rate", () => {
    const result = simulatePrevidencia(
      { contribution: 1000, years: 10, annualReturn: 6, grossIncome: 120000, completeReturn: true },
      rules,
    );
    expect(formatReais(result.balance)).toBe("R$ 162.473,44");
    expect(result.contributed).toBe(120000);
    expect(result.earnings).toBeCloseTo(42473.44, 2);
    // Every contribution of 10 years stayed at most 119 months: 15 % to 35 %, never 10 %.
    expect(result.pgbl.effectiveRate).toBeGreaterThan(15);
    expect(result.pgbl.effectiveRate).toBeLessThan(35);
    expect(result.vgbl.tax).toBeLessThan(result.pgbl.tax);
    expect(result.pgbl.net).toBeCloseTo(result.balance - result.pgbl.tax, 9);
    expect(result.marginalRate).toBe(27.5);
    // 12 × 1.000 is within 12 % of 120.000 (14.400): all of it is deducted.
    expect(result.yearlyDeduction).toBe(12000);
    expect(result.yearlySaving).toBeCloseTo(3300, 9);
    // Capped at 12 % of the income.
    expect(
      simulatePrevidencia(
        { contribution: 2000, years: 10, annualReturn: 6, grossIncome: 120000, completeReturn: true },
        rules,
      ).yearlyDeduction,
    ).toBeCloseTo(14400, 9);
    // No deduction without the complete return.
    const simple = simulatePrevidencia(
      { contribution: 1000, years: 10, annualReturn: 6, grossIncome: 120000, completeReturn: false },
      rules,
    );
    expect([simple.yearlyDeduction, simple.yearlySaving]).toEqual([0, 0]);
  });

  it("reads the marginal rate from the annual table, zero where the reduction zeroes the tax", () => {
    const table = { incomeTaxBrackets: rules.incomeTaxBrackets, exemptUpTo: null };
    expect(marginalRate(table, 29145.6)).toBe(0);
    expect(marginalRate(table, 29145.61)).toBe(7.5);
    expect(marginalRate(table, 50000)).toBe(22.5);
    expect(marginalRate(table, 55976.17)).toBe(27.5);
    expect(marginalRate(rules, 60000)).toBe(0);
    expect(marginalRate(rules, 60000.01)).toBe(27.5);
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
  const questions = JSON.parse(
    fs.readFileSync(path.join(ROOT, "data", "quote-questions.json"), "utf8"),
  ) as QuoteQuestions;
  const consorcio: Simulation = {
    product: "consorcio",
    inputs: { credit: 80000, months: 180, adminFee: 23, reserveFund: 2, insurance: 0 },
  };
  const previdencia: Simulation = {
    product: "previdencia",
    inputs: { contribution: 1000, years: 10, annualReturn: 6, completeReturn: true },
  };
  const vida: Simulation = {
    product: "vida",
    inputs: { monthlyExpenses: 5000, years: 10, debts: 100000, education: 200000, reserves: 50000 },
  };

  it("writes the issue's line for the consórcio", () => {
    expect(proposalOf(consorcio).line).toBe(
      "Simulação de consórcio: crédito R$ 80.000,00 · 180 meses · taxa 23 % · fundo 2 % → parcela R$ 555,56",
    );
    expect(proposalOf(previdencia).line).toBe(
      "Simulação de previdência: contribuição R$ 1.000,00 por mês · 10 anos · rentabilidade 6 % ao ano · declaração completa: sim → saldo R$ 162.473,44",
    );
    expect(proposalOf(vida).line).toBe(
      "Simulação de seguro de vida: despesas R$ 5.000,00 por mês · 10 anos · dívidas R$ 100.000,00 · educação R$ 200.000,00 · reservas R$ 50.000,00 → cobertura R$ 850.000,00",
    );
  });

  it.each([
    [consorcio, { credito: "R$ 80.000,00", prazo: "180", parcela: "R$ 555,56" }],
    [previdencia, { contribuicao: "R$ 1.000,00", declaracaoCompleta: "Sim" }],
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

  it.each([consorcio, previdencia, vida])("travels in the quote link and back, numbers only (%#)", (simulation) => {
    const link = proposalPath(simulation);
    expect(link.startsWith(`/solicitar-cotacao?produto=${simulation.product}&`)).toBe(true);
    const search = link.slice(link.indexOf("?"));
    expect(simulationFromQuery(simulation.product, search)).toEqual(simulation);
    expect(search).toMatch(/^\?[a-z=&0-9.]+$/);
  });

  it("ignores a link whose numbers are missing, malformed or for another product", () => {
    expect(simulationFromQuery("consorcio", "?produto=consorcio&credito=80000")).toBeNull();
    expect(simulationFromQuery("consorcio", "?credito=abc&prazo=180&taxa=23&fundo=2&seguro=0")).toBeNull();
    expect(simulationFromQuery("consorcio", "?credito=80000&prazo=0&taxa=23&fundo=2&seguro=0")).toBeNull();
    expect(simulationFromQuery("consorcio", "?credito=-1&prazo=180&taxa=23&fundo=2&seguro=0")).toBeNull();
    expect(simulationFromQuery("previdencia", "?contribuicao=1000&anos=10&rentabilidade=6&completa=talvez")).toBeNull();
    expect(simulationFromQuery("veiculo", "?credito=80000&prazo=180&taxa=23&fundo=2&seguro=0")).toBeNull();
    expect(simulationFromQuery(null, "")).toBeNull();
  });
});

describe("data/simulators.json's own rules (beyond its schema)", () => {
  const copy = () => JSON.parse(JSON.stringify(data));
  it("holds for the published file", () => expect(simulatorProblems(data)).toEqual([]));
  it("wants the tables' lines going up, only the last one open", () => {
    const file = copy();
    delete file.previdencia.incomeTax.brackets[2].upTo;
    file.previdencia.regressiveTable.brackets[5].upToMonths = 240;
    expect(simulatorProblems(file)).toEqual([
      {
        path: ["previdencia", "regressiveTable", "brackets", 5, "upToMonths"],
        reason: "a última faixa fica sem limite (apague upToMonths): ela vale para tudo acima da anterior",
      },
      {
        path: ["previdencia", "incomeTax", "brackets", 2, "upTo"],
        reason: "só a última faixa fica sem limite: informe até quantos reais vale esta",
      },
    ]);
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
});
