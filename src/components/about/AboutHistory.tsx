import { Box, Heading, List, ListItem, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Paragraphs } from "../ui/Paragraphs";
import { Section } from "../ui/Section";

interface AboutHistoryProps {
  title: string;
  paragraphs: readonly string[];
  foundingYear: number;
  familyManagementSince: number;
  years: string;
}

/** The story of the firm, with its milestones beside it. */
export function AboutHistory({ title, paragraphs, foundingYear, familyManagementSince, years }: AboutHistoryProps) {
  const milestones = [
    { mark: String(foundingYear), text: "Fundação da corretora em São Paulo" },
    { mark: String(familyManagementSince), text: "Os filhos do fundador assumem a gestão" },
    { mark: years, text: "Anos de mercado e de clientes protegidos" },
  ];
  return (
    <Section labelledBy="about-history">
      <SimpleGrid columns={{ base: 1, lg: 5 }} spacing={{ base: 10, lg: 16 }} alignItems="center">
        <Stack spacing={5} gridColumn={{ lg: "span 3" }}>
          <Heading as="h2" id="about-history" size="xl" color="brand.800">
            {title}
          </Heading>
          <Paragraphs paragraphs={paragraphs} />
        </Stack>
        <Box gridColumn={{ lg: "span 2" }} layerStyle="card" p={{ base: 6, md: 8 }}>
          <List spacing={6} aria-label="Marcos da nossa história">
            {milestones.map((milestone) => (
              <ListItem key={milestone.mark} display="flex" gap={5} alignItems="center">
                <Text as="span" fontSize="3xl" fontWeight={800} color="brand.700" minW="5.5rem" lineHeight="1">
                  {milestone.mark}
                </Text>
                <Text as="span" fontWeight={600}>
                  {milestone.text}
                </Text>
              </ListItem>
            ))}
          </List>
        </Box>
      </SimpleGrid>
    </Section>
  );
}
