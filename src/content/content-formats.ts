/**
 * The string formats of the content ("format" in schemas/): what the content check accepts, and what
 * of it the editor can test. Decap checks one regular expression per field, so a rule no regular
 * expression states (a CNPJ's check digits, a day on the calendar) is the content check's alone; the
 * schema's own pattern gives the editor and VS Code the shape, and the publication refuses the rest.
 */

/** What the content's "email" format accepts. */
export const EMAIL_FORMAT = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export interface ContentFormat {
  validate(value: string): boolean;
  /** The same rule as one anchored expression for the editor, with the message for a schema that gives none; absent when no expression can state it. */
  editor?: { pattern: RegExp; message: string };
}

// One rule for the brokerage's CNPJ here and a visitor's in the full quote.
export { hasValidCnpjDigits } from "../../supabase/functions/_shared/contract/cnpj";
import { hasValidCnpjDigits } from "../../supabase/functions/_shared/contract/cnpj";

/** "2026-11-20": a year-month-day that is a day on the calendar (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Every format a content schema may name; the editor's configuration refuses any other. */
export const CONTENT_FORMATS: Readonly<Record<string, ContentFormat>> = {
  email: {
    validate: (value) => EMAIL_FORMAT.test(value),
    editor: { pattern: EMAIL_FORMAT, message: "deve ser um endereço de e-mail" },
  },
  cnpj: { validate: hasValidCnpjDigits },
  date: { validate: isCalendarDate },
};
