import { graphql, type PageProps } from "gatsby";
import { ClaimsPageView } from "../components/claims/ClaimsPageView";
import { Seo } from "../components/layout/Seo";
import { useSite } from "../hooks/useSite";
import { ROUTES } from "../lib/routes";

export const query = graphql`
  query ClaimsPage {
    claimsJson {
      seo {
        title
        description
      }
      title
      lead
      steps {
        title
        documentsTitle
        groups {
          title
          steps
          documents
        }
      }
      insurers {
        title
        text
      }
      help {
        title
        text
        call
        chat
      }
    }
    insurersJson {
      insurers {
        name
        numbers {
          label
          number
        }
        site
        verifiedOn
      }
    }
  }
`;

export default function ClaimsPage({ data }: PageProps<Queries.ClaimsPageQuery>) {
  const site = useSite();
  const page = data.claimsJson;
  if (!page || !data.insurersJson) throw new Error("data/claims.json or data/insurers.json is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.claims} />
      <ClaimsPageView
        page={page}
        insurers={data.insurersJson.insurers}
        channels={site}
        support={site.claims.support}
        sampleData={site.sampleData}
      />
    </>
  );
}
