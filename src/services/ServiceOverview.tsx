import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Paragraphs } from "../components/ui/Paragraphs";
import { Section } from "../components/ui/Section";

interface ServiceOverviewProps {
  intro?: readonly string[] | null;
  audience?: string | null;
}

/** The opening paragraphs and, where the page has one, who the product is for. */
export function ServiceOverview({ intro, audience }: ServiceOverviewProps) {
  if (!intro?.length && !audience) return null;
  return (
    <Section labelledBy="service-overview" pb={{ base: 4, md: 6 }}>
      <SimpleGrid columns={{ base: 1, lg: audience && intro?.length ? 2 : 1 }} spacing={10}>
        {intro?.length ? (
          <Stack spacing={4}>
            <Heading as="h2" id="service-overview" size="lg">
              Visão geral
            </Heading>
            <Paragraphs paragraphs={intro} />
          </Stack>
        ) : null}
        {audience ? (
          <Box bg="brand.50" borderRadius="xl" p={{ base: 6, md: 8 }}>
            <Heading
              as={intro?.length ? "h3" : "h2"}
              id={intro?.length ? undefined : "service-overview"}
              size="md"
              mb={3}
            >
              Para quem é
            </Heading>
            <Text fontSize="lg">{audience}</Text>
          </Box>
        ) : null}
      </SimpleGrid>
    </Section>
  );
}
