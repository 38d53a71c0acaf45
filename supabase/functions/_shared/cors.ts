/** CORS for the public lead function: the site calls it cross-origin through supabase-js. */

import { HONEYPOT_HEADER } from "./contract/spam-signals.ts";
import { LEAD_SOURCE_HEADER } from "./contract/lead-source.ts";
import { QUOTE_ANSWERS_HEADER } from "./contract/quote-answers.ts";

const BASE_HEADERS = {
  "Access-Control-Allow-Headers": `authorization, x-client-info, apikey, content-type, ${HONEYPOT_HEADER}, ${LEAD_SOURCE_HEADER}, ${QUOTE_ANSWERS_HEADER}`,
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Max-Age": "86400",
  Vary: "Origin",
};

/** Parses ALLOWED_ORIGINS ("https://a.com.br, https://b.com.br"); empty means any origin (local server only: production requires the list). */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter((origin) => origin !== "");
}

/**
 * Headers for a response to a request from `origin`. With an allow-list, an unlisted origin
 * gets no Allow-Origin header, so the browser blocks the page from reading the answer.
 */
export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): Record<string, string> {
  if (allowedOrigins.length === 0) return { ...BASE_HEADERS, "Access-Control-Allow-Origin": "*" };
  if (origin !== null && allowedOrigins.includes(origin)) {
    return { ...BASE_HEADERS, "Access-Control-Allow-Origin": origin };
  }
  return { ...BASE_HEADERS };
}

export function isOriginAllowed(origin: string | null, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.length === 0 || origin === null || allowedOrigins.includes(origin);
}
