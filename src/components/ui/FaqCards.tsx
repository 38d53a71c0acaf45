import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Section } from "./Section";

interface FaqCardsProps {
  id: string;
  title?: string;
  items: readonly { question: string; answer: string }[];
  columns?: number;
}

/** Questions and answers as cards, answers always visible. */
export function FaqCards({ id, title = "Perguntas Frequentes", items, columns = 3 }: FaqCardsProps) {
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
            <Text>{item.answer}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
