import { Container, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormCard } from "../components/forms/FormCard";
import { ReminderForm } from "./ReminderForm";
import { PageHero } from "../components/ui/PageHero";
import { StaticHtml } from "../components/ui/StaticHtml";
import { ReminderSteps } from "./ReminderSteps";
import { reminderText } from "./reminder";

export type ReminderPageData = NonNullable<Queries.ReminderPageQuery["reminderPageJson"]>;

interface ReminderPageViewProps {
  page: ReminderPageData;
  brokerageName: string;
  daysBefore: number;
}

/** /lembrete-de-renovacao: what the reminder is, its form (an island), and what happens next. */
export function ReminderPageView({ page, brokerageName, daysBefore }: ReminderPageViewProps) {
  const text = (value: string) => reminderText(value, daysBefore);
  return (
    <>
      <StaticHtml>
        <PageHero id="reminder-title" title={page.title} lead={text(page.lead)} />
      </StaticHtml>
      <Container maxW="container.xl" py={{ base: 10, md: 16 }}>
        <SimpleGrid columns={{ base: 1, lg: 5 }} spacing={{ base: 10, lg: 12 }} alignItems="start">
          <Stack gridColumn={{ lg: "span 3" }}>
            <FormCard id="reminder-form-title" title={page.invite.title} text={text(page.invite.text)}>
              <ReminderForm brokerageName={brokerageName} daysBefore={daysBefore} />
            </FormCard>
          </Stack>
          <Stack gridColumn={{ lg: "span 2" }}>
            <StaticHtml>
              <ReminderSteps title={page.next.title} steps={page.next.steps.map(text)} />
            </StaticHtml>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}
