/**
 * The local function server: the same `handle` as Supabase Edge, with PGlite as the store and
 * SMTP (or an .eml outbox) as the mailer. Used by `npm run functions`, the tests and the bench.
 */

import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { readHandlerConfig, type Env } from "../supabase/functions/_shared/config.ts";
import { handle, retryPending, type HandlerDeps } from "../supabase/functions/_shared/handler.ts";
import type { Mailer } from "../supabase/functions/_shared/types.ts";
import { createOutboxMailer, createSmtpMailer } from "./mailers.ts";
import { sendWebResponse, toWebRequest } from "./node-http.ts";
import { openPgliteStore } from "./pglite-store.ts";

export const FUNCTION_PATH = "/functions/v1/send-form-email";
export const LEADS_PATH = "/leads";

export interface FunctionServerOptions {
  host: string;
  port: number;
  dataDir: string;
  env: Env;
  log?: (message: string, error?: unknown) => void;
}

export interface RunningFunctionServer {
  url: string;
  functionUrl: string;
  close(): Promise<void>;
}

/** A random salt kept beside the database, so client hashes stay comparable across restarts. */
async function localSalt(dataDir: string): Promise<string> {
  const file = join(dataDir, "client-hash-salt");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const salt = randomBytes(32).toString("hex");
    await writeFile(file, salt, { mode: 0o600, flag: "wx" }).catch(() => undefined);
    return (await readFile(file, "utf8")).trim();
  }
}

function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

export async function startFunctionServer(options: FunctionServerOptions): Promise<RunningFunctionServer> {
  const { env } = options;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ""));
  await mkdir(options.dataDir, { recursive: true });
  const config = readHandlerConfig(env, {
    leadsToEmail: "leads@localhost",
    leadsFromEmail: "site@localhost",
    clientHashSalt: await localSalt(options.dataDir),
    trustForwardedFor: false,
  });
  const store = await openPgliteStore(join(options.dataDir, "pglite"));
  const smtp = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : null;
  const mailer: Mailer = smtp ?? createOutboxMailer(join(options.dataDir, "outbox"));

  // Background work (retries) is tracked so shutdown can wait for it before closing the database.
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>): void => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const deps: HandlerDeps = { store, mailer, config, waitUntil: track, log };

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === FUNCTION_PATH) {
      const response = await handle(toWebRequest(req), deps, { remoteAddress: req.socket.remoteAddress });
      await sendWebResponse(res, response);
      return;
    }
    // Lead listing for `npm run leads` while this process holds the PGlite lock; loopback only (personal data).
    if (path === LEADS_PATH && req.method === "GET" && isLoopback(req.socket.remoteAddress)) {
      const pendingOnly = new URL(req.url ?? "/", "http://localhost").searchParams.get("pending") === "1";
      sendJson(res, 200, { leads: await store.listAll({ pendingOnly }) });
      return;
    }
    sendJson(res, 404, { error: "Não encontrado." });
  };
  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      log("unexpected error while serving a request", error);
      if (!res.headersSent) sendJson(res, 500, { error: "Erro interno." });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });

  // Unlike Edge, this server can retry without traffic: drain batch after batch while mail gets through.
  const drainPending = async (): Promise<void> => {
    for (;;) {
      const { delivered, failed } = await retryPending(deps);
      if (failed > 0 || delivered < config.retryBatchSize) return;
    }
  };
  const retryIntervalMs = Number(env.RETRY_INTERVAL_MS ?? 30_000);
  let retrying = false;
  const timer = setInterval(() => {
    if (retrying) return;
    retrying = true;
    const work = drainPending()
      .catch((error: unknown) => log("periodic retry failed", error))
      .finally(() => {
        retrying = false;
      });
    track(work);
  }, retryIntervalMs);

  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    url,
    functionUrl: `${url}${FUNCTION_PATH}`,
    close() {
      closing ??= (async () => {
        clearInterval(timer);
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.allSettled([...inFlight]);
        smtp?.close();
        await store.close();
      })();
      return closing;
    },
  };
}
