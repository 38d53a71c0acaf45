/**
 * The local server's HTTP side: Node's http server with bounded connections, the guard of the
 * private routes (local-routes.ts), the function's routes handed to the core's handler, /leads and /reminders.
 */

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Env, HandlerConfig } from "../supabase/functions/_shared/config.ts";
import { jsonResponse, MESSAGES, type LeadHandler } from "../supabase/functions/_shared/handler.ts";
import { errorReason, type Logger } from "../supabase/functions/_shared/log.ts";
import type { LeadsRoute } from "./leads-route.ts";
import type { RemindersRoute } from "./reminders-route.ts";
import { integerEnv } from "./local-config.ts";
import { localRouteOf, mayReach, refused } from "./local-routes.ts";
import { hasWebMethod, requestUrl, sendWebResponse, toWebRequest } from "./node-http.ts";

export interface NodeServerOptions {
  host: string;
  port: number;
  env: Env;
  config: Pick<HandlerConfig, "allowedOrigins">;
  siteOrigins: readonly string[];
  leads: LeadsRoute;
  reminders: RemindersRoute;
  log: Logger;
}

export interface NodeServer {
  url: string;
  /** Stops accepting connections, closes the idle ones, and resolves once the last one ends. */
  stopAccepting(): Promise<void>;
}

/** The answer to one request; `port` is the one bound (the guard checks the Host against it). */
async function answer(
  handle: LeadHandler,
  options: NodeServerOptions,
  port: number,
  req: IncomingMessage,
): Promise<Response> {
  const url = requestUrl(req);
  const fail = (status: number, error: string, extra?: Record<string, string>) => {
    req.resume();
    return jsonResponse(status, { error }, null, options.config.allowedOrigins, extra);
  };
  if (!url) return fail(400, MESSAGES.unreadable);
  const { route, underFunction } = localRouteOf(url.pathname);
  if (!mayReach(route, req, port, options.siteOrigins)) {
    req.resume();
    return refused();
  }
  if (underFunction) {
    const request = toWebRequest(req, url);
    if (request) return handle(request, { remoteAddress: req.socket.remoteAddress });
    return hasWebMethod(req)
      ? fail(400, MESSAGES.unreadable)
      : fail(405, MESSAGES.methodNotAllowed, { Allow: "POST, OPTIONS" });
  }
  if (route === "leads" && req.method === "GET") return options.leads(req, url);
  if (route === "reminders" && (req.method === "GET" || req.method === "POST")) return options.reminders(req, url);
  return fail(404, MESSAGES.notFound);
}

export async function listenOnNode(handle: LeadHandler, options: NodeServerOptions): Promise<NodeServer> {
  const { env, log } = options;
  let boundPort = options.port;
  // Slow or idle clients cannot hold connections: headers, whole requests and idle keep-alive are
  // bounded, expired connections are checked every second, and the number of sockets is capped.
  const server = createServer(
    {
      headersTimeout: integerEnv(env, "HTTP_HEADERS_TIMEOUT_MS", 10_000),
      requestTimeout: integerEnv(env, "HTTP_REQUEST_TIMEOUT_MS", 30_000),
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    (req: IncomingMessage, res: ServerResponse) => {
      answer(handle, options, boundPort, req)
        .then((response) => sendWebResponse(res, response))
        .catch((error: unknown) => {
          log("error", "request_failed", { reason: errorReason(error) });
          if (!res.headersSent)
            void sendWebResponse(
              res,
              jsonResponse(500, { error: MESSAGES.internal }, null, options.config.allowedOrigins),
            );
          else res.destroy();
        });
    },
  );
  server.maxConnections = integerEnv(env, "HTTP_MAX_CONNECTIONS", 256);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  boundPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${boundPort}`,
    stopAccepting: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
