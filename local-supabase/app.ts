/**
 * The local stand-in for Supabase: the core's running function with PGlite as the store, SMTP (or an
 * .eml outbox) as the mailer, a timer for Supabase Cron, on Node's http server (node-server.ts).
 * Used by `npm run functions` (main.ts), the tests and the bench.
 */

import type { Env } from "../supabase/functions/_shared/config.ts";
import { FUNCTION_PATH } from "../supabase/functions/_shared/contract/local-function.ts";
import { consoleLogger, type Logger } from "../supabase/functions/_shared/log.ts";
import { createRunningFunction } from "../supabase/functions/_shared/running-function.ts";
import { createCommandRoutes } from "./reminders-route.ts";
import { readLocalConfig } from "./local-config.ts";
import { openLocalStore } from "./local-store.ts";
import { localMailer } from "./mailers.ts";
import { listenOnNode } from "./node-server.ts";
import { privateDir } from "./private-files.ts";
import { localTimer } from "./timer.ts";

/** Where to listen (port 0: any free one), the database folder (DATA_DIR), the environment, the log. */
export type FunctionServerOptions = { host: string; port: number; dataDir: string; env: Env; log?: Logger };

export async function startFunctionServer({ dataDir, env, log = consoleLogger(), ...at }: FunctionServerOptions) {
  // The secrets, the database and the outbox: this machine's user only (private-files.ts).
  await privateDir(dataDir);
  const { config, retention, siteOrigins } = await readLocalConfig(dataDir, env);
  const { store, setUrl, release } = await openLocalStore(dataDir);
  const mailer = localMailer(dataDir, env);
  const fn = createRunningFunction({ config, store, mailer, schedule: localTimer(env), log, retention, release });
  const routes = await createCommandRoutes(dataDir, { store, mailer, config, log });
  const { url, stopAccepting } = await listenOnNode(fn.handle, { ...at, env, config, siteOrigins, ...routes, log });
  const functionUrl = `${url}${FUNCTION_PATH}`;
  // Known only now (the port may be any free one): the reminders' one-click link, unless FUNCTION_URL named it.
  config.reminders.functionUrl ??= functionUrl;
  await fn.start();
  await setUrl(url);
  // cronSecret: the retry and status routes' (LEADS_CRON_SECRET, or the one kept in DATA_DIR).
  return { url, functionUrl, cronSecret: config.cronSecret ?? "", close: () => fn.close(stopAccepting) };
}
