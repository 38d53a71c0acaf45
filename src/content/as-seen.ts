/**
 * A text as a person reads it, for comparing content with the placeholders (go-live.ts): two
 * spellings that look the same on the page, or in a browser's address bar, fold to one. Pure.
 */
import { domainToUnicode } from "node:url";

/**
 * Cyrillic and Greek letters drawn like a Latin one in the site's fonts, by the Latin letter they
 * pass for (from Unicode's confusables.txt, letters only). Applied before lower-casing, so that an
 * upper-case lookalike ("В" for "B") folds with its Latin twin.
 */
// prettier-ignore
const LOOKALIKES: Readonly<Record<string, string>> = {
  А: "A", В: "B", Е: "E", К: "K", М: "M", Н: "H", О: "O", Р: "P", С: "C", Т: "T", Х: "X", У: "Y",
  І: "I", Ј: "J", Ѕ: "S", Ԛ: "Q", Ԝ: "W",
  а: "a", е: "e", о: "o", р: "p", с: "c", у: "y", х: "x", і: "i", ј: "j", ѕ: "s", ԁ: "d", һ: "h",
  ӏ: "l", ԛ: "q", ԝ: "w",
  Α: "A", Β: "B", Ε: "E", Ζ: "Z", Η: "H", Ι: "I", Κ: "K", Μ: "M", Ν: "N", Ο: "O", Ρ: "P", Τ: "T",
  Υ: "Y", Χ: "X",
  α: "a", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", υ: "u",
};

const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "gu");

/** The dots IDNA (UTS #46) reads as a label separator; NFKC alone turns only the full-width one into ".". */
const IDNA_DOTS = /[\u3002\uFF0E\uFF61]/g;

/**
 * The text folded as it is seen: Unicode compatibility forms (NFKC: full-width letters and
 * digits, ligatures, the non-breaking space), look-alike letters, letter case and accents,
 * invisible characters (zero-width spaces and joiners, soft hyphens, direction marks: dropped),
 * dashes (a hyphen) and runs of any whitespace (one space).
 */
export function asSeen(text: string): string {
  return text
    .normalize("NFKC")
    .replace(LOOKALIKE, (character) => LOOKALIKES[character])
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(IDNA_DOTS, ".")
    .replace(/[\p{Pd}\u2212]/gu, "-")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .normalize("NFKC");
}

/** Only the letters and digits of a text as seen: "(11) 3000‑0000" and "11 3000 0000" are one number. */
export const lettersAndDigits = (text: string): string => asSeen(text).replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The host names a text's addresses lead to, as a browser's address bar shows them: each URL
 * ("https://…", "//…") and e-mail domain goes through the WHATWG URL parser (IDNA mapping, so a
 * full-width or ideographic dot is a dot and %2E a dot too), then punycode back to letters, folded.
 */
export function hostsIn(text: string): string[] {
  const normal = text.normalize("NFKC").replace(IDNA_DOTS, ".");
  const candidates = [
    ...(normal.includes("//") ? [...normal.matchAll(/(?:[a-z][a-z0-9+.-]*:)?\/\/[^\s<>"'`]+/gi)] : []).map((match) =>
      match[0].startsWith("//") ? `https:${match[0]}` : match[0],
    ),
    ...(normal.includes("@") ? [...normal.matchAll(/@([^\s<>"'`@/?#]+)/g)] : []).map((match) => `https://${match[1]}`),
  ];
  const hosts = new Set<string>();
  for (const candidate of candidates) {
    let hostname: string;
    try {
      hostname = new URL(candidate).hostname;
    } catch {
      continue;
    }
    // A final dot names the same host ("aurora.example." at the end of a sentence).
    const host = hostname.replace(/\.$/, "");
    if (host) hosts.add(asSeen(domainToUnicode(host) || host));
  }
  return [...hosts];
}

/**
 * A text with what cannot be seen made visible, for a report: each invisible or control character,
 * and each space other than the plain one, as its code ("Corretora[U+00A0]Tranquilidade").
 */
export const visible = (text: string): string =>
  text.replace(/[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Z}]/gu, (character) =>
    character === " " ? " " : `[U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}]`,
  );
