import { Box, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { Section } from "../ui/Section";
import { belowTheFold } from "../ui/below-the-fold";
import { SectionIntro } from "./SectionIntro";
import { ServiceCard, type ServiceCardContent } from "./ServiceCard";
import { SERVICES_ANCHOR } from "./HomeHero";

interface PortfolioGroup {
  title: string;
  cards: readonly ServiceCardContent[];
}

interface PortfolioSectionProps {
  title: string;
  intro: string;
  groups: readonly PortfolioGroup[];
}

const groupId = (index: number): string => `portfolio-group-${index + 1}`;

/** Over 400 elements, starting well below the first screen at every width: skipped until it comes near. */
const OFFSCREEN = belowTheFold({ base: 5580, md: 3350, lg: 2660, xl: 2510 });

/** The services portfolio (anchor #services): one labelled group per product family. */
export function PortfolioSection({ title, intro, groups }: PortfolioSectionProps) {
  return (
    <Section labelledBy="portfolio-title" id={SERVICES_ANCHOR} bg="gray.50" scrollMarginTop={4} sx={OFFSCREEN}>
      <SectionIntro id="portfolio-title" title={title} text={intro} size="lg" />
      <Stack spacing={{ base: 12, md: 16 }}>
        {groups.map((group, index) => (
          <Box as="section" key={group.title} aria-labelledby={groupId(index)} data-testid="portfolio-group">
            <Heading
              as="h3"
              id={groupId(index)}
              size="lg"
              color="brand.800"
              mb={6}
              pl={4}
              borderLeftWidth="4px"
              borderLeftColor="accent.600"
            >
              {group.title}
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} spacing={6}>
              {group.cards.map((card) => (
                <ServiceCard key={card.slug} {...card} />
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
