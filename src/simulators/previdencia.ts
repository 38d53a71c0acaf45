/**
 * Previdência (PGBL and VGBL): the balance of monthly contributions, the tax on a single withdrawal
 * at the end by the regressive table counted per contribution, VGBL's IOF on a year's contributions
 * above its limit, and what PGBL's deduction really saves in the year's income tax, in the cheaper of
 * the two models of the declaration. Every rate, table and limit comes from the rules register
 * (src/simulators/register-rules.ts reads them).
 */
import { incomeTaxOfYear, type IncomeTaxRules, type TaxModel } from "./income-tax";

/** One line of the regressive table: up to `upTo` months invested (none on the last line), `rate` %. */
export interface RegressiveBracket {
  upTo?: number | null;
  rate: number;
}

/** VGBL's IOF: `percent` % on the part of a year's contributions above `yearlyLimit` reais. */
export interface VgblIof {
  percent: number;
  yearlyLimit: number;
}

export interface PrevidenciaRules extends IncomeTaxRules {
  regressiveBrackets: readonly RegressiveBracket[];
  vgblIof: VgblIof;
}

export interface PrevidenciaInputs {
  /** R$ a month, contributed at the end of each month. */
  contribution: number;
  /** Whole years of contributions until the withdrawal. */
  years: number;
  /** Expected return a year after fees, %. */
  annualReturn: number;
  /** Gross taxable income a year, R$. */
  grossIncome: number;
  /** The year's other deductions of the complete model (INSS, dependants, health, education), R$. */
  otherDeductions: number;
}

export interface PlanResult {
  /** What the plan holds at the withdrawal. */
  balance: number;
  tax: number;
  net: number;
}

/** What PGBL's deduction changes in the year's income tax. */
export interface PgblSaving {
  /** The year's tax in each model, without and with the contribution (the simplified one does not change). */
  simplified: number;
  completeWithout: number;
  completeWith: number;
  /** What PGBL deducts in the complete model: the year's contributions, at most the limit of the income. */
  deduction: number;
  /** The cheaper model and its tax, without the contribution and with it (the simplified one on a tie). */
  without: { model: TaxModel; tax: number };
  with: { model: TaxModel; tax: number };
  /** without.tax − with.tax: never negative. */
  saving: number;
}

export interface PrevidenciaResult {
  months: number;
  contributed: number;
  pgbl: PlanResult;
  /** VGBL's balance is PGBL's less what the IOF took from the contributions, and what that would have earned. */
  vgbl: PlanResult;
  /** VGBL's IOF in each year of contributions (every year alike: the contribution does not change). */
  yearlyIof: number;
  saving: PgblSaving;
  /** Each year's saving reinvested at the end of the year in a VGBL at the same return, net of its own tax at the withdrawal. */
  reinvestedSaving: number;
}

/** (1 + a)^(1/12) − 1: the monthly rate equivalent to an annual one (both as fractions). */
export function monthlyRate(annual: number): number {
  return (1 + annual) ** (1 / 12) - 1;
}

/** The balance of `months` contributions made at the end of each month at `rate` a month (a fraction). */
export function futureValue(contribution: number, months: number, rate: number): number {
  return rate === 0 ? contribution * months : (contribution * ((1 + rate) ** months - 1)) / rate;
}

/** The regressive table's rate (%) for money that stayed `months` invested. */
export function regressiveRate(brackets: readonly RegressiveBracket[], months: number): number {
  const bracket = brackets.find((line) => line.upTo === undefined || line.upTo === null || months <= line.upTo);
  if (!bracket) throw new Error("A tabela regressiva precisa de uma última faixa sem limite de meses.");
  return bracket.rate;
}

/**
 * The IOF on the contribution of month `month` (1 = the first January): contributions start in
 * January, so a year's contributions pass the limit in the same month every year, and only the part
 * of a contribution above the year's limit pays it.
 */
export function iofOfMonth(iof: VgblIof, contribution: number, month: number): number {
  const monthOfYear = ((month - 1) % 12) + 1;
  const above = Math.min(contribution, Math.max(0, monthOfYear * contribution - iof.yearlyLimit));
  return (above * iof.percent) / 100;
}

/** A plan's balance and tax on one withdrawal at the end, from what was invested each month (index 0 = month 1). */
export function planAtWithdrawal(
  brackets: readonly RegressiveBracket[],
  invested: readonly number[],
  rate: number,
  taxed: "all" | "earnings",
): PlanResult {
  const months = invested.length;
  let balance = 0;
  let tax = 0;
  invested.forEach((amount, index) => {
    // Invested at the end of month index + 1, it stayed the months after it.
    const stayed = months - (index + 1);
    const value = amount * (1 + rate) ** stayed;
    const base = taxed === "all" ? value : value - amount;
    balance += value;
    tax += (base * regressiveRate(brackets, stayed)) / 100;
  });
  return { balance, tax, net: balance - tax };
}

/**
 * The year's income tax in both models, without and with the year's contributions to a PGBL: the
 * cheaper model decides each side, and the saving is the difference (zero when the simplified model
 * stays cheaper even with the contribution, or when there is no tax to reduce).
 */
export function pgblSaving(
  rules: IncomeTaxRules,
  grossIncome: number,
  otherDeductions: number,
  yearlyContribution: number,
): PgblSaving {
  const deduction = Math.min(yearlyContribution, (grossIncome * rules.pgblLimitPercent) / 100);
  const simplified = incomeTaxOfYear(rules, grossIncome, "simplificada", 0);
  const completeWithout = incomeTaxOfYear(rules, grossIncome, "completa", otherDeductions);
  const completeWith = incomeTaxOfYear(rules, grossIncome, "completa", otherDeductions + deduction);
  const cheaper = (complete: number) =>
    complete < simplified
      ? { model: "completa" as const, tax: complete }
      : { model: "simplificada" as const, tax: simplified };
  const without = cheaper(completeWithout);
  const withContribution = cheaper(completeWith);
  return {
    simplified,
    completeWithout,
    completeWith,
    deduction,
    without,
    with: withContribution,
    saving: Math.round((without.tax - withContribution.tax) * 100) / 100,
  };
}

export function simulatePrevidencia(inputs: PrevidenciaInputs, rules: PrevidenciaRules): PrevidenciaResult {
  const months = inputs.years * 12;
  const rate = monthlyRate(inputs.annualReturn / 100);
  const { regressiveBrackets: brackets } = rules;
  const all = Array.from({ length: months }, () => inputs.contribution);
  const afterIof = all.map((amount, index) => amount - iofOfMonth(rules.vgblIof, amount, index + 1));
  const yearlyIof = afterIof.slice(0, 12).reduce((sum, amount) => sum + inputs.contribution - amount, 0);
  const saving = pgblSaving(rules, inputs.grossIncome, inputs.otherDeductions, inputs.contribution * 12);
  // The saving comes once a year; invested at the end of months 12, 24, …, the last stays no time.
  const savings = all.map((_, index) => ((index + 1) % 12 === 0 ? saving.saving : 0));
  return {
    months,
    contributed: inputs.contribution * months,
    pgbl: planAtWithdrawal(brackets, all, rate, "all"),
    vgbl: planAtWithdrawal(brackets, afterIof, rate, "earnings"),
    yearlyIof,
    saving,
    reinvestedSaving: planAtWithdrawal(brackets, savings, rate, "earnings").net,
  };
}
