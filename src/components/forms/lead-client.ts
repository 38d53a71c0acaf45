/**
 * The site's one backend call, `send-form-email`, through @supabase/functions-js: the client
 * supabase-js uses for `functions.invoke`, without its auth, realtime, storage and PostgREST parts.
 * Created on first use (never during SSR).
 */

import { FunctionsClient } from "@supabase/functions-js";
import {
  LOCAL_PLACEHOLDER_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from "../../../supabase/functions/_shared/contract/local-function";

export { FunctionsHttpError } from "@supabase/functions-js";

/** The local function server (`npm run functions`) listens here, like `supabase start`. */
export { LOCAL_PLACEHOLDER_ANON_KEY, LOCAL_SUPABASE_URL };

/**
 * The site sends Referrer-Policy: strict-origin-when-cross-origin, which would reduce the
 * Referer of this cross-origin call to the bare origin; the function records which page
 * the lead came from, so this one request asks for the full URL.
 */
export const fetchWithPageReferrer: typeof fetch = (input, init) =>
  fetch(input, { ...init, referrerPolicy: "no-referrer-when-downgrade" });

let client: FunctionsClient | null = null;

/** `<project>/functions/v1` with the anon key in the two headers supabase-js sends it in. */
export function getFunctionsClient(): FunctionsClient {
  if (!client) {
    // Written out in full so Gatsby can inline the GATSBY_* values at build time.
    const url = process.env.GATSBY_SUPABASE_URL || LOCAL_SUPABASE_URL;
    const key = process.env.GATSBY_SUPABASE_ANON_KEY || LOCAL_PLACEHOLDER_ANON_KEY;
    client = new FunctionsClient(`${url.replace(/\/+$/, "")}/functions/v1`, {
      headers: { Authorization: `Bearer ${key}`, apikey: key },
      customFetch: fetchWithPageReferrer,
    });
  }
  return client;
}
