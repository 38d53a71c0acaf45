/**
 * A rule's numbers as a page writes them, and the {name} markers of a content text that shows them:
 * "até {decisao}" in data/ becomes "até 30 dias", read from data/rules.json. No Node imports.
 */
import type { Rule, RuleValue } from "./register";

/** What a page reads of a rule it cites: where it comes from (RuleSource) and its values. */
export type CitedRule = Pick<Rule, "id" | "norm" | "sourceUrl" | "effectiveFrom"> & {
  readonly values?: readonly Pick<RuleValue, "name" | "value" | "unit">[] | null;
};

const decimal = (digits: number) => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: digits });
const CENTS = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A count with its word, singular for one: "1 dia", "30 dias". */
const counted = (value: number, one: string, many: string) => `${decimal(0).format(value)} ${value === 1 ? one : many}`;

/** How each unit of the register reads in a sentence (schemas/rules.schema.json lists the same units). */
const WRITERS: Readonly<Record<string, (value: number) => string>> = {
  dias: (value) => counted(value, "dia", "dias"),
  meses: (value) => counted(value, "mês", "meses"),
  anos: (value) => counted(value, "ano", "anos"),
  // A no-break space: "10" and "%" stay on one line, as the simulators write a rate.
  percent: (value) => `${decimal(2).format(value)}\u00a0%`,
  reais: (value) => `R$ ${Number.isInteger(value) ? decimal(0).format(value) : CENTS.format(value)}`,
  coeficiente: (value) => decimal(6).format(value),
};

/** The units a page can write. */
export const RULE_UNITS: readonly string[] = Object.keys(WRITERS);

/** A register value as a page writes it: "30 dias", "1 mês", "10 %", "R$ 600.000", "R$ 2.694,15", "0,095575". */
export function formatRuleValue({ value, unit }: Pick<RuleValue, "value" | "unit">): string {
  const write = WRITERS[unit];
  if (!write) throw new Error(`no way to write a value in "${unit}" (src/rules/rule-text.ts)`);
  return write(value);
}

/** Every value of a rule by name, written for the page: { decisao: "30 dias", … }. */
export function ruleValueTexts(values: readonly Pick<RuleValue, "name" | "value" | "unit">[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value.name, formatRuleValue(value)]));
}

/** A {name} marker: anything but spaces and braces between braces, so "{decisão}" is one too (and refused). */
const MARKER = /\{([^{}\s]+)\}/g;

/** The {name} markers of a text, in order ("até {decisao}" → ["decisao"]). */
export function textMarkers(text: string): string[] {
  return [...text.matchAll(MARKER)].map((match) => match[1]);
}

/** A text with its {name} markers filled from `values`; an unknown marker stays as written, so it shows. */
export function fillMarkers(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(MARKER, (marker, name: string) => values[name] ?? marker);
}
