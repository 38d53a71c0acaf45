/** Seguro de vida: how much cover a family needs, with each part shown. */

export interface VidaInputs {
  /** The family's expenses a month, R$. */
  monthlyExpenses: number;
  /** Years the family would be protected. */
  years: number;
  debts: number;
  education: number;
  /** Reserves and cover already held. */
  reserves: number;
}

export interface VidaResult {
  /** expenses × 12 × years. */
  income: number;
  debts: number;
  education: number;
  reserves: number;
  /** income + debts + education − reserves, never below zero. */
  cover: number;
}

export function simulateVida(inputs: VidaInputs): VidaResult {
  const income = inputs.monthlyExpenses * 12 * inputs.years;
  return {
    income,
    debts: inputs.debts,
    education: inputs.education,
    reserves: inputs.reserves,
    cover: Math.max(0, income + inputs.debts + inputs.education - inputs.reserves),
  };
}
