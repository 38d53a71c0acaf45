/** GraphQL types for data/home.json (HomeJson). */
export const homeTypeDefs = /* GraphQL */ ``;
