import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt } from "./src/node/config-data";
import { contentDir } from "./src/node/content-dir";
import { createServicePages } from "./src/node/create-pages";
import { deferScriptsInDir } from "./src/node/deferred-scripts";
import { contentTypeDefs } from "./src/node/graphql-types";
import { checkContentDir, formatProblem } from "./src/node/load-content";
import { writeHeadersFile } from "./src/node/write-headers";

// Validate every content file before Gatsby parses it, so a maintainer sees all
// problems at once, each with file, field and reason, instead of a stack trace.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const { problems } = await checkContentDir(contentDir(__dirname), __dirname);
  if (problems.length > 0) {
    reporter.panic(`O conteúdo em data/ tem ${problems.length} problema(s):\n${problems.map(formatProblem).join("\n")}`);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, reporter, actions }) => {
  await createServicePages(
    { graphql, reporter },
    actions,
    path.resolve(__dirname, "src/templates/service-page.tsx"),
  );
};

// Last step of the build: the security headers need the final HTML to hash its inline scripts.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, graphql }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`query SiteUrlForRobots { site { siteMetadata { siteUrl } } }`);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) reporter.panicOnBuild("siteMetadata.siteUrl is missing");
  else fs.writeFileSync(path.join(__dirname, "public", "robots.txt"), robotsTxt(siteUrl));
  const deferred = deferScriptsInDir(path.join(__dirname, "public"));
  reporter.info(`Scripts requested after load and the largest paint on ${deferred} pages`);
  const hashes = writeHeadersFile(path.join(__dirname, "public"), process.env.GATSBY_SUPABASE_URL);
  reporter.info(`Wrote public/_headers (${hashes} inline script hashes in the CSP)`);
};
