/**
 * From a simulation to a proposal request: the link to the full quote carries the simulation's
 * numbers (never anything personal: the income typed in the pension simulator stays on its page),
 * and the quote form turns them back into its product's answers and one readable line for
 * additionalDetails ("Simulação de consórcio: crédito R$ 80.000,00 · 180 meses · … → parcela R$ 555,56").
 */
import { quotePath } from "../lib/routes";
import { simulateConsorcio, type ConsorcioInputs } from "./consorcio";
import { formatForField, formatPercent, formatReais, formatWhole, parseDecimal } from "./numbers";
import { futureValue, monthlyRate } from "./previdencia";
import { simulateVida, type VidaInputs } from "./vida";

type ConsorcioSimulation = { product: "consorcio"; inputs: Omit<ConsorcioInputs, "financingRate"> };
type PrevidenciaSimulation = {
  product: "previdencia";
  inputs: { contribution: number; years: number; annualReturn: number; completeReturn: boolean };
};
type VidaSimulation = { product: "vida"; inputs: VidaInputs };
export type Simulation = ConsorcioSimulation | PrevidenciaSimulation | VidaSimulation;
export type SimulatorProduct = Simulation["product"];

/** The simulators: each lives on the service page of the same slug, and its proposal chooses the quote's product of the same name. */
export const SIMULATOR_PRODUCTS: readonly SimulatorProduct[] = ["consorcio", "previdencia", "vida"];

/** Each simulation's numbers and their query parameters, in the order the link writes them. */
const PARAMETERS = {
  consorcio: { credit: "credito", months: "prazo", adminFee: "taxa", reserveFund: "fundo", insurance: "seguro" },
  previdencia: { contribution: "contribuicao", years: "anos", annualReturn: "rentabilidade" },
  vida: { monthlyExpenses: "despesas", years: "anos", debts: "dividas", education: "educacao", reserves: "reservas" },
} as const;

/** previdencia's "declaração completa", as a query parameter. */
const COMPLETE_RETURN = "completa";

/** Whole counts (months, years) among the numbers. */
const WHOLE = new Set(["months", "years"]);
/** Larger than any simulator allows: a number beyond it in a link was not written by one. */
const MAX_NUMBER = 1e9;

/** The full quote with the simulation's product chosen and its numbers: /solicitar-cotacao?produto=consorcio&credito=80000&…. */
export function proposalPath(simulation: Simulation): string {
  const query = new URLSearchParams();
  const names: Record<string, string> = PARAMETERS[simulation.product];
  const inputs = simulation.inputs as unknown as Record<string, number | boolean>;
  for (const [key, name] of Object.entries(names)) query.set(name, String(inputs[key]));
  if (simulation.product === "previdencia")
    query.set(COMPLETE_RETURN, simulation.inputs.completeReturn ? "sim" : "nao");
  return `${quotePath(simulation.product)}&${query.toString()}`;
}

/** The simulation a quote link carries for `product`, or null when it carries none or one that is not whole. */
export function simulationFromQuery(product: string | null, search: string): Simulation | null {
  if (product !== "consorcio" && product !== "previdencia" && product !== "vida") return null;
  const query = new URLSearchParams(search);
  const inputs: Record<string, number | boolean> = {};
  for (const [key, name] of Object.entries(PARAMETERS[product] as Record<string, string>)) {
    const value = parseDecimal(query.get(name) ?? "");
    if (value === null || value < 0 || value > MAX_NUMBER) return null;
    if (WHOLE.has(key) && (!Number.isInteger(value) || value < 1)) return null;
    inputs[key] = value;
  }
  if (product === "previdencia") {
    const complete = query.get(COMPLETE_RETURN);
    if (complete !== "sim" && complete !== "nao") return null;
    inputs.completeReturn = complete === "sim";
  }
  if (product === "consorcio" && (inputs.credit as number) <= 0) return null;
  return { product, inputs } as Simulation;
}

export interface Proposal {
  /** Answers to the product's quote questions (data/quote-questions.json), by question id, as typed in their fields. */
  answers: Record<string, string>;
  /** The simulation in one line, for additionalDetails. */
  line: string;
}

const reais = (value: number) => formatForField(value, true);

export function proposalOf(simulation: Simulation): Proposal {
  switch (simulation.product) {
    case "consorcio": {
      const inputs = simulation.inputs;
      const result = simulateConsorcio({ ...inputs, financingRate: 0 });
      const insurance = inputs.insurance > 0 ? ` · seguro ${formatPercent(inputs.insurance)} ao mês` : "";
      return {
        answers: { credito: reais(inputs.credit), prazo: String(inputs.months), parcela: reais(result.monthlyPayment) },
        line: `Simulação de consórcio: crédito ${formatReais(inputs.credit)} · ${formatWhole(inputs.months)} meses · taxa ${formatPercent(inputs.adminFee)} · fundo ${formatPercent(inputs.reserveFund)}${insurance} → parcela ${formatReais(result.monthlyPayment)}`,
      };
    }
    case "previdencia": {
      const inputs = simulation.inputs;
      const balance = futureValue(inputs.contribution, inputs.years * 12, monthlyRate(inputs.annualReturn / 100));
      return {
        answers: {
          contribuicao: reais(inputs.contribution),
          declaracaoCompleta: inputs.completeReturn ? "Sim" : "Não",
        },
        line: `Simulação de previdência: contribuição ${formatReais(inputs.contribution)} por mês · ${formatWhole(inputs.years)} ${inputs.years === 1 ? "ano" : "anos"} · rentabilidade ${formatPercent(inputs.annualReturn)} ao ano · declaração completa: ${inputs.completeReturn ? "sim" : "não"} → saldo ${formatReais(balance)}`,
      };
    }
    case "vida": {
      const inputs = simulation.inputs;
      const result = simulateVida(inputs);
      return {
        answers: { capital: reais(result.cover) },
        line: `Simulação de seguro de vida: despesas ${formatReais(inputs.monthlyExpenses)} por mês · ${formatWhole(inputs.years)} ${inputs.years === 1 ? "ano" : "anos"} · dívidas ${formatReais(inputs.debts)} · educação ${formatReais(inputs.education)} · reservas ${formatReais(inputs.reserves)} → cobertura ${formatReais(result.cover)}`,
      };
    }
  }
}
