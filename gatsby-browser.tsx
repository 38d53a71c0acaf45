import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { RootProvider } from "./src/theme/RootProvider";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <RootProvider>{element}</RootProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;
