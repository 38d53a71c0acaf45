/**
 * Previdência (PGBL and VGBL): the balance of monthly contributions, the tax on a single withdrawal
 * at the end by the regressive table counted per contribution, and PGBL's yearly deduction.
 */

/** One line of the regressive table: up to `upToMonths` invested (none on the last line), `rate` %. */
export interface RegressiveBracket {
  upToMonths?: number | null;
  rate: number;
}

/** One line of the annual income-tax table: income up to `upTo` (none on the last line) is taxed at `rate` % at the margin. */
export interface IncomeTaxBracket {
  upTo?: number | null;
  rate: number;
}

export interface PrevidenciaRules {
  regressiveBrackets: readonly RegressiveBracket[];
  incomeTaxBrackets: readonly IncomeTaxBracket[];
  /** Taxable income a year up to which the tax is zeroed by the reduction in force (Lei 15.270/2025), or null. */
  exemptUpTo?: number | null;
  /** PGBL's deduction limit, % of the gross taxable income. */
  pgblLimitPercent: number;
}

export interface PrevidenciaInputs {
  /** R$ a month, contributed at the end of each month. */
  contribution: number;
  years: number;
  /** Expected return a year after fees, %. */
  annualReturn: number;
  /** Gross taxable income a year, R$. */
  grossIncome: number;
  completeReturn: boolean;
}

export interface PlanTax {
  tax: number;
  net: number;
  /** The tax as % of the balance. */
  effectiveRate: number;
}

export interface PrevidenciaResult {
  months: number;
  balance: number;
  contributed: number;
  earnings: number;
  pgbl: PlanTax;
  vgbl: PlanTax;
  /** % at the margin, from the annual table (0 when the reduction zeroes the tax). */
  marginalRate: number;
  /** What PGBL lets the visitor deduct a year (0 without the complete return). */
  yearlyDeduction: number;
  /** The income tax saved a year by that deduction, at the marginal rate. */
  yearlySaving: number;
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
  const bracket = brackets.find(
    (line) => line.upToMonths === undefined || line.upToMonths === null || months <= line.upToMonths,
  );
  if (!bracket) throw new Error("A tabela regressiva precisa de uma última faixa sem limite de meses.");
  return bracket.rate;
}

/** The marginal rate (%) of a gross taxable income a year: its line of the annual table, or 0 when the reduction zeroes the tax. */
export function marginalRate(
  rules: Pick<PrevidenciaRules, "incomeTaxBrackets" | "exemptUpTo">,
  income: number,
): number {
  if (rules.exemptUpTo !== undefined && rules.exemptUpTo !== null && income <= rules.exemptUpTo) return 0;
  const bracket = rules.incomeTaxBrackets.find(
    (line) => line.upTo === undefined || line.upTo === null || income <= line.upTo,
  );
  if (!bracket) throw new Error("A tabela anual do imposto de renda precisa de uma última faixa sem limite.");
  return bracket.rate;
}

/**
 * Tax on one withdrawal of everything at the end of month `months`. Contribution k (made at the end
 * of month k) stayed `months − k` months and grew to c(1 + i)^(months − k); each is taxed at its own
 * line of the table, on the whole of it (PGBL) or on its earnings only (VGBL).
 */
export function regressiveTax(
  brackets: readonly RegressiveBracket[],
  contribution: number,
  months: number,
  rate: number,
): { pgbl: number; vgbl: number } {
  let pgbl = 0;
  let vgbl = 0;
  for (let k = 1; k <= months; k += 1) {
    const invested = months - k;
    const value = contribution * (1 + rate) ** invested;
    const taxRate = regressiveRate(brackets, invested) / 100;
    pgbl += value * taxRate;
    vgbl += (value - contribution) * taxRate;
  }
  return { pgbl, vgbl };
}

export function simulatePrevidencia(inputs: PrevidenciaInputs, rules: PrevidenciaRules): PrevidenciaResult {
  const months = Math.round(inputs.years * 12);
  const rate = monthlyRate(inputs.annualReturn / 100);
  const balance = futureValue(inputs.contribution, months, rate);
  const contributed = inputs.contribution * months;
  const tax = regressiveTax(rules.regressiveBrackets, inputs.contribution, months, rate);
  const plan = (amount: number): PlanTax => ({
    tax: amount,
    net: balance - amount,
    effectiveRate: balance > 0 ? (amount / balance) * 100 : 0,
  });
  const margin = marginalRate(rules, inputs.grossIncome);
  const yearlyDeduction = inputs.completeReturn
    ? Math.min(inputs.contribution * 12, (inputs.grossIncome * rules.pgblLimitPercent) / 100)
    : 0;
  return {
    months,
    balance,
    contributed,
    earnings: balance - contributed,
    pgbl: plan(tax.pgbl),
    vgbl: plan(tax.vgbl),
    marginalRate: margin,
    yearlyDeduction,
    yearlySaving: (yearlyDeduction * margin) / 100,
  };
}
