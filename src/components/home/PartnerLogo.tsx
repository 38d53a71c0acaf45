import * as React from "react";
import type { PartnerLogoItem } from "./partner-types";

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 80;

/**
 * One insurer's logo (styled by carousel-styles.ts); when the file is missing or fails to load,
 * its name is shown instead.
 */
export function PartnerLogo({ name, logoUrl, logoImage }: PartnerLogoItem) {
  const [failed, setFailed] = React.useState(logoUrl === null);
  return (
    <div data-part="logo" data-testid="partner-logo">
      {failed || !logoUrl ? (
        <p data-part="name" data-testid="partner-name">
          {name}
        </p>
      ) : (
        // A plain <picture>, not GatsbyImage: no component to render for it. Raster logos come in
        // the sizes gatsby-plugin-image made.
        <picture>
          {logoImage?.images.sources?.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
          ))}
          <img
            src={logoImage?.images.fallback?.src ?? logoUrl}
            srcSet={logoImage?.images.fallback?.srcSet}
            alt={name}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        </picture>
      )}
    </div>
  );
}
