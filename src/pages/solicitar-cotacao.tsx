import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { QuotePageView } from "../quote/QuotePageView";
import { useSite } from "../hooks/useSite";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";
import type { PageLayout } from "../components/layout/Layout";

export const query = graphql`
  query QuotePage {
    siteJson {
      whatsapp {
        quoteMessage
      }
    }
    quoteJson {
      seo {
        title
        description
      }
      title
      lead
      form {
        title
        text
      }
      benefits {
        title
        items
      }
      insuranceTypes {
        title
        items
      }
      disclosures {
        title
        text
        link
      }
    }
    quoteQuestionsJson {
      hint
      products {
        veiculo {
          ...QuoteProductQuestions
        }
        residencia {
          ...QuoteProductQuestions
        }
        empresa {
          ...QuoteProductQuestions
        }
        vida {
          ...QuoteProductQuestions
        }
        viagem {
          ...QuoteProductQuestions
        }
        transporte {
          ...QuoteProductQuestions
        }
        fianca {
          ...QuoteProductQuestions
        }
        previdencia {
          ...QuoteProductQuestions
        }
        consorcio {
          ...QuoteProductQuestions
        }
      }
    }
    simulatorsJson {
      consorcio {
        ranges {
          ...ConsorcioRangeFields
        }
      }
      previdencia {
        ranges {
          ...PrevidenciaRangeFields
        }
      }
      vida {
        ranges {
          ...VidaRangeFields
        }
      }
    }
  }

  fragment QuoteProductQuestions on QuoteProductQuestions {
    legend
    questions {
      id
      label
      format
      help
      options
      min
      max
      after
    }
  }
`;

export default function QuotePage({ data }: PageProps<Queries.QuotePageQuery>) {
  const site = useSite();
  const page = data.quoteJson;
  if (!page) throw new Error("data/quote.json is missing");
  if (!data.quoteQuestionsJson) throw new Error("data/quote-questions.json is missing");
  const simulators = data.simulatorsJson;
  if (!simulators) throw new Error("data/simulators.json is missing");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} canonicalPath={ROUTES.quote} />
      <QuotePageView
        page={page}
        questions={data.quoteQuestionsJson}
        simulatorRanges={{
          consorcio: simulators.consorcio.ranges,
          previdencia: simulators.previdencia.ranges,
          vida: simulators.vida.ranges,
        }}
        answerTime={site.answerTimes.fullQuote}
      />
    </>
  );
}

// The menu's chat link asks for a quote too, as the floating button does: what the visitor came for.
const quotePageLayout: PageLayout<{ data: Queries.QuotePageQuery }> = ({ data }) =>
  data.siteJson ? { whatsappMessage: data.siteJson.whatsapp.quoteMessage } : {};
QuotePage.layoutProps = quotePageLayout;
