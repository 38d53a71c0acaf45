/** The content of data/quote.json, as the page query returns it. */
export interface QuotePageData {
  title: string;
  lead: string;
  form: { title: string; text: string };
  benefits: { title: string; items: readonly string[] };
  insuranceTypes: { title: string; items: readonly string[] };
}
