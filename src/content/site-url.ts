/**
 * SITE_URL, the address the site is published at: canonical URLs, the sitemap, robots.txt and
 * Open Graph name it, and the content check resolves the guides' links against its origin. A
 * production build takes only a public https address of the brokerage's own (go-live.ts).
 */
import { domainToUnicode } from "node:url";
import { asSeen } from "./as-seen";

/** The domain gatsby-config.ts falls back to when SITE_URL is unset: the example brand's. */
export const EXAMPLE_SITE_URL = "https://www.corretoratranquilidade.com.br";

/** Top-level domains reserved for documentation, tests and local networks: no public site has one (RFC 2606, 6761, 6762). */
const RESERVED_TLDS = ["example", "test", "invalid", "localhost", "local", "internal", "arpa"];
/** Labels of the addresses that documentation and examples use in place of a real one. */
const EXAMPLE_LABELS = ["example", "exemplo", "domain", "dominio", "seudominio", "suacorretora"];

/** The example brand in a host name, however written (punycode, accents, case). */
export const isExampleBrandHost = (hostname: string): boolean =>
  /corretora[\s_-]*tranquilidade/.test(asSeen(domainToUnicode(hostname) || hostname));

/**
 * Why `hostname` (as the WHATWG URL parser gives it: lower case, punycode) is no public site of the
 * brokerage's, in pt-BR, or null.
 */
export function publicHostProblem(hostname: string): string | null {
  const host = hostname.replace(/\.$/, "");
  if (host.startsWith("[") || /^[\d.]+$/.test(host)) return `é um endereço IP (${host}), não o domínio do site`;
  if (host === "localhost" || host.endsWith(".localhost")) return `é a própria máquina (${host})`;
  const labels = host.split(".");
  if (labels.length < 2) return `não é um domínio público (${host})`;
  const tld = labels[labels.length - 1];
  if (RESERVED_TLDS.includes(tld)) return `usa .${tld}, um domínio reservado que não existe na internet`;
  const example = labels.find((label) => EXAMPLE_LABELS.includes(asSeen(domainToUnicode(label) || label)));
  if (example) return `é um domínio de exemplo (${host})`;
  if (isExampleBrandHost(host)) return `é o domínio de exemplo da corretora (${host})`;
  return null;
}

/**
 * Why SITE_URL cannot be the published site's address, in pt-BR, or null: it must be an https
 * URL of a public domain that is not an example, with no user, port, path, query or fragment.
 */
export function siteUrlProblem(value: string | undefined): string | null {
  const written = value?.trim();
  if (!written)
    return `não definida: os endereços canônicos, o sitemap e o Open Graph usariam o domínio de exemplo ${EXAMPLE_SITE_URL}`;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return `não é um endereço (${JSON.stringify(written)}): escreva o endereço do site, começando por https://`;
  }
  if (url.protocol !== "https:") return `deve começar com https:// (${JSON.stringify(written)})`;
  if (isExampleBrandHost(url.hostname)) return `domínio de exemplo (${JSON.stringify(written)})`;
  const host = publicHostProblem(url.hostname);
  if (host) return `${host} (${JSON.stringify(written)})`;
  if (url.username || url.password) return "não pode ter nome de usuário nem senha";
  if (url.port) return `não deve indicar uma porta (:${url.port})`;
  if (url.pathname !== "/" || url.search || url.hash)
    return `deve ser só o endereço do site, sem caminho, ? ou # (${JSON.stringify(written)}); por exemplo, https://${url.host}`;
  return null;
}

/** The site's origin ("https://www.corretora.com.br"): SITE_URL's when it is a valid one, else the example domain's. */
export function siteOrigin(env: Readonly<Record<string, string | undefined>>): string {
  return new URL(siteUrlProblem(env.SITE_URL) ? EXAMPLE_SITE_URL : (env.SITE_URL as string).trim()).origin;
}
