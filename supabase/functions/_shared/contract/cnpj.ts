/**
 * The CNPJ, Brazil's company register number: one rule for the content (data/site.json's own
 * CNPJ) and for a visitor's answer in the full quote. Runtime-free: the site, the build and the
 * function read it.
 */

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
    const sum = values
      .slice(0, count)
      .reduce((total, value, index) => total + value * (((count - 1 - index) % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === values[12] && checkDigit(13) === values[13];
}

/** The fourteen characters of a CNPJ as typed ("11222333000181", "12.abc.345/01de-35"), in capitals, or null when they are not fourteen. */
export function cnpjCharacters(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[\s./-]/g, "");
  return /^[0-9A-Z]{12}[0-9]{2}$/.test(characters) ? characters : null;
}

/** "11222333000181" → "11.222.333/0001-81". */
export function formatCnpj(characters: string): string {
  return `${characters.slice(0, 2)}.${characters.slice(2, 5)}.${characters.slice(5, 8)}/${characters.slice(8, 12)}-${characters.slice(12)}`;
}
