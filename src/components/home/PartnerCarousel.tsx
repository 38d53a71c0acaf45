import * as React from "react";
import { Box, useMediaQuery } from "@chakra-ui/react";
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
import { carouselStyles } from "./carousel-styles";
import { CarouselDots } from "./CarouselDots";
import { CarouselToggle } from "./CarouselToggle";
import { PartnerSlide } from "./PartnerSlide";
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
 *
 * The styled frame holds no state, so it renders once; the carousel inside re-renders plain
 * elements (carousel-styles.ts).
 */
export default function PartnerCarousel(props: PartnerCarouselProps) {
  return (
    <Box sx={carouselStyles}>
      <Carousel {...props} />
    </Box>
  );
}

function Carousel({ partners, label }: PartnerCarouselProps) {
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

  const togglePlaying = React.useCallback(() => setPlaying((value) => !value), []);

  // Hover and focus only stop the timer and let the slides speak (aria-live): not urgent. In a
  // transition, their render follows the frame that answers the tap, which it would otherwise
  // delay on the first tap only (the one that brings the pointer and the focus in).
  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      React.startTransition(() => setFocused(false));
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => React.startTransition(() => setHovered(true))}
      onMouseLeave={() => React.startTransition(() => setHovered(false))}
      onFocus={() => React.startTransition(() => setFocused(true))}
      onBlur={onBlur}
      data-testid="partner-carousel"
      data-rotating={rotating ? "true" : "false"}
    >
      <div data-part="viewport">
        <div
          id={SLIDES_ID}
          aria-live={rotating ? "off" : "polite"}
          data-part="track"
          style={{ transform: `translateX(-${active * 100}%)` }}
        >
          {slides.map((slide, index) => (
            <PartnerSlide
              key={`${perSlide}-${index}`}
              partners={slide}
              index={index}
              count={slides.length}
              perSlide={perSlide}
              active={index === active}
            />
          ))}
        </div>
      </div>
      <div data-part="controls">
        <CarouselToggle playing={playing} controls={SLIDES_ID} onToggle={togglePlaying} />
        <CarouselDots count={slides.length} active={active} controls={SLIDES_ID} onChoose={setCurrent} />
      </div>
    </div>
  );
}
