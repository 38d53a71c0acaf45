import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatProblem } from "./src/node/checker";
import { robotsTxt } from "./src/node/config-data";
import { contentDir } from "./src/node/content-dir";
import { createServicePages } from "./src/node/create-pages";
import { deferScriptsInDir } from "./src/node/deferred-scripts";
import { checkContentDir } from "./src/node/load-content";
import { typeDefs } from "./src/node/schema";
import { homeTypeDefs } from "./src/node/schema-home";
import { pageTypeDefs } from "./src/node/schema-pages";
import { writeHeadersFile } from "./src/node/write-headers";

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
