import { Badge, Box, Container, Heading, Text } from "@chakra-ui/react";

interface AboutHeroProps {
  title: string;
  lead: string;
  foundingYear: number;
}

export function AboutHero({ title, lead, foundingYear }: AboutHeroProps) {
  return (
    <Box as="section" aria-labelledby="about-title" bgGradient="linear(to-br, brand.900, brand.700)" color="white" py={{ base: 14, md: 20 }}>
      <Container maxW="container.xl">
        <Box maxW="3xl">
          <Badge variant="hero" mb={4}>
            Desde {foundingYear}
          </Badge>
          <Heading as="h1" id="about-title" size="2xl" mb={5}>
            {title}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="brand.50">
            {lead}
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
