import { Box, Heading, ListItem, OrderedList } from "@chakra-ui/react";

interface ReminderStepsProps {
  title: string;
  steps: readonly string[];
}

/** What happens after the request, step by step (data/reminder-page.json, its {dias} and {horas} filled in). */
export function ReminderSteps({ title, steps }: ReminderStepsProps) {
  return (
    <Box as="section" aria-labelledby="reminder-steps-title" layerStyle="card" p={{ base: 6, md: 8 }}>
      <Heading as="h2" id="reminder-steps-title" size="md" color="brand.800" mb={5}>
        {title}
      </Heading>
      <OrderedList spacing={3} color="gray.700" ml={5}>
        {steps.map((step) => (
          <ListItem key={step}>{step}</ListItem>
        ))}
      </OrderedList>
    </Box>
  );
}
