/** Handler settings read from environment variables, shared by the Deno entry and the Node server. */

import { parseClientIpSources, type ClientIpSource } from "./client-address.ts";
import { parseAllowedOrigins } from "./cors.ts";
import { brokerageFromSite, type BrokerageFacts, type SiteContent } from "./confirmation.ts";
import type { QuoteQuestions } from "./contract/quote-questions.ts";
import { FUNCTION_NAME } from "./contract/local-function.ts";
import { quotePath } from "./contract/routes.ts";
import { publicMailDomains } from "./recipient-domain.ts";
import type { RetryPolicy } from "./types.ts";

export interface HandlerConfig {
  /** The brokerage's name (data/site.json), in the notification's WhatsApp greeting and reply subject. */
  brokerageName: string;
  /** The full quote's questions (data/quote-questions.json): reading a lead's answers, labelling them in the mail. */
  quoteQuestions: QuoteQuestions;
  allowedOrigins: string[];
  leadsToEmail: string;
  leadsFromEmail: string;
  /** Secret mixed into the client IP hash so stored hashes cannot be reversed by brute force. */
  clientHashSalt: string;
  /** Bearer secret of the retry and status routes; null turns both off (401). */
  cronSecret: string | null;
  /** A read-only bearer token for the status route alone (for an uptime monitor). */
  statusToken: string | null;
  clientIpSources: ClientIpSource[];
  /** Leads per client per window; 0 turns rate limiting off (benchmarks only). */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Stored leads of all clients together per minute and per hour; 0 = no ceiling (benchmarks only). */
  maxLeadsPerMinute: number;
  maxLeadsPerHour: number;
  /** A resubmission of the same lead within this window is answered with the first one. */
  dedupeWindowSeconds: number;
  /** How long an invocation owns a lead it is delivering; must outlive the longest send. */
  leaseSeconds: number;
  retry: RetryPolicy;
  /** Leads delivered per batch of a scheduled run, and how long one run may keep claiming. */
  batchSize: number;
  runBudgetMs: number;
  /** Notification mails per hour before leads wait for a digest; 0 = no ceiling. */
  mailMaxPerHour: number;
  digestMaxLeads: number;
  digestIntervalSeconds: number;
  /** Possible spam is summed up in one digest per this interval (a day). */
  spamDigestIntervalSeconds: number;
  /** The status route reports unhealthy when a lead has been pending longer than this. */
  statusMaxPendingAgeSeconds: number;
  /** The visitor's confirmation mail (confirmation.ts). */
  confirmation: {
    /** VISITOR_CONFIRMATION=off turns it off. */
    enabled: boolean;
    /** The sender: the brokerage's name on the address of LEADS_FROM_EMAIL (a verified domain), or CONFIRMATION_FROM_EMAIL. */
    from: string;
    /** At most one confirmation per mailbox (email-address.ts, mailboxKey) within this many seconds. */
    perAddressSeconds: number;
    /** At most this many confirmations caused by one client (the rate limit's bucket) per hour; 0 = no limit. */
    maxPerClientPerHour: number;
    /** At most this many confirmations per hour to one recipient domain that is not a public provider's; 0 = no limit. */
    maxPerDomainPerHour: number;
    /** The public providers (public-mail-domains.json), whose domains have no ceiling of their own. */
    publicDomains: ReadonlySet<string>;
    /**
     * Confirmations per hour, all clients together: a ceiling of their own, apart from the staff's
     * mails'; past it one waits for a place within the next hour, else none goes. 0 = none.
     */
    maxPerHour: number;
    facts: BrokerageFacts;
  };
  /** The renewal reminders (reminders.ts). */
  reminders: {
    /** How many days before the end date the reminder goes (data/reminders.json; REMINDER_DAYS_BEFORE overrides it). */
    daysBefore: number;
    /** The live site's URL: the confirm and cancel pages, the quote's link. */
    siteUrl: string;
    /** The full quote's path with the product chosen (contract/routes.ts, quotePath): "/solicitar-cotacao?produto=vida". */
    quotePath: (product: string) => string;
    /**
     * The function's public URL, for RFC 8058's List-Unsubscribe: FUNCTION_URL, else Supabase's
     * SUPABASE_URL and the function's name; null until known (the local server fills it once it
     * listens; a request's own URL stands in for it meanwhile).
     */
    functionUrl: string | null;
    /** Unknown tokens per client per rate-limit window before the token routes answer 429 (0: no limit). */
    tokenMaxMisses: number;
  };
  maxBodyBytes: number;
  /** An early answer reads and discards up to this much upload so the connection stays usable. */
  drainLimitBytes: number;
}

export type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function optional(env: Env, name: string): string | null {
  return env[name]?.trim() || null;
}

/** A setting the function cannot run without (a connection string, an API key). */
export function requiredSetting(env: Env, name: string): string {
  const value = optional(env, name);
  if (value === null) throw new Error(`${name} is not set`);
  return value;
}

export interface ConfigDefaults {
  /** From data/site.json, read by each entry; BROKERAGE_NAME overrides it. */
  brokerageName: string;
  /** data/quote-questions.json, read by each entry (the site's own content: one definition of the questions). */
  quoteQuestions: QuoteQuestions;
  leadsToEmail?: string;
  leadsFromEmail?: string;
  clientHashSalt?: string;
  cronSecret?: string;
  clientIpFrom: string;
  /** Production: without ALLOWED_ORIGINS the function refuses to serve rather than answer any origin. */
  requireAllowedOrigins?: boolean;
  /** What the visitor's confirmation says of the brokerage (data/site.json). */
  brokerage: Omit<BrokerageFacts, "privacyUrl">;
  /** The privacy policy's path (contract/routes.ts), joined to the site's URL for the confirmation. */
  privacyPath: string;
  /** The site's URL when neither SITE_URL nor ALLOWED_ORIGINS names it (the local site). */
  siteUrl?: string;
  /** data/reminders.json; absent: REMINDER_DEFAULTS. */
  reminders?: ReminderContent;
  /** The full quote's path with a product chosen; absent: contract/routes.ts's quotePath. */
  quotePath?: (product: string) => string;
}

/** data/reminders.json (schemas/reminders.schema.json). */
export interface ReminderContent {
  daysBefore: number;
}

/** What the reminders do when the content gives nothing (tests): data/reminders.json's own default. */
export const REMINDER_DEFAULTS: ReminderContent = { daysBefore: 30 };

/** What both entries take from the site's own content: data/site.json, data/quote-questions.json, data/reminders.json, the pages' paths. */
export function contentDefaults(
  site: SiteContent,
  quoteQuestions: QuoteQuestions,
  privacyPath: string,
  reminders?: { content: ReminderContent; quotePath: (product: string) => string },
): Pick<ConfigDefaults, "brokerageName" | "quoteQuestions" | "brokerage" | "privacyPath" | "reminders" | "quotePath"> {
  return {
    brokerageName: site.name,
    quoteQuestions,
    brokerage: brokerageFromSite(site),
    privacyPath,
    ...(reminders ? { reminders: reminders.content, quotePath: reminders.quotePath } : {}),
  };
}

/** "Site <site@corretora.com.br>" → "site@corretora.com.br". */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/** A display name safe in a From header: no quotes, brackets or line breaks. */
function displayName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- a header value stays one printable line
      .replace(/[\u0000-\u001f\u007f"<>\\]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["on", "true", "1"].includes(raw)) return true;
  if (["off", "false", "0"].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

export function readHandlerConfig(env: Env, defaults: ConfigDefaults): HandlerConfig {
  const leadsToEmail = optional(env, "LEADS_TO_EMAIL") ?? defaults.leadsToEmail;
  const leadsFromEmail = optional(env, "LEADS_FROM_EMAIL") ?? defaults.leadsFromEmail;
  const clientHashSalt = optional(env, "LEADS_HASH_SALT") ?? defaults.clientHashSalt;
  if (!leadsToEmail) throw new Error("LEADS_TO_EMAIL is not set");
  if (!leadsFromEmail) throw new Error("LEADS_FROM_EMAIL is not set");
  if (!clientHashSalt) throw new Error("LEADS_HASH_SALT is not set");
  const allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
  if (defaults.requireAllowedOrigins && allowedOrigins.length === 0) {
    throw new Error(
      "ALLOWED_ORIGINS is not set: list the site's origins (https://www.example.com.br,https://example.com.br)",
    );
  }
  const siteUrl = siteUrlOf(env, allowedOrigins, defaults);
  return {
    brokerageName: optional(env, "BROKERAGE_NAME") ?? defaults.brokerageName,
    quoteQuestions: defaults.quoteQuestions,
    allowedOrigins,
    leadsToEmail,
    leadsFromEmail,
    clientHashSalt,
    cronSecret: optional(env, "LEADS_CRON_SECRET") ?? defaults.cronSecret ?? null,
    statusToken: optional(env, "LEADS_STATUS_TOKEN"),
    clientIpSources: parseClientIpSources(optional(env, "CLIENT_IP_FROM") ?? defaults.clientIpFrom),
    rateLimitMax: integer(env, "RATE_LIMIT_MAX", 10),
    rateLimitWindowSeconds: integer(env, "RATE_LIMIT_WINDOW_SECONDS", 600, 1),
    // Far above a brokerage's real traffic (a busy day is tens of leads), low enough that a flood
    // cannot fill the table or bury the day's real leads.
    maxLeadsPerMinute: integer(env, "LEADS_MAX_PER_MINUTE", 30),
    maxLeadsPerHour: integer(env, "LEADS_MAX_PER_HOUR", 300),
    dedupeWindowSeconds: integer(env, "DEDUPE_WINDOW_SECONDS", 600, 1),
    leaseSeconds: integer(env, "DELIVERY_LEASE_SECONDS", 600, 1),
    retry: {
      baseSeconds: integer(env, "RETRY_BASE_SECONDS", 60, 1),
      maxDelaySeconds: integer(env, "RETRY_MAX_DELAY_SECONDS", 6 * 3600, 1),
      windowSeconds: integer(env, "RETRY_WINDOW_SECONDS", 72 * 3600, 0),
    },
    batchSize: integer(env, "RETRY_BATCH_SIZE", 5, 1),
    runBudgetMs: integer(env, "RETRY_RUN_BUDGET_SECONDS", 40, 1) * 1000,
    mailMaxPerHour: integer(env, "MAIL_MAX_PER_HOUR", 30),
    digestMaxLeads: integer(env, "DIGEST_MAX_LEADS", 200, 1),
    digestIntervalSeconds: integer(env, "DIGEST_INTERVAL_SECONDS", 3600, 1),
    spamDigestIntervalSeconds: integer(env, "SPAM_DIGEST_INTERVAL_SECONDS", 24 * 3600, 1),
    statusMaxPendingAgeSeconds: integer(env, "STATUS_MAX_PENDING_AGE_SECONDS", 3600, 1),
    confirmation: {
      enabled: onOff(env, "VISITOR_CONFIRMATION", true),
      from:
        optional(env, "CONFIRMATION_FROM_EMAIL") ??
        `"${displayName(optional(env, "BROKERAGE_NAME") ?? defaults.brokerageName)}" <${addressOf(leadsFromEmail)}>`,
      perAddressSeconds: integer(env, "CONFIRMATION_PER_ADDRESS_SECONDS", 24 * 3600, 1),
      // The sizes and why: docs/security.md, "The visitor's confirmations".
      maxPerClientPerHour: integer(env, "CONFIRMATION_MAX_PER_CLIENT", 3),
      maxPerDomainPerHour: integer(env, "CONFIRMATION_MAX_PER_DOMAIN", 3),
      publicDomains: publicMailDomains(),
      maxPerHour: integer(env, "CONFIRMATION_MAX_PER_HOUR", 30),
      facts: {
        ...defaults.brokerage,
        name: optional(env, "BROKERAGE_NAME") ?? defaults.brokerage.name,
        privacyUrl: new URL(defaults.privacyPath, siteUrl).href,
      },
    },
    reminders: {
      daysBefore: integer(env, "REMINDER_DAYS_BEFORE", (defaults.reminders ?? REMINDER_DEFAULTS).daysBefore, 1),
      siteUrl: new URL(siteUrl).origin,
      quotePath: defaults.quotePath ?? quotePath,
      functionUrl: functionUrlOf(env),
      tokenMaxMisses: integer(env, "REMINDER_TOKEN_MAX_MISSES", 20),
    },
    maxBodyBytes: 32 * 1024,
    drainLimitBytes: 8 * 1024 * 1024,
  };
}

/** The live site's URL: SITE_URL, else the first allowed origin (production lists the site first), else the local site. */
function siteUrlOf(env: Env, allowedOrigins: readonly string[], defaults: ConfigDefaults): string {
  const url = optional(env, "SITE_URL") ?? allowedOrigins[0] ?? defaults.siteUrl;
  if (!url || !/^https?:\/\/[^\s/]+/.test(url))
    throw new Error("SITE_URL is not set: the visitor's confirmation links to the site's privacy policy");
  return url;
}

/** The function's public URL from the environment, without a trailing slash, or null. */
function functionUrlOf(env: Env): string | null {
  const explicit = optional(env, "FUNCTION_URL");
  if (explicit) return explicit.replace(/\/+$/, "");
  const supabase = optional(env, "SUPABASE_URL");
  return supabase ? `${supabase.replace(/\/+$/, "")}/functions/v1/${FUNCTION_NAME}` : null;
}

/** A lease shorter than a send would let a second run mail the same lead while the first still waits. */
export function assertLeaseOutlivesSend(config: HandlerConfig, maxSendMs: number): void {
  if (config.leaseSeconds * 1000 < 2 * maxSendMs) {
    throw new Error(
      `DELIVERY_LEASE_SECONDS (${config.leaseSeconds}) must be at least twice the longest send (${Math.ceil(maxSendMs / 1000)} s)`,
    );
  }
}
