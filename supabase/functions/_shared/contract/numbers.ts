/**
 * Numbers the way Brazilians write them, read and written in one place for the whole project: the
 * simulators' fields, the full quote's amounts (quote-questions.ts) and the mails. "80.000", "80000"
 * and "80.000,00" are the same amount, "1,5" is one and a half; results are written with
 * Intl.NumberFormat('pt-BR') ("R$ 1.234,56"). Runtime-free and small: the site's chunks import it.
 */

const CENTS = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DECIMAL = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
/** Every decimal typed, never rounded: a field shows back the very number it computes with. */
const TYPED = {
  cents: new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 10 }),
  plain: new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 10 }),
};

/** What a reading accepts beyond the digits: a sign, and how many decimals. */
export interface DecimalReading {
  /** A leading "-" or "+" (default true: a negative amount is then refused with its own message). */
  signed?: boolean;
  /** The most decimals after the comma (default: any). */
  maxDecimals?: number;
}

/**
 * A number as typed in Brazil, or null when it is not one: dots group thousands ("80.000"), the
 * comma marks the decimals ("1,5"; "80.000,00"); "R$", "%" and spaces around it are ignored. A lone
 * dot followed by one or two digits ("1.5") is read as a decimal point, as a phone's keyboard writes it.
 */
export function parseDecimal(
  typed: string,
  { signed = true, maxDecimals = Infinity }: DecimalReading = {},
): number | null {
  const text = typed
    .replace(/R\$/gi, "")
    .replace(/%/g, "")
    .replace(/[\s\u00a0]/g, "");
  const match = /^([+-]?)(.*)$/.exec(text);
  if (!signed && match?.[1] !== "") return null;
  const sign = match?.[1] === "-" ? -1 : 1;
  const body = match?.[2] ?? "";
  let normalized: string;
  if (/^(\d{1,3}(\.\d{3})*|\d+),\d+$/.test(body)) normalized = body.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(body)) normalized = body.replace(/\./g, "");
  else if (/^\d+(\.\d{1,2})?$/.test(body)) normalized = body;
  else return null;
  if ((normalized.split(".")[1] ?? "").length > maxDecimals) return null;
  const value = sign * Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** Reais as typed ("150.000", "1.500,50", "R$ 2.000,00"): no sign, at most the cents. */
export function parseReais(typed: string): number | null {
  return parseDecimal(typed, { signed: false, maxDecimals: 2 });
}

/** "R$ 80.000,00". */
export function formatReais(value: number): string {
  return `R$ ${CENTS.format(value)}`;
}

/** "23 %", "1,5 %": as the simulation line writes a rate. */
export function formatPercent(value: number): string {
  return `${DECIMAL.format(value)} %`;
}

/** "180", "1.200": a count of months or years. */
export function formatWhole(value: number): string {
  return WHOLE.format(value);
}

/** "80.000,00" or "23": how a field shows a number it was given (the example, a value from a link). */
export function formatForField(value: number, cents: boolean): string {
  return cents ? CENTS.format(value) : DECIMAL.format(value);
}

/**
 * What a field shows once the visitor leaves it: the number typed, written as Brazilians write it
 * ("1500" → "1.500,00" in reais, "1.5" → "1,5"), with every decimal typed. Anything that is not a
 * number, or is negative, stays as typed, beside its message.
 */
export function formatTyped(typed: string, cents: boolean): string {
  const value = parseDecimal(typed);
  if (value === null || value < 0) return typed;
  return (cents ? TYPED.cents : TYPED.plain).format(value);
}
