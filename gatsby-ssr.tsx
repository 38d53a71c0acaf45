import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { renderPage } from "./src/ssr/render-page";
import { GlobalStyles } from "./src/theme/GlobalStyles";
import { RootProvider } from "./src/theme/RootProvider";
import { fontFaceCss, PRELOADED_FONTS } from "./src/theme/fonts";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProvider>
    <GlobalStyles />
    {element}
  </RootProvider>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>;

export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents, setHtmlAttributes }) => {
  const { html, headComponents, htmlAttributes } = renderPage(bodyComponent as React.ReactElement);
  replaceBodyHTMLString(html);
  setHeadComponents(headComponents);
  setHtmlAttributes(htmlAttributes);
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents([
    ...PRELOADED_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
  ]);
};
