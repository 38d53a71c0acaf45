import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatProblem } from "./src/node/checker";
import { createServicePages } from "./src/node/create-pages";
import { checkContentDir } from "./src/node/load-content";
import { typeDefs } from "./src/node/schema";
import { homeTypeDefs } from "./src/node/schema-home";
import { pageTypeDefs } from "./src/node/schema-pages";

// Validate every content file before Gatsby parses it, so a maintainer sees all
// problems at once, each with file, field and reason, instead of a stack trace.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems } = checkContentDir(path.join(__dirname, "data"), __dirname);
  if (problems.length > 0) {
    reporter.panic(
      `The content in data/ has ${problems.length} problem(s):\n${problems.map(formatProblem).join("\n")}`,
    );
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([typeDefs, homeTypeDefs, pageTypeDefs].filter((defs) => defs.trim()).join("\n"));
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, reporter, actions }) => {
  await createServicePages(
    { graphql, reporter },
    actions,
    path.resolve(__dirname, "src/templates/service-page.tsx"),
  );
};
