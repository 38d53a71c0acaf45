/**
 * The rules register (data/rules.json): every rate, table, limit and deadline the site states, once,
 * with its norm, official source and dates. The simulators compute with these values and the pages
 * cite the rules by id; this module is how both read them. No Node imports: islands use it too.
 */

export type RuleUnit = "reais" | "percent" | "dias" | "meses" | "anos" | "coeficiente";

export interface RuleValue {
  readonly name: string;
  readonly label: string;
  readonly value: number;
  readonly unit: string;
}

/** One line of a table: up to `upTo` (none on the last line), `rate` %, and the amount to deduct (income tax). */
export interface RuleTableRow {
  readonly upTo?: number | null;
  readonly rate: number;
  readonly deduction?: number | null;
}

export interface RuleTable {
  readonly unit: string;
  readonly rows: readonly RuleTableRow[];
}

export interface Rule {
  readonly id: string;
  readonly title: string;
  readonly statement: string;
  readonly norm: string;
  readonly sourceUrl: string;
  readonly effectiveFrom: string;
  readonly effectiveUntil?: string | null;
  readonly changedOn: string;
  readonly reviewedOn: string;
  readonly values?: readonly RuleValue[] | null;
  readonly table?: RuleTable | null;
}

/** What a page needs to cite a rule: its name, norm, source and dates. */
export type RuleCitation = Pick<Rule, "id" | "title" | "norm" | "sourceUrl" | "effectiveFrom" | "effectiveUntil">;

/** The rule with `id`; the content check guarantees every cited id exists, so a miss is a bug. */
export function findRule<T extends { readonly id: string }>(rules: readonly T[], id: string): T {
  const rule = rules.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`data/rules.json has no rule "${id}"`);
  return rule;
}

/** The number named `name` in a rule (the content check guarantees the ones the code reads). */
export function ruleValue(rule: Pick<Rule, "id" | "values">, name: string): number {
  const found = rule.values?.find((value) => value.name === name);
  if (!found) throw new Error(`rule "${rule.id}" in data/rules.json has no value "${name}"`);
  return found.value;
}

/** A rule's table, checked to count in `unit`. */
export function ruleTable(rule: Pick<Rule, "id" | "table">, unit: RuleUnit): readonly RuleTableRow[] {
  if (!rule.table || rule.table.unit !== unit)
    throw new Error(`rule "${rule.id}" in data/rules.json has no table in ${unit}`);
  return rule.table.rows;
}
