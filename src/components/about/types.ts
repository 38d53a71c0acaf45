/** The content of data/about.json, as the page query returns it. */
export interface AboutPageData {
  title: string;
  lead: string;
  history: { title: string; paragraphs: readonly string[] };
  mission: { title: string; paragraphs: readonly string[] };
  vision: { title: string; paragraphs: readonly string[] };
  values: { title: string; items: readonly { title: string; text: string }[] };
  stats: { title: string };
  closing: { title: string; text: string; cta: string };
}

export interface Statistic {
  value: string;
  label: string;
}

export const QUOTE_PATH = "/solicitar-cotacao";
