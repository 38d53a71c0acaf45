import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createGuidePages, createServicePages } from "../content/create-pages";
import { PROJECT_ROOT } from "./paths";

export const createPages: GatsbyNode["createPages"] = async ({ graphql, reporter, actions }) => {
  await createServicePages(
    { graphql, reporter },
    actions,
    path.join(PROJECT_ROOT, "src", "templates", "service-page.tsx"),
  );
  await createGuidePages({ graphql, reporter }, actions, path.join(PROJECT_ROOT, "src", "templates", "guide-page.tsx"));
};
