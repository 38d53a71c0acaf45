/**
 * The filters of `npm run leads` (and of the local server's /leads route, which the command asks
 * while the server holds the database): one query-string form, read and written here only.
 */

import { FORM_TYPES } from "./contract/lead-contract.ts";
import { truncateCodePoints } from "./contract/text.ts";
import type { DeliveryStatus, FormType, LeadFilter } from "./types.ts";

const STATUSES: readonly DeliveryStatus[] = ["pending", "delivered", "failed"];
/** "2026-00042". */
export const PROTOCOL_PATTERN = /^\d{4}-\d{5,}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
/** The longest --search and --product, in code points: `npm run leads` refuses more, the route cuts it. */
export const MAX_SEARCH_LENGTH = 100;
// eslint-disable-next-line no-control-regex -- control characters (NUL, which Postgres refuses) make a filter malformed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function leadFilterToQuery(filter: LeadFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** The filter a query string describes; unknown or malformed values are left out (the route answers this machine only). */
export function leadFilterFromQuery(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  const status = params.get("status");
  if (status && (STATUSES as readonly string[]).includes(status)) filter.status = status as DeliveryStatus;
  const spam = params.get("spam");
  if (spam === "true" || spam === "false") filter.spam = spam === "true";
  const formType = params.get("formType");
  if (formType && (FORM_TYPES as readonly string[]).includes(formType)) filter.formType = formType as FormType;
  const product = params.get("product")?.trim();
  if (product && !CONTROL.test(product)) filter.product = truncateCodePoints(product, MAX_SEARCH_LENGTH);
  for (const key of ["from", "to"] as const) {
    const value = params.get(key);
    if (value && INSTANT.test(value)) filter[key] = value;
  }
  const search = params.get("search")?.trim();
  if (search && !CONTROL.test(search)) filter.search = truncateCodePoints(search, MAX_SEARCH_LENGTH);
  const protocol = params.get("protocol")?.trim();
  if (protocol && PROTOCOL_PATTERN.test(protocol)) filter.protocol = protocol;
  return filter;
}

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A search's words, each a pattern a lead must contain ("ana souza" → every lead with "ana" and "souza", anywhere). */
export function searchPatterns(search: string): string[] {
  return search.trim().split(/\s+/).filter(Boolean).map(containsPattern);
}
