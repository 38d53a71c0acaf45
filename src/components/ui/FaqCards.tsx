import { Box, Heading, SimpleGrid } from "@chakra-ui/react";
import type { PlaceholderValue } from "./fill-placeholders";
import { FilledText } from "./FilledText";
import { Section } from "./Section";

interface FaqCardsProps {
  id: string;
  title?: string;
  items: readonly { question: string; answer: string }[];
  columns?: number;
  /** What the answers' {marker}s stand for (a link to another page, say). */
  values?: Readonly<Record<string, PlaceholderValue>>;
}

const NO_VALUES = {};

/** Questions and answers as cards, answers always visible. */
export function FaqCards({
  id,
  title = "Perguntas Frequentes",
  items,
  columns = 3,
  values = NO_VALUES,
}: FaqCardsProps) {
  return (
    <Section labelledBy={id} bg="gray.50">
      <Heading as="h2" id={id} size="xl" textAlign="center" mb={10}>
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: Math.min(columns, 2), lg: columns }} spacing={6}>
        {items.map((item) => (
          <Box as="li" key={item.question} layerStyle="card" p={6} data-testid="faq-item">
            <Heading as="h3" size="md" mb={3}>
              {item.question}
            </Heading>
            <FilledText text={item.answer} values={values} />
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
