import { Box, Flex, Grid, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { QuickQuoteForm } from "../forms/QuickQuoteForm";
import { Paragraphs } from "../ui/Paragraphs";
import { Section } from "../ui/Section";
import { StaticHtml } from "../ui/StaticHtml";

interface AboutQuoteSectionProps {
  title: string;
  paragraphs: readonly string[];
  stats: readonly { value: string; label: string }[];
  formTitle: string;
  formText: string;
}

/** Who we are, with the brand's numbers, beside the quick quote form. */
export function AboutQuoteSection({ title, paragraphs, stats, formTitle, formText }: AboutQuoteSectionProps) {
  return (
    <Section labelledBy="about-title" id="sobre-nos">
      <Grid templateColumns={{ base: "1fr", lg: "1.1fr 1fr" }} gap={{ base: 10, lg: 16 }} alignItems="start">
        <StaticHtml>
          <Stack spacing={5}>
            <Heading as="h2" id="about-title" fontSize={{ base: "3xl", md: "4xl" }} color="brand.900">
              {title}
            </Heading>
            <Paragraphs paragraphs={paragraphs} color="gray.700" />
            <SimpleGrid as="dl" columns={{ base: 2, md: 4, lg: 2 }} spacing={4} pt={4}>
              {stats.map((stat) => (
                // The label comes first for screen readers (dt before dd); the number is shown on top.
                <Flex
                  key={stat.label}
                  direction="column-reverse"
                  bg="brand.50"
                  borderRadius="xl"
                  px={4}
                  py={5}
                  textAlign="center"
                >
                  <Text as="dt" fontSize="sm" color="gray.700" mt={1}>
                    {stat.label}
                  </Text>
                  <Text as="dd" fontSize="3xl" fontWeight={700} color="brand.700" lineHeight="1.1">
                    {stat.value}
                  </Text>
                </Flex>
              ))}
            </SimpleGrid>
          </Stack>
        </StaticHtml>
        <Box layerStyle="card" p={{ base: 6, md: 8 }} borderTopWidth="4px" borderTopColor="accent.600">
          <StaticHtml>
            <Heading as="h3" size="lg" color="brand.900" mb={2}>
              {formTitle}
            </Heading>
            <Text color="gray.600" mb={6}>
              {formText}
            </Text>
          </StaticHtml>
          <QuickQuoteForm />
        </Box>
      </Grid>
    </Section>
  );
}
