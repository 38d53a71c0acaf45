/**
 * A rule's numbers as a page writes them, and the {name} markers of a content text that shows them:
 * "até {decisao}" in data/ becomes "até 30 dias", read from data/rules.json. No Node imports.
 */
import type { Rule, RuleValue } from "./register";

/** What a page reads of a rule it cites: where it comes from (RuleSource) and its values. */
export type CitedRule = Pick<Rule, "id" | "norm" | "sourceUrl" | "effectiveFrom"> & {
  readonly values?: readonly Pick<RuleValue, "name" | "value" | "unit">[] | null;
};

const NUMBER = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 6 });
const REAIS = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COUNTED: Readonly<Record<string, readonly [one: string, many: string]>> = {
  dias: ["dia", "dias"],
  meses: ["mês", "meses"],
  anos: ["ano", "anos"],
};

/** "30 dias", "1 mês", "10 %", "R$ 17.640,00", "0,095575". */
export function formatRuleValue({ value, unit }: Pick<RuleValue, "value" | "unit">): string {
  if (unit === "reais") return `R$ ${REAIS.format(value)}`;
  // A no-break space: "10" and "%" stay on one line.
  if (unit === "percent") return `${NUMBER.format(value)}\u00a0%`;
  const counted = COUNTED[unit];
  return counted ? `${NUMBER.format(value)} ${value === 1 ? counted[0] : counted[1]}` : NUMBER.format(value);
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
