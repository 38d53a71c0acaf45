/** An insurer of the carousel; `logoUrl` is null when its logo file is missing. */
export interface PartnerLogoItem {
  name: string;
  logoUrl: string | null;
}
