/**
 * The page a lead was sent from, kept as little as useful: origin and path, and of the query string
 * only the utm_* parameters (which campaign brought the visitor). Everything else a query string or
 * fragment may carry (an e-mail, a name, a token) is dropped before anything is stored.
 */

import { truncateCodePoints } from "./contract/text.ts";

const UTM_PARAMETER = /^utm_[a-z]{1,20}$/;

export function pageFromReferer(value: string | null): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const kept = new URLSearchParams();
  for (const [name, parameter] of url.searchParams) {
    if (UTM_PARAMETER.test(name)) kept.append(name, truncateCodePoints(parameter, 100));
  }
  const query = kept.toString();
  // URL.origin already leaves out any user:password@ the referrer carried.
  return truncateCodePoints(`${url.origin}${url.pathname}${query ? `?${query}` : ""}`, 500);
}
