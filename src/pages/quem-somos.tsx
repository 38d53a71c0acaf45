import { graphql, type PageProps } from "gatsby";
import { brokerDisclosures } from "../components/about/disclosures";
import { AboutPageView } from "../components/about/AboutPageView";
import { Seo } from "../components/layout/Seo";
import { useSite } from "../hooks/useSite";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

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
      disclosures {
        title
        lead
        rule
        stakes {
          ...AboutDisclosureTexts
        }
        holders {
          ...AboutDisclosureTexts
        }
        insurers {
          ...AboutDisclosureTexts
        }
        remuneration {
          title
          text
        }
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
      legal {
        insurerStakes
        insurerHolders
        exclusiveInsurers
      }
    }
    insurersJson {
      insurers {
        name
      }
    }
    rulesJson {
      rules {
        ...CitedRuleFields
      }
    }
  }

  fragment AboutDisclosureTexts on AboutDisclosure {
    title
    none
    some
  }
`;

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const site = useSite();
  const page = data.aboutJson;
  if (!page || !data.siteJson || !data.insurersJson || !data.rulesJson)
    throw new Error("data/about.json, data/site.json, data/insurers.json or data/rules.json is missing");
  const { legal } = data.siteJson;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.about} />
      <AboutPageView
        page={page}
        site={site}
        disclosures={brokerDisclosures(
          page.disclosures,
          {
            stakes: legal.insurerStakes ?? [],
            holders: legal.insurerHolders ?? [],
            exclusive: legal.exclusiveInsurers ?? [],
            partners: data.insurersJson.insurers.map((insurer) => insurer.name),
          },
          data.rulesJson.rules,
        )}
      />
    </>
  );
}
