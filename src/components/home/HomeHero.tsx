import { Badge, Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CtaLink } from "../ui/CtaLink";
import { HeroPicture } from "./HeroPicture";

export const QUOTE_PATH = "/solicitar-cotacao";
export const SERVICES_ANCHOR = "services";

interface HomeHeroProps {
  eyebrow: string;
  headline: string;
  subline: string;
  cta: string;
  servicesLink: string;
  image: IGatsbyImageData | null;
  imageAlt: string;
}

/** Full-height banner: photo under a navy overlay, the page's only h1 and the main call to action. */
export function HomeHero({ eyebrow, headline, subline, cta, servicesLink, image, imageAlt }: HomeHeroProps) {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      position="relative"
      overflow="hidden"
      bg="brand.900"
      color="white"
      display="flex"
      alignItems="center"
      // Header = top bar (size 11) + navigation bar (16 on phones, 20 from md).
      minH={{
        base: "calc(100svh - var(--chakra-sizes-11) - var(--chakra-sizes-16))",
        md: "calc(100svh - var(--chakra-sizes-11) - var(--chakra-sizes-20))",
      }}
      data-testid="home-hero"
    >
      {image ? <HeroPicture image={image} alt={imageAlt} /> : null}
      <Box position="absolute" inset={0} bg="brand.900" opacity={0.5} aria-hidden="true" />
      <Box
        position="absolute"
        inset={0}
        bgGradient={{ base: "linear(to-t, brand.900, transparent)", md: "linear(to-r, brand.900, transparent)" }}
        opacity={0.85}
        aria-hidden="true"
      />
      <Container maxW="container.xl" position="relative" py={{ base: 12, md: 20 }}>
        <Stack spacing={{ base: 5, md: 6 }} maxW="2xl" align="flex-start">
          <Badge variant="hero" bg="blackAlpha.400" whiteSpace="normal">
            {eyebrow}
          </Badge>
          <Heading as="h1" id="hero-title" fontSize={{ base: "4xl", md: "5xl", lg: "6xl" }} lineHeight="1.08" textShadow="0 2px 16px rgba(0,0,0,0.35)">
            {headline}
          </Heading>
          <Text fontSize={{ base: "xl", md: "2xl" }} color="brand.50" fontWeight={600} data-testid="hero-subline">
            {subline}
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} spacing={4} pt={2} w={{ base: "full", sm: "auto" }}>
            <CtaLink to={QUOTE_PATH} size="lg" h={14} px={10} fontSize="lg" letterSpacing="wide" data-testid="hero-cta">
              {cta}
            </CtaLink>
            <Button
              as="a"
              href={`#${SERVICES_ANCHOR}`}
              size="lg"
              h={14}
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: "whiteAlpha.200", textDecoration: "none" }}
              _active={{ bg: "whiteAlpha.300" }}
            >
              {servicesLink}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
