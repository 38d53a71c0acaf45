/**
 * Supabase Edge entry of send-form-email: the core's running function with Postgres (node-postgres on
 * SUPABASE_DB_URL, or LEADS_DB_URL for the pooler) and Resend; no schedule of its own (Supabase Cron).
 */

import { contentDefaults, readHandlerConfig, requiredSetting, type Env } from "../_shared/config.ts";
import { EDGE_CLIENT_IP_FROM } from "../_shared/client-address.ts";
import { consoleLogger, type Logger } from "../_shared/log.ts";
import { createRunningFunctionOrRefusal, type RunningFunction } from "../_shared/running-function.ts";
import { createSqlStore } from "../_shared/sql-store.ts";
import { quotePath, ROUTES } from "../_shared/contract/routes.ts";
import { edgeWaitUntil, serveOnDeno } from "./deno-serve.ts";
import { createPostgresClient, DEFAULT_POSTGRES_OPTIONS } from "./postgres-client.ts";
import { createResendMailer, RESEND_ENDPOINT } from "./resend-mailer.ts";
// The site's own content (`supabase functions deploy --use-api` bundles files outside supabase/): the
// brokerage's facts, the full quote's questions (the form's own file), the renewal reminders' settings.
import site from "../../../data/site.json" with { type: "json" };
import quoteQuestions from "../../../data/quote-questions.json" with { type: "json" };
import reminders from "../../../data/reminders.json" with { type: "json" };

export function createEdgeFunction(env: Env, log: Logger = consoleLogger()): RunningFunction {
  return createRunningFunctionOrRefusal(log, () => {
    const dbUrl = env.LEADS_DB_URL?.trim() || requiredSetting(env, "SUPABASE_DB_URL");
    const apiKey = requiredSetting(env, "RESEND_API_KEY");
    const timeoutMs = Number(env.RESEND_TIMEOUT_MS?.trim() || 10_000);
    const mailer = createResendMailer({ apiKey, endpoint: env.RESEND_API_URL?.trim() || RESEND_ENDPOINT, timeoutMs });
    const config = readHandlerConfig(env, {
      ...contentDefaults(site, quoteQuestions, ROUTES.privacy, { content: reminders, quotePath }),
      // Without LEADS_HASH_SALT, the service-role key (a secret already) keys the client IP hash.
      clientHashSalt: env.SUPABASE_SERVICE_ROLE_KEY?.trim(),
      clientIpFrom: EDGE_CLIENT_IP_FROM,
      requireAllowedOrigins: true,
    });
    // Opened last: a missing setting above leaves nothing open.
    const db = createPostgresClient(dbUrl, DEFAULT_POSTGRES_OPTIONS);
    return { config, store: createSqlStore(db), mailer, log, waitUntil: edgeWaitUntil(), release: () => db.end() };
  });
}

if (import.meta.main) serveOnDeno(createEdgeFunction(Deno.env.toObject()));
