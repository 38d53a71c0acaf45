/**
 * Calendar dates as the brokerage reads them: "YYYY-MM-DD" strings on São Paulo's calendar, whatever
 * the machine's zone. The full quote's date answers and the renewal reminders' end dates both count
 * days here. Runtime-free and small: the site's form chunks import it.
 */

// Built once; a São Paulo calendar date whatever the machine's zone.
const SAO_PAULO_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in São Paulo as "YYYY-MM-DD": dates are checked against the brokerage's calendar. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return SAO_PAULO_DATE.format(now);
}

/** A date typed as "YYYY-MM-DD" (the date input) or "DD/MM/YYYY" (how the lead writes it), as "YYYY-MM-DD", or null. */
export function parseDate(typed: string): string | null {
  const text = typed.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = text.includes("/") ? [match[3], match[2], match[1]] : [match[1], match[2], match[3]];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  )
    return null;
  return `${year}-${month}-${day}`;
}

/** "1985-03-15" → "15/03/1985". */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** The date `days` after `iso` (before, when negative). */
export function shiftDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** The same day `months` later; a day the month lacks becomes its last ("2026-01-31" + 1 → "2026-02-28"). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
