import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { RootProvider } from "./src/theme/RootProvider";
import { fontFaceCss, PRELOADED_FONTS } from "./src/theme/fonts";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProvider>{element}</RootProvider>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents([
    ...PRELOADED_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
  ]);
};
