import * as React from "react";
import { PartnerLogo } from "./PartnerLogo";
import type { PartnerLogoItem } from "./partner-types";

interface PartnerSlideProps {
  partners: readonly PartnerLogoItem[];
  /** Zero-based position and the number of slides, for the slide's name ("2 de 5"). */
  index: number;
  count: number;
  perSlide: number;
  active: boolean;
}

/**
 * One slide of the partner carousel (styled by carousel-styles.ts). Memoised: a pause, a focus or
 * a hover changes the carousel's state but no slide, and a new slide re-renders only the two
 * whose `active` changed.
 */
export const PartnerSlide = React.memo(function PartnerSlide({
  partners,
  index,
  count,
  perSlide,
  active,
}: PartnerSlideProps) {
  // Same width for every logo, so a shorter last slide stays centered.
  const logoWidth = { flex: `0 0 calc((100% - ${perSlide - 1}rem) / ${perSlide})` };
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} de ${count}`}
      aria-hidden={active ? undefined : true}
      data-part="slide"
      data-testid="partner-slide"
      data-active={active ? "true" : "false"}
    >
      <ul data-part="logos">
        {partners.map((partner) => (
          <li key={partner.name} style={logoWidth}>
            <PartnerLogo {...partner} />
          </li>
        ))}
      </ul>
    </div>
  );
});
