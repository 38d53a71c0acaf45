import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { SimulatorsIndexView } from "../simulators/SimulatorsIndexView";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { findRule } from "../rules/register";

export const query = graphql`
  query SimulatorsPage {
    simulatorsJson {
      seo {
        title
        description
      }
      title
      lead
      consorcio {
        summary
        rules {
          ...ConsorcioRuleIds
        }
      }
      previdencia {
        summary
        rules {
          ...PrevidenciaRuleIds
        }
      }
      vida {
        summary
      }
    }
    rulesJson {
      rules {
        ...RuleSourceFields
      }
    }
  }
`;

export default function SimulatorsPage({ data }: PageProps<Queries.SimulatorsPageQuery>) {
  const content = data.simulatorsJson;
  if (!content) throw new Error("data/simulators.json is missing");
  const register = data.rulesJson?.rules ?? [];
  // Each simulator's cited rules, in the order its data cites them (the content check guarantees each exists).
  const cited = (ids: Record<string, string>) => Object.values(ids).map((id) => findRule(register, id));
  return (
    <>
      <Seo title={content.seo.title} description={content.seo.description} canonicalPath={ROUTES.simulators} />
      <SimulatorsIndexView
        title={content.title}
        lead={content.lead}
        simulators={[
          { slug: "consorcio", title: "Consórcio", summary: content.consorcio.summary },
          { slug: "previdencia", title: "Previdência: PGBL ou VGBL", summary: content.previdencia.summary },
          { slug: "vida", title: "Seguro de vida: quanto de cobertura", summary: content.vida.summary },
        ]}
        sources={[
          { name: "Consórcio", rules: cited(content.consorcio.rules) },
          { name: "Previdência", rules: cited(content.previdencia.rules) },
        ]}
      />
    </>
  );
}
