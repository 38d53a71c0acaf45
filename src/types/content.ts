/**
 * Shapes of the JSON files in data/. The validator (src/node/validate-content.ts)
 * checks files against these rules and the GraphQL schema (src/node/schema.ts)
 * declares the same fields, so a maintainer's typo fails the build, not a page.
 */

export const CTA_LABELS = [
  "Solicitar Cotação",
  "Simular Plano",
  "Comparar Planos",
  "Escolher Título",
  "Simular Carta",
  "Fazer Simulação",
  "Solicitar Instalação",
] as const;
export type CtaLabel = (typeof CTA_LABELS)[number];

export const LIST_TITLES = [
  "Coberturas",
  "Soluções",
  "Modalidades",
  "Públicos atendidos",
  "Assistências",
] as const;
export type ListTitle = (typeof LIST_TITLES)[number];

export const EXTRA_TITLES = [
  "Diferenciais",
  "Documentos",
  "Transparência",
  "Benefícios",
  "Importante",
] as const;
export type ExtraTitle = (typeof EXTRA_TITLES)[number];

export const SERVICE_GROUPS = [
  "Veículos",
  "Residencial",
  "Empresarial",
  "Vida e Saúde",
  "Outros Serviços",
] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];

export const FAQ_SIZE = 3;

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ServiceList {
  title: ListTitle;
  items: string[];
}

export interface ServiceExtra {
  /** "Importante" renders as a warning box; the others as a highlighted list. */
  title: ExtraTitle;
  items: string[];
}

export interface ServicePageContent {
  /** URL segment under /servicos/; also the canonical URL of the page. */
  slug: string;
  /** Other slugs that serve the same content (canonical stays on `slug`). */
  aliases?: string[];
  /** Short name used in listings, e.g. "Seguro Auto". */
  name: string;
  group: ServiceGroup;
  seo: { title: string; description: string };
  hero: { badge: string; title: string; subtitle: string; cta: CtaLabel };
  /** Opening paragraphs under the hero. */
  intro?: string[];
  /** Who the product is for, one paragraph. */
  audience?: string;
  lists: ServiceList[];
  extra?: ServiceExtra;
  faq: FaqItem[];
  closing: { title: string; text: string };
}

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  title: ServiceGroup;
  links: NavLink[];
}

export interface NavigationContent {
  groups: NavGroup[];
}

export interface Partner {
  name: string;
  /** File name under src/images/partners/. */
  logo: string;
}

export interface Statistic {
  value: string;
  label: string;
}

export interface SiteContent {
  name: string;
  description: string;
  city: string;
  state: string;
  foundingYear: number;
  familyManagementSince: number;
  phone: { e164: string; display: string };
  whatsapp: { number: string; greeting: string; quoteMessage: string };
  email: string;
  social: { network: string; handle: string; url: string };
  hours: {
    home: string[];
    contact: string;
    /** schema.org openingHours strings, e.g. "Mo-Fr 08:00-18:00". */
    schema: string[];
  };
  answerTimes: { home: string; contact: string; fullQuote: string };
  claims: { years: string; clients: string; satisfaction: string; support: string };
  stats: Statistic[];
  partners: Partner[];
  privacy: { controller: string; controllerDocument: string; dpoName: string; dpoEmail: string; retention: string };
}
