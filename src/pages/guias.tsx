import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { GUIDES_INTRO, GuidesIndexView } from "../guides/GuidesIndexView";
import { guidesByArea } from "../guides/guides";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

export const query = graphql`
  query GuidesIndex {
    allMarkdownRemark {
      nodes {
        frontmatter {
          ...GuideSummaryFields
        }
      }
    }
    allServicePage {
      nodes {
        slug
        group
      }
    }
    navigationJson {
      groups {
        title
      }
    }
  }
`;

export default function GuidesIndexPage({ data }: PageProps<Queries.GuidesIndexQuery>) {
  const groupOrder = data.navigationJson?.groups.map((group) => group.title) ?? [];
  const guides = data.allMarkdownRemark.nodes.map((node) => node.frontmatter);
  return (
    <>
      <Seo title="Guias de seguros, saúde e previdência" description={GUIDES_INTRO} canonicalPath={ROUTES.guides} />
      <GuidesIndexView groups={guidesByArea(guides, data.allServicePage.nodes, groupOrder)} />
    </>
  );
}
