/** Supabase Edge entry of send-form-email: the shared handler with the PostgREST store and Resend. */

import { readHandlerConfig, type Env } from "../_shared/config.ts";
import { corsHeaders, parseAllowedOrigins } from "../_shared/cors.ts";
import { handle, MESSAGES, type ConnectionInfo, type HandlerDeps } from "../_shared/handler.ts";
import { createPostgrestStore } from "./postgrest-store.ts";
import { createResendMailer } from "./resend-mailer.ts";

type LeadHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void };
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** `overrides` lets tests pin the clock; production passes none. */
export function createDeps(env: Env, overrides: Partial<HandlerDeps> = {}): HandlerDeps {
  const serviceRoleKey = required(env, "SUPABASE_SERVICE_ROLE_KEY");
  const edge = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;
  return {
    store: createPostgrestStore(required(env, "SUPABASE_URL"), serviceRoleKey),
    mailer: createResendMailer(required(env, "RESEND_API_KEY")),
    // Without LEADS_HASH_SALT the service-role key (a secret already) keys the client IP hash.
    config: readHandlerConfig(env, { clientHashSalt: serviceRoleKey, trustForwardedFor: true }),
    // On Supabase Edge, retries of older pending leads run after the visitor has the answer.
    ...(edge ? { waitUntil: (work: Promise<unknown>) => edge.waitUntil(work) } : {}),
    ...overrides,
  };
}

/** Builds the request handler once per isolate; a configuration error answers 500 instead of crashing. */
export function createLeadHandler(env: Env, overrides: Partial<HandlerDeps> = {}): LeadHandler {
  let deps: HandlerDeps;
  try {
    deps = createDeps(env, overrides);
  } catch (error) {
    (overrides.log ?? console.error)("[send-form-email] invalid configuration", error);
    const headers = { ...corsHeaders(null, parseAllowedOrigins(env.ALLOWED_ORIGINS)), "Content-Type": "application/json; charset=utf-8" };
    return (request) =>
      Promise.resolve(
        request.method === "OPTIONS"
          ? new Response(null, { status: 204, headers })
          : new Response(JSON.stringify({ error: MESSAGES.storeFailed }), { status: 500, headers }),
      );
  }
  return (request, connection) => handle(request, deps, connection);
}

if (import.meta.main) {
  const serveLead = createLeadHandler(Deno.env.toObject());
  Deno.serve((request, info) => {
    const remote = info.remoteAddr as Deno.NetAddr;
    return serveLead(request, { remoteAddress: remote.hostname });
  });
}
