import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { GuidePageView, type GuideService } from "../guides/GuidePageView";
import { useSite } from "../hooks/useSite";
import type { HastNode } from "../guides/guide-html";
import { isoDay } from "../guides/guides";
import { findRule } from "../rules/register";
import { ROUTES, guidePath } from "../../supabase/functions/_shared/contract/routes";
import { articleJsonLd, breadcrumbJsonLd } from "../components/layout/structured-data";

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
        rules
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
    rulesJson {
      rules {
        ...RuleSourceFields
        ...CitedRuleFields
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
  // The rules the guide cites, in its own order: the page lists them and its text shows their values.
  const rules = (front.rules ?? []).map((id) => findRule(data.rulesJson?.rules ?? [], id));
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
      <GuidePageView guide={{ ...front, body: guide.htmlAst as HastNode }} services={services} rules={rules} />
    </>
  );
}
