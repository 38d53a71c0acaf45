/**
 * The send-form-email function, independent of its runtime: Web Request in, Web Response out.
 * Order matters: the lead is stored before any e-mail is attempted, so an acknowledged lead is
 * never lost when the mail provider is down; pending leads are retried on later invocations.
 */

import type { HandlerConfig } from "./config.ts";
import { corsHeaders, isOriginAllowed } from "./cors.ts";
import { renderLeadEmail, type LeadEmailInput } from "./email.ts";
import type { LeadStore, Mailer, StoredLead } from "./types.ts";
import { validateLead } from "./validate.ts";

export interface HandlerDeps {
  store: LeadStore;
  mailer: Mailer;
  config: HandlerConfig;
  now?: () => Date;
  /** Lets retries outlive the response (EdgeRuntime.waitUntil, or a tracked promise); awaited inline when absent. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Where failures the visitor never sees are reported. */
  log?: (message: string, error?: unknown) => void;
}

/** What the runtime knows about the connection, used when X-Forwarded-For is not trusted or absent. */
export interface ConnectionInfo {
  remoteAddress?: string;
}

export const MESSAGES = {
  methodNotAllowed: "Método não permitido. Envie o formulário com POST.",
  originNotAllowed: "Origem não permitida.",
  unsupportedMediaType: "Formato não suportado: envie o formulário como JSON (Content-Type: application/json).",
  tooLarge: "A solicitação é grande demais. Reduza o texto da mensagem e tente novamente.",
  invalidJson: "O corpo da requisição não é um JSON válido.",
  rateLimited:
    "Muitas solicitações enviadas em pouco tempo. Aguarde alguns minutos e tente novamente ou entre em contato por telefone.",
  storeFailed:
    "Não foi possível registrar sua solicitação no momento. Tente novamente em instantes ou entre em contato por telefone.",
} as const;

function defaultLog(message: string, error?: unknown): void {
  console.error(`[send-form-email] ${message}`, error ?? "");
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** Reads at most `limit` bytes; null when the body is larger (the stream is cancelled). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function isJsonContentType(value: string | null): boolean {
  const mediaType = value?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

function clientAddress(request: Request, config: HandlerConfig, connection: ConnectionInfo): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
  const address = config.trustForwardedFor
    ? (forwarded ?? connection.remoteAddress)
    : (connection.remoteAddress ?? forwarded);
  return address ?? "unknown";
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** HMAC-SHA-256 of the client address: enough to count requests, useless to recover the IP. */
export async function hashClient(address: string, salt: string): Promise<string> {
  let key = hmacKeys.get(salt);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(salt), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    hmacKeys.set(salt, key);
  }
  const signature = await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(address));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function headerValue(request: Request, name: string, maxLength: number): string | null {
  const value = request.headers.get(name);
  return value ? value.slice(0, maxLength) : null;
}

/** One delivery attempt; records the outcome. Returns whether the mail was accepted. */
async function deliver(deps: HandlerDeps, lead: LeadEmailInput, attempts: number): Promise<boolean> {
  const clock = deps.now ?? (() => new Date());
  const email = renderLeadEmail(lead);
  try {
    await deps.mailer.send({
      to: deps.config.leadsToEmail,
      from: deps.config.leadsFromEmail,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    });
  } catch (error) {
    await deps.store.markFailed(lead.id, { attempts, error: errorText(error), at: clock().toISOString() });
    return false;
  }
  await deps.store.markDelivered(lead.id, { attempts, at: clock().toISOString() });
  return true;
}

/**
 * Retries up to `limit` pending leads, oldest first. Each lead is claimed first so two
 * concurrent invocations never mail the same lead twice.
 */
export async function retryPending(
  deps: HandlerDeps,
  limit = deps.config.retryBatchSize,
): Promise<{ delivered: number; failed: number }> {
  const now = (deps.now ?? (() => new Date()))();
  const staleBefore = new Date(now.getTime() - deps.config.retryAfterSeconds * 1000).toISOString();
  const pending: StoredLead[] = await deps.store.listPending({
    limit,
    maxAttempts: deps.config.retryMaxAttempts,
    staleBefore,
  });
  const result = { delivered: 0, failed: 0 };
  for (const lead of pending) {
    if (!(await deps.store.claim(lead.id, { at: now.toISOString(), staleBefore }))) continue;
    if (await deliver(deps, lead, lead.attempts + 1)) result.delivered += 1;
    else result.failed += 1;
  }
  return result;
}

export async function handle(request: Request, deps: HandlerDeps, connection: ConnectionInfo = {}): Promise<Response> {
  const { config, store } = deps;
  const log = deps.log ?? defaultLog;
  const clock = deps.now ?? (() => new Date());
  const origin = request.headers.get("origin");
  const headers = {
    ...corsHeaders(origin, config.allowedOrigins),
    "Content-Type": "application/json; charset=utf-8",
  };
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}): Response =>
    new Response(JSON.stringify(body), { status, headers: { ...headers, ...extra } });

  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers });
  if (request.method !== "POST") return reply(405, { error: MESSAGES.methodNotAllowed }, { Allow: "POST, OPTIONS" });
  if (!isOriginAllowed(origin, config.allowedOrigins)) return reply(403, { error: MESSAGES.originNotAllowed });
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return reply(415, { error: MESSAGES.unsupportedMediaType });
  }
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > config.maxBodyBytes) return reply(413, { error: MESSAGES.tooLarge });

  const bytes = await readLimited(request, config.maxBodyBytes);
  if (bytes === null) return reply(413, { error: MESSAGES.tooLarge });
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return reply(400, { error: MESSAGES.invalidJson });
  }

  const validation = validateLead(body);
  if (!validation.ok) return reply(validation.status, { error: validation.error });

  const receivedAt = clock().toISOString();
  const page = headerValue(request, "referer", 2000);
  let id: string;
  let clientHash: string;
  try {
    clientHash = await hashClient(clientAddress(request, config, connection), config.clientHashSalt);
    if (config.rateLimitMax > 0) {
      const since = new Date(Date.parse(receivedAt) - config.rateLimitWindowSeconds * 1000).toISOString();
      if ((await store.countRecentByClient(clientHash, since)) >= config.rateLimitMax) {
        return reply(429, { error: MESSAGES.rateLimited }, { "Retry-After": String(config.rateLimitWindowSeconds) });
      }
    }
    id = await store.insert({
      ...validation.lead,
      page,
      origin: headerValue(request, "origin", 200),
      userAgent: headerValue(request, "user-agent", 500),
      clientHash,
      receivedAt,
    });
  } catch (error) {
    log("could not store the lead", error);
    return reply(500, { error: MESSAGES.storeFailed });
  }

  // From here on the lead is safe: mail problems only leave it pending for a later retry.
  try {
    await deliver(deps, { ...validation.lead, id, page, receivedAt }, 1);
  } catch (error) {
    log(`could not record the delivery outcome of lead ${id}`, error);
  }
  const retries = retryPending(deps).catch((error: unknown) => log("retry of pending leads failed", error));
  if (deps.waitUntil) deps.waitUntil(retries);
  else await retries;

  return reply(200, { ok: true, id });
}
