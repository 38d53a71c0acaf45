/** The site's Supabase client, created on first use (never during SSR of pages without forms). */

import { createClient, type SupabaseClient } from "@supabase/supabase-js";

export { FunctionsHttpError } from "@supabase/supabase-js";

/** The local function server (`npm run functions`) listens here, like `supabase start`. */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";
/** Not a real key: the local function server does not check it. Production sets GATSBY_SUPABASE_ANON_KEY. */
export const LOCAL_PLACEHOLDER_ANON_KEY = "local-placeholder-anon-key";

/**
 * The site sends Referrer-Policy: strict-origin-when-cross-origin, which would reduce the
 * Referer of this cross-origin call to the bare origin; the function records which page
 * the lead came from, so this one request asks for the full URL.
 */
const fetchWithPageReferrer: typeof fetch = (input, init) =>
  fetch(input, { ...init, referrerPolicy: "no-referrer-when-downgrade" });

let client: SupabaseClient | null = null;

export function getSupabase(): SupabaseClient {
  client ??= createClient(
    // Written out in full so Gatsby can inline the GATSBY_* values at build time.
    process.env.GATSBY_SUPABASE_URL || LOCAL_SUPABASE_URL,
    process.env.GATSBY_SUPABASE_ANON_KEY || LOCAL_PLACEHOLDER_ANON_KEY,
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: fetchWithPageReferrer },
    },
  );
  return client;
}
