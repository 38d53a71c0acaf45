import { graphql, type PageProps } from "gatsby";
import { claimDeadlines } from "../components/claims/claim-deadlines";
import { ClaimsPageView } from "../components/claims/ClaimsPageView";
import { Seo } from "../components/layout/Seo";
import { useSite } from "../hooks/useSite";
import { useBrokerageChat } from "../components/layout/whatsapp";
import { pageChat } from "../../supabase/functions/_shared/contract/whatsapp";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

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
      deadlines {
        title
        lead
        insurer {
          title
          rule
          items
        }
        broker {
          title
          rule
          items
        }
        scope {
          title
          rule
          text
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
    rulesJson {
      rules {
        ...CitedRuleFields
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
  const chat = useBrokerageChat();
  const page = data.claimsJson;
  if (!page || !data.insurersJson || !data.rulesJson)
    throw new Error("data/claims.json, data/insurers.json or data/rules.json is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.claims} />
      <ClaimsPageView
        page={page}
        deadlines={claimDeadlines(page.deadlines, data.rulesJson.rules)}
        insurers={data.insurersJson.insurers}
        channels={{ phone: site.phone, whatsappHref: chat(pageChat(site.whatsapp.greeting, ROUTES.claims)) }}
        support={site.claims.support}
        sampleData={site.sampleData}
      />
    </>
  );
}
