/**
 * One simulator input: its unit and allowed range (data/simulators.json), and the pt-BR message
 * for each way it can be wrong. A simulator computes only from inputs that pass, so no result is
 * ever NaN, Infinity or negative.
 */
import { formatPercent, formatReais, formatWhole, parseDecimal } from "./numbers";

export type Unit = "reais" | "percent" | "months" | "years";

export interface Range {
  min: number;
  max: number;
}

export type FieldCheck = { ok: true; value: number } | { ok: false; message: string };

function formatIn(unit: Unit, value: number): string {
  switch (unit) {
    case "reais":
      return formatReais(value);
    case "percent":
      return formatPercent(value);
    case "months":
      return `${formatWhole(value)} ${value === 1 ? "mês" : "meses"}`;
    case "years":
      return `${formatWhole(value)} ${value === 1 ? "ano" : "anos"}`;
  }
}

const EXAMPLE: Record<Unit, string> = { reais: "80.000,00", percent: "1,5", months: "180", years: "10" };

/** Checks what was typed in a field of `unit` against its `range`. */
export function checkField(typed: string, unit: Unit, range: Range): FieldCheck {
  if (typed.trim() === "") return { ok: false, message: "Preencha este campo." };
  const value = parseDecimal(typed);
  if (value === null) return { ok: false, message: `Digite só o número, como ${EXAMPLE[unit]}.` };
  if (value < 0) return { ok: false, message: "O valor não pode ser negativo." };
  if (value === 0 && range.min > 0) return { ok: false, message: "O valor precisa ser maior que zero." };
  if ((unit === "months" || unit === "years") && !Number.isInteger(value))
    return { ok: false, message: `Use um número inteiro de ${unit === "months" ? "meses" : "anos"}.` };
  if (value < range.min || value > range.max)
    return { ok: false, message: `Informe de ${formatIn(unit, range.min)} a ${formatIn(unit, range.max)}.` };
  return { ok: true, value };
}

/** The checks of a simulator's fields, and its inputs when every one passes. */
export function checkFields<K extends string>(
  typed: Record<K, string>,
  specs: Record<K, { unit: Unit; range: Range }>,
): { errors: Partial<Record<K, string>>; values: Record<K, number> | null } {
  const errors: Partial<Record<K, string>> = {};
  const values = {} as Record<K, number>;
  for (const key of Object.keys(specs) as K[]) {
    const checked = checkField(typed[key] ?? "", specs[key].unit, specs[key].range);
    if (checked.ok) values[key] = checked.value;
    else errors[key] = checked.message;
  }
  return { errors, values: Object.keys(errors).length === 0 ? values : null };
}
