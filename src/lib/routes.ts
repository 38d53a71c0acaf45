/**
 * Every path of the site, in one place: pages, links and the build (page creation, sitemap
 * exclusions, canonicals) take them from here, so a route is renamed by editing one line.
 */
// With its extension: the Deno entry imports this module too (send-form-email/index.ts).
import { REMINDER_PAGES } from "../../supabase/functions/_shared/contract/renewal-reminder.ts";

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

/**
 * The pages a renewal reminder's mails link to, with a token in the URL fragment: noindex, out of the
 * sitemap and of the navigation (the function's contract names them, renewal-reminder.ts).
 */
export const REMINDER_TOKEN_ROUTES = { confirm: REMINDER_PAGES.confirm, cancel: REMINDER_PAGES.cancel } as const;

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
