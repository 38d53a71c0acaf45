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

/** A private answer: JSON, never cached. */
export function privateJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: PRIVATE_HEADERS });
}

/**
 * The check of the token kept in DATA_DIR/leads-token, made (or read) now: a new DATA_DIR has one
 * before anyone asks. Null when the request may go on, else the 401 to answer. /leads and
 * /reminders (reminders-route.ts) both want it.
 */
export async function createTokenCheck(
  dataDir: string,
  log: Logger,
): Promise<(req: IncomingMessage) => Promise<Response | null>> {
  const tokenFile = join(dataDir, LEADS_TOKEN_FILE);
  const token = await localSecret(dataDir, LEADS_TOKEN_FILE);
  return async (req) => {
    // The token's mode is checked on every use, not only at this server's start: a file opened to
    // others while it runs is put back to 0600 before it guards another listing.
    if (await keepPrivate(tokenFile).catch(() => false)) {
      log("warn", "leads_token_reopened", { reason: "the leads token file was readable by others: put back to 0600" });
    }
    const presented = bearerOf(req);
    return presented === null || !safeEqual(presented, token) ? unauthorized() : null;
  };
}

/** The route, its token made (or read) now. */
export async function createLeadsRoute(dataDir: string, store: LeadStore, log: Logger): Promise<LeadsRoute> {
  const check = await createTokenCheck(dataDir, log);
  return async (req, url) => {
    const refusal = await check(req);
    if (refusal) return refusal;
    const leads = await store.list(leadFilterFromQuery(url.searchParams));
    return privateJson(200, { leads });
  };
}
