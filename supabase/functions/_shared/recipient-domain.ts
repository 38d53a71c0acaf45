/**
 * The domain a visitor's confirmation is counted under (issue 51). A catch-all domain (every
 * address delivered to one mailbox: a company's, or Fastmail's `*@fulano.fastmail.com`) turns "one
 * confirmation per mailbox" into one per address typed, so every domain but the large public
 * providers' gets a few confirmations an hour, whatever the addresses (CONFIRMATION_MAX_PER_DOMAIN).
 * The providers are data (public-mail-domains.json), read by both runtimes through this module and
 * checked when the function starts: a broken list stops it with the file, the entry and the reason.
 * Pure: no I/O.
 */

import providers from "./public-mail-domains.json" with { type: "json" };
import { mailboxKey } from "./contract/email-address.ts";

export const PUBLIC_MAIL_DOMAINS_FILE = "supabase/functions/_shared/public-mail-domains.json";

/** A domain as the list writes it: lower-case ASCII labels (punycode for an IDN), at least two. */
const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/** The list's domains, or an error naming the file, the entry and what is wrong with it (pt-BR). */
export function parsePublicMailDomains(data: unknown, file = PUBLIC_MAIL_DOMAINS_FILE): ReadonlySet<string> {
  const domains = (data as { domains?: unknown } | null)?.domains;
  if (!Array.isArray(domains) || domains.length === 0)
    throw new Error(`${file}: "domains" deve ser uma lista de domínios, e não está (ou está vazia).`);
  const seen = new Set<string>();
  domains.forEach((domain: unknown, index) => {
    const at = `${file}: domains[${index}]`;
    if (typeof domain !== "string") throw new Error(`${at} deve ser um texto, como "gmail.com".`);
    if (!DOMAIN.test(domain))
      throw new Error(`${at} "${domain.slice(0, 80)}" não é um domínio em minúsculas e em ASCII, como "gmail.com".`);
    if (seen.has(domain)) throw new Error(`${at} "${domain}" aparece mais de uma vez.`);
    seen.add(domain);
  });
  return seen;
}

/** The public providers of public-mail-domains.json. */
export function publicMailDomains(): ReadonlySet<string> {
  return parsePublicMailDomains(providers);
}

/**
 * The domain an address's confirmation counts under, or null for a public provider's (no ceiling
 * of its own there). The domain of its mailbox (mailboxKey: lower case, punycode, googlemail.com as
 * gmail.com), exactly: a subdomain of a provider is a domain of its own.
 */
export function recipientDomain(address: string, publicDomains: ReadonlySet<string>): string | null {
  const key = mailboxKey(address);
  const domain = key.slice(key.lastIndexOf("@") + 1);
  return domain === "" || publicDomains.has(domain) ? null : domain;
}
