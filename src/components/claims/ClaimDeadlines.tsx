import { Box, Heading, ListItem, SimpleGrid, Text, UnorderedList } from "@chakra-ui/react";
import { RuleSource } from "../ui/RuleSource";
import { Section } from "../ui/Section";
import type { ShownDeadlines } from "./claim-deadlines";

interface ClaimDeadlinesProps {
  id: string;
  deadlines: ShownDeadlines;
}

/** How long the insurer and the brokerage have after a claim notice, each with its law, and which policies it covers. */
export function ClaimDeadlines({ id, deadlines }: ClaimDeadlinesProps) {
  return (
    <Section labelledBy={id} bg="gray.50">
      <Heading as="h2" id={id} size="xl" mb={4}>
        {deadlines.title}
      </Heading>
      <Text fontSize="lg" maxW="3xl" mb={10}>
        {deadlines.lead}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} spacing={6} mb={6}>
        {deadlines.blocks.map((block) => (
          <Box as="li" key={block.title} layerStyle="card" p={{ base: 6, md: 8 }} data-testid="claim-deadlines">
            <Heading as="h3" size="md" mb={4}>
              {block.title}
            </Heading>
            <UnorderedList spacing={3} mb={5}>
              {block.items.map((item) => (
                <ListItem key={item}>{item}</ListItem>
              ))}
            </UnorderedList>
            <RuleSource rule={block.source} />
          </Box>
        ))}
      </SimpleGrid>
      <Box layerStyle="card" p={{ base: 6, md: 8 }} data-testid="claim-deadlines-scope">
        <Heading as="h3" size="md" mb={3}>
          {deadlines.scope.title}
        </Heading>
        <Text mb={4}>{deadlines.scope.text}</Text>
        <RuleSource rule={deadlines.scope.source} />
      </Box>
    </Section>
  );
}
