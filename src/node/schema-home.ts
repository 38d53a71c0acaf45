/** GraphQL types for data/home.json (HomeJson); every nested type is declared, nothing inferred. */
export const homeTypeDefs = /* GraphQL */ `
  type HomeSeo {
    title: String!
    description: String!
  }

  type HomeHero {
    eyebrow: String!
    headline: String!
    subline: String!
    cta: String!
    servicesLink: String!
    imageAlt: String!
  }

  type HomeAbout {
    title: String!
    paragraphs: [String!]!
  }

  type HomeTitledText {
    title: String!
    text: String!
  }

  type HomeServiceCard {
    title: String!
    slug: String!
    description: String!
    features: [String!]!
  }

  type HomePortfolioGroup {
    title: String!
    cards: [HomeServiceCard!]!
  }

  type HomePortfolio {
    title: String!
    intro: String!
    groups: [HomePortfolioGroup!]!
  }

  type HomeJson implements Node @dontInfer {
    seo: HomeSeo!
    hero: HomeHero!
    about: HomeAbout!
    quoteForm: HomeTitledText!
    portfolio: HomePortfolio!
    partners: HomeTitledText!
    contact: HomeTitledText!
  }
`;
