/** What a service page view needs: the GraphQL result of data/services/<slug>.json. */
export interface ServicePageData {
  name: string;
  hero: { badge: string; title: string; subtitle: string; cta: string };
  intro?: readonly string[] | null;
  audience?: string | null;
  lists: readonly { title: string; items: readonly string[] }[];
  extra?: { title: string; items: readonly string[] } | null;
  faq: readonly { question: string; answer: string }[];
  closing: { title: string; text: string };
}

export const QUOTE_PATH = "/solicitar-cotacao";
