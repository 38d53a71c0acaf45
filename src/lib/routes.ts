/**
 * Every path of the site, in one place: pages, links and the build (page creation, sitemap
 * exclusions, canonicals) take them from here, so a route is renamed by editing one line.
 */
export const ROUTES = {
  home: "/",
  about: "/quem-somos",
  contact: "/fale-conosco",
  quote: "/solicitar-cotacao",
  services: "/servicos",
  privacy: "/politica-de-privacidade",
  claims: "/sinistro-e-assistencia",
} as const;

/** The page of one service, from its slug (file name in data/services/ or one of its aliases). */
export const servicePath = (slug: string): string => `${ROUTES.services}/${slug}`;
