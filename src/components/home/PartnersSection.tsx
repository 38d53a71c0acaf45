import * as React from "react";
import { Box } from "@chakra-ui/react";
import { Section } from "../ui/Section";
import { StaticHtml } from "../ui/StaticHtml";
import { SectionIntro } from "./SectionIntro";
import type { PartnerLogoItem } from "./partner-types";
import { NEAR_MARGIN, island } from "../../islands/contract";

// Its own chunk, requested with React as the section comes near the viewport (its name is in
// src/islands/contract.ts, ISLAND_CHUNKS): it sits far below the first screen.
const PartnerCarousel = React.lazy(() => import(/* webpackChunkName: "partner-carousel" */ "./PartnerCarousel"));

interface PartnersSectionProps {
  title: string;
  text: string;
  partners: readonly PartnerLogoItem[];
}

/** Reserves the carousel's height until it is rendered, so nothing below it moves. */
const CarouselPlaceholder = React.forwardRef<HTMLDivElement>(function CarouselPlaceholder(_props, ref) {
  return <Box ref={ref} h={{ base: "9.5rem", md: "10.5rem" }} aria-hidden="true" {...island("near")} />;
});

export function PartnersSection({ title, text, partners }: PartnersSectionProps) {
  // The slides depend on the screen's width and the motion preference, which the server cannot
  // know: the carousel is rendered in the browser, in a transition so that it never blocks an input.
  const placeholder = React.useRef<HTMLDivElement>(null);
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    const target = placeholder.current;
    if (!target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        React.startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <Section labelledBy="partners-title" containerWidth="container.lg">
      <StaticHtml>
        <SectionIntro id="partners-title" title={title} text={text} size="md" />
      </StaticHtml>
      {near ? (
        <React.Suspense fallback={<CarouselPlaceholder />}>
          <PartnerCarousel partners={partners} label="Logotipos das seguradoras parceiras" />
        </React.Suspense>
      ) : (
        <CarouselPlaceholder ref={placeholder} />
      )}
    </Section>
  );
}
