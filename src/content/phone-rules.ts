/**
 * One phone number: the number a page shows and the number its links dial are the same. data/site.json
 * keeps the brokerage's phone twice, as shown ("(11) 3000-0000", `phone.display`) and as dialled
 * ("+551130000000", `phone.e164`, what every tel: link and the structured data use); the schema can
 * only check each shape. An insurer's number (data/insurers.json) is written once and its tel: link
 * derived from it (brazilianTelHref), and the WhatsApp number is never shown, so they need no rule.
 * Each problem is a field path and a pt-BR reason, like the schema's own.
 */
import type { SchemaProblem } from "./content-schemas";

/** The pairs of data/site.json that must be one number: what is shown, and what is dialled (E.164). */
export const PHONE_PAIRS: readonly { display: readonly string[]; e164: readonly string[] }[] = [
  { display: ["phone", "display"], e164: ["phone", "e164"] },
];

/**
 * The national number a Brazilian phone written for people stands for: its digits without the
 * country code (+55) or the trunk prefix 0, so "(11) 3000-0000", "+55 11 3000-0000" and
 * "(011) 3000-0000" are all 1130000000, and "0800 000 0000" is 8000000000 (+55 800…, as dialled
 * from abroad and as tel: links write it). Null when it has no digits.
 */
export function nationalNumber(written: string): string | null {
  const digits = written.replace(/\D/g, "");
  if (digits === "") return null;
  if (/^\s*\+/.test(written)) return digits.startsWith("55") ? digits.slice(2) : null;
  return digits.replace(/^0/, "");
}

/** How "+551130000000" is shown: (11) 3000-0000; a mobile (11) 93000-0000; a toll-free 0800 000 0000. */
export function phoneDisplayOf(e164: string): string {
  const national = e164.replace(/^\+55/, "");
  if (/^800\d{7}$/.test(national)) return `0800 ${national.slice(3, 6)} ${national.slice(6)}`;
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(national);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

const at = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );

/** A shown number that is not the dialled one, in data/site.json. */
export function phoneNumberProblems(site: unknown): SchemaProblem[] {
  return PHONE_PAIRS.flatMap(({ display, e164 }) => {
    const shown = at(site, display);
    const dialled = at(site, e164);
    // A missing or malformed value is the schema's to report.
    if (typeof shown !== "string" || typeof dialled !== "string" || !/^\+55\d{10,11}$/.test(dialled)) return [];
    if (nationalNumber(shown) === dialled.slice(3)) return [];
    return [
      {
        path: [...display],
        reason:
          `"${shown}" não é o mesmo número de ${e164.join(".")} (${dialled}): a página mostraria um número e ligaria para outro. ` +
          `Corrija um dos dois; para ${dialled}, escreva ${phoneDisplayOf(dialled)}`,
      },
    ];
  });
}
