import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { GuidePageView, type GuideService } from "../components/guides/GuidePageView";
import { useSite } from "../hooks/useSite";
import type { HastNode } from "../lib/guide-html";
import { isoDay } from "../lib/guides";
import { ROUTES, guidePath } from "../lib/routes";
import { articleJsonLd, breadcrumbJsonLd } from "../lib/structured-data";

export const query = graphql`
  query GuidePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      htmlAst
      frontmatter {
        title
        description
        slug
        publishedOn
        updatedOn
        author {
          name
          role
        }
        products
        sources {
          title
          url
        }
      }
    }
    allServicePage {
      nodes {
        slug
        name
        quoteProduct
      }
    }
  }
`;

export default function GuidePageTemplate({ data }: PageProps<Queries.GuidePageQuery>) {
  const site = useSite();
  const guide = data.markdownRemark;
  if (!guide) throw new Error("Guide data is missing");
  const front = guide.frontmatter;
  // The guide's services in its own order: the first is its main product (the quote it leads into).
  const services = front.products
    .map((slug) => data.allServicePage.nodes.find((service) => service.slug === slug))
    .filter((service): service is GuideService => service !== undefined);
  const path = guidePath(front.slug);
  return (
    <>
      <Seo
        title={front.title}
        description={front.description}
        canonicalPath={path}
        article
        jsonLd={[
          articleJsonLd({
            siteUrl: site.siteUrl,
            path,
            headline: front.title,
            description: front.description,
            datePublished: isoDay(front.publishedOn),
            dateModified: isoDay(front.updatedOn),
            author: front.author,
            publisher: { name: site.legal.name },
          }),
          breadcrumbJsonLd(site.siteUrl, [
            { name: "Início", path: ROUTES.home },
            { name: "Guias", path: ROUTES.guides },
            { name: front.title, path },
          ]),
        ]}
      />
      <GuidePageView guide={{ ...front, body: guide.htmlAst as HastNode }} services={services} />
    </>
  );
}
