/** GraphQL types for data/about.json, contact.json, quote.json and privacy.json. */
export const pageTypeDefs = /* GraphQL */ `
  type AboutParagraphs {
    title: String!
    paragraphs: [String!]!
  }

  type AboutValue {
    title: String!
    text: String!
  }

  type AboutValues {
    title: String!
    items: [AboutValue!]!
  }

  type AboutStats {
    title: String!
  }

  type AboutClosing {
    title: String!
    text: String!
    cta: String!
  }

  type AboutJson implements Node @dontInfer {
    seo: Seo!
    title: String!
    lead: String!
    history: AboutParagraphs!
    mission: AboutParagraphs!
    vision: AboutParagraphs!
    values: AboutValues!
    stats: AboutStats!
    closing: AboutClosing!
  }

  type ContactFormIntro {
    title: String!
    text: String!
  }

  type ContactInfo {
    title: String!
  }

  type ContactShortcuts {
    title: String!
    text: String!
    call: String!
    email: String!
  }

  type ContactFaq {
    title: String!
    items: [FaqItem!]!
  }

  type ContactJson implements Node @dontInfer {
    seo: Seo!
    title: String!
    lead: String!
    form: ContactFormIntro!
    info: ContactInfo!
    shortcuts: ContactShortcuts!
    faq: ContactFaq!
  }

  type QuoteFormIntro {
    title: String!
    text: String!
  }

  type QuoteList {
    title: String!
    items: [String!]!
  }

  type QuoteJson implements Node @dontInfer {
    seo: Seo!
    title: String!
    lead: String!
    form: QuoteFormIntro!
    benefits: QuoteList!
    insuranceTypes: QuoteList!
  }

  type PrivacySection {
    title: String!
    paragraphs: [String!]!
  }

  type PrivacyJson implements Node @dontInfer {
    seo: Seo!
    title: String!
    updated: String!
    sections: [PrivacySection!]!
  }
`;
