/**
 * From a simulation to a proposal request: the link to the full quote carries the simulation's
 * numbers (never anything personal: the income and deductions typed in the pension simulator stay
 * on its page), and the quote form turns them back into its product's answers and one readable line
 * for additionalDetails ("Simulação de consórcio: crédito R$ 80.000,00 · 180 meses · … → parcela R$ 555,56").
 * A link is anyone's to write: each number is checked against its field's range in the simulators'
 * data, as the simulator checks what is typed, and one that fails is dropped, never clamped into a
 * value the visitor did not simulate.
 */
import { quotePath } from "../../supabase/functions/_shared/contract/routes";
import { simulateConsorcio, type ConsorcioInputs } from "./consorcio";
import { checkField, type Range, type Unit } from "./fields";
import { formatForField, formatPercent, formatReais, formatWhole } from "./numbers";
import { futureValue, monthlyRate } from "./previdencia";
import { simulateVida, type VidaInputs } from "./vida";

type PrevidenciaLinkInputs = { contribution: number; years: number; annualReturn: number };
interface Inputs {
  consorcio: Omit<ConsorcioInputs, "financingRate">;
  previdencia: PrevidenciaLinkInputs;
  vida: VidaInputs;
}
export type SimulatorProduct = keyof Inputs;
/** The simulator whose quote link writes only numbers among the fields K: the product of a simulator with those fields. */
export type ProductOf<K extends string> = {
  [P in SimulatorProduct]: keyof Inputs[P] extends K ? P : never;
}[SimulatorProduct];
export type Simulation = { [P in SimulatorProduct]: { product: P; inputs: Inputs[P] } }[SimulatorProduct];
/** What a quote link brought back: the numbers that passed their checks. */
export type LinkedSimulation = {
  [P in SimulatorProduct]: { product: P; inputs: Partial<Inputs[P]> };
}[SimulatorProduct];
/** Each simulator's fields' ranges (data/simulators.json), by the field's name in the simulation. */
export type SimulatorRanges = { readonly [P in SimulatorProduct]: Readonly<Record<keyof Inputs[P], Range>> };

/** The simulators: each lives on the service page of the same slug, and its proposal chooses the quote's product of the same name. */
export const SIMULATOR_PRODUCTS: readonly SimulatorProduct[] = ["consorcio", "previdencia", "vida"];

/** Each simulation's numbers: their query parameter and unit, in the order the link writes them. */
const PARAMETERS: { [P in SimulatorProduct]: Record<keyof Inputs[P], readonly [string, Unit]> } = {
  consorcio: {
    credit: ["credito", "reais"],
    months: ["prazo", "months"],
    adminFee: ["taxa", "percent"],
    reserveFund: ["fundo", "percent"],
    insurance: ["seguro", "percent"],
  },
  previdencia: {
    contribution: ["contribuicao", "reais"],
    years: ["anos", "years"],
    annualReturn: ["rentabilidade", "percent"],
  },
  vida: {
    monthlyExpenses: ["despesas", "reais"],
    years: ["anos", "years"],
    debts: ["dividas", "reais"],
    education: ["educacao", "reais"],
    reserves: ["reservas", "reais"],
  },
};

const isProduct = (product: string | null): product is SimulatorProduct =>
  (SIMULATOR_PRODUCTS as readonly (string | null)[]).includes(product);

/**
 * The simulation a simulator's inputs make: its product and the numbers its quote link writes, each
 * among the inputs (ProductOf<K>); the others (the pension simulator's income and deductions) stay
 * on the page.
 */
export function simulationOf<K extends string>(product: ProductOf<K>, inputs: Readonly<Record<K, number>>): Simulation {
  const numbers: Record<string, number> = {};
  for (const key of Object.keys(PARAMETERS[product])) numbers[key] = inputs[key as K];
  const simulation: { product: SimulatorProduct; inputs: Record<string, number> } = { product, inputs: numbers };
  return simulation as Simulation;
}

/** The full quote with the simulation's product chosen and its numbers: /solicitar-cotacao?produto=consorcio&credito=80000&…. */
export function proposalPath(simulation: Simulation): string {
  const query = new URLSearchParams();
  const inputs = simulation.inputs as unknown as Record<string, number>;
  for (const [key, [name]] of Object.entries<readonly [string, Unit]>(PARAMETERS[simulation.product]))
    query.set(name, String(inputs[key]));
  return `${quotePath(simulation.product)}&${query.toString()}`;
}

/**
 * The numbers a quote link carries for `product`, each within its field's range as the simulator
 * checks it; a missing, malformed or out-of-range number is left out. Null when the product has no
 * simulator or no number passes.
 */
export function simulationFromQuery(
  product: string | null,
  search: string,
  ranges: SimulatorRanges,
): LinkedSimulation | null {
  if (!isProduct(product)) return null;
  const query = new URLSearchParams(search);
  const productRanges = ranges[product] as Readonly<Record<string, Range>>;
  const inputs: Record<string, number> = {};
  for (const [key, [name, unit]] of Object.entries<readonly [string, Unit]>(PARAMETERS[product])) {
    const typed = query.get(name);
    const checked = typed === null ? null : checkField(typed, unit, productRanges[key]);
    if (checked?.ok) inputs[key] = checked.value;
  }
  return Object.keys(inputs).length > 0 ? ({ product, inputs } as LinkedSimulation) : null;
}

export interface Proposal {
  /** Answers to the product's quote questions (data/quote-questions.json), by question id, as typed in their fields. */
  answers: Record<string, string>;
  /** The simulation in one line, for additionalDetails; null when a number was left out, as its result would be another. */
  line: string | null;
}

const reais = (value: number) => formatForField(value, true);

/** The simulation's inputs when every number is there. */
function whole<P extends SimulatorProduct>(product: P, inputs: Partial<Inputs[P]>): Inputs[P] | null {
  return Object.keys(PARAMETERS[product]).every((key) => typeof (inputs as Record<string, unknown>)[key] === "number")
    ? (inputs as Inputs[P])
    : null;
}

export function proposalOf(simulation: LinkedSimulation): Proposal {
  switch (simulation.product) {
    case "consorcio": {
      const { credit, months } = simulation.inputs;
      const answers: Record<string, string> = {};
      if (credit !== undefined) answers.credito = reais(credit);
      if (months !== undefined) answers.prazo = String(months);
      const inputs = whole("consorcio", simulation.inputs);
      if (!inputs) return { answers, line: null };
      const result = simulateConsorcio({ ...inputs, financingRate: 0 });
      const insurance = inputs.insurance > 0 ? ` · seguro ${formatPercent(inputs.insurance)} ao mês` : "";
      return {
        answers: { ...answers, parcela: reais(result.monthlyPayment) },
        line: `Simulação de consórcio: crédito ${formatReais(inputs.credit)} · ${formatWhole(inputs.months)} meses · taxa ${formatPercent(inputs.adminFee)} · fundo ${formatPercent(inputs.reserveFund)}${insurance} → parcela ${formatReais(result.monthlyPayment)}`,
      };
    }
    case "previdencia": {
      const { contribution } = simulation.inputs;
      const answers: Record<string, string> = contribution === undefined ? {} : { contribuicao: reais(contribution) };
      const inputs = whole("previdencia", simulation.inputs);
      if (!inputs) return { answers, line: null };
      const balance = futureValue(inputs.contribution, inputs.years * 12, monthlyRate(inputs.annualReturn / 100));
      return {
        answers,
        line: `Simulação de previdência: contribuição ${formatReais(inputs.contribution)} por mês · ${formatWhole(inputs.years)} ${inputs.years === 1 ? "ano" : "anos"} · rentabilidade ${formatPercent(inputs.annualReturn)} ao ano → saldo ${formatReais(balance)}`,
      };
    }
    case "vida": {
      const inputs = whole("vida", simulation.inputs);
      if (!inputs) return { answers: {}, line: null };
      const result = simulateVida(inputs);
      return {
        answers: { capital: reais(result.cover) },
        line: `Simulação de seguro de vida: despesas ${formatReais(inputs.monthlyExpenses)} por mês · ${formatWhole(inputs.years)} ${inputs.years === 1 ? "ano" : "anos"} · dívidas ${formatReais(inputs.debts)} · educação ${formatReais(inputs.education)} · reservas ${formatReais(inputs.reserves)} → cobertura ${formatReais(result.cover)}`,
      };
    }
  }
}
