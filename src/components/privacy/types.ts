/** The content of data/privacy.json, as the page query returns it. */
export interface PrivacyPageData {
  title: string;
  updated: string;
  sections: readonly { title: string; paragraphs: readonly string[] }[];
}
