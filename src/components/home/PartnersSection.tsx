import * as React from "react";
import { Box, Heading, Text } from "@chakra-ui/react";
import { Section } from "../ui/Section";
import type { PartnerLogoItem } from "./partner-types";

// Its own chunk, fetched after hydration: the carousel sits below the fold.
const PartnerCarousel = React.lazy(() => import("./PartnerCarousel"));

interface PartnersSectionProps {
  title: string;
  text: string;
  partners: readonly PartnerLogoItem[];
}

/** Reserves the carousel's height until its chunk arrives, so nothing below it moves. */
function CarouselPlaceholder() {
  return <Box h={{ base: "9.5rem", md: "10.5rem" }} aria-hidden="true" />;
}

export function PartnersSection({ title, text, partners }: PartnersSectionProps) {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return (
    <Section labelledBy="partners-title" containerWidth="container.lg">
      <Box textAlign="center" maxW="2xl" mx="auto" mb={{ base: 8, md: 10 }}>
        <Heading as="h2" id="partners-title" fontSize={{ base: "2xl", md: "3xl" }} color="brand.900" mb={3}>
          {title}
        </Heading>
        <Text fontSize="lg" color="gray.700">
          {text}
        </Text>
      </Box>
      {hydrated ? (
        <React.Suspense fallback={<CarouselPlaceholder />}>
          <PartnerCarousel partners={partners} label="Logotipos das seguradoras parceiras" />
        </React.Suspense>
      ) : (
        <CarouselPlaceholder />
      )}
    </Section>
  );
}
