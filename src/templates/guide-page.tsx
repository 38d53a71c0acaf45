import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { GuidePageView } from "../guides/GuidePageView";
import { guideJsonLd, guidePage, guidePageLayout } from "../guides/guide-page";
import { useSite } from "../hooks/useSite";
import { guidePath } from "../../supabase/functions/_shared/contract/routes";

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
    siteJson {
      whatsapp {
        guideMessage
        quoteMessage
      }
    }
  }
`;

export default function GuidePageTemplate({ data }: PageProps<Queries.GuidePageQuery>) {
  const site = useSite();
  const page = guidePage(data);
  const { guide } = page;
  return (
    <>
      <Seo
        title={guide.title}
        description={guide.description}
        canonicalPath={guidePath(guide.slug)}
        article
        jsonLd={guideJsonLd(guide, site)}
      />
      <GuidePageView {...page} />
    </>
  );
}

// The chat links of the layout (menu, floating button) name this guide.
GuidePageTemplate.layoutProps = guidePageLayout;
