import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt } from "./src/node/config-data";
import { contentDir } from "./src/node/content-dir";
import { createServicePages } from "./src/node/create-pages";
import { deferScriptsInDir } from "./src/node/deferred-scripts";
import { inlineScripts } from "./src/node/inline-scripts";
import { pruneCssVarsInDir } from "./src/node/css-vars";
import { contentTypeDefs } from "./src/node/graphql-types";
import { checkContentDir, formatProblem } from "./src/node/load-content";
import { filesWithNulBytes } from "./src/node/nul-bytes";
import { rasterImageResolvers } from "./src/node/raster-image";
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

export const createResolvers = rasterImageResolvers;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, reporter, actions }) => {
  await createServicePages(
    { graphql, reporter },
    actions,
    path.resolve(__dirname, "src/templates/service-page.tsx"),
  );
};

/**
 * Chakra's styling runtime (style system, emotion, theme tools), the layout primitives every page
 * renders, the icon runtime and the site's own shared helpers: one chunk every page loads, rather
 * than pieces spread over Gatsby's shared chunks or copied into several (each script file costs a
 * request and about 1 KB of headers). Components only some pages use (form controls, the checkbox,
 * alerts) stay with those pages, or with the notices' lazy chunk.
 */
const CHAKRA_CORE = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](@emotion|stylis|lodash\.mergewith|color2k|react-fast-compare|hoist-non-react-statics|react-is)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@chakra-ui[\\/](styled-system|utils|theme|theme-tools|anatomy|hooks)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](system|color-mode|env|box|flex|stack|grid|container|typography|link|list|icon|button|close-button|spinner|badge|divider|visually-hidden)[\\/]`,
    String.raw`[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|context|defaultAttributes)`,
    String.raw`[\\/]src[\\/](hooks|components[\\/]ui[\\/]StaticHtml)`,
  ].join("|"),
);

/** The production browser bundle: react-helmet renders nothing there (see head-tags-in-browser.tsx), and CHAKRA_CORE. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    resolve: { alias: { "react-helmet$": path.resolve(__dirname, "src/browser/head-tags-in-browser.tsx") } },
    optimization: {
      splitChunks: {
        cacheGroups: {
          chakra: { test: CHAKRA_CORE, name: "chakra", chunks: "all", priority: 35, enforce: true },
          // Code a few pages share (the forms) is copied into each page's chunk rather than split
          // into a file of its own: one request fewer per page, and no page loads more than it uses.
          shared: { minSize: 60000 },
        },
      },
    },
  });
};

// Last step of the build: the security headers need the final HTML to hash its inline scripts.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, graphql }) => {
  const publicDir = path.join(__dirname, "public");
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`query SiteUrlForRobots { site { siteMetadata { siteUrl } } }`);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) reporter.panicOnBuild("siteMetadata.siteUrl is missing");
  else fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  try {
    const { pages, withReact } = deferScriptsInDir(publicDir, inlineScripts());
    reporter.info(`${pages} pages rewritten: React on demand on the ${withReact} with islands (forms, carousel), none on the others`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const pruned = pruneCssVarsInDir(publicDir);
  reporter.info(`CSS variables reduced to those each page reads: ${Math.round(pruned / 1024)} KB less HTML`);
  const withNul = filesWithNulBytes(publicDir);
  if (withNul.length > 0) {
    reporter.panicOnBuild(`U+0000 bytes in the build (text would be cut there by crawlers and previews): ${withNul.join(", ")}`);
    return;
  }
  const hashes = writeHeadersFile(publicDir, process.env.GATSBY_SUPABASE_URL);
  reporter.info(`Wrote public/_headers (${hashes} inline script hashes in the CSP)`);
};
