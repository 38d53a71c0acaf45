import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt, siteBasics } from "../config/config-data";
import { writeAdminDir } from "../cms/admin-files";
import { backendSettings, cmsConfig } from "../cms/cms-config";
import { contentDir } from "../content/content-dir";
import { deferScriptsInDir } from "../islands/deferred-scripts";
import { inlineScripts, knownInlineScripts } from "../islands/inline-scripts";
import { reduceCssVarsInDir } from "../postbuild/css-vars";
import { activeSvgs } from "../postbuild/active-svgs";
import { pruneUnusedCssInDir } from "../postbuild/unused-css";
import { filesWithNulBytes } from "../postbuild/nul-bytes";
import { shortenIconsInDir } from "../postbuild/svg-attributes";
import { UnknownInlineScriptError } from "../postbuild/security-headers";
import { writeHeadersFile } from "../postbuild/write-headers";
import { PROJECT_ROOT, PUBLIC_DIR } from "./paths";

// Last step of the build: the security headers need the final HTML to check and hash its inline scripts.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, graphql }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query SiteUrlForRobots {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild("siteMetadata.siteUrl is missing");
    return;
  }
  fs.writeFileSync(path.join(PUBLIC_DIR, "robots.txt"), robotsTxt(siteUrl));
  const scripts = inlineScripts();
  try {
    const { pages, withReact } = deferScriptsInDir(PUBLIC_DIR, scripts);
    reporter.info(
      `${pages} pages rewritten: React on demand on the ${withReact} with islands (forms, carousel), none on the others`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const pruned = reduceCssVarsInDir(PUBLIC_DIR);
  reporter.info(
    `CSS variables written as their values and reduced to those each page still reads: ${Math.round(pruned / 1024)} KB less HTML`,
  );
  shortenIconsInDir(PUBLIC_DIR);
  // Last of the rewrites: it keeps only what the final markup names (the icons' data-line-icon is
  // written just above), and the variables' step finds Chakra's block by a selector this one shortens.
  const unused = pruneUnusedCssInDir(PUBLIC_DIR);
  reporter.info(
    `CSS that cannot match on the pages without React (dark mode, Chakra's state attributes, absent elements) removed: ${Math.round(unused / 1024)} KB less HTML`,
  );
  const withNul = filesWithNulBytes(PUBLIC_DIR);
  if (withNul.length > 0) {
    reporter.panicOnBuild(
      `U+0000 bytes in the build (text would be cut there by crawlers and previews): ${withNul.join(", ")}`,
    );
    return;
  }
  const active = activeSvgs(PUBLIC_DIR);
  if (active.length > 0) {
    reporter.panicOnBuild(`SVG com conteúdo ativo no build (seria servido pelo próprio site):\n${active.join("\n")}`);
    return;
  }
  try {
    const files = writeAdminDir(
      PUBLIC_DIR,
      cmsConfig({ siteUrl, backend: backendSettings(process.env) }),
      siteBasics(contentDir(PROJECT_ROOT)).name,
    );
    reporter.info(`Wrote the content editor at /admin (${files} files, its configuration generated from schemas/)`);
  } catch (error) {
    reporter.panicOnBuild(`The content editor (/admin): ${(error as Error).message}`);
    return;
  }
  try {
    const hashes = writeHeadersFile(PUBLIC_DIR, process.env.GATSBY_SUPABASE_URL, knownInlineScripts(scripts));
    reporter.info(`Wrote public/_headers (${hashes} inline script hashes in the CSP: only the build's own scripts)`);
  } catch (error) {
    if (!(error instanceof UnknownInlineScriptError)) throw error;
    // No _headers, not even the last build's: the build is incomplete (test-kit/site-build.ts reads it so) and nothing publishes it.
    fs.rmSync(path.join(PUBLIC_DIR, "_headers"), { force: true });
    reporter.panicOnBuild(error.message);
  }
};
