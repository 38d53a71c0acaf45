import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CHAKRA_CORE } from "../islands/gatsby-internals";
import { PROJECT_ROOT } from "./paths";

/**
 * The production browser bundle: react-helmet renders nothing there (src/islands/head-tags-in-browser.tsx),
 * and Chakra's core is one chunk every page with React loads, rather than pieces spread over
 * Gatsby's shared chunks or copied into several (each script file costs a request and its
 * headers). Components only some pages use (form controls, the checkbox, alerts) stay with
 * those pages, or with the notices' lazy chunk.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    resolve: { alias: { "react-helmet$": path.join(PROJECT_ROOT, "src", "islands", "head-tags-in-browser.tsx") } },
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
