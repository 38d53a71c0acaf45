/**
 * /reminders: what `npm run reminders` asks while this server holds the database (PGlite has one
 * writer). GET lists the reminders; POST ?date=AAAA-MM-DD runs the daily job as of that date (today
 * or a past day: a later one is refused with 400, nothing done), and with &dryRun=1, as of any day,
 * tells what it would send and delete, changing nothing.
 * The server's guard (local-routes.ts) lets only this machine reach it; the route also wants the
 * bearer token of /leads (DATA_DIR/leads-token).
 */

import type { IncomingMessage } from "node:http";
import { parseDate } from "../supabase/functions/_shared/contract/calendar.ts";
import type { DeliveryDeps } from "../supabase/functions/_shared/delivery.ts";
import type { FunctionStore } from "../supabase/functions/_shared/types.ts";
import { futureDayRefusal, previewReminders, runReminders } from "../supabase/functions/_shared/reminders.ts";
import { createLeadsRoute, createTokenCheck, privateJson, type LeadsRoute } from "./leads-route.ts";

export const REMINDERS_PATH = "/reminders";

export type RemindersRoute = (req: IncomingMessage, url: URL) => Promise<Response>;

/** The query of a run: its day, and whether it only tells what it would do. */
export function remindersQuery(date: string, dryRun: boolean): string {
  return `date=${date}${dryRun ? "&dryRun=1" : ""}`;
}

/** A "YYYY-MM-DD" that is a day of the calendar, or null. */
export function isoDay(typed: string | null): string | null {
  return typed !== null && /^\d{4}-\d{2}-\d{2}$/.test(typed) ? parseDate(typed) : null;
}

export async function createRemindersRoute(
  dataDir: string,
  deps: DeliveryDeps<FunctionStore>,
): Promise<RemindersRoute> {
  const check = await createTokenCheck(dataDir, deps.log);
  return async (req, url) => {
    const refusal = await check(req);
    if (refusal) return refusal;
    if (req.method === "GET") return privateJson(200, { reminders: await deps.store.listReminders() });
    req.resume();
    const date = isoDay(url.searchParams.get("date"));
    if (date === null) return privateJson(400, { error: "Informe a data como AAAA-MM-DD (date=2026-12-01)." });
    if (url.searchParams.get("dryRun") === "1")
      return privateJson(200, { preview: await previewReminders(deps, date) });
    const future = futureDayRefusal(date);
    if (future !== null)
      return privateJson(400, { error: `${future} Nada foi enviado nem apagado (dryRun=1 mostra o que ele faria).` });
    const summary = await runReminders({ ...deps, functionUrl: deps.config.reminders.functionUrl }, date);
    return privateJson(200, { summary });
  };
}

/** The private routes the local commands ask while this server holds the database: /leads and /reminders. */
export async function createCommandRoutes(
  dataDir: string,
  deps: DeliveryDeps<FunctionStore>,
): Promise<{ leads: LeadsRoute; reminders: RemindersRoute }> {
  return {
    leads: await createLeadsRoute(dataDir, deps.store, deps.log),
    reminders: await createRemindersRoute(dataDir, deps),
  };
}
