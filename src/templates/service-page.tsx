import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { servicePageLayout, ServicePageView } from "../components/service/ServicePageView";
import { ServiceSimulator } from "../components/simulators/ServiceSimulator";
import { guidesForService } from "../lib/guides";
import { servicePath } from "../lib/routes";

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
    siteJson {
      whatsapp {
        serviceMessage
      }
    }
    allMarkdownRemark {
      nodes {
        frontmatter {
          slug
          title
          description
          updatedOn
          products
        }
      }
    }
  }
`;

export default function ServicePageTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const page = data.servicePage;
  if (!page) throw new Error("Service page data is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={servicePath(page.slug)} />
      <ServicePageView
        page={page}
        simulator={<ServiceSimulator slug={page.slug} data={data.simulatorsJson} />}
        guides={guidesForService(
          page.slug,
          data.allMarkdownRemark.nodes.map((node) => node.frontmatter),
        )}
      />
    </>
  );
}

// The chat links of the layout (menu, floating button) name this service.
ServicePageTemplate.layoutProps = servicePageLayout;
