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

/**
 * A CNPJ whose two check digits agree with the twelve characters before them (Receita Federal's
 * modulo 11, weights 2 to 9 from the right). Each character counts as its character code minus 48,
 * which is the digit itself for 0–9 and also covers the letters of the alphanumeric CNPJ issued from
 * July 2026. All-equal digits pass that arithmetic but are no one's number.
 */
export function hasValidCnpjDigits(cnpj: string): boolean {
  const characters = cnpj.replace(/[./-]/g, "");
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(characters) || /^(\d)\1{13}$/.test(characters)) return false;
  const values = [...characters].map((character) => character.charCodeAt(0) - 48);
  const checkDigit = (count: number): number => {
    const sum = values.slice(0, count).reduce((total, value, index) => total + value * (((count - 1 - index) % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === values[12] && checkDigit(13) === values[13];
}

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
  email: { validate: (value) => EMAIL_FORMAT.test(value), editor: { pattern: EMAIL_FORMAT, message: "deve ser um endereço de e-mail" } },
  cnpj: { validate: hasValidCnpjDigits },
  date: { validate: isCalendarDate },
};
