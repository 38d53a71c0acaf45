/**
 * The local server's routes and their guard: the function's own routes (routeOf, exact paths only)
 * under its mount, /leads and /reminders; the private ones answer this machine only.
 */

import type { IncomingMessage } from "node:http";
import { MESSAGES, routeOf, type Route } from "../supabase/functions/_shared/handler.ts";
import { FUNCTION_PATH, isLoopbackAddress } from "../supabase/functions/_shared/contract/local-function.ts";
import { LEADS_PATH } from "./leads-route.ts";
import { REMINDERS_PATH } from "./reminders-route.ts";

/**
 * Routes the local server adds to the function's, for the commands that ask it while this process
 * holds the database: the lead listing (`npm run leads`) and the reminders' (`npm run reminders`).
 */
export type LocalRoute = Route | "leads" | "reminders";

const PRIVATE_ROUTES: readonly LocalRoute[] = ["leads", "reminders", "status", "retry"];

/**
 * The route of a path, read once: the function's own (routeOf) under its mount, /leads, or none.
 * Both the guard below and the handler's router read this same value.
 */
export function localRouteOf(pathname: string): { route: LocalRoute; underFunction: boolean } {
  if (pathname === LEADS_PATH) return { route: "leads", underFunction: false };
  if (pathname === REMINDERS_PATH) return { route: "reminders", underFunction: false };
  const underFunction = pathname === FUNCTION_PATH || pathname.startsWith(`${FUNCTION_PATH}/`);
  return { route: underFunction ? routeOf(pathname) : null, underFunction };
}

/**
 * Routes that hand out leads or run deliveries answer this machine only: a loopback peer, a Host
 * that names this server on loopback (a DNS-rebound name does not), and no Origin but the local
 * site's (any other page the developer has open would otherwise read names, phones and CPFs).
 */
function isOwnMachine(req: IncomingMessage, port: number, siteOrigins: readonly string[]): boolean {
  const host = req.headers.host?.toLowerCase();
  const ownHosts = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  if (!host || !ownHosts.includes(host)) return false;
  const origin = req.headers.origin;
  if (origin !== undefined && !siteOrigins.includes(origin)) return false;
  return isLoopbackAddress(req.socket.remoteAddress);
}

/** Whether a request to `route` may go on: a public route, or a private one from this machine. */
export function mayReach(
  route: LocalRoute,
  req: IncomingMessage,
  port: number,
  siteOrigins: readonly string[],
): boolean {
  return !PRIVATE_ROUTES.includes(route) || isOwnMachine(req, port, siteOrigins);
}

/** A refusal with no CORS headers, so no page can read even that. */
export function refused(): Response {
  return new Response(JSON.stringify({ error: MESSAGES.originNotAllowed }), {
    status: 403,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
