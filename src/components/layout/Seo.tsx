import { Helmet } from "react-helmet";
import { useSite } from "../../hooks/useSite";
import { inlineJson } from "../../islands/inline-json";
import { absoluteUrl } from "../../../supabase/functions/_shared/contract/routes";

export interface SeoProps {
  /** Page title without the brand; the home page passes the full title and `brandless`. */
  title: string;
  description: string;
  /** Canonical path of the page (aliases pass their canonical page's path). */
  canonicalPath: string;
  brandless?: boolean;
  noindex?: boolean;
  /** Extra schema.org objects for this page (the InsuranceAgency is added by the layout). */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /** An article (a guide): Open Graph's article type (its dates are in its Article JSON-LD). */
  article?: boolean;
}

export const OG_IMAGE_PATH = "/og-image.jpg";

/** The page's head tags, written by the server (the browser bundle's Helmet renders nothing). */
export function Seo({ title, description, canonicalPath, brandless, noindex, jsonLd = [], article }: SeoProps) {
  const site = useSite();
  const fullTitle = brandless ? title : `${title} | ${site.name}`;
  const canonical = absoluteUrl(site.siteUrl, canonicalPath);
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={absoluteUrl(site.siteUrl, OG_IMAGE_PATH)} />
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd.map((data, index) => (
        // inlineJson: no content can end the element (Helmet writes a script's text as it is).
        <script key={index} type="application/ld+json">
          {inlineJson(data)}
        </script>
      ))}
    </Helmet>
  );
}
