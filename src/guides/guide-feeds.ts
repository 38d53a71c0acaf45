/**
 * The guides in the build's other outputs: their RSS feed (gatsby-plugin-feed) and their lastmod in
 * the sitemap (gatsby-plugin-sitemap). Plain functions of the query results, used by gatsby-config.ts.
 */
import { absoluteUrl, GUIDES_FEED_PATH, ROUTES, guidePath } from "../../supabase/functions/_shared/contract/routes";
import { isoDay } from "./guides";

interface GuideFront {
  slug: string;
  title: string;
  description: string;
  publishedOn: string;
  updatedOn: string;
  author: { name: string };
}

/** The feed's own query: every guide, newest update first. */
export const GUIDES_FEED_QUERY = `
  {
    allMarkdownRemark(sort: [{ frontmatter: { updatedOn: DESC } }, { frontmatter: { slug: ASC } }]) {
      nodes {
        frontmatter {
          slug
          title
          description
          publishedOn
          updatedOn
          author {
            name
          }
        }
      }
    }
  }
`;

/** One RSS item per guide: its title, summary, address (also its guid) and publication day. */
export function guideFeedItems(siteUrl: string, guides: readonly GuideFront[]) {
  return guides.map((guide) => {
    const url = absoluteUrl(siteUrl, guidePath(guide.slug));
    return {
      title: guide.title,
      description: guide.description,
      url,
      guid: url,
      date: isoDay(guide.publishedOn),
      author: guide.author.name,
    };
  });
}

/** gatsby-plugin-feed's options: one RSS feed of the guides, announced (<link rel="alternate">) on /guias and each guide. */
export function guidesFeedOptions(siteUrl: string, siteName: string) {
  return {
    // The plugin's default query asks siteMetadata for a title and description this site does not declare.
    query: `{ site { siteMetadata { siteUrl } } }`,
    feeds: [
      {
        query: GUIDES_FEED_QUERY,
        serialize: ({ query }: { query: { allMarkdownRemark: { nodes: { frontmatter: GuideFront }[] } } }) =>
          guideFeedItems(
            siteUrl,
            query.allMarkdownRemark.nodes.map((node) => node.frontmatter),
          ),
        output: GUIDES_FEED_PATH,
        title: `Guias | ${siteName}`,
        description: "Guias sobre seguros, saúde, previdência e consórcio, com as regras em que se apoiam.",
        site_url: absoluteUrl(siteUrl, ROUTES.guides),
        feed_url: absoluteUrl(siteUrl, GUIDES_FEED_PATH),
        language: "pt-BR",
        match: `^${ROUTES.guides}(?:/|$)`,
      },
    ],
  };
}

/** What the sitemap's query returns: every page, and the guides' update days. */
export interface SitemapData {
  allSitePage: { nodes: { path: string }[] };
  allMarkdownRemark: { nodes: { frontmatter: { slug: string; updatedOn: string } }[] };
}

export const SITEMAP_QUERY = `
  {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
      }
    }
    allMarkdownRemark {
      nodes {
        frontmatter {
          slug
          updatedOn
        }
      }
    }
  }
`;

/** Every page for the sitemap; a guide's page carries its updatedOn as lastmod (YYYY-MM-DD, as the sitemap protocol takes it). */
export function sitemapPages(data: SitemapData): { path: string; lastmod?: string }[] {
  const updated = new Map(
    data.allMarkdownRemark.nodes.map(({ frontmatter }) => [guidePath(frontmatter.slug), isoDay(frontmatter.updatedOn)]),
  );
  return data.allSitePage.nodes.map(({ path }) => {
    const lastmod = updated.get(path);
    return lastmod ? { path, lastmod } : { path };
  });
}
