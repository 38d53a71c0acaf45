/**
 * Where a lead came from, first-party: the first page the visitor opened in this browsing session
 * (its path only), that page's utm_* parameters and the referring site's origin. The site keeps
 * them in sessionStorage (src/islands/lead-source-capture.ts) and sends them in one request header,
 * so the request body stays exactly the specification's. No cookie, no third party.
 *
 * The header is a URL-encoded query string. Whatever a client puts in it, parseLeadSource keeps
 * only well-formed values and drops the rest: attribution is never a reason to refuse a lead.
 */

import { truncateCodePoints } from "./text.ts";

export const LEAD_SOURCE_HEADER = "x-lead-source";
/** Where the browser keeps the captured source for the session (sessionStorage). */
export const LEAD_SOURCE_STORAGE_KEY = "lead-source";

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export interface LeadSource {
  /** Path of the first page of the session, e.g. "/servicos/seguro-auto". */
  landingPage: string | null;
  /** Origin of the site that linked to it, e.g. "https://www.google.com". */
  referrerOrigin: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export const NO_SOURCE: LeadSource = {
  landingPage: null,
  referrerOrigin: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

/** The header's longest accepted value; anything longer is ignored whole (encodeLeadSource stays under it). */
export const LEAD_SOURCE_MAX_HEADER = 4096;
/** Each utm_* value is cut to this many code points; a landing path longer than LANDING_MAX is dropped. */
export const UTM_MAX = 100;
const LANDING_MAX = 200;

const UTM_KEYS: Record<UtmParameter, keyof LeadSource> = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
};

// Controls, bidi overrides and isolates, and lone surrogates have no place in a campaign name.
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function cleanText(value: string | null, max: number): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === "" || UNPRINTABLE.test(trimmed)) return null;
  return truncateCodePoints(trimmed, max);
}

function cleanLanding(value: string | null): string | null {
  if (value === null) return null;
  // A path of this site: no scheme, no host, no query or fragment (they may carry personal data).
  if (value.length > LANDING_MAX || !/^\/(?!\/)[^\s?#\\]*$/.test(value) || UNPRINTABLE.test(value)) return null;
  return value;
}

function cleanOrigin(value: string | null): string | null {
  if (value === null || value.length > 200) return null;
  try {
    const url = new URL(value);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== value) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The source a request's header carries; every part that is missing or malformed is null. */
export function parseLeadSource(header: string | null): LeadSource {
  if (header === null || header.length > LEAD_SOURCE_MAX_HEADER) return NO_SOURCE;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(header);
  } catch {
    return NO_SOURCE;
  }
  const source: LeadSource = {
    ...NO_SOURCE,
    landingPage: cleanLanding(params.get("landing")),
    referrerOrigin: cleanOrigin(params.get("referrer")),
  };
  for (const parameter of UTM_PARAMETERS) source[UTM_KEYS[parameter]] = cleanText(params.get(parameter), UTM_MAX);
  return source;
}

/** utm_source … utm_content, as a pattern: shorter than the list in the inline script. */
const UTM_NAME = /^utm_(source|medium|campaign|term|content)$/;

/**
 * What the browser captures on the first page of a session, as the header's value. Kept small: it
 * runs inline on every page (src/islands/lead-source-capture.ts). Values are cut to UTM_MAX UTF-16
 * units (parseLeadSource cuts again on code points, and drops a header past its limit whole).
 */
export function encodeLeadSource(pageUrl: string, referrer: string): string {
  const url = new URL(pageUrl);
  const params = new URLSearchParams({ landing: url.pathname });
  for (const [name, value] of url.searchParams)
    if (UTM_NAME.test(name) && value) params.set(name, value.slice(0, UTM_MAX));
  try {
    const origin = new URL(referrer).origin;
    // A visitor moving between the site's own pages is no referral.
    if (origin !== url.origin && origin !== "null") params.set("referrer", origin);
  } catch {
    // No referrer, or not a URL: nothing to record.
  }
  return params.toString();
}

/** "google / cpc / auto-sp-nov" (the parts present), or null when the visitor came with no campaign. */
export function campaignSummary(source: LeadSource): string | null {
  const parts = [source.utmSource, source.utmMedium, source.utmCampaign].filter(
    (part): part is string => part !== null,
  );
  return parts.length > 0 ? parts.join(" / ") : null;
}
