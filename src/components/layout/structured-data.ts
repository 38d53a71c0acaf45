/** schema.org JSON-LD builders; plain data in, plain objects out. */
import { streetLine, type LegalAddress } from "./legal";
import { absoluteUrl } from "../../../supabase/functions/_shared/contract/routes";

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

interface ArticleInput {
  siteUrl: string;
  /** The article's path (/guias/<slug>). */
  path: string;
  headline: string;
  description: string;
  /** YYYY-MM-DD */
  datePublished: string;
  dateModified: string;
  author: { name: string; role: string };
  /** The brokerage, by its legal name (data/site.json legal.name). */
  publisher: { name: string };
}

/**
 * A guide as a schema.org Article. Its author is a person with their role, or the brokerage's team
 * (a name starting "Equipe"), an organization; the publisher is the brokerage, by its legal name.
 */
export function articleJsonLd(article: ArticleInput): Record<string, unknown> {
  const url = absoluteUrl(article.siteUrl, article.path);
  const team = /^equipe\b/i.test(article.author.name.trim());
  // What Google's Article documentation uses, no more: every byte of a guide counts (docs/speed.md).
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    mainEntityOfPage: url,
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: team
      ? { "@type": "Organization", name: article.author.name }
      : { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
    publisher: { "@type": "Organization", name: article.publisher.name, url: absoluteUrl(article.siteUrl, "/") },
  };
}

/** A trail of pages (Início › Guias › the guide) as a schema.org BreadcrumbList, positions from 1. */
export function breadcrumbJsonLd(
  siteUrl: string,
  trail: readonly { name: string; path: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(siteUrl, step.path),
    })),
  };
}
