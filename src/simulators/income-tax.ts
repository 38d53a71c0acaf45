/**
 * The year's income tax of a declaration, in either model: the annual table on the base, less the
 * annual reduction of art. 11-A (computed from the gross taxable income, never more than the tax),
 * each rounded to the cent. The simplified model takes its discount (a share of the income, up to a
 * cap) in place of every deduction; the complete one takes the deductions as declared.
 */

/** One line of the annual table: income up to `upTo` (none on the last line), `rate` %, less `deduction`. */
export interface IncomeTaxRow {
  upTo?: number | null;
  rate: number;
  deduction?: number | null;
}

/** The annual reduction (Lei nº 9.250/1995, art. 11-A), by the names of its values in the register. */
export interface TaxReduction {
  /** Income up to which the reduction zeroes the tax, up to `reducaoMaxima`. */
  rendaZerada: number;
  reducaoMaxima: number;
  /** Income above which there is no reduction. */
  rendaLimite: number;
  /** Between the two: parcelaFixa − coeficiente × income. */
  parcelaFixa: number;
  coeficiente: number;
}

export interface IncomeTaxRules {
  table: readonly IncomeTaxRow[];
  simplifiedDiscount: { percent: number; cap: number };
  reduction: TaxReduction;
  /** PGBL's deduction limit, % of the gross taxable income (the complete model only). */
  pgblLimitPercent: number;
}

export type TaxModel = "simplificada" | "completa";

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The annual table's tax on `base`: its line's rate less its amount to deduct, to the cent. */
export function tableTax(table: readonly IncomeTaxRow[], base: number): number {
  const row = table.find((line) => line.upTo === undefined || line.upTo === null || base <= line.upTo);
  if (!row) throw new Error("A tabela anual do imposto de renda precisa de uma última faixa sem limite.");
  return Math.max(0, cents((base * row.rate) / 100 - (row.deduction ?? 0)));
}

/** The reduction of a year's `tax` for `grossIncome` of taxable income, to the cent, never more than the tax. */
export function taxReduction(reduction: TaxReduction, grossIncome: number, tax: number): number {
  const most =
    grossIncome <= reduction.rendaZerada
      ? reduction.reducaoMaxima
      : grossIncome <= reduction.rendaLimite
        ? Math.max(0, cents(reduction.parcelaFixa - reduction.coeficiente * grossIncome))
        : 0;
  return Math.min(tax, most);
}

/** The simplified model's discount: `percent` % of the income, at most `cap`. */
export function simplifiedDiscount(rules: Pick<IncomeTaxRules, "simplifiedDiscount">, grossIncome: number): number {
  const { percent, cap } = rules.simplifiedDiscount;
  return Math.min(cents((grossIncome * percent) / 100), cap);
}

/** The year's tax in `model`, with `deductions` in the complete model (ignored in the simplified one). */
export function incomeTaxOfYear(
  rules: IncomeTaxRules,
  grossIncome: number,
  model: TaxModel,
  deductions: number,
): number {
  const taken = model === "simplificada" ? simplifiedDiscount(rules, grossIncome) : deductions;
  const tax = tableTax(rules.table, Math.max(0, grossIncome - taken));
  return cents(tax - taxReduction(rules.reduction, grossIncome, tax));
}
