import type { HelmetProps } from "react-helmet";

/**
 * What `react-helmet` is in the production browser bundle (gatsby-node.ts aliases it): nothing.
 * Every page is its own server-rendered document whose head is complete (Seo, the layout's
 * JSON-LD) and never changes in the browser. The server build and `gatsby develop` (which renders
 * in the browser) keep the real react-helmet.
 */
export function Helmet(_props: HelmetProps): null {
  return null;
}
