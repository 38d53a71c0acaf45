/**
 * The local stand-in for Supabase: the same handler as the Edge function, with PGlite as the
 * database, SMTP (or an .eml outbox) as the mailer, and a timer in place of Supabase Cron for the
 * retry and retention jobs. Used by `npm run functions`, the tests and the bench.
 */

import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { LOCAL_CLIENT_IP_FROM } from "../supabase/functions/_shared/client-address.ts";
import { FUNCTION_PATH, isLoopbackAddress } from "../supabase/functions/_shared/local-function.ts";
import { assertLeaseOutlivesSend, readHandlerConfig, type Env } from "../supabase/functions/_shared/config.ts";
import { runDeliveries } from "../supabase/functions/_shared/delivery.ts";
import { createHandler, jsonResponse, MESSAGES, routeOf, type Route } from "../supabase/functions/_shared/handler.ts";
import { safeEqual } from "../supabase/functions/_shared/hashes.ts";
import { consoleLogger, errorReason, type Logger } from "../supabase/functions/_shared/log.ts";
import { retentionInterval } from "../supabase/functions/_shared/retention.ts";
import { createSqlStore } from "../supabase/functions/_shared/sql-store.ts";
import { leadFilterFromQuery } from "../supabase/functions/_shared/lead-filter.ts";
import type { Mailer } from "../supabase/functions/_shared/types.ts";
import type { QuoteQuestions } from "../supabase/functions/_shared/quote-questions.ts";
import { brokerageFromSite, type SiteContent } from "../supabase/functions/_shared/confirmation.ts";
import { ROUTES } from "../src/lib/routes.ts";
import { createOutboxMailer, createSmtpMailer, DEFAULT_SMTP_TIMEOUTS } from "./mailers.ts";
import { applyMigrations } from "./migrate.ts";
import { hasWebMethod, requestUrl, sendWebResponse, toWebRequest } from "./node-http.ts";
import { openPglite } from "./pglite-client.ts";
import { acquireStoreLock, type StoreLock } from "./store-lock.ts";
import { keepPrivate, privateDir, writePrivateFile } from "./private-files.ts";

// __filename, not __dirname: tsx gives a CommonJS module imported from an ES module a wrong __dirname.
const HERE = dirname(__filename);
export { FUNCTION_PATH };
export const LEADS_PATH = "/leads";
const DATA_DIR = join(HERE, "..", "data");
/** The file in the database folder (options.dataDir) holding the bearer token of /leads, readable by this machine's user only. */
export const LEADS_TOKEN_FILE = "leads-token";

export interface FunctionServerOptions {
  host: string;
  port: number;
  dataDir: string;
  env: Env;
  log?: Logger;
}

export interface RunningFunctionServer {
  url: string;
  functionUrl: string;
  /** The secret of the retry and status routes (LEADS_CRON_SECRET, or one kept in DATA_DIR). */
  cronSecret: string;
  close(): Promise<void>;
}

/** Routes the local server adds to the function's: the lead listing `npm run leads` asks while this process holds the database. */
type LocalRoute = Route | "leads";

/**
 * The route of a path, read once: the function's own (routeOf, exact paths only) under its mount,
 * /leads, or none. Both the guard below and the handler's router read this same value.
 */
export function localRouteOf(pathname: string): { route: LocalRoute; underFunction: boolean } {
  if (pathname === LEADS_PATH) return { route: "leads", underFunction: false };
  const underFunction = pathname === FUNCTION_PATH || pathname.startsWith(`${FUNCTION_PATH}/`);
  return { route: underFunction ? routeOf(pathname) : null, underFunction };
}

const PRIVATE_ROUTES: readonly LocalRoute[] = ["leads", "status", "retry"];

/**
 * A random secret kept beside the database, so it survives restarts (hash salt, cron secret, the
 * leads token): created with mode 0600, and put back to 0600 if it was opened to others.
 */
async function localSecret(dataDir: string, name: string): Promise<string> {
  const file = join(dataDir, name);
  await writePrivateFile(file, randomBytes(32).toString("hex"), "wx").catch(() => undefined);
  await keepPrivate(file);
  return (await readFile(file, "utf8")).trim();
}

interface SiteFacts extends SiteContent {
  privacy?: { retention?: string };
}

/** A content file of data/ (or of CONTENT_DIR, which the tests point at copies). */
async function readContent(name: string): Promise<unknown> {
  return JSON.parse(await readFile(join(process.env.CONTENT_DIR || DATA_DIR, name), "utf8"));
}

const readSite = async (): Promise<SiteFacts> => (await readContent("site.json")) as SiteFacts;

/** The full quote's questions; their shape is checked by `npm run check:content` and every build. */
export const readQuoteQuestions = async (): Promise<QuoteQuestions> => (await readContent("quote-questions.json")) as QuoteQuestions;

/** The retention promised in data/site.json, as an interval; the server refuses to start on a wording it cannot read. */
function promisedRetention(site: SiteFacts): string {
  const interval = retentionInterval(site.privacy?.retention ?? "");
  if (!interval) throw new Error(`data/site.json: privacy.retention "${site.privacy?.retention}" is not "<número> anos|meses|dias"`);
  return interval;
}


/** Where `npm start` (8000) and `npm run serve` (9000) serve the site; LOCAL_SITE_ORIGINS overrides. */
const DEFAULT_SITE_ORIGINS = ["http://127.0.0.1:8000", "http://localhost:8000", "http://127.0.0.1:9000", "http://localhost:9000"];

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

/** A refusal with no CORS headers, so no page can read even that. */
function refused(): Response {
  return new Response(JSON.stringify({ error: MESSAGES.originNotAllowed }), {
    status: 403,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function unauthorized(): Response {
  return new Response(JSON.stringify({ error: MESSAGES.unauthorized }), {
    status: 401,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "WWW-Authenticate": 'Bearer realm="leads"' },
  });
}

function bearerOf(req: IncomingMessage): string | null {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? null;
}

function privateJson(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function integerEnv(env: Env, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}


/**
 * The database lock (store-lock.ts) for this server. A `npm run leads` reading the folder holds it
 * for a moment: waited for, up to 10 s. Another server holding it is an error.
 */
async function holdStore(dataDir: string): Promise<StoreLock> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outcome = await acquireStoreLock(dataDir, "server");
    if ("lock" in outcome) return outcome.lock;
    const { pid, role } = outcome.heldBy;
    if (role === "server" || Date.now() > deadline) {
      throw new Error(`${dataDir} já está em uso por ${role === "server" ? "outro servidor de funções" : "um npm run leads"} (pid ${pid}): pare-o antes de iniciar este.`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

export async function startFunctionServer(options: FunctionServerOptions): Promise<RunningFunctionServer> {
  const { env } = options;
  const log = options.log ?? consoleLogger();
  // The secrets, the database and the outbox: this machine's user only (private-files.ts).
  await privateDir(options.dataDir);
  const site = await readSite();
  if (!site.name) throw new Error("data/site.json: name is missing");
  const config = readHandlerConfig(env, {
    brokerageName: site.name,
    quoteQuestions: await readQuoteQuestions(),
    brokerage: brokerageFromSite(site),
    privacyPath: ROUTES.privacy,
    siteUrl: DEFAULT_SITE_ORIGINS[0],
    leadsToEmail: "leads@localhost",
    leadsFromEmail: "site@localhost",
    clientHashSalt: await localSecret(options.dataDir, "client-hash-salt"),
    cronSecret: await localSecret(options.dataDir, "cron-secret"),
    clientIpFrom: LOCAL_CLIENT_IP_FROM,
  });
  const leadsToken = await localSecret(options.dataDir, LEADS_TOKEN_FILE);
  const retention = promisedRetention(site);
  const lock = await holdStore(options.dataDir);
  let db: Awaited<ReturnType<typeof openPglite>>;
  try {
    db = await openPglite(join(options.dataDir, "pglite"));
  } catch (error) {
    await lock.release();
    throw error;
  }
  await applyMigrations(db);
  const store = createSqlStore(db);
  const smtp = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, { ...DEFAULT_SMTP_TIMEOUTS, socketMs: integerEnv(env, "SMTP_TIMEOUT_MS", DEFAULT_SMTP_TIMEOUTS.socketMs) })
    : null;
  const mailer: Mailer = smtp ?? createOutboxMailer(join(options.dataDir, "outbox"));
  assertLeaseOutlivesSend(config, mailer.maxSendMs);

  // Work after an answer (deliveries, timer runs) is tracked so shutdown can wait for it.
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>): void => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const handler = createHandler({ store, mailer, config, waitUntil: track, log });
  const siteOrigins = env.LOCAL_SITE_ORIGINS ? env.LOCAL_SITE_ORIGINS.split(",").map((origin) => origin.trim()).filter(Boolean) : DEFAULT_SITE_ORIGINS;
  let boundPort = options.port;

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = requestUrl(req);
    if (!url) {
      req.resume();
      await sendWebResponse(res, jsonResponse(400, { error: MESSAGES.unreadable }, null, config.allowedOrigins));
      return;
    }
    const { route, underFunction } = localRouteOf(url.pathname);
    if (PRIVATE_ROUTES.includes(route) && !isOwnMachine(req, boundPort, siteOrigins)) {
      req.resume();
      await sendWebResponse(res, refused());
      return;
    }
    if (underFunction) {
      const request = toWebRequest(req, url);
      const response = request
        ? await handler(request, { remoteAddress: req.socket.remoteAddress })
        : hasWebMethod(req)
          ? jsonResponse(400, { error: MESSAGES.unreadable }, null, config.allowedOrigins)
          : jsonResponse(405, { error: MESSAGES.methodNotAllowed }, null, config.allowedOrigins, { Allow: "POST, OPTIONS" });
      await sendWebResponse(res, response);
      return;
    }
    // Lead listing for `npm run leads` while this process holds the database: this machine only (above), and its token.
    if (route === "leads" && req.method === "GET") {
      // The token's mode is checked on every use, not only at this server's start: a file opened to
      // others while it runs is put back to 0600 before it guards another listing.
      if (await keepPrivate(join(options.dataDir, LEADS_TOKEN_FILE)).catch(() => false)) {
        log("warn", "leads_token_reopened", { reason: "the leads token file was readable by others: put back to 0600" });
      }
      const presented = bearerOf(req);
      if (presented === null || !safeEqual(presented, leadsToken)) {
        await sendWebResponse(res, unauthorized());
        return;
      }
      await sendWebResponse(res, privateJson({ leads: await store.list(leadFilterFromQuery(url.searchParams)) }));
      return;
    }
    req.resume();
    await sendWebResponse(res, jsonResponse(404, { error: MESSAGES.notFound }, null, config.allowedOrigins));
  };

  // Slow or idle clients cannot hold connections: headers, whole requests and idle keep-alive are
  // bounded, expired connections are checked every second, and the number of sockets is capped.
  const server = createServer(
    {
      headersTimeout: integerEnv(env, "HTTP_HEADERS_TIMEOUT_MS", 10_000),
      requestTimeout: integerEnv(env, "HTTP_REQUEST_TIMEOUT_MS", 30_000),
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      serve(req, res).catch((error: unknown) => {
        log("error", "request_failed", { reason: errorReason(error) });
        if (!res.headersSent) void sendWebResponse(res, jsonResponse(500, { error: MESSAGES.internal }, null, config.allowedOrigins));
        else res.destroy();
      });
    },
  );
  server.maxConnections = integerEnv(env, "HTTP_MAX_CONNECTIONS", 256);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });

  // Supabase Cron's two jobs: deliveries every RETRY_INTERVAL_MS, the retention purge hourly.
  const purge = async (): Promise<void> => {
    const purged = await store.purgeExpired(retention);
    if (purged > 0) log("info", "leads_purged", { count: purged, retention });
  };
  await purge();
  let running = false;
  let lastPurge = Date.now();
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const work = (async () => {
      await runDeliveries({ store, mailer, config, log });
      if (Date.now() - lastPurge >= 3600_000) {
        lastPurge = Date.now();
        await purge();
      }
    })()
      .catch((error: unknown) => log("error", "scheduled_run_failed", { reason: errorReason(error) }))
      .finally(() => {
        running = false;
      });
    track(work);
  }, integerEnv(env, "RETRY_INTERVAL_MS", 30_000));

  const { port } = server.address() as AddressInfo;
  boundPort = port;
  const url = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  await lock.setUrl(url);
  let closing: Promise<void> | null = null;
  return {
    url,
    functionUrl: `${url}${FUNCTION_PATH}`,
    cronSecret: config.cronSecret ?? "",
    close() {
      closing ??= (async () => {
        clearInterval(timer);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        // A send stuck on a silent mail server keeps its lease; it must not hold the shutdown for minutes.
        // The deadline's timer is cleared once the sends settle: left running, it held the test
        // runner's process for five seconds after its last test ("Jest did not exit").
        let deadline: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([Promise.allSettled([...inFlight]), new Promise((done) => (deadline = setTimeout(done, 5_000)))]);
        clearTimeout(deadline);
        smtp?.close();
        await db.close();
        await lock.release();
      })();
      return closing;
    },
  };
}
