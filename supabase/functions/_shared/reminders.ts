/**
 * Renewal reminders (issue 42), independent of the runtime: accepting a reminder, the confirm and
 * cancel tokens' routes, and the daily job that sends what is due and deletes what the retention no
 * longer allows. The rules that must hold under concurrency are in SQL
 * (supabase/migrations/20261203000000_renewal_reminders.sql); the mails in reminder-mails.ts.
 *
 * Tokens: 32 bytes, base64url (43 characters), only their SHA-256 stored. Each is the HMAC of the
 * reminder's random id under the function's secret (LEADS_HASH_SALT), so an attempt after a lost
 * answer renders the very same mail without the database ever holding a token, not even in the
 * stored copy of a mail; whoever reads the database (the staff's read-only role) cannot make one.
 */

import type { HandlerConfig } from "./config.ts";
import { sendStored, storable, type DeliveryDeps } from "./delivery.ts";
import { hmacSha256, sha256Hex } from "./hashes.ts";
import { errorReason } from "./log.ts";
import { RETENTION } from "./contract/retention.ts";
import {
  confirmationAnswer,
  confirmationRules,
  domainHash,
  logConfirmation,
  mailboxHash,
} from "./confirmation-rules.ts";
import { formatDate, todayInSaoPaulo } from "./contract/calendar.ts";
import {
  isReminderToken,
  REMINDER_PAGES,
  REMINDER_TOKEN_MESSAGES,
  REMINDER_TOKEN_STATUS,
  type ReminderAction,
  type ReminderReadAnswer,
  type ReminderTokenState,
} from "./contract/renewal-reminder.ts";
import {
  oneClickHeaders,
  renderReminderConfirmation,
  renderReminderToStaff,
  renderReminderToVisitor,
  type VisitorLinks,
} from "./reminder-mails.ts";
import type { RenderedEmail } from "./email.ts";
import {
  MailError,
  type ReminderFields,
  type ReminderMail,
  type ReminderStore,
  type StoredReminder,
  type TokenOutcome,
} from "./types.ts";

/** Each mail's idempotency key, derived from the reminder's id: a retry is the same mail. */
export const REMINDER_MAIL_KEYS: Record<ReminderMail, (id: string) => string> = {
  confirmation: (id) => `reminder-confirmation/${id}`,
  visitor: (id) => `reminder/${id}`,
  staff: (id) => `reminder-staff/${id}`,
};

/** How long a reminder is kept (contract/retention.ts): unconfirmed, as long as its link works; confirmed, past its end date. */
export const REMINDER_RETENTION = {
  unconfirmedSeconds: RETENTION.reminderUnconfirmedHours * 3600,
  keepDaysAfterEnd: RETENTION.reminderDaysAfterEnd,
} as const;

/** The token routes read `{ "token": "…" }` (the state route also its action) or RFC 8058's "List-Unsubscribe=One-Click": a few dozen bytes. */
export const TOKEN_BODY_MAX_BYTES = 1024;

/** What a reminder's operations need: the reminders' store, the mailer, the settings, the log. */
type ReminderDelivery = DeliveryDeps<ReminderStore>;

export interface ReminderDeps extends ReminderDelivery {
  /** The function's public URL (RFC 8058's one-click link), or null when not known here. */
  functionUrl: string | null;
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function deriveToken(salt: string, purpose: "confirm" | "cancel", id: string): string {
  return base64url(hmacSha256(salt, `renewal-reminder/${purpose}/${id}`));
}

/** A reminder's two tokens (see above). */
export function reminderTokens(salt: string, id: string): { confirm: string; cancel: string } {
  return { confirm: deriveToken(salt, "confirm", id), cancel: deriveToken(salt, "cancel", id) };
}

/** The links of a visitor's mail (REMINDER_PAGES on the site; the cancel route on the function). */
export function visitorLinks(config: HandlerConfig, functionUrl: string, cancelToken: string): VisitorLinks {
  return {
    cancel: `${config.reminders.siteUrl}${REMINDER_PAGES.cancel}#${cancelToken}`,
    oneClick: `${functionUrl}/reminders/cancel?token=${cancelToken}`,
  };
}

/** What the handler answers, and the work to do once it has (the confirmation mail). */
export interface ReminderAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  after?: () => Promise<unknown>;
}

/** What the handler learned from the request itself. */
export interface ReminderRequest {
  clientHash: string | null;
  spamReason: string | null;
}

/**
 * A validated reminder (validate.ts, from its entry in form-kinds.ts): stored pending under the leads' limits with its confirmation decided (confirmation-rules.ts): the
 * answer says whether it goes (`confirmation`), and a queued one is mailed once the answer is out.
 */
export async function acceptReminder(
  deps: ReminderDelivery,
  reminder: ReminderFields,
  request: ReminderRequest,
  messages: { rateLimited: string; busy: string },
): Promise<ReminderAnswer> {
  const { config, store } = deps;
  const id = crypto.randomUUID();
  const tokens = reminderTokens(config.clientHashSalt, id);
  const outcome = await store.submitReminder(
    {
      id,
      ...reminder,
      mailboxKey: mailboxHash(config, reminder.email),
      domainHash: domainHash(config, reminder.email),
      clientHash: request.clientHash,
      spamReason: request.spamReason,
      confirmTokenHash: sha256Hex(tokens.confirm),
      confirmExpiresAt: new Date(Date.now() + REMINDER_RETENTION.unconfirmedSeconds * 1000).toISOString(),
      cancelTokenHash: sha256Hex(tokens.cancel),
    },
    {
      rateLimitMax: config.rateLimitMax,
      rateLimitWindowSeconds: config.rateLimitWindowSeconds,
      maxPerMinute: config.maxLeadsPerMinute,
      maxPerHour: config.maxLeadsPerHour,
      confirmation: confirmationRules(config),
    },
  );
  if (!("id" in outcome))
    return outcome.outcome === "rate_limited"
      ? {
          status: 429,
          body: { error: messages.rateLimited },
          headers: { "Retry-After": String(config.rateLimitWindowSeconds) },
        }
      : { status: 429, body: { error: messages.busy }, headers: { "Retry-After": "60" } };
  const { id: storedId, confirmation } = outcome;
  deps.log("info", outcome.outcome === "duplicate" ? "reminder_duplicate" : "reminder_stored", {
    reminder: storedId,
    product: reminder.insuranceType,
    spam: request.spamReason !== null,
    confirmation: confirmation.decision,
  });
  logConfirmation(deps.log, "reminder_confirmation", { reminder: storedId }, confirmation);
  const accepted = {
    status: 200,
    body: { ok: true, id: storedId, confirmation: confirmationAnswer(confirmation.decision) },
  };
  if (confirmation.decision !== "queued") return accepted;
  // Never the request's own URL: its Host is the client's to choose, and the link goes into a mail.
  return {
    ...accepted,
    after: () =>
      sendConfirmation({ ...deps, functionUrl: config.reminders.functionUrl }, { id: storedId, ...reminder }),
  };
}

/** Sends one of a reminder's mails once: a key the provider already used (Resend's 409) means it went out. */
async function sendOnce(
  deps: ReminderDeps,
  reminder: { id: string },
  mail: ReminderMail,
  send: () => Promise<void>,
): Promise<"sent" | "failed"> {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof MailError && error.kind === "already-sent")) {
      const permanent = error instanceof MailError && error.kind === "permanent";
      const outcome = await deps.store.markReminderFailed(
        reminder.id,
        mail,
        {
          error: errorReason(error),
          permanent,
          retryAfterSeconds: error instanceof MailError ? error.retryAfterSeconds : null,
        },
        deps.config.retry,
      );
      deps.log(outcome?.gaveUp ? "error" : "warn", "reminder_mail_failed", {
        reminder: reminder.id,
        mail,
        attempt: outcome?.attempts ?? null,
        reason: errorReason(error),
        ...(outcome && !outcome.gaveUp ? { next_attempt_at: outcome.nextAttemptAt } : {}),
      });
      return "failed";
    }
    deps.log("warn", "mail_already_sent", { key: REMINDER_MAIL_KEYS[mail](reminder.id), reason: errorReason(error) });
  }
  await deps.store.markReminderMail(reminder.id, mail);
  return "sent";
}

/** A mail to the visitor, with RFC 8058's one-click headers. Never stored: it holds tokens, and renders the same from the id. */
function toVisitor(deps: ReminderDeps, email: string, key: string, rendered: RenderedEmail, oneClick: string) {
  return deps.mailer.send({
    to: email,
    from: deps.config.confirmation.from,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    idempotencyKey: key,
    headers: oneClickHeaders(oneClick),
    ...(rendered.replyTo ? { replyTo: rendered.replyTo } : {}),
  });
}

/**
 * The confirmation of a leased reminder: its place under the confirmations' ceilings was taken when
 * it was decided (confirmation-rules.ts) and is kept whatever happens; a failure backs off.
 */
async function sendConfirmation(
  deps: ReminderDeps,
  reminder: Pick<StoredReminder, "id" | "insuranceType" | "renewalDate" | "email">,
): Promise<"sent" | "failed"> {
  const { config } = deps;
  if (deps.functionUrl === null) throw new Error("the function's public URL is unknown (FUNCTION_URL)");
  const tokens = reminderTokens(config.clientHashSalt, reminder.id);
  const links = visitorLinks(config, deps.functionUrl, tokens.cancel);
  const rendered = renderReminderConfirmation(reminder, config.confirmation.facts, {
    ...links,
    confirm: `${config.reminders.siteUrl}${REMINDER_PAGES.confirm}#${tokens.confirm}`,
  });
  const key = REMINDER_MAIL_KEYS.confirmation(reminder.id);
  const outcome = await sendOnce(deps, reminder, "confirmation", () =>
    toVisitor(deps, reminder.email, key, rendered, links.oneClick),
  );
  if (outcome === "sent") deps.log("info", "reminder_confirmation_sent", { reminder: reminder.id });
  return outcome;
}

/** A due reminder's two mails, each once: to the visitor, then to staff (stored, as a lead's notification). */
async function deliverReminder(deps: ReminderDeps, reminder: StoredReminder, today: string): Promise<boolean> {
  const { config } = deps;
  if (reminder.visitorMailSentAt === null) {
    if (deps.functionUrl === null) throw new Error("the function's public URL is unknown (FUNCTION_URL)");
    const tokens = reminderTokens(config.clientHashSalt, reminder.id);
    const links = visitorLinks(config, deps.functionUrl, tokens.cancel);
    const quote = `${config.reminders.siteUrl}${config.reminders.quotePath(reminder.insuranceType)}`;
    const rendered = renderReminderToVisitor(reminder, config.confirmation.facts, { ...links, quote }, today);
    const key = REMINDER_MAIL_KEYS.visitor(reminder.id);
    if (
      (await sendOnce(deps, reminder, "visitor", () =>
        toVisitor(deps, reminder.email, key, rendered, links.oneClick),
      )) === "failed"
    )
      return false;
  }
  if (reminder.staffMailSentAt === null) {
    const key = REMINDER_MAIL_KEYS.staff(reminder.id);
    const rendered = renderReminderToStaff(reminder, config.brokerageName, today);
    const sent = await sendOnce(deps, reminder, "staff", () => sendStored(deps, key, storable(rendered)));
    if (sent === "failed") return false;
  }
  deps.log("info", "reminder_sent", { reminder: reminder.id, product: reminder.insuranceType });
  return true;
}

export interface ReminderRunSummary {
  /** Confirmations sent by the run: deferred to their place within the hour, or retried. */
  confirmations: number;
  /** Reminders whose two mails went out in this run. */
  reminders: number;
  /** Reminders deleted by the retention. */
  purged: number;
  /** What went out, for `npm run reminders` to print (the command masks the address). */
  sent: Pick<StoredReminder, "insuranceType" | "renewalDate" | "email">[];
}

/**
 * Why the daily job will not run as of `day` ("YYYY-MM-DD"), in pt-BR, or null: a day later than
 * today in São Paulo would send reminders before their day. A past day catches up on a missed run.
 */
export function futureDayRefusal(day: string, now: number = Date.now()): string | null {
  const today = todayInSaoPaulo(new Date(now));
  return day > today
    ? `A data ${formatDate(day)} ainda não chegou: o trabalho diário roda como de hoje (${formatDate(today)}) ou de um dia que passou.`
    : null;
}

/**
 * The daily job as of `today` ("YYYY-MM-DD", São Paulo; a past day catches up on a missed run, a
 * later one is refused): confirmations due (deferred to their place, or whose attempt failed), then
 * every confirmed reminder whose day has come (config.reminders.daysBefore before its end date), then
 * the retention, which counts from the real date whatever `today` says. Runs as often as it is
 * called and does each thing once: what went out is marked, and a retry sends the same mail under
 * the same key.
 */
export async function runReminders(
  deps: ReminderDeps,
  today: string,
  now: () => number = Date.now,
): Promise<ReminderRunSummary> {
  const { config, store } = deps;
  const refusal = futureDayRefusal(today, now());
  if (refusal !== null) throw new Error(refusal);
  const summary: ReminderRunSummary = { confirmations: 0, reminders: 0, purged: 0, sent: [] };
  // Every visitor mail carries the one-click link: without the function's URL, nothing goes (and the operator hears why).
  const deadline = deps.functionUrl === null ? now() : now() + config.runBudgetMs;
  if (deps.functionUrl === null)
    deps.log("error", "reminders_not_sent", { reason: "the function's public URL is unknown: set FUNCTION_URL" });
  while (now() < deadline) {
    const due = await store.claimReminderConfirmations(config.batchSize, config.leaseSeconds);
    if (due.length === 0) break;
    for (const reminder of due) if ((await sendConfirmation(deps, reminder)) === "sent") summary.confirmations += 1;
  }
  while (now() < deadline) {
    const due = await store.claimDueReminders(
      today,
      config.reminders.daysBefore,
      config.batchSize,
      config.leaseSeconds,
    );
    if (due.length === 0) break;
    for (const reminder of due) {
      if (!(await deliverReminder(deps, reminder, today))) continue;
      summary.reminders += 1;
      summary.sent.push({
        insuranceType: reminder.insuranceType,
        renewalDate: reminder.renewalDate,
        email: reminder.email,
      });
    }
  }
  summary.purged = await store.purgeReminders(
    todayInSaoPaulo(new Date(now())),
    REMINDER_RETENTION.unconfirmedSeconds,
    REMINDER_RETENTION.keepDaysAfterEnd,
  );
  if (summary.purged > 0) deps.log("info", "reminders_purged", { count: summary.purged });
  return summary;
}

/** How many unknown tokens a client may try, within the rate limit's window. */
function tokenGuard(config: HandlerConfig) {
  return { maxMisses: config.reminders.tokenMaxMisses, windowSeconds: config.rateLimitWindowSeconds };
}

/** The answer to a client past its misses, on any token route. */
function tokenLimited(
  deps: ReminderDelivery,
  route: "confirm" | "cancel" | "state",
  rateLimited: string,
): ReminderAnswer {
  deps.log("info", "reminder_token_limited", { route });
  return {
    status: 429,
    body: { error: rateLimited },
    headers: { "Retry-After": String(deps.config.rateLimitWindowSeconds) },
  };
}

/** What the daily job would do as of `day`, any day (`npm run reminders -- --dry-run`), changing nothing. */
export interface ReminderPreview {
  /** The reminders it would send (to the visitor and to staff). */
  due: Pick<StoredReminder, "insuranceType" | "renewalDate" | "email">[];
  /** Confirmations it would send (deferred, or retried). */
  confirmations: number;
  /** Reminders the retention would delete, counted from the real date. */
  purged: number;
}

export async function previewReminders(
  deps: Pick<ReminderDelivery, "store" | "config">,
  day: string,
  now: () => number = Date.now,
): Promise<ReminderPreview> {
  const preview = await deps.store.previewReminders(
    day,
    todayInSaoPaulo(new Date(now())),
    deps.config.reminders.daysBefore,
    REMINDER_RETENTION,
  );
  return {
    due: preview.due.map(({ insuranceType, renewalDate, email }) => ({ insuranceType, renewalDate, email })),
    confirmations: preview.confirmations,
    purged: preview.purged,
  };
}

/** What the confirm and cancel routes answer for a token: `{ state, message }` (renewal-reminder.ts), or 429 for a client that guessed too often. */
export async function answerToken(
  deps: ReminderDelivery,
  route: "confirm" | "cancel",
  token: unknown,
  clientHash: string | null,
  rateLimited: string,
): Promise<ReminderAnswer> {
  const state = (value: ReminderTokenState): ReminderAnswer => ({
    status: REMINDER_TOKEN_STATUS[value],
    body: { state: value, message: REMINDER_TOKEN_MESSAGES[value] },
  });
  if (!isReminderToken(token)) return state("invalid");
  const guard = tokenGuard(deps.config);
  const hash = sha256Hex(token);
  const outcome: TokenOutcome =
    route === "confirm"
      ? await deps.store.confirmReminder(hash, clientHash, guard)
      : await deps.store.cancelReminder(hash, clientHash, guard);
  if (outcome === "limited") return tokenLimited(deps, route, rateLimited);
  if (outcome === "confirmed" || outcome === "cancelled") deps.log("info", `reminder_${outcome}`, {});
  return state(outcome);
}

/**
 * What the state route answers: what the confirm or cancel route would do with this token, changing
 * nothing (renewal-reminder.ts, REMINDER_STATE_ROUTE). Always 200 but for a client that guessed too
 * often (429), as the confirm and cancel routes count it.
 */
export async function readToken(
  deps: ReminderDelivery,
  action: ReminderAction,
  token: unknown,
  clientHash: string | null,
  rateLimited: string,
): Promise<ReminderAnswer> {
  const answer = (body: ReminderReadAnswer): ReminderAnswer => ({ status: 200, body });
  if (!isReminderToken(token)) return answer({ state: "invalid", message: REMINDER_TOKEN_MESSAGES.invalid });
  const reading = await deps.store.readReminderToken(sha256Hex(token), action, clientHash, tokenGuard(deps.config));
  if (reading.state === "limited") return tokenLimited(deps, "state", rateLimited);
  if (reading.state === "ready") return answer(reading);
  return answer({ state: reading.state, message: REMINDER_TOKEN_MESSAGES[reading.state] });
}
