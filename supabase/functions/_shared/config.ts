/** Handler settings read from environment variables, shared by the Deno entry and the Node server. */

import { parseAllowedOrigins } from "./cors.ts";

export interface HandlerConfig {
  allowedOrigins: string[];
  leadsToEmail: string;
  leadsFromEmail: string;
  /** Secret mixed into the client IP hash so stored hashes cannot be reversed by brute force. */
  clientHashSalt: string;
  /** Leads per client per window; 0 turns rate limiting off (benchmarks only). */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Whether the first X-Forwarded-For entry identifies the client (true behind Supabase's gateway). */
  trustForwardedFor: boolean;
  /** Pending leads retried per invocation, oldest first. */
  retryBatchSize: number;
  retryMaxAttempts: number;
  /** A lead tried less than this long ago is not retried (it may still be in flight elsewhere). */
  retryAfterSeconds: number;
  maxBodyBytes: number;
}

export type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function readHandlerConfig(
  env: Env,
  defaults: { leadsToEmail?: string; leadsFromEmail?: string; clientHashSalt?: string; trustForwardedFor: boolean },
): HandlerConfig {
  const leadsToEmail = env.LEADS_TO_EMAIL?.trim() || defaults.leadsToEmail;
  const leadsFromEmail = env.LEADS_FROM_EMAIL?.trim() || defaults.leadsFromEmail;
  const clientHashSalt = env.LEADS_HASH_SALT?.trim() || defaults.clientHashSalt;
  if (!leadsToEmail) throw new Error("LEADS_TO_EMAIL is not set");
  if (!leadsFromEmail) throw new Error("LEADS_FROM_EMAIL is not set");
  if (!clientHashSalt) throw new Error("LEADS_HASH_SALT is not set");
  return {
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    leadsToEmail,
    leadsFromEmail,
    clientHashSalt,
    rateLimitMax: integer(env, "RATE_LIMIT_MAX", 10),
    rateLimitWindowSeconds: integer(env, "RATE_LIMIT_WINDOW_SECONDS", 600),
    trustForwardedFor: env.TRUST_FORWARDED_FOR ? env.TRUST_FORWARDED_FOR === "true" : defaults.trustForwardedFor,
    retryBatchSize: integer(env, "RETRY_BATCH_SIZE", 3),
    retryMaxAttempts: integer(env, "RETRY_MAX_ATTEMPTS", 10),
    retryAfterSeconds: integer(env, "RETRY_AFTER_SECONDS", 60),
    maxBodyBytes: 32 * 1024,
  };
}
