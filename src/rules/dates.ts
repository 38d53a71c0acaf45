/**
 * Dates as the pages write them in pt-BR, from "YYYY-MM-DD" (a rule's effective dates, a guide's
 * publication and update): "11/12/2025", "27 de novembro de 2026", "dezembro de 2025". Pure.
 */

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** "2025-12-11" → "11/12/2025", as Brazilians write a day. */
export function brazilianDay(iso: string): string {
  return iso.split("-").reverse().join("/");
}

/** "2026-11-27" → "27 de novembro de 2026"; "2026-11-01" → "1º de novembro de 2026", as pt-BR writes the first day. */
export function dayInWords(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new Error(`not a day: ${value}`);
  const [year, month, day] = match.slice(1).map(Number);
  return `${day === 1 ? "1º" : day} de ${MONTHS[month - 1]} de ${year}`;
}

/** "2025-12-01" → "dezembro de 2025": the month a statistic is of. */
export function monthInWords(iso: string): string {
  const [year, month] = iso.split("-");
  return `${MONTHS[Number(month) - 1]} de ${year}`;
}
