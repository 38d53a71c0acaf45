/** Builds contact hrefs from data/site.json values. */
export const telHref = (e164: string): string => `tel:${e164.replace(/[^\d+]/g, "")}`;
export const mailtoHref = (email: string): string => `mailto:${email}`;

/** Absolute URL for a site path, without a trailing slash except for the home page. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${base}/${trimmed}` : `${base}/`;
}
