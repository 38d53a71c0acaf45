import { Container, SimpleGrid, Stack } from "@chakra-ui/react";
import { QuoteAnswerTime } from "./QuoteAnswerTime";
import { QuoteBenefits } from "./QuoteBenefits";
import { QuoteDisclosures } from "./QuoteDisclosures";
import { FormCard } from "../components/forms/FormCard";
import { FullQuoteForm } from "./FullQuoteForm";
import type { QuoteQuestions } from "../../supabase/functions/_shared/contract/quote-questions";
import type { SimulatorRanges } from "../simulators/proposal";
import { PageHero } from "../components/ui/PageHero";
import { StaticHtml } from "../components/ui/StaticHtml";
import { QuoteInsuranceTypes } from "./QuoteInsuranceTypes";

interface QuotePageViewProps {
  page: NonNullable<Queries.QuotePageQuery["quoteJson"]>;
  /** Each product's questions (data/quote-questions.json), for the form. */
  questions: QuoteQuestions;
  /** The simulators' ranges (data/simulators.json): a simulation's numbers in the link are checked against them. */
  simulatorRanges: SimulatorRanges;
  answerTime: string;
}

export function QuotePageView({ page, questions, simulatorRanges, answerTime }: QuotePageViewProps) {
  return (
    <>
      <StaticHtml>
        <PageHero id="quote-title" badge={answerTime} title={page.title} lead={page.lead} />
      </StaticHtml>
      {/* The form, the two lists and the disclosures' link are sections of their own; this only lays them out. */}
      <Container maxW="container.xl" py={{ base: 10, md: 16 }}>
        <SimpleGrid columns={{ base: 1, lg: 5 }} spacing={{ base: 10, lg: 12 }} alignItems="start">
          <Stack gridColumn={{ lg: "span 3" }}>
            <FormCard id="quote-form-title" title={page.form.title} text={page.form.text}>
              <FullQuoteForm questions={questions} simulatorRanges={simulatorRanges} />
            </FormCard>
          </Stack>
          <Stack gridColumn={{ lg: "span 2" }} spacing={6}>
            <StaticHtml>
              <QuoteAnswerTime text={answerTime} />
              <QuoteBenefits {...page.benefits} />
              <QuoteInsuranceTypes {...page.insuranceTypes} />
              <QuoteDisclosures {...page.disclosures} />
            </StaticHtml>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}
