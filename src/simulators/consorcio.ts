/**
 * Consórcio: the monthly payment of a carta de crédito, its total and its cost, beside the same
 * credit financed by the Price table (fixed instalments at a monthly rate). Each total is the
 * instalment the page shows, rounded to the cent, times the months. The two totals are nominal sums
 * over different timings (the financing's credit comes at once, the consórcio's at a contemplação no
 * one can date), so no difference between them is computed.
 */

export interface ConsorcioInputs {
  /** The carta de crédito, R$. */
  credit: number;
  /** The term, in months. */
  months: number;
  /** The total administration fee over the term, % of the credit. */
  adminFee: number;
  /** The reserve fund, % of the credit. */
  reserveFund: number;
  /** Insurance, % of the credit a month (0 when none). */
  insurance: number;
  /** The financing's interest rate, % a month, shown beside it. */
  financingRate: number;
}

export interface PriceFinancing {
  /** Rounded to the cent, as it is paid. */
  instalment: number;
  totalPaid: number;
}

export interface ConsorcioResult {
  /** credit × (1 + fee + fund) ÷ term, without the insurance. */
  basePayment: number;
  insuranceMonthly: number;
  /** What the visitor pays each month: base payment plus insurance, rounded to the cent. */
  monthlyPayment: number;
  /** monthlyPayment × months. */
  totalPaid: number;
  /** What is paid beyond the credit, as % of it. */
  totalCostPercent: number;
  financing: PriceFinancing;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The Price table: the fixed instalment that repays `principal` in `months` at `monthlyRate` (%). */
export function priceFinancing(principal: number, months: number, monthlyRate: number): PriceFinancing {
  const rate = monthlyRate / 100;
  const instalment = cents(rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months));
  return { instalment, totalPaid: cents(instalment * months) };
}

export function simulateConsorcio(inputs: ConsorcioInputs): ConsorcioResult {
  const { credit, months, adminFee, reserveFund, insurance, financingRate } = inputs;
  const basePayment = (credit * (1 + adminFee / 100 + reserveFund / 100)) / months;
  const insuranceMonthly = (credit * insurance) / 100;
  const monthlyPayment = cents(basePayment + insuranceMonthly);
  const totalPaid = cents(monthlyPayment * months);
  return {
    basePayment,
    insuranceMonthly,
    monthlyPayment,
    totalPaid,
    totalCostPercent: ((totalPaid - credit) / credit) * 100,
    financing: priceFinancing(credit, months, financingRate),
  };
}
