import type { GatsbyConfig, IAdapter } from "gatsby";
import { aliasPaths, siteBasics } from "./src/config/config-data";
import { contentDir } from "./src/content/content-dir";
import { checkDeploySettings, isProductionContext } from "./src/config/deploy-settings";
import { EXAMPLE_SITE_URL } from "./src/content/site-url";
import { placeholderSettings, placeholderTexts, productionRefusal } from "./src/content/go-live";
import { jsonTypeName } from "./src/content/content-files";
import { REMINDER_TOKEN_ROUTES } from "./supabase/functions/_shared/contract/routes";
import { guidesFeedOptions, sitemapPages, SITEMAP_QUERY, type SitemapData } from "./src/guides/guide-feeds";

// `gatsby build` has set NODE_ENV=production by now, so only the CI and deploy markers (CI, CONTEXT,
// NETLIFY…) can still say this is a deploy (`npm run build` checked the deployer's NODE_ENV first).
const deploySettings = checkDeploySettings({ ...process.env, NODE_ENV: undefined });
if (deploySettings.level === "error") {
  console.error(deploySettings.message);
  // Not a throw: Gatsby retries a config that throws, gets an empty one from Parcel's module cache and builds on.
  process.exit(1);
}

// Placeholder texts and settings (src/content/go-live.ts): a production build stops (as `npm run build`'s
// first step does, repeated here for a bare `gatsby build`; the example pictures, which take sharp and
// so an await, in onPreBootstrap); any other build shows a "dados de exemplo" notice.
const placeholders = placeholderTexts(contentDir(__dirname));
const placeholderBuildSettings = placeholderSettings(process.env);
if (placeholders.length + placeholderBuildSettings.length > 0 && isProductionContext(process.env)) {
  console.error(productionRefusal([...placeholders, ...placeholderBuildSettings]));
  process.exit(1);
}

/** Where the site is published; canonical URLs, the sitemap and Open Graph tags use it. */
const siteUrl = (process.env.SITE_URL || EXAMPLE_SITE_URL).replace(/\/+$/, "");

const site = siteBasics(contentDir(__dirname));

/**
 * The site is plain static files plus public/_headers (written in onPostBuild). Naming an
 * adapter keeps Gatsby from installing its Netlify adapter on Netlify, whose default
 * headers would be merged into ours and weaken them (e.g. a second Referrer-Policy).
 */
const staticHost: IAdapter = {
  name: "static-host",
  adapt: ({ reporter }) => reporter.verbose("static-host: public/ is deployed as built, headers in public/_headers"),
};

const config: GatsbyConfig = {
  // sampleData: whether the pages show the "dados de exemplo" notice (SampleDataNotice).
  siteMetadata: { siteUrl, sampleData: placeholders.length > 0 },
  adapter: staticHost,
  // Spec routes carry no trailing slash ("/quem-somos"); canonicals follow them.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // No gatsby-plugin-react-helmet: the server renderer reads each page's Helmet tags itself, at once
  // (src/ssr/render-page.tsx says why), so the plugin would only add Gatsby 5's deprecation warning.
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: contentDir(__dirname) },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    // The guides (data/guias/*.md): front matter as the schema declares it, the body as a HTML tree the template draws.
    { resolve: "gatsby-transformer-remark", options: { gfm: true, footnotes: false } },
    {
      resolve: "gatsby-plugin-sitemap",
      // Every canonical URL once: aliases show a page that already has its own URL. The reminder's
      // confirm and cancel pages (noindex) are only for the links in its mails.
      // No <link rel="sitemap"> in every page: crawlers read the sitemap from robots.txt.
      // A guide's lastmod is its updatedOn.
      options: {
        excludes: [...aliasPaths(contentDir(__dirname)), ...Object.values(REMINDER_TOKEN_ROUTES)],
        createLinkInHead: false,
        query: SITEMAP_QUERY,
        resolvePages: (data: SitemapData) => sitemapPages(data),
        serialize: ({ path, lastmod }: { path: string; lastmod?: string }) =>
          lastmod ? { url: path, lastmod } : { url: path },
      },
    },
    { resolve: "gatsby-plugin-feed", options: guidesFeedOptions(siteUrl, site.name) },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name.split(" ").slice(-1)[0],
        description: site.description,
        lang: "pt-BR",
        start_url: "/",
        display: "standalone",
        background_color: "#FFFFFF",
        // brand.900 of the theme
        theme_color: "#0B1D38",
        icon: "src/images/icon.png",
        // No apple-touch-icon link per size in every page's head (eight of them): iOS reads the manifest's icons.
        legacy: false,
      },
    },
  ],
};

export default config;
