/**
 * E-mail address syntax, by the rules of validator.js's `isEmail` with its defaults (a dot-atom
 * local part of at most 64 octets, at most 254 characters in all, a domain of at least two labels
 * and a real TLD). One pattern for both sides: the function tests it with the `u` flag, and the
 * forms put the same source in the e-mail inputs' `pattern` attribute, which browsers compile as
 * `^(?:source)$` with the `v` flag. So inside a class the characters `( ) [ ] { } / - \ |` are
 * escaped, no punctuator appears twice in a row (`v` reserves `&&`, `##`, `..`, …) and nothing
 * outside a class is escaped that `u` would refuse (`\-`). Pure: no I/O.
 */

/** RFC 5321's limits, as validator.js applies them. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_LOCAL_PART_OCTETS = 64;

// Beyond ASCII, validator.js's own ranges, less what only hides or spoofs text and never belongs
// in an address: white space, zero-width and bidi format characters (U+1680, U+2000–U+200F,
// U+2028–U+202F, U+205F–U+206F, U+3000, U+FEFF), surrogate halves and U+FFF0 onwards.
const COMMON_RANGES = "\\u1681-\\u1FFF\\u2010-\\u2027\\u2030-\\u205E\\u2070-\\u2FFF\\u3001-\\uD7FF";
// The local part: no private use (U+E000–U+F8FF) nor U+FDD0–U+FDEF, as in validator.
const LOCAL_NON_ASCII = `\\u00A1-\\u167F${COMMON_RANGES}\\uF900-\\uFDCF\\uFDF0-\\uFEFE\\uFF00-\\uFFEF`;
// Domain labels: no full-width forms U+FF01–U+FF5E (isFQDN), and the other planes (validator
// takes their surrogate pairs) up to plane 14's tags and the private-use planes.
const DOMAIN_NON_ASCII = `\\u00A1-\\u167F${COMMON_RANGES}\\uE000-\\uFEFE\\uFF00\\uFF5F-\\uFFEF\\u{10000}-\\u{DFFFF}`;
// The TLD: both sets of gaps, and no U+00A9 (isFQDN's TLD letters).
const TLD_NON_ASCII = `\\u00A1-\\u00A8\\u00AA-\\u167F${COMMON_RANGES}\\uF900-\\uFDCF\\uFDF0-\\uFEFE\\uFF00\\uFF5F-\\uFFEF`;

// validator.js's atom characters; the order keeps any punctuator from following itself.
const ATOM = `[A-Za-z0-9!#$%&'*+=?^_\`\\{\\|\\}~\\/\\-${LOCAL_NON_ASCII}]+`;
const LABEL_CHAR = `A-Za-z0-9${DOMAIN_NON_ASCII}`;
// 1–63 characters, no hyphen at either end.
const LABEL = `[${LABEL_CHAR}](?:[${LABEL_CHAR}\\-]{0,61}[${LABEL_CHAR}])?`;
// Letters only and at least two (no numeric TLD, so `b.c0m` is refused), or an IDN's punycode form.
const TLD = `(?:[A-Za-z${TLD_NON_ASCII}]{2,63}|[Xx][Nn]--[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,57}[A-Za-z0-9])?)`;

/**
 * The whole address, for `new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, "u")` and for an HTML
 * `pattern` attribute. The look-ahead caps the local part at 64 characters in the browser too.
 */
export const EMAIL_PATTERN_SOURCE = `(?=[^@]{1,${MAX_LOCAL_PART_OCTETS}}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TLD}`;

const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, "u");

const utf8 = new TextEncoder();

/** Whether `value` (already trimmed) is an address validator.js's `isEmail` would accept with its defaults. */
export function isValidEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at < 1 || utf8.encode(value.slice(0, at)).length > MAX_LOCAL_PART_OCTETS) return false;
  return EMAIL.test(value);
}

/** Gmail's two domains: one mailbox each, whose local part ignores dots. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** Characters that would make a domain more than a host name in a URL: such a domain is left as it is. */
const NOT_A_HOST = /[\s/?#@:[\]\\%]/u;

/**
 * A domain as DNS knows it: NFKC, lower case, no trailing dot, then IDNA (punycode). The WHATWG URL
 * parser does IDNA (UTS #46) in Deno and Node alike, so no runtime's own API is needed.
 */
export function asciiDomain(domain: string): string {
  const folded = domain.normalize("NFKC").toLowerCase().replace(/\.$/, "");
  if (folded === "" || NOT_A_HOST.test(folded)) return folded;
  try {
    return new URL(`http://${folded}`).hostname;
  } catch {
    return folded;
  }
}

/**
 * The mailbox an address reaches, whatever its spelling: lower case (NFKC), the sub-address (`+tag`)
 * removed, Gmail's dots removed and googlemail.com folded into gmail.com, the domain in punycode. So
 * `V.ictim+1@googlemail.com` and `victim@gmail.com` are one key, and an IDN domain is its punycode
 * form. Two spellings of one mailbox give one key; two keys may still be one mailbox on a provider
 * with rules of its own (fewer confirmations, never more). Pure.
 */
export function mailboxKey(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return trimmed.normalize("NFKC").toLowerCase();
  let local = trimmed.slice(0, at).normalize("NFKC").toLowerCase();
  let domain = asciiDomain(trimmed.slice(at + 1));
  // "+tag" is a sub-address of the part before it; a local part that starts with "+" has no other name.
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replace(/\./g, "");
  }
  return `${local}@${domain}`;
}
