/**
 * The local server's settings: the handler's config from the environment with local defaults (the
 * site's content from data/, secrets kept beside the database, the local site's origins), the
 * leads' retention (contract/retention.ts), and the HTTP server's bounds.
 */

import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { LOCAL_CLIENT_IP_FROM } from "../supabase/functions/_shared/client-address.ts";
import {
  contentDefaults,
  readHandlerConfig,
  type Env,
  type HandlerConfig,
  type ReminderContent,
} from "../supabase/functions/_shared/config.ts";
import type { SiteContent } from "../supabase/functions/_shared/confirmation.ts";
import type { QuoteQuestions } from "../supabase/functions/_shared/contract/quote-questions.ts";
import { SCHEDULED_RETENTION } from "../supabase/functions/_shared/contract/retention.ts";
import { quotePath, ROUTES } from "../supabase/functions/_shared/contract/routes.ts";
import { localSecret } from "./private-files.ts";

// __filename, not __dirname: tsx gives a CommonJS module imported from an ES module a wrong __dirname.
const DATA_DIR = join(dirname(__filename), "..", "data");

/** Where `npm start` (8000) and `npm run serve` (9000) serve the site; LOCAL_SITE_ORIGINS overrides. */
const DEFAULT_SITE_ORIGINS = [
  "http://127.0.0.1:8000",
  "http://localhost:8000",
  "http://127.0.0.1:9000",
  "http://localhost:9000",
];

/** A content file of data/ (or of CONTENT_DIR, which the tests point at copies). */
async function readContent(name: string): Promise<unknown> {
  return JSON.parse(await readFile(join(process.env.CONTENT_DIR || DATA_DIR, name), "utf8"));
}

/** The full quote's questions; their shape is checked by `npm run check:content` and every build. */
export const readQuoteQuestions = async (): Promise<QuoteQuestions> =>
  (await readContent("quote-questions.json")) as QuoteQuestions;

export function integerEnv(env: Env, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

export interface LocalConfig {
  config: HandlerConfig;
  /** The interval the retention job deletes after ("5 years"). */
  retention: string;
  /** The local site's origins: the only pages that may call the private routes. */
  siteOrigins: string[];
}

export async function readLocalConfig(dataDir: string, env: Env): Promise<LocalConfig> {
  const site = (await readContent("site.json")) as SiteContent;
  if (!site.name) throw new Error("data/site.json: name is missing");
  const config = readHandlerConfig(env, {
    ...contentDefaults(site, await readQuoteQuestions(), ROUTES.privacy, {
      content: (await readContent("reminders.json")) as ReminderContent,
      quotePath,
    }),
    siteUrl: DEFAULT_SITE_ORIGINS[0],
    leadsToEmail: "leads@localhost",
    leadsFromEmail: "site@localhost",
    clientHashSalt: await localSecret(dataDir, "client-hash-salt"),
    cronSecret: await localSecret(dataDir, "cron-secret"),
    clientIpFrom: LOCAL_CLIENT_IP_FROM,
  });
  const siteOrigins = env.LOCAL_SITE_ORIGINS
    ? env.LOCAL_SITE_ORIGINS.split(",")
        .map((origin) => origin.trim())
        .filter(Boolean)
    : DEFAULT_SITE_ORIGINS;
  return { config, retention: SCHEDULED_RETENTION.interval, siteOrigins };
}
