import * as React from "react";
import { Box, Flex, HStack, Icon, IconButton, chakra, useMediaQuery } from "@chakra-ui/react";
import { Pause, Play } from "lucide-react";
import {
  CAROUSEL_INTERVAL_MS,
  REDUCED_MOTION_QUERY,
  WIDE_QUERY,
  clampSlide,
  isRotating,
  logosPerSlide,
  nextSlide,
  toSlides,
} from "./carousel-logic";
import { PartnerLogo } from "./PartnerLogo";
import type { PartnerLogoItem } from "./partner-types";

interface PartnerCarouselProps {
  partners: readonly PartnerLogoItem[];
  /** Accessible name of the carousel region. */
  label: string;
}

const SLIDES_ID = "partner-slides";

/**
 * The partner insurers, a few logos per slide (WAI-ARIA carousel pattern): advances every
 * 3 s, stops on hover, on keyboard focus inside, with the pause button, and never starts
 * by itself when the visitor prefers reduced motion. Rendered in the browser only.
 */
export default function PartnerCarousel({ partners, label }: PartnerCarouselProps) {
  const [isWide, prefersReducedMotion] = useMediaQuery([WIDE_QUERY, REDUCED_MOTION_QUERY], { ssr: false });
  const perSlide = logosPerSlide(isWide);
  const slides = React.useMemo(() => toSlides(partners, perSlide), [partners, perSlide]);
  const [current, setCurrent] = React.useState(0);
  const active = clampSlide(current, slides.length);
  const [playing, setPlaying] = React.useState(!prefersReducedMotion);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const rotating = isRotating({ playing, hovered, focused, slideCount: slides.length });

  React.useEffect(() => {
    if (prefersReducedMotion) setPlaying(false);
  }, [prefersReducedMotion]);

  React.useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setCurrent(nextSlide(active, slides.length)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active, slides.length]);

  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid="partner-carousel"
      data-rotating={rotating ? "true" : "false"}
    >
      <Box overflow="hidden">
        <Flex
          id={SLIDES_ID}
          aria-live={rotating ? "off" : "polite"}
          transform={`translateX(-${active * 100}%)`}
          transition="transform 0.6s ease-in-out"
          sx={{ "@media (prefers-reduced-motion: reduce)": { transition: "none" } }}
        >
          {slides.map((slide, index) => (
            <Box
              key={`${perSlide}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${slides.length}`}
              aria-hidden={index === active ? undefined : true}
              flex="0 0 100%"
              px={1}
              data-testid="partner-slide"
              data-active={index === active ? "true" : "false"}
            >
              <Flex as="ul" listStyleType="none" justify="center" gap={4}>
                {slide.map((partner) => (
                  // Same width for every logo, so a shorter last slide stays centered.
                  <Box as="li" key={partner.name} flex={`0 0 calc((100% - ${perSlide - 1}rem) / ${perSlide})`} minW={0}>
                    <PartnerLogo {...partner} />
                  </Box>
                ))}
              </Flex>
            </Box>
          ))}
        </Flex>
      </Box>
      <HStack justify="center" spacing={3} mt={6}>
        <IconButton
          aria-label={playing ? "Pausar carrossel" : "Retomar carrossel"}
          icon={<Icon as={playing ? Pause : Play} boxSize={4} aria-hidden="true" />}
          onClick={() => setPlaying((value) => !value)}
          size="sm"
          variant="outline"
          colorScheme="brand"
          borderRadius="full"
          aria-controls={SLIDES_ID}
          data-testid="carousel-toggle"
        />
        <HStack role="group" aria-label="Escolher slide" spacing={1}>
          {slides.map((_, index) => (
            <chakra.button
              key={index}
              type="button"
              aria-label={`Ir para o slide ${index + 1}`}
              aria-current={index === active ? "true" : undefined}
              aria-controls={SLIDES_ID}
              onClick={() => setCurrent(index)}
              w={6}
              h={6}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              data-testid="carousel-dot"
              _after={{
                content: '""',
                display: "block",
                h: 2.5,
                w: index === active ? 5 : 2.5,
                borderRadius: "full",
                bg: index === active ? "brand.600" : "gray.500",
                transition: "width 0.3s, background-color 0.3s",
              }}
              _hover={{ _after: { bg: index === active ? "brand.700" : "gray.600" } }}
            />
          ))}
        </HStack>
      </HStack>
    </Box>
  );
}
