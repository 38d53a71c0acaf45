import { ListItem, OrderedList } from "@chakra-ui/react";
import { CardSection } from "../components/ui/CardSection";

interface ReminderStepsProps {
  title: string;
  steps: readonly string[];
}

/** What happens after the request, step by step (data/reminder-page.json, its {dias} and {horas} filled in). */
export function ReminderSteps({ title, steps }: ReminderStepsProps) {
  return (
    <CardSection id="reminder-steps-title" title={title}>
      <OrderedList spacing={3} color="gray.700" ml={5}>
        {steps.map((step) => (
          <ListItem key={step}>{step}</ListItem>
        ))}
      </OrderedList>
    </CardSection>
  );
}
