import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { servicePageLayout, ServicePageView } from "../services/ServicePageView";
import { servicePath } from "../../supabase/functions/_shared/contract/routes";

export const query = graphql`
  query ServicePage($id: String!) {
    servicePage(id: { eq: $id }) {
      slug
      name
      quoteProduct
      seo {
        title
        description
      }
      hero {
        badge
        title
        subtitle
        cta
      }
      intro
      audience
      lists {
        title
        items
      }
      extra {
        title
        items
      }
      faq {
        question
        answer
      }
      closing {
        title
        text
      }
    }
    simulatorsJson {
      ...Simulators
    }
    rulesJson {
      rules {
        ...SimulatorRuleFields
      }
    }
    siteJson {
      name
      whatsapp {
        serviceMessage
        quoteMessage
      }
    }
    remindersJson {
      daysBefore
    }
    reminderPageJson {
      invite {
        title
        text
      }
    }
    allMarkdownRemark {
      nodes {
        frontmatter {
          ...GuideSummaryFields
        }
      }
    }
  }
`;

export default function ServicePageTemplate({ data, path }: PageProps<Queries.ServicePageQuery>) {
  const page = data.servicePage;
  if (!page) throw new Error("Service page data is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={servicePath(page.slug)} />
      <ServicePageView page={page} content={data} path={path} />
    </>
  );
}

// The chat links of the layout (menu, floating button) name this service.
ServicePageTemplate.layoutProps = servicePageLayout;
