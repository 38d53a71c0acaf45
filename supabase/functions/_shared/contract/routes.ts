/**
 * Every path of the site, in one place, on both sides of the wall: the pages, their links and the
 * build (page creation, sitemap exclusions, canonicals, the CSP's paths) and the function (the
 * privacy policy in the visitor's confirmation, the reminder mails' links and the full quote they
 * offer) take them from here, so a route is renamed by editing one line. Runtime-free, no imports.
 */

/**
 * The renewal reminder's static pages: its form, and the pages its mails link to with a token in
 * the URL fragment (confirm, cancel), which are noindex, out of the sitemap and of the navigation.
 */
export const REMINDER_PAGES = {
  form: "/lembrete-de-renovacao",
  confirm: "/lembrete-de-renovacao/confirmar",
  cancel: "/lembrete-de-renovacao/cancelar",
} as const;

/** The site's fixed pages (a service's and a guide's pages: servicePath, guidePath). */
export const ROUTES = {
  home: "/",
  about: "/quem-somos",
  contact: "/fale-conosco",
  quote: "/solicitar-cotacao",
  services: "/servicos",
  privacy: "/politica-de-privacidade",
  claims: "/sinistro-e-assistencia",
  accessibility: "/acessibilidade",
  simulators: "/simuladores",
  guides: "/guias",
  reminder: REMINDER_PAGES.form,
} as const;

/** The pages a renewal reminder's mails link to, with a token in the URL fragment. */
export const REMINDER_TOKEN_ROUTES = { confirm: REMINDER_PAGES.confirm, cancel: REMINDER_PAGES.cancel } as const;

/** The content editor (Decap CMS): public/admin, with a policy of its own; no page of the site. */
export const EDITOR_PATH = "/admin";

/**
 * What the brokerage discloses before a sale (Res. CNSP 382/2020), a section of the about page: the
 * full quote page and its success notice link to it.
 */
export const DISCLOSURES_ANCHOR = "antes-de-contratar";
export const DISCLOSURES_PATH = `${ROUTES.about}#${DISCLOSURES_ANCHOR}`;

/** The page of one service, from its slug (file name in data/services/ or one of its aliases). */
export const servicePath = (slug: string): string => `${ROUTES.services}/${slug}`;

/** The page of one guide, from its slug (file name in data/guias/). */
export const guidePath = (slug: string): string => `${ROUTES.guides}/${slug}`;

/** The guides' RSS feed (gatsby-plugin-feed writes it; /guias and each guide announce it). */
export const GUIDES_FEED_PATH = `${ROUTES.guides}/rss.xml`;

/** The query parameter that opens the full quote with its product chosen: /solicitar-cotacao?produto=veiculo. */
export const PRODUCT_PARAMETER = "produto";

/** The full quote, with the type of insurance (a tipoSeguro value) already chosen when there is one. */
export const quotePath = (product?: string | null): string =>
  product ? `${ROUTES.quote}?${PRODUCT_PARAMETER}=${encodeURIComponent(product)}` : ROUTES.quote;

/** The renewal reminder's page, with the product (a REMINDER_PRODUCTS value) already chosen when there is one. */
export const reminderPath = (product?: string | null): string =>
  product ? `${ROUTES.reminder}?${PRODUCT_PARAMETER}=${encodeURIComponent(product)}` : ROUTES.reminder;

/** Absolute URL for a site path, without a trailing slash except for the home page. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${base}/${trimmed}` : `${base}/`;
}
