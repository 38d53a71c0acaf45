import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * An insurer of the carousel. `logoImage` is set for raster logos (sized by gatsby-plugin-image),
 * `logoUrl` for every logo file (an SVG is served as is); both are null when the file is missing.
 */
export interface PartnerLogoItem {
  name: string;
  logoUrl: string | null;
  logoImage: IGatsbyImageData | null;
}
