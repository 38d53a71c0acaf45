import type { Actions, CreatePagesArgs } from "gatsby";
import { servicePath } from "../lib/routes";

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
