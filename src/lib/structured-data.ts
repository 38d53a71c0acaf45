/** schema.org JSON-LD builders; plain data in, plain objects out. */
import { streetLine, type LegalAddress } from "./legal";

interface AgencyInput {
  name: string;
  description: string;
  siteUrl: string;
  city: string;
  state: string;
  email: string;
  phone: { e164: string };
  legal: { name: string; cnpj: string; address: LegalAddress };
  foundingYear: number;
  social: { url: string };
  hours: { schema: readonly string[] };
  logoUrl: string;
}

export function insuranceAgencyJsonLd(site: AgencyInput): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    "@id": `${site.siteUrl}/#organization`,
    name: site.name,
    legalName: site.legal.name,
    taxID: site.legal.cnpj,
    description: site.description,
    url: `${site.siteUrl}/`,
    logo: site.logoUrl,
    image: site.logoUrl,
    telephone: site.phone.e164,
    email: site.email,
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: streetLine(site.legal.address),
      postalCode: site.legal.address.postalCode,
      addressLocality: site.city,
      addressRegion: site.state,
      addressCountry: "BR",
    },
    areaServed: site.city,
    openingHours: [...site.hours.schema],
    sameAs: [site.social.url],
  };
}
