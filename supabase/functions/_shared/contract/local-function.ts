/**
 * Where the local function server listens (the Supabase CLI's port), and what counts as this
 * machine: one place for the site's fallback URL, the CSP, `npm run functions`, `npm run leads`
 * and the deploy-settings check.
 */

export const LOCAL_FUNCTION_PORT = 54321;
/** The local server's origin; the site calls `${origin}/functions/v1/send-form-email` without GATSBY_SUPABASE_URL. */
export const LOCAL_SUPABASE_URL = `http://127.0.0.1:${LOCAL_FUNCTION_PORT}`;
export const FUNCTION_NAME = "send-form-email";
/** Not a real key: the local function server does not check it. Production sets GATSBY_SUPABASE_ANON_KEY. */
export const LOCAL_PLACEHOLDER_ANON_KEY = "local-placeholder-anon-key";
export const FUNCTION_PATH = `/functions/v1/${FUNCTION_NAME}`;

/** A socket peer address on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

/**
 * A URL host name that names this machine. The URL parser has already normalised 127.1,
 * 0x7f.0.0.1 and [::ffff:127.0.0.1] to the forms checked here.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.startsWith("127.") ||
    host === "0.0.0.0" ||
    host === "[::1]" ||
    host === "[::]" ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
  );
}
