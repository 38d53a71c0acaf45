import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatProblem } from "./src/node/checker";
import { createServicePages } from "./src/node/create-pages";
import { contentDir } from "./src/node/content-dir";
import { checkContentDir } from "./src/node/load-content";
import { typeDefs } from "./src/node/schema";
import { writeHeadersFile } from "./src/node/write-headers";
import { homeTypeDefs } from "./src/node/schema-home";
import { pageTypeDefs } from "./src/node/schema-pages";

// Validate every content file before Gatsby parses it, so a maintainer sees all
// problems at once, each with file, field and reason, instead of a stack trace.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems } = checkContentDir(contentDir(__dirname));
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

// Last step of the build: the security headers need the final HTML to hash its inline scripts.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const hashes = writeHeadersFile(path.join(__dirname, "public"), process.env.GATSBY_SUPABASE_URL);
  reporter.info(`Wrote public/_headers (${hashes} inline script hashes in the CSP)`);
};
