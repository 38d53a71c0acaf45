/**
 * Consórcio: the monthly payment of a carta de crédito, its total and its cost, beside the same
 * credit financed by the Price table (fixed instalments at a monthly rate).
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
  /** The financing's interest rate, % a month, for the comparison. */
  financingRate: number;
}

export interface PriceFinancing {
  instalment: number;
  totalPaid: number;
}

export interface ConsorcioResult {
  /** credit × (1 + fee + fund) ÷ term, without the insurance. */
  basePayment: number;
  insuranceMonthly: number;
  /** What the visitor pays each month: base payment plus insurance. */
  monthlyPayment: number;
  totalPaid: number;
  /** What is paid beyond the credit, as % of it. */
  totalCostPercent: number;
  financing: PriceFinancing;
  /** Financing's total minus the consórcio's: positive when the consórcio costs less. */
  difference: number;
}

/** The Price table: the fixed instalment that repays `principal` in `months` at `monthlyRate` (%). */
export function priceFinancing(principal: number, months: number, monthlyRate: number): PriceFinancing {
  const rate = monthlyRate / 100;
  const instalment = rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months);
  return { instalment, totalPaid: instalment * months };
}

export function simulateConsorcio(inputs: ConsorcioInputs): ConsorcioResult {
  const { credit, months, adminFee, reserveFund, insurance, financingRate } = inputs;
  const basePayment = (credit * (1 + adminFee / 100 + reserveFund / 100)) / months;
  const insuranceMonthly = (credit * insurance) / 100;
  const monthlyPayment = basePayment + insuranceMonthly;
  const totalPaid = monthlyPayment * months;
  const financing = priceFinancing(credit, months, financingRate);
  return {
    basePayment,
    insuranceMonthly,
    monthlyPayment,
    totalPaid,
    totalCostPercent: ((totalPaid - credit) / credit) * 100,
    financing,
    difference: financing.totalPaid - totalPaid,
  };
}
