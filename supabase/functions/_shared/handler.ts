/**
 * The send-form-email function, independent of its runtime: Web Request in, Web Response out.
 *
 *   POST <fn>          a lead: validated, stored atomically (duplicate check + rate limit + insert, and
 *                      its visitor's confirmation decided: confirmation-rules.ts), answered as soon as it
 *                      is committed (saying whether that confirmation goes), then mailed in the background
 *   POST <fn>/retry    secret-protected: runs the scheduled jobs, deliveries of due and held leads first (Supabase Cron, every minute)
 *   GET  <fn>/status   secret-protected (bearer): pending/failed counts and the oldest pending lead's age
 *   POST <fn>/reminders/confirm, <fn>/reminders/cancel
 *                      a renewal reminder's token (`{ "token": "…" }`; cancel also RFC 8058's one-click
 *                      form body with ?token=): `{ state, message }` (reminders.ts)
 *   POST <fn>/reminders/state
 *                      what those would do with a token (`{ "token": "…", "action": "confirm" | "cancel" }`),
 *                      changing nothing: the pages read it before their button is pressed
 *
 * Nothing a client sends can cause a 5xx: bad input is a 4xx with a pt-BR message; only an
 * unavailable database (the lead was not acknowledged) answers 503.
 */

import { readBody, discardBody } from "./body.ts";
import { clientAddress, rateLimitBucket } from "./client-address.ts";
import type { HandlerConfig } from "./config.ts";
import { corsHeaders, isOriginAllowed } from "./cors.ts";
import { dedupeKey, hashClient, safeEqual } from "./hashes.ts";
import { deliverLead, runDeliveries, sendConfirmation, type RunSummary } from "./delivery.ts";
import { confirmationAnswer, confirmationRequest, logConfirmation } from "./confirmation-rules.ts";
import { consoleLogger, errorReason, type Logger } from "./log.ts";
import { FUNCTION_NAME } from "./contract/local-function.ts";
import { pageFromReferer } from "./referer.ts";
import { LEAD_SOURCE_HEADER, parseLeadSource } from "./contract/lead-source.ts";
import { HONEYPOT_HEADER } from "./contract/spam-signals.ts";
import { truncateCodePoints } from "./contract/text.ts";
import type { ConfirmationRequest, FunctionStore, LeadFields, Mailer, NewLead, SubmitOutcome } from "./types.ts";
import { checkAnswers } from "./contract/quote-questions.ts";
import { decodeQuoteAnswers, QUOTE_ANSWERS_HEADER } from "./contract/quote-answers.ts";
import { todayInSaoPaulo } from "./contract/calendar.ts";
import { leadFieldsOf, reminderFieldsOf, validateForm, type FormValues } from "./validate.ts";
import type { FormKind } from "./contract/form-kinds.ts";
import { acceptReminder, answerToken, readToken, TOKEN_BODY_MAX_BYTES, type ReminderAnswer } from "./reminders.ts";
import { isReminderAction } from "./contract/renewal-reminder.ts";

export interface HandlerDeps {
  store: FunctionStore;
  mailer: Mailer;
  config: HandlerConfig;
  log?: Logger;
  /** Lets delivery outlive the response (EdgeRuntime.waitUntil, or a tracked promise); awaited inline when absent. */
  waitUntil?: (work: Promise<unknown>) => void;
  /**
   * What the retry route runs: the scheduled jobs (running-function.ts), told the function's URL as
   * the request reached it (the reminders' one-click link when the configuration names none); the
   * deliveries alone when absent.
   */
  runScheduled?: () => Promise<RunSummary>;
}

/** What the runtime knows about the connection, used when no configured header names the client. */
export interface ConnectionInfo {
  remoteAddress?: string;
}

export type LeadHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/** A submission the store took: stored, or the duplicate of one. */
type StoredOutcome = Extract<SubmitOutcome, { id: string }>;

export const MESSAGES = {
  methodNotAllowed: "Método não permitido. Envie o formulário com POST.",
  methodNotAllowedHere: "Método não permitido neste endereço.",
  originNotAllowed: "Origem não permitida.",
  unsupportedMediaType: "Formato não suportado: envie o formulário como JSON (Content-Type: application/json).",
  tooLarge: "A solicitação é grande demais. Reduza o texto da mensagem e tente novamente.",
  unreadable: "Não foi possível ler a solicitação. Tente novamente.",
  invalidJson: "O corpo da requisição não é um JSON válido.",
  rateLimited:
    "Muitas solicitações enviadas em pouco tempo. Aguarde alguns minutos e tente novamente ou entre em contato por telefone.",
  busy: "Recebemos solicitações demais neste momento. Tente novamente em alguns minutos ou entre em contato por telefone.",
  storeFailed:
    "Não foi possível registrar sua solicitação no momento. Tente novamente em instantes ou entre em contato por telefone.",
  notFound: "Endereço não encontrado.",
  unauthorized: "Acesso não autorizado.",
  runFailed: "Não foi possível processar as entregas pendentes agora.",
  internal: "Erro inesperado. Tente novamente em instantes ou entre em contato por telefone.",
} as const;

export type Route = "submit" | "retry" | "status" | "reminder-confirm" | "reminder-cancel" | "reminder-state" | null;

/** Where the function is mounted: Supabase passes /send-form-email/…, the local server and the tests /functions/v1/send-form-email/…. */
const MOUNTS = [`/${FUNCTION_NAME}`, `/functions/v1/${FUNCTION_NAME}`];

/**
 * The route of a request's path, read once and exactly: the mount itself, or the mount and
 * "/retry" or "/status". Anything else is no route (404): "//status", "/send-form-email/send-form-
 * email/status" and "/status/" included. A router that skipped empty segments or repeated names
 * while a guard compared the exact path let such forms past the guard; the local server's guard
 * reads this same function (local-supabase/local-routes.ts).
 */
export function routeOf(pathname: string): Route {
  for (const mount of MOUNTS) {
    if (pathname === mount) return "submit";
    if (pathname === `${mount}/retry`) return "retry";
    if (pathname === `${mount}/status`) return "status";
    if (pathname === `${mount}/reminders/confirm`) return "reminder-confirm";
    if (pathname === `${mount}/reminders/cancel`) return "reminder-cancel";
    if (pathname === `${mount}/reminders/state`) return "reminder-state";
  }
  return null;
}

/** A JSON answer with CORS headers; adapters use it for requests they cannot turn into a Request. */
export function jsonResponse(
  status: number,
  body: unknown,
  origin: string | null,
  allowedOrigins: readonly string[],
  extra: Record<string, string> = {},
): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { ...corsHeaders(origin, allowedOrigins), "Content-Type": "application/json; charset=utf-8", ...extra },
  });
}

function mediaType(value: string | null): string | undefined {
  return value?.split(";")[0]?.trim().toLowerCase();
}

function isJsonContentType(value: string | null): boolean {
  return mediaType(value) === "application/json";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function headerValue(request: Request, name: string, maxLength: number): string | null {
  const value = request.headers.get(name);
  return value ? truncateCodePoints(value, maxLength) : null;
}

/**
 * A kind's answers by question id, as the form sent them beside the body (quote-answers.ts), each
 * checked again against the questions of the product its body names (checkAnswers); null for a kind
 * that asks none, or when none passed. A malformed one is dropped: answers never refuse a lead.
 */
function quoteAnswersOf(kind: FormKind, lead: LeadFields, request: Request, config: HandlerConfig) {
  const product = kind.answersBy === null ? null : lead[kind.answersBy as keyof LeadFields];
  if (!product) return null;
  const sent = decodeQuoteAnswers(request.headers.get(QUOTE_ANSWERS_HEADER));
  const { answers } = checkAnswers(config.quoteQuestions, product, sent, todayInSaoPaulo());
  return Object.keys(answers).length > 0 ? answers : null;
}

/**
 * Whether the visitor gets a confirmation (the forms that ask for an address, when it is on), and
 * how it is decided; null for none. Possible spam is decided as none by the store itself.
 */
function confirmationOf(kind: FormKind, lead: NewLead, config: HandlerConfig): ConfirmationRequest | null {
  if (!config.confirmation.enabled || !kind.mails.visitor.includes("confirmation") || !lead.email) return null;
  return confirmationRequest(config, lead.email);
}

/** Server-side spam signals; null for an ordinary lead. A flagged lead is stored, never dropped. */
function spamReason(request: Request): string | null {
  return request.headers.get(HONEYPOT_HEADER)?.trim() ? "campo oculto preenchido (honeypot)" : null;
}

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match ? match[1] : null;
}

export function createHandler(deps: HandlerDeps): LeadHandler {
  const { config, store } = deps;
  const log = deps.log ?? consoleLogger();
  const background = (work: Promise<unknown>): Promise<void> | void => {
    const guarded = work.catch((error: unknown) => log("error", "background_failed", { reason: errorReason(error) }));
    if (deps.waitUntil) deps.waitUntil(guarded);
    else return guarded.then(() => undefined);
  };
  let warnedAboutClientIp = false;
  let lastCeilingLog = 0;

  /** The client's rate-limit bucket, hashed; null (and a warning, once) when no configured source names it. */
  function clientHashOf(request: Request, connection: ConnectionInfo): string | null {
    const resolved = clientAddress(request.headers, config.clientIpSources, connection.remoteAddress);
    if (!resolved.fromConfiguredSource && !warnedAboutClientIp) {
      warnedAboutClientIp = true;
      log("warn", "client_ip_missing", {
        reason: "no CLIENT_IP_FROM source named the client: leads are taken under the global ceiling only",
      });
    }
    return resolved.address === null ? null : hashClient(rateLimitBucket(resolved.address), config.clientHashSalt);
  }

  /**
   * A reminder's token: `{ "token": "…" }` as JSON from the site's page (the state route's with its
   * `action`), or (cancel only) RFC 8058's one-click POST, "List-Unsubscribe=One-Click" as a form
   * with the token in the query string, which a mail provider sends without an Origin: the standard
   * leaves the URI the only place for it. A few dozen bytes at most. Nothing here logs the request's
   * URL, its query or the body: a token is never in a log line of ours.
   */
  async function reminderToken(
    request: Request,
    reply: Reply,
    connection: ConnectionInfo,
    route: "confirm" | "cancel" | "state",
  ): Promise<Response> {
    const noStore = { "Cache-Control": "no-store" };
    if (!isOriginAllowed(request.headers.get("origin"), config.allowedOrigins))
      return reply.afterDiscard(403, { error: MESSAGES.originNotAllowed });
    const type = mediaType(request.headers.get("content-type"));
    const oneClick = route === "cancel" && type === "application/x-www-form-urlencoded";
    if (!oneClick && type !== "application/json")
      return reply.afterDiscard(415, { error: MESSAGES.unsupportedMediaType });
    const body = await readBody(request, TOKEN_BODY_MAX_BYTES, config.drainLimitBytes);
    if (body.kind === "too-large")
      return reply(413, { error: MESSAGES.tooLarge }, body.drained ? {} : { Connection: "close" });
    let token: unknown = null;
    let action: unknown = null;
    try {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(body.bytes);
      if (!oneClick) {
        const parsed: unknown = JSON.parse(text);
        token = isRecord(parsed) ? parsed.token : null;
        action = isRecord(parsed) ? parsed.action : null;
      } else if (new URLSearchParams(text).get("List-Unsubscribe") === "One-Click") {
        token = new URL(request.url).searchParams.get("token");
      }
    } catch {
      token = null;
    }
    try {
      const tokenDeps = { store, mailer: deps.mailer, config, log };
      const client = clientHashOf(request, connection);
      let answer: ReminderAnswer;
      if (route !== "state") answer = await answerToken(tokenDeps, route, token, client, MESSAGES.rateLimited);
      else if (isReminderAction(action))
        answer = await readToken(tokenDeps, action, token, client, MESSAGES.rateLimited);
      else return reply(400, { error: MESSAGES.unreadable }, noStore);
      return reply(answer.status, answer.body, { ...noStore, ...answer.headers });
    } catch (error) {
      log("error", "store_failed", { reason: errorReason(error) });
      return reply(503, { error: MESSAGES.storeFailed }, { ...noStore, "Retry-After": "30" });
    }
  }

  async function submit(request: Request, reply: Reply, connection: ConnectionInfo): Promise<Response> {
    const origin = request.headers.get("origin");
    if (!isOriginAllowed(origin, config.allowedOrigins))
      return reply.afterDiscard(403, { error: MESSAGES.originNotAllowed });
    if (!isJsonContentType(request.headers.get("content-type"))) {
      return reply.afterDiscard(415, { error: MESSAGES.unsupportedMediaType });
    }
    const body = await readBody(request, config.maxBodyBytes, config.drainLimitBytes);
    if (body.kind === "too-large")
      return reply(413, { error: MESSAGES.tooLarge }, body.drained ? {} : { Connection: "close" });

    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body.bytes));
    } catch {
      return reply(400, { error: MESSAGES.invalidJson });
    }
    const validation = validateForm(parsed, todayInSaoPaulo());
    if (!validation.ok) {
      const { status, error, field } = validation;
      return reply(status, field === undefined ? { error } : { error, field });
    }
    // The kind's entry (form-kinds.ts) says what its body becomes, and so which path takes it.
    const path = validation.kind.record === "lead" ? submitLead : submitReminder;
    return path(request, reply, connection, validation.kind, validation.values);
  }

  /** A reminder (reminders.ts): stored pending with its confirmation decided; a queued one is mailed after the answer. */
  async function submitReminder(
    request: Request,
    reply: Reply,
    connection: ConnectionInfo,
    _kind: FormKind,
    values: FormValues,
  ): Promise<Response> {
    let answer;
    try {
      answer = await acceptReminder(
        { store, mailer: deps.mailer, config, log },
        reminderFieldsOf(values),
        { clientHash: clientHashOf(request, connection), spamReason: spamReason(request) },
        MESSAGES,
      );
    } catch (error) {
      log("error", "store_failed", { reason: errorReason(error) });
      return reply(503, { error: MESSAGES.storeFailed }, { "Retry-After": "30" });
    }
    if (answer.after) {
      const pending = background(answer.after());
      if (pending) await pending;
    }
    return reply(answer.status, answer.body, answer.headers);
  }

  /** A lead: stored atomically (duplicate check, rate limit, insert, its confirmation decided), answered, then mailed. */
  async function submitLead(
    request: Request,
    reply: Reply,
    connection: ConnectionInfo,
    kind: FormKind,
    values: FormValues,
  ): Promise<Response> {
    const validation = { lead: leadFieldsOf(kind, values) };
    const lead = {
      ...validation.lead,
      // Origin and path, utm_* kept: the rest of a query string may carry personal data.
      page: pageFromReferer(request.headers.get("referer")),
      origin: headerValue(request, "origin", 200),
      userAgent: headerValue(request, "user-agent", 500),
      clientHash: clientHashOf(request, connection),
      spamReason: spamReason(request),
      // Malformed parts are dropped, never a reason to refuse the lead.
      source: parseLeadSource(request.headers.get(LEAD_SOURCE_HEADER)),
      quoteAnswers: quoteAnswersOf(kind, validation.lead, request, config),
    };
    const confirmation = confirmationOf(kind, lead, config);
    let outcome;
    try {
      outcome = await store.submit(lead, {
        dedupeKey: dedupeKey(validation.lead),
        dedupeWindowSeconds: config.dedupeWindowSeconds,
        rateLimitMax: config.rateLimitMax,
        rateLimitWindowSeconds: config.rateLimitWindowSeconds,
        maxPerMinute: config.maxLeadsPerMinute,
        maxPerHour: config.maxLeadsPerHour,
        leaseSeconds: config.leaseSeconds,
        confirmation,
      });
    } catch (error) {
      log("error", "store_failed", { reason: errorReason(error) });
      return reply(503, { error: MESSAGES.storeFailed }, { "Retry-After": "30" });
    }
    if (outcome.outcome === "rate_limited") {
      log("info", "rate_limited", { window_seconds: config.rateLimitWindowSeconds });
      return reply(429, { error: MESSAGES.rateLimited }, { "Retry-After": String(config.rateLimitWindowSeconds) });
    }
    if (outcome.outcome === "ceiling") {
      // A flood logs once a minute, not once a request.
      if (Date.now() - lastCeilingLog > 60_000) {
        lastCeilingLog = Date.now();
        log("warn", "lead_ceiling_reached", { per_minute: config.maxLeadsPerMinute, per_hour: config.maxLeadsPerHour });
      }
      return reply(429, { error: MESSAGES.busy }, { "Retry-After": "60" });
    }
    return answerStored(outcome, lead, confirmation !== null, reply);
  }

  /**
   * A stored lead's answer (or its duplicate's), then the work after it: the staff's mail and, when
   * it goes now, the visitor's confirmation (after the staff's mail, never in its way).
   */
  async function answerStored(
    outcome: StoredOutcome,
    lead: NewLead,
    confirms: boolean,
    reply: Reply,
  ): Promise<Response> {
    // The protocol goes back to the visitor, who can quote it on the phone ("Protocolo 2026-00042"),
    // and, for a form that confirms, whether the confirmation goes (contract/confirmation-answer.ts).
    const accepted = {
      ok: true,
      id: outcome.id,
      protocol: outcome.protocol,
      ...(confirms ? { confirmation: confirmationAnswer(outcome.confirmation.decision) } : {}),
    };
    logConfirmation(log, "confirmation", { lead: outcome.id }, outcome.confirmation);
    const stored = { ...lead, id: outcome.id, receivedAt: outcome.receivedAt, protocol: outcome.protocol };
    const deliveryDeps = { store, mailer: deps.mailer, config, log };
    const queued = outcome.confirmation.decision === "queued";
    if (outcome.outcome === "duplicate") {
      log("info", "duplicate_submission", { lead: outcome.id, confirmation: outcome.confirmation.decision });
      // A duplicate whose refused confirmation could go this time: it goes, once (the lead's mail went or is on its way).
      if (queued) {
        const pending = background(sendConfirmation(deliveryDeps, stored));
        if (pending) await pending;
      }
      return reply(200, accepted);
    }
    log("info", "lead_stored", {
      lead: outcome.id,
      form: lead.formType,
      spam: lead.spamReason !== null,
      answers: Object.keys(lead.quoteAnswers ?? {}).length,
      confirmation: outcome.confirmation.decision,
    });
    // Possible spam waits for its daily digest; nothing else to do after answering.
    if (lead.spamReason !== null) return reply(200, accepted);
    // The lead is committed: answer now; the first delivery attempt runs after the response.
    const pending = background(
      (async () => {
        try {
          await deliverLead(deliveryDeps, stored);
        } finally {
          if (queued) await sendConfirmation(deliveryDeps, stored);
        }
      })(),
    );
    if (pending) await pending;
    return reply(200, accepted);
  }

  /**
   * The cron secret as a bearer token; for the status route also the read-only token. Only in the
   * Authorization header: a secret in the query string ends up in proxies' and platforms' logs.
   */
  function authorized(request: Request, allowStatusToken: boolean): boolean {
    const presented = bearer(request);
    if (presented === null) return false;
    if (config.cronSecret !== null && safeEqual(presented, config.cronSecret)) return true;
    return allowStatusToken && config.statusToken !== null && safeEqual(presented, config.statusToken);
  }

  async function retry(request: Request, reply: Reply): Promise<Response> {
    if (!authorized(request, false)) {
      return reply.afterDiscard(
        401,
        { error: MESSAGES.unauthorized },
        { "WWW-Authenticate": 'Bearer realm="send-form-email"' },
      );
    }
    await discardBody(request, config.drainLimitBytes);
    try {
      const summary = await (deps.runScheduled?.() ?? runDeliveries({ store, mailer: deps.mailer, config, log }));
      if (summary.delivered + summary.failed + summary.heldForDigest + summary.confirmations > 0)
        log("info", "scheduled_run", { ...summary });
      return reply(200, { ok: true, ...summary });
    } catch (error) {
      log("error", "scheduled_run_failed", { reason: errorReason(error) });
      return reply(503, { error: MESSAGES.runFailed }, { "Retry-After": "60" });
    }
  }

  async function status(request: Request, reply: Reply): Promise<Response> {
    if (!authorized(request, true)) {
      return reply(401, { error: MESSAGES.unauthorized }, { "WWW-Authenticate": 'Bearer realm="send-form-email"' });
    }
    try {
      const overview = await store.overview();
      const ageSeconds = (at: string | null) =>
        at === null ? null : Math.max(0, Math.round((Date.parse(overview.checkedAt) - Date.parse(at)) / 1000));
      const oldestPendingAgeSeconds = ageSeconds(overview.oldestPendingAt);
      const oldestSpamAgeSeconds = ageSeconds(overview.oldestSpamAt);
      // Possible spam waits up to a day for its digest by design; longer means the digest is stuck.
      const healthy =
        overview.failed === 0 &&
        (oldestPendingAgeSeconds === null || oldestPendingAgeSeconds <= config.statusMaxPendingAgeSeconds) &&
        (oldestSpamAgeSeconds === null ||
          oldestSpamAgeSeconds <= config.spamDigestIntervalSeconds + config.statusMaxPendingAgeSeconds);
      return reply(
        healthy ? 200 : 503,
        {
          healthy,
          pending: overview.pending,
          failed: overview.failed,
          heldForDigest: overview.held,
          oldestPendingAgeSeconds,
          maxPendingAgeSeconds: config.statusMaxPendingAgeSeconds,
          possibleSpamPending: overview.spamPending,
          lastFailure: overview.lastFailure,
          mailsLastHour: overview.mailsLastHour,
          checkedAt: overview.checkedAt,
        },
        { "Cache-Control": "no-store" },
      );
    } catch (error) {
      log("error", "status_failed", { reason: errorReason(error) });
      return reply(503, { error: MESSAGES.runFailed }, { "Cache-Control": "no-store" });
    }
  }

  return async (request, connection = {}) => {
    const origin = request.headers.get("origin");
    const reply = ((status, body, extra = {}) =>
      jsonResponse(status, body, origin, config.allowedOrigins, extra)) as Reply;
    // Early answers read the upload first, so the connection can carry the client's next request.
    reply.afterDiscard = async (status, body, extra = {}) =>
      reply(
        status,
        body,
        (await discardBody(request, config.drainLimitBytes)) ? extra : { ...extra, Connection: "close" },
      );

    try {
      if (request.method === "OPTIONS") return reply(204, null);
      const route = routeOf(new URL(request.url).pathname);
      if (route === null) return await reply.afterDiscard(404, { error: MESSAGES.notFound });
      const method = route === "status" ? "GET" : "POST";
      if (request.method !== method && !(route === "status" && request.method === "HEAD")) {
        const error = route === "submit" ? MESSAGES.methodNotAllowed : MESSAGES.methodNotAllowedHere;
        return await reply.afterDiscard(405, { error }, { Allow: `${method}, OPTIONS` });
      }
      if (route === "retry") return await retry(request, reply);
      if (route === "status") return await status(request, reply);
      if (route === "reminder-confirm") return await reminderToken(request, reply, connection, "confirm");
      if (route === "reminder-cancel") return await reminderToken(request, reply, connection, "cancel");
      if (route === "reminder-state") return await reminderToken(request, reply, connection, "state");
      return await submit(request, reply, connection);
    } catch (error) {
      // A client that vanishes mid-upload, or a bug: never the lead's content in the log.
      log("error", "request_failed", { reason: errorReason(error) });
      return reply(400, { error: MESSAGES.unreadable }, { Connection: "close" });
    }
  };
}

interface Reply {
  (status: number, body: unknown, extra?: Record<string, string>): Response;
  afterDiscard(status: number, body: unknown, extra?: Record<string, string>): Promise<Response>;
}
