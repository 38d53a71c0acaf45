import { Box, Heading, ListItem, OrderedList } from "@chakra-ui/react";
import { CheckList } from "../ui/CheckList";

interface ClaimStepsCardProps {
  title: string;
  steps: readonly string[];
  documentsTitle: string;
  documents: readonly string[];
}

/** What to do first in a claim of one kind of insurance, in order, and the documents to gather. */
export function ClaimStepsCard({ title, steps, documentsTitle, documents }: ClaimStepsCardProps) {
  return (
    <Box as="li" layerStyle="card" p={{ base: 6, md: 8 }} data-testid="claim-steps">
      <Heading as="h3" size="md" mb={4}>
        {title}
      </Heading>
      <OrderedList spacing={3} mb={6}>
        {steps.map((step) => (
          <ListItem key={step}>{step}</ListItem>
        ))}
      </OrderedList>
      <Heading as="h4" size="sm" color="brand.800" mb={3}>
        {documentsTitle}
      </Heading>
      <CheckList items={documents} />
    </Box>
  );
}
