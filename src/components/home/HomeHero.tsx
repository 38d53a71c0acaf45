import { Badge, Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CtaLink } from "../ui/CtaLink";
import { HeroPicture } from "./HeroPicture";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";

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
      alignItems={{ base: "stretch", md: "center" }}
      // The viewport minus the header: top bar (2.75rem) + navigation (4rem on phones, 5rem from md).
      minH={{ base: "calc(100svh - 6.75rem)", md: "calc(100svh - 7.75rem)" }}
      data-testid="home-hero"
    >
      {image ? <HeroPicture image={image} alt={imageAlt} /> : null}
      {/* Dark navy veil for text contrast: over the sky on phones (text on top, skyline below), from the left on wider screens. */}
      <Box position="absolute" inset={0} bg="brand.900" opacity={{ base: 0.35, md: 0.25 }} aria-hidden="true" />
      <Box
        position="absolute"
        inset={0}
        bgGradient={{
          base: "linear(to-b, brand.900 0%, brand.900 30%, transparent 75%)",
          md: "linear(to-r, brand.900, transparent)",
        }}
        opacity={0.85}
        aria-hidden="true"
      />
      <Container maxW="container.xl" position="relative" pt={{ base: 10, md: 20 }} pb={{ base: 16, md: 20 }}>
        <Stack spacing={{ base: 5, md: 6 }} maxW="2xl" align="flex-start">
          <Badge variant="hero" bg="blackAlpha.400" whiteSpace="normal" fontSize={{ base: "xs", md: "sm" }}>
            {eyebrow}
          </Badge>
          <Heading
            as="h1"
            id="hero-title"
            fontSize={{ base: "4xl", md: "5xl", lg: "6xl" }}
            lineHeight="1.08"
            textShadow="0 2px 16px rgba(0,0,0,0.35)"
          >
            {headline}
          </Heading>
          <Text fontSize={{ base: "xl", md: "2xl" }} color="brand.50" fontWeight={600} data-testid="hero-subline">
            {subline}
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} spacing={4} pt={2} w={{ base: "full", sm: "auto" }}>
            <CtaLink
              to={ROUTES.quote}
              size="lg"
              h={14}
              px={10}
              fontSize="lg"
              letterSpacing="wide"
              data-testid="hero-cta"
            >
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
