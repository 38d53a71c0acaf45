import { graphql } from "gatsby";

/** What a list of guides reads of each (guides.ts's GuideSummary): /guias, and a service page's guides. */
export const guideFragments = graphql`
  fragment GuideSummaryFields on GuideFrontmatter {
    slug
    title
    description
    updatedOn
    products
  }
`;
