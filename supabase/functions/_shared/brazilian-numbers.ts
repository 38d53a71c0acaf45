/**
 * A visitor's phone and CPF/CNPJ as Brazilians read them in the staff's mail: "(11) 98765-4321",
 * "529.982.247-25", "11.222.333/0001-81". Only for reading: the links keep E.164 digits
 * (contact-links.ts) and what is stored stays as typed. Anything that is not one of those shapes
 * (a foreign number, a local number without its area code, a typo) is shown as typed. Pure: no I/O.
 */

import { cnpjCharacters, formatCnpj, hasValidCnpjDigits } from "./contract/cnpj.ts";
import { phoneE164 } from "./contact-links.ts";

/** "11987654321", "+55 11 98765-4321", "011 3456 7890" → "(11) 98765-4321", "(11) 3456-7890". */
export function readablePhone(typed: string): string {
  const e164 = phoneE164(typed);
  const national = e164?.startsWith("+55") ? e164.slice(3) : null;
  if (national === null || (national.length !== 10 && national.length !== 11)) return typed.trim();
  return `(${national.slice(0, 2)}) ${national.slice(2, -4)}-${national.slice(-4)}`;
}

/**
 * Eleven digits as a CPF ("529.982.247-25"), fourteen digits as a CNPJ ("11.222.333/0001-81"), an
 * alphanumeric CNPJ only when its check digits agree (else "CPF 52998224725" would pass for one),
 * anything else as typed.
 */
export function readableTaxId(typed: string): string {
  const digits = typed.replace(/[\s./-]/g, "");
  if (/^\d{11}$/.test(digits))
    return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
  const cnpj = cnpjCharacters(typed);
  return cnpj !== null && (/^\d{14}$/.test(cnpj) || hasValidCnpjDigits(cnpj)) ? formatCnpj(cnpj) : typed.trim();
}
