import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { SiteData } from "../../hooks/useSite";

interface AboutStatsProps {
  title: string;
  stats: SiteData["stats"];
}

/** The brand's four numbers on the navy band. */
export function AboutStats({ title, stats }: AboutStatsProps) {
  return (
    <Box as="section" aria-labelledby="about-stats" bg="brand.800" color="white" py={{ base: 12, md: 16 }}>
      <Container maxW="container.xl">
        <Heading as="h2" id="about-stats" size="xl" textAlign="center" mb={10}>
          {title}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} spacing={{ base: 6, md: 8 }}>
          {stats.map((stat) => (
            <Box
              key={stat.label}
              textAlign="center"
              data-testid="about-stat"
              display="flex"
              flexDirection="column-reverse"
            >
              <Text as="dt" fontSize={{ base: "md", md: "lg" }} color="brand.100" fontWeight={600}>
                {stat.label}
              </Text>
              <Text as="dd" fontSize={{ base: "4xl", md: "5xl" }} fontWeight={800} lineHeight="1.1" mb={2}>
                {stat.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
