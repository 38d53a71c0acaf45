import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { SimulatorsIndexView } from "../components/simulators/SimulatorsIndexView";
import { ROUTES } from "../lib/routes";

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
      }
      previdencia {
        summary
        regressiveTable {
          rule {
            ...SimulatorRuleFields
          }
        }
        incomeTax {
          year
          rule {
            ...SimulatorRuleFields
          }
          exemptionRule {
            ...SimulatorRuleFields
          }
        }
        pgblDeduction {
          rule {
            ...SimulatorRuleFields
          }
        }
        regimeChoice {
          ...SimulatorRuleFields
        }
      }
      vida {
        summary
      }
    }
  }
`;

export default function SimulatorsPage({ data }: PageProps<Queries.SimulatorsPageQuery>) {
  const content = data.simulatorsJson;
  if (!content) throw new Error("data/simulators.json is missing");
  const { regressiveTable, incomeTax, pgblDeduction, regimeChoice } = content.previdencia;
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
        rules={[
          { name: "Previdência, tabela regressiva", rule: regressiveTable.rule },
          { name: `Previdência, tabela anual do imposto de renda (${incomeTax.year})`, rule: incomeTax.rule },
          ...(incomeTax.exemptionRule
            ? [
                {
                  name: "Previdência, redução do imposto para rendas de até R$ 5.000,00 por mês",
                  rule: incomeTax.exemptionRule,
                },
              ]
            : []),
          { name: "Previdência, dedução do PGBL", rule: pgblDeduction.rule },
          { name: "Previdência, escolha da tabela até o primeiro resgate", rule: regimeChoice },
        ]}
      />
    </>
  );
}
