import type { Actions, CreatePagesArgs } from "gatsby";
import { guidePath, servicePath } from "../../supabase/functions/_shared/contract/routes";

interface ServiceSlugs {
  allServicePage: { nodes: { id: string; slug: string; aliases: readonly string[] | null }[] };
}

/** Every URL a service page is served under: the canonical slug, then its aliases. */
export function servicePaths(page: { slug: string; aliases: readonly string[] | null }): string[] {
  return [page.slug, ...(page.aliases ?? [])].map(servicePath);
}

export async function createServicePages(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  { createPage }: Pick<Actions, "createPage">,
  component: string,
): Promise<number> {
  const result = await graphql<ServiceSlugs>(`
    query ServicePageSlugs {
      allServicePage(sort: { slug: ASC }) {
        nodes {
          id
          slug
          aliases
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the service pages from data/services", result.errors);
    return 0;
  }
  let created = 0;
  for (const page of result.data.allServicePage.nodes) {
    for (const pagePath of servicePaths(page)) {
      createPage({ path: pagePath, component, context: { id: page.id } });
      created += 1;
    }
  }
  return created;
}

interface GuideSlugs {
  allMarkdownRemark: { nodes: { id: string; frontmatter: { slug: string } }[] };
}

/** One page per guide (data/guias/<slug>.md) at /guias/<slug>; the template queries the rest by id. */
export async function createGuidePages(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  { createPage }: Pick<Actions, "createPage">,
  component: string,
): Promise<number> {
  const result = await graphql<GuideSlugs>(`
    query GuidePageSlugs {
      allMarkdownRemark(sort: { frontmatter: { slug: ASC } }) {
        nodes {
          id
          frontmatter {
            slug
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the guides from data/guias", result.errors);
    return 0;
  }
  for (const guide of result.data.allMarkdownRemark.nodes) {
    createPage({ path: guidePath(guide.frontmatter.slug), component, context: { id: guide.id } });
  }
  return result.data.allMarkdownRemark.nodes.length;
}
