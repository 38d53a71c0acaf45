import { graphql, type PageProps } from "gatsby";
import { AboutPageView } from "../components/about/AboutPageView";
import { Seo } from "../components/layout/Seo";
import { useSite } from "../hooks/useSite";
import { ROUTES } from "../lib/routes";

export const query = graphql`
  query AboutPage {
    aboutJson {
      seo {
        title
        description
      }
      title
      lead
      history {
        title
        paragraphs
      }
      mission {
        title
        paragraphs
      }
      vision {
        title
        paragraphs
      }
      values {
        title
        items {
          title
          text
        }
      }
      stats {
        title
      }
      transparency {
        title
        text
        commission
        links {
          label
          url
        }
      }
      legal {
        title
      }
      closing {
        title
        text
        cta
      }
    }
    siteJson {
      partners {
        name
      }
      legal {
        insurerStakes
        exclusiveInsurers
      }
    }
  }
`;

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const site = useSite();
  const page = data.aboutJson;
  if (!page || !data.siteJson) throw new Error("data/about.json or data/site.json is missing");
  const { partners, legal } = data.siteJson;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.about} />
      <AboutPageView
        page={page}
        site={site}
        insurers={{
          partners: partners.map((partner) => partner.name),
          stakes: legal.insurerStakes ?? [],
          exclusive: legal.exclusiveInsurers ?? [],
        }}
      />
    </>
  );
}
