/**
 * GraphQL types for the JSON in data/. Inference is off (@dontInfer) so a field a
 * maintainer misspells never silently becomes a new, unused field.
 */

/** data/services/*.json → ServicePage; data/<name>.json → <Name>Json (SiteJson, HomeJson…). */
export function jsonTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }): string {
  if (node.relativeDirectory === "services") return "ServicePage";
  const name = String(node.name ?? "data");
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Json`;
}

export const typeDefs = /* GraphQL */ `
  type Seo {
    title: String!
    description: String!
  }

  type FaqItem {
    question: String!
    answer: String!
  }

  type ServiceHero {
    badge: String!
    title: String!
    subtitle: String!
    cta: String!
  }

  type ServiceList {
    title: String!
    items: [String!]!
  }

  type ServiceClosing {
    title: String!
    text: String!
  }

  type ServicePage implements Node @dontInfer {
    slug: String!
    aliases: [String!]
    name: String!
    group: String!
    seo: Seo!
    hero: ServiceHero!
    intro: [String!]
    audience: String
    lists: [ServiceList!]!
    extra: ServiceList
    faq: [FaqItem!]!
    closing: ServiceClosing!
  }

  type NavLink {
    label: String!
    to: String!
  }

  type NavGroup {
    title: String!
    links: [NavLink!]!
  }

  type NavigationJson implements Node @dontInfer {
    groups: [NavGroup!]!
  }

  type SitePhone {
    e164: String!
    display: String!
  }

  type SiteWhatsapp {
    number: String!
    greeting: String!
    quoteMessage: String!
  }

  type SiteSocial {
    network: String!
    handle: String!
    url: String!
  }

  type SiteHours {
    home: [String!]!
    contact: String!
    schema: [String!]!
  }

  type SiteAnswerTimes {
    home: String!
    contact: String!
    fullQuote: String!
  }

  type SiteClaims {
    years: String!
    clients: String!
    satisfaction: String!
    support: String!
  }

  type Statistic {
    value: String!
    label: String!
  }

  type Partner {
    name: String!
    logo: String!
  }

  type SitePrivacy {
    controller: String!
    controllerDocument: String!
    dpoName: String!
    dpoEmail: String!
    retention: String!
  }

  type SiteJson implements Node @dontInfer {
    name: String!
    description: String!
    city: String!
    state: String!
    foundingYear: Int!
    familyManagementSince: Int!
    phone: SitePhone!
    whatsapp: SiteWhatsapp!
    email: String!
    social: SiteSocial!
    hours: SiteHours!
    answerTimes: SiteAnswerTimes!
    claims: SiteClaims!
    stats: [Statistic!]!
    partners: [Partner!]!
    privacy: SitePrivacy!
  }
`;
