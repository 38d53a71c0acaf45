/**
 * What a phone number may look like: digits, spaces and + ( ) -, a + only in front, 8 to 15 digits
 * (a local number without its area code has 8; E.164 allows 15, as does 0055 11 98765-4321), and at
 * most MAX_LENGTHS.phone (40) characters. One pattern for both sides, as email-address.ts: the
 * function tests it with the `u` flag, and the forms put the same source in every phone input's
 * `pattern` attribute, which browsers compile as `^(?:source)$` with the `v` flag (so `( ) -` are
 * escaped inside the class). Pure: no I/O.
 */

export const MIN_PHONE_DIGITS = 8;
export const MAX_PHONE_DIGITS = 15;

/** Separators may come anywhere (spaces around a + included); each repetition takes one digit, so no backtracking blows up. */
export const PHONE_PATTERN_SOURCE = `[ ]*\\+?(?:[ \\(\\)\\-]*[0-9]){${MIN_PHONE_DIGITS},${MAX_PHONE_DIGITS}}[ \\(\\)\\-]*`;

const PHONE = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, "u");

/** Whether `value` (trimmed or not) is a phone number by the rule above; its length is MAX_LENGTHS' to check. */
export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}
