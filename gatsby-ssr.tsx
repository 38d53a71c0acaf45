import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { renderPage } from "./src/ssr/render-page";
import { GlobalStyles } from "./src/theme/GlobalStyles";
import { RootProvider } from "./src/theme/RootProvider";
import { fontFaceCss, WEB_FONTS_FLAG_SCRIPT } from "./src/theme/fonts";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProvider>
    <GlobalStyles />
    {element}
  </RootProvider>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);

export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, headComponents } = renderPage(bodyComponent as React.ReactElement);
  replaceBodyHTMLString(html);
  setHeadComponents(headComponents);
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  // The site's one language, set here only (no page sets it through Helmet).
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents([
    // Before any style: the document must be marked before its first render (src/theme/fonts.ts).
    <script key="web-fonts-flag" dangerouslySetInnerHTML={{ __html: WEB_FONTS_FLAG_SCRIPT }} />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
  ]);
};

/**
 * gatsby-plugin-image adds a style, a noscript style and a module script to every page for
 * <GatsbyImage>'s fade-in; no page uses that component (the hero is a <picture> built from
 * gatsbyImageData), so they only added bytes and work before the first paint. A browser test
 * checks that no page has a GatsbyImage wrapper; using one means removing this filter.
 * Gatsby's generator meta goes too. A form page's HTML sits near the size the first network
 * round trip carries (about 14 KB with the headers); past it, the page paints one round trip later.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => {
      if (!React.isValidElement(component)) return true;
      const key = String(component.key ?? "");
      return !key.startsWith("gatsby-image-style") && !key.startsWith("generator-");
    }),
  );
};
