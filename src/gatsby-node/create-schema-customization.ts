import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "../content/graphql-types";

/** Every content type declared from its JSON Schema (schemas/), not inferred from the data. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
