import { Badge, Box, Container, Heading, Text } from "@chakra-ui/react";
import { CtaLink } from "../ui/CtaLink";
import { QUOTE_PATH } from "./types";

interface ServiceHeroProps {
  badge: string;
  title: string;
  subtitle: string;
  cta: string;
}

export function ServiceHero({ badge, title, subtitle, cta }: ServiceHeroProps) {
  return (
    <Box
      as="section"
      aria-labelledby="service-title"
      bgGradient="linear(to-br, brand.900, brand.700)"
      color="white"
      py={{ base: 14, md: 20 }}
    >
      <Container maxW="container.xl">
        <Box maxW="3xl">
          <Badge variant="hero" mb={4}>
            {badge}
          </Badge>
          <Heading as="h1" id="service-title" size="2xl" mb={5}>
            {title}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="brand.50" mb={8}>
            {subtitle}
          </Text>
          <CtaLink to={QUOTE_PATH} size="lg">
            {cta}
          </CtaLink>
        </Box>
      </Container>
    </Box>
  );
}
