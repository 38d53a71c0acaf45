/**
 * Gatsby's Node APIs, one module each (src/gatsby-node/), as React's own Gatsby site wired them:
 * the content pipeline (src/content/), the islands' rewrite of Gatsby's output (src/islands/) and
 * the other post-build steps (src/postbuild/) are plain modules those files call.
 */
export { onPreBootstrap } from "./src/gatsby-node/on-pre-bootstrap";
export { createSchemaCustomization } from "./src/gatsby-node/create-schema-customization";
export { createResolvers } from "./src/gatsby-node/create-resolvers";
export { createPages } from "./src/gatsby-node/create-pages";
export { onCreateWebpackConfig } from "./src/gatsby-node/on-create-webpack-config";
export { onPostBuild } from "./src/gatsby-node/on-post-build";
