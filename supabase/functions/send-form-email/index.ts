/**
 * Supabase Edge entry of send-form-email: the shared handler with Postgres (postgres.js on
 * SUPABASE_DB_URL, or LEADS_DB_URL for the pooler) and Resend. Delivery after the answer runs
 * under EdgeRuntime.waitUntil; run anywhere else (tests, bench) it is tracked locally instead.
 */

import { assertLeaseOutlivesSend, readHandlerConfig, type Env } from "../_shared/config.ts";
import { EDGE_CLIENT_IP_FROM } from "../_shared/client-address.ts";
import { createHandler, MESSAGES, type LeadHandler } from "../_shared/handler.ts";
import { consoleLogger, errorReason, type Logger } from "../_shared/log.ts";
import { createSqlStore } from "../_shared/sql-store.ts";
import { brokerageFromSite } from "../_shared/confirmation.ts";
// The site's paths, declared once (the confirmation links to the privacy policy).
import { ROUTES } from "../../../src/lib/routes.ts";
import { createPostgresClient, DEFAULT_POSTGRES_OPTIONS, type PostgresClient } from "./postgres-client.ts";
import { createResendMailer, RESEND_ENDPOINT } from "./resend-mailer.ts";
// The brokerage's name comes from the site's own content; `supabase functions deploy --use-api`
// bundles files outside supabase/ (docs/deploy.md, "Deploy (Supabase)").
import site from "../../../data/site.json" with { type: "json" };
// The full quote's questions, the same file the site's form reads: one definition of them.
import quoteQuestions from "../../../data/quote-questions.json" with { type: "json" };

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void };
}

export interface EdgeFunction {
  handler: LeadHandler;
  /** Waits for deliveries still running after their answers, then closes the database pool. */
  close(): Promise<void>;
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function createEdgeFunction(env: Env, log: Logger = consoleLogger()): EdgeFunction {
  const inFlight = new Set<Promise<unknown>>();
  let db: PostgresClient | null = null;
  try {
    db = createPostgresClient(env.LEADS_DB_URL?.trim() || required(env, "SUPABASE_DB_URL"), DEFAULT_POSTGRES_OPTIONS);
    const mailer = createResendMailer({
      apiKey: required(env, "RESEND_API_KEY"),
      endpoint: env.RESEND_API_URL?.trim() || RESEND_ENDPOINT,
      timeoutMs: Number(env.RESEND_TIMEOUT_MS?.trim() || 10_000),
    });
    const config = readHandlerConfig(env, {
      brokerageName: site.name,
      quoteQuestions,
      brokerage: brokerageFromSite(site),
      privacyPath: ROUTES.privacy,
      // Without LEADS_HASH_SALT, the service-role key (a secret already) keys the client IP hash.
      clientHashSalt: env.SUPABASE_SERVICE_ROLE_KEY?.trim(),
      clientIpFrom: EDGE_CLIENT_IP_FROM,
      requireAllowedOrigins: true,
    });
    assertLeaseOutlivesSend(config, mailer.maxSendMs);
    if (config.cronSecret === null) {
      log("error", "config_incomplete", { reason: "LEADS_CRON_SECRET is not set: the retry and status routes answer 401" });
    }
    const edge = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;
    const waitUntil = edge
      ? (work: Promise<unknown>) => edge.waitUntil(work)
      : (work: Promise<unknown>) => {
          inFlight.add(work);
          void work.finally(() => inFlight.delete(work));
        };
    const handler = createHandler({ store: createSqlStore(db), mailer, config, log, waitUntil });
    const pool = db;
    return {
      handler,
      async close() {
        await Promise.allSettled([...inFlight]);
        await pool.end();
      },
    };
  } catch (error) {
    // A missing or invalid setting: the function refuses to serve (rather than, say, answer any
    // origin), and says why on every request, so the operator finds it in the logs whenever they look.
    const reason = errorReason(error);
    log("error", "config_invalid", { reason });
    const pool = db;
    return {
      handler: () => {
        log("error", "config_invalid", { reason });
        // No CORS headers: with no allow-list known, no origin is allowed to read anything.
        return Promise.resolve(
          new Response(JSON.stringify({ error: MESSAGES.internal }), {
            status: 500,
            headers: { "Content-Type": "application/json; charset=utf-8", Connection: "close" },
          }),
        );
      },
      close: async () => {
        await pool?.end();
      },
    };
  }
}

if (import.meta.main) {
  const fn = createEdgeFunction(Deno.env.toObject());
  const serve = (request: Request, info: Deno.ServeHandlerInfo) =>
    fn.handler(request, { remoteAddress: (info.remoteAddr as Deno.NetAddr).hostname });
  const port = Deno.env.get("FUNCTION_PORT");
  if (port === undefined) {
    Deno.serve(serve);
  } else {
    // Outside Supabase (tests, bench): a fixed address, and a clean stop on SIGTERM/SIGINT.
    const server = Deno.serve(
      {
        port: Number(port),
        hostname: Deno.env.get("FUNCTION_HOST") ?? "127.0.0.1",
        onListen: ({ hostname, port }) => console.log(`send-form-email listening on http://${hostname}:${port}/functions/v1/send-form-email`),
      },
      serve,
    );
    const stop = async () => {
      await server.shutdown();
      await fn.close();
      Deno.exit(0);
    };
    Deno.addSignalListener("SIGTERM", stop);
    Deno.addSignalListener("SIGINT", stop);
  }
}
