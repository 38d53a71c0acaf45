/** GraphQL types for data/about.json, contact.json, quote.json and privacy.json. */
export const pageTypeDefs = /* GraphQL */ ``;
