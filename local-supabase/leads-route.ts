/**
 * GET /leads: the lead listing `npm run leads` asks while this server holds the database (PGlite has
 * one writer). The server's guard (local-routes.ts) lets only this machine reach it; this route also
 * wants the bearer token kept in DATA_DIR/leads-token.
 */

import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { MESSAGES } from "../supabase/functions/_shared/handler.ts";
import { safeEqual } from "../supabase/functions/_shared/hashes.ts";
import { leadFilterFromQuery } from "../supabase/functions/_shared/lead-filter.ts";
import type { Logger } from "../supabase/functions/_shared/log.ts";
import type { LeadStore } from "../supabase/functions/_shared/types.ts";
import { keepPrivate, localSecret } from "./private-files.ts";

export const LEADS_PATH = "/leads";
/** The file in the database folder (DATA_DIR) holding the bearer token of /leads, readable by this machine's user only. */
export const LEADS_TOKEN_FILE = "leads-token";

const PRIVATE_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

function unauthorized(): Response {
  return new Response(JSON.stringify({ error: MESSAGES.unauthorized }), {
    status: 401,
    headers: { ...PRIVATE_HEADERS, "WWW-Authenticate": 'Bearer realm="leads"' },
  });
}

function bearerOf(req: IncomingMessage): string | null {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? null;
}

export type LeadsRoute = (req: IncomingMessage, url: URL) => Promise<Response>;

/** The route, its token made (or read) now: a new DATA_DIR has one before anyone asks. */
export async function createLeadsRoute(dataDir: string, store: LeadStore, log: Logger): Promise<LeadsRoute> {
  const tokenFile = join(dataDir, LEADS_TOKEN_FILE);
  const token = await localSecret(dataDir, LEADS_TOKEN_FILE);
  return async (req, url) => {
    // The token's mode is checked on every use, not only at this server's start: a file opened to
    // others while it runs is put back to 0600 before it guards another listing.
    if (await keepPrivate(tokenFile).catch(() => false)) {
      log("warn", "leads_token_reopened", { reason: "the leads token file was readable by others: put back to 0600" });
    }
    const presented = bearerOf(req);
    if (presented === null || !safeEqual(presented, token)) return unauthorized();
    const leads = await store.list(leadFilterFromQuery(url.searchParams));
    return new Response(JSON.stringify({ leads }), { status: 200, headers: PRIVATE_HEADERS });
  };
}
