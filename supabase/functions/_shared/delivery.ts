/**
 * Getting stored leads to the brokerage's inbox, exactly once:
 * - every lead is leased before a send (FOR UPDATE SKIP LOCKED + a lease longer than any send),
 *   so two runs never mail it at the same time;
 * - every attempt at one notification sends the message stored at its first attempt under the same
 *   idempotency key (Resend's Idempotency-Key, the SMTP Message-ID), so a retry after a lost answer
 *   is recognised as the same mail;
 * - transient failures back off with jitter (in SQL) until the retry window ends, then the lead is
 *   'failed'; a permanent rejection marks it 'failed' at once;
 * - past the hourly mail ceiling, leads wait and go out together in one digest mail; possible spam
 *   goes out once a day in a digest of its own.
 */

import type { HandlerConfig } from "./config.ts";
import {
  renderDigestEmail,
  renderLeadEmail,
  type LeadEmailInput,
  type MailContext,
  type RenderedEmail,
} from "./email.ts";
import { errorReason, type Logger } from "./log.ts";
import { renderConfirmationEmail } from "./confirmation.ts";
import { HOUR_SECONDS } from "./confirmation-rules.ts";
import {
  MailError,
  type DeliveredVia,
  type DigestKind,
  type LeadStore,
  type Mailer,
  type MailStore,
  type StoredMail,
} from "./types.ts";

/** What delivering a kind's mails needs: its store (the leads' by default), the mailer, the settings, the log. */
export interface DeliveryDeps<Store extends MailStore = LeadStore> {
  store: Store;
  mailer: Mailer;
  config: HandlerConfig;
  log: Logger;
}

export interface RunSummary {
  delivered: number;
  failed: number;
  heldForDigest: number;
  digests: number;
  /** Visitors' confirmations sent by the scheduled run: deferred to their place within the hour, or retried. */
  confirmations: number;
}

/** What the mails read from the configuration besides the lead. */
function mailContext(config: HandlerConfig): MailContext {
  return { brokerageName: config.brokerageName, quoteQuestions: config.quoteQuestions };
}

/** A rendered mail as the store keeps it. */
export function storable(rendered: RenderedEmail): StoredMail {
  return { subject: rendered.subject, text: rendered.text, html: rendered.html, replyTo: rendered.replyTo ?? null };
}

/** The key of a lead's staff notification. */
const leadMailKey = (id: string) => `lead/${id}`;

/**
 * Sends the notification stored under `key`, storing `rendered` first if this is its first attempt:
 * every attempt sends the same bytes under the same key, so a provider that took an earlier attempt
 * recognises the retry (Resend answers the original result; a changed body would be a 409). A
 * reminder's staff mail goes the same way (reminders.ts).
 */
export async function sendStored(deps: DeliveryDeps<MailStore>, key: string, rendered: StoredMail): Promise<void> {
  const stored = await deps.store.prepareMail(key, rendered);
  await deps.mailer.send({
    to: deps.config.leadsToEmail,
    from: deps.config.leadsFromEmail,
    subject: stored.subject,
    text: stored.text,
    html: stored.html,
    idempotencyKey: key,
    ...(stored.replyTo ? { replyTo: stored.replyTo } : {}),
  });
}

async function recordFailure(deps: DeliveryDeps, ids: string[], error: unknown, via: DeliveredVia): Promise<number> {
  const reason = errorReason(error);
  const retryAfterSeconds = error instanceof MailError ? error.retryAfterSeconds : null;
  const permanent = error instanceof MailError && error.kind === "permanent";
  const outcomes = await deps.store.markFailed(ids, { error: reason, permanent, retryAfterSeconds }, deps.config.retry);
  for (const outcome of outcomes) {
    const gaveUp = outcome.deliveryStatus === "failed";
    deps.log(
      gaveUp ? "error" : "warn",
      permanent ? "delivery_rejected" : gaveUp ? "delivery_gave_up" : "delivery_failed",
      {
        lead: outcome.id,
        via,
        attempt: outcome.attempts,
        reason,
        ...(gaveUp ? {} : { next_attempt_at: outcome.nextAttemptAt }),
      },
    );
  }
  return outcomes.length;
}

/**
 * One attempt at one notification for `ids`. A key the provider already used for a mail (Resend's
 * 409 for another body under the same key) means the notification went out: delivered, not resent.
 */
async function attempt(
  deps: DeliveryDeps,
  ids: string[],
  key: string,
  mail: StoredMail,
  via: DeliveredVia,
  /** A reservation to give back when the mail surely did not go out (null: kept whatever happens). */
  slot: string | null,
  /** Records the delivery (a lead's own mail: batched under load). */
  markSent: () => Promise<void> = () => deps.store.markDelivered(ids, via),
): Promise<"delivered" | "failed"> {
  try {
    await sendStored(deps, key, mail);
  } catch (error) {
    if (error instanceof MailError && error.kind === "already-sent") {
      deps.log("warn", "mail_already_sent", { key, via, reason: errorReason(error) });
    } else {
      if (slot !== null) await deps.store.releaseMailSlot(slot);
      await recordFailure(deps, ids, error, via);
      return "failed";
    }
  }
  await markSent();
  return "delivered";
}

/**
 * Sends one leased lead on its own, or holds it for the digest when the hourly ceiling is reached.
 * Every attempt renders its notification; the first stores it (prepareMail), a retry gets that one
 * back. The visitor's confirmation was decided with the submission (confirmation-rules.ts): the
 * handler sends a queued one once this returns, the scheduled run a deferred one.
 */
export async function deliverLead(deps: DeliveryDeps, lead: LeadEmailInput): Promise<"delivered" | "failed" | "held"> {
  const { store, config } = deps;
  const key = leadMailKey(lead.id);
  // Keyed to the mail: a retry keeps the place of the first attempt, whose mail may already be out
  // (killed before marking it, or Resend's answer lost). Reserving anew could find the ceiling
  // reached and put the lead in a digest as well; so the slot is never given back either (null below).
  if (
    config.mailMaxPerHour > 0 &&
    (await store.reserveMailSlot("lead", config.mailMaxPerHour, HOUR_SECONDS, key)) === null
  ) {
    await store.holdForDigest(lead.id);
    deps.log("warn", "held_for_digest", { lead: lead.id, reason: "hourly mail ceiling reached" });
    return "held";
  }
  const mail = storable(renderLeadEmail(lead, mailContext(config)));
  return attempt(deps, [lead.id], key, mail, "mail", null, () => store.markLeadDelivered(lead.id, "mail"));
}

/** The key of a lead's confirmation: its own, so a retry is recognised and it never takes the staff mail's. */
const confirmationKey = (id: string) => `confirmation/${id}`;

/**
 * One attempt at a leased confirmation: its place under the confirmations' ceilings was taken when
 * it was decided (counted apart from the staff's mails: a flood of them never holds a lead for the
 * digest), and is kept whatever happens; a failure backs off like a staff mail's. Whatever happens
 * here is recorded on the confirmation alone: the staff's mail is never touched.
 */
export async function sendConfirmation(
  deps: DeliveryDeps,
  lead: Pick<LeadEmailInput, "id" | "formType" | "protocol" | "email">,
): Promise<"sent" | "failed"> {
  const { config, store, mailer } = deps;
  const key = confirmationKey(lead.id);
  try {
    const rendered = renderConfirmationEmail(lead, config.confirmation.facts, config.confirmation.perAddressSeconds);
    const stored = await store.prepareMail(key, storable(rendered));
    await mailer.send({
      to: lead.email,
      from: config.confirmation.from,
      subject: stored.subject,
      text: stored.text,
      html: stored.html,
      idempotencyKey: key,
      ...(stored.replyTo ? { replyTo: stored.replyTo } : {}),
    });
  } catch (error) {
    if (!(error instanceof MailError && error.kind === "already-sent")) {
      const retryAfterSeconds = error instanceof MailError ? error.retryAfterSeconds : null;
      const permanent = error instanceof MailError && error.kind === "permanent";
      const outcome = await store.markConfirmationFailed(
        lead.id,
        { error: errorReason(error), permanent, retryAfterSeconds },
        config.retry,
      );
      deps.log(outcome?.status === "failed" ? "error" : "warn", "confirmation_failed", {
        lead: lead.id,
        attempt: outcome?.attempts ?? null,
        reason: errorReason(error),
        ...(outcome?.status === "pending" ? { next_attempt_at: outcome.nextAttemptAt } : {}),
      });
      return "failed";
    }
    deps.log("warn", "mail_already_sent", { key, via: "confirmation", reason: errorReason(error) });
  }
  await store.markConfirmationSent(lead.id);
  deps.log("info", "confirmation_sent", { lead: lead.id });
  return "sent";
}

const DIGESTS = {
  digest: { mailKind: "digest", via: "digest", keyPrefix: "lead-digest" },
  spam: { mailKind: "spam-digest", via: "spam-digest", keyPrefix: "spam-digest" },
} as const;

/**
 * One digest mail of a kind: the leads held past the hourly ceiling (at most one per digest
 * interval), or the possible spam (at most one a day).
 */
async function deliverDigest(deps: DeliveryDeps, kind: DigestKind, summary: RunSummary): Promise<void> {
  const { store, config } = deps;
  const { mailKind, via, keyPrefix } = DIGESTS[kind];
  const { batch, leads } = await store.claimDigest(kind, config.digestMaxLeads, config.leaseSeconds);
  if (leads.length === 0) return;
  const ids = leads.map((lead) => lead.id);
  const interval = kind === "spam" ? config.spamDigestIntervalSeconds : config.digestIntervalSeconds;
  const slot = await store.reserveMailSlot(mailKind, 1, interval);
  if (slot === null) {
    await store.release(ids);
    return;
  }
  // The batch is stored with its leads before the mail goes out: a retry is the same mail, same key.
  const outcome = await attempt(
    deps,
    ids,
    `${keyPrefix}/${batch}`,
    storable(renderDigestEmail(leads, mailContext(config), kind)),
    via,
    slot,
  );
  if (outcome === "failed") {
    summary.failed += ids.length;
    return;
  }
  deps.log("info", kind === "spam" ? "spam_digest_sent" : "digest_sent", { leads: ids.length });
  summary.delivered += ids.length;
  summary.digests += 1;
}

/**
 * What the scheduled route (production: Supabase Cron every minute; locally: a timer) runs: due
 * leads in leased batches until none is due or the time budget is spent, then the digests.
 */
export async function runDeliveries(deps: DeliveryDeps, now: () => number = Date.now): Promise<RunSummary> {
  const summary: RunSummary = { delivered: 0, failed: 0, heldForDigest: 0, digests: 0, confirmations: 0 };
  const deadline = now() + deps.config.runBudgetMs;
  while (now() < deadline) {
    const batch = await deps.store.claimDue(deps.config.batchSize, deps.config.leaseSeconds);
    if (batch.length === 0) break;
    const outcomes = await Promise.all(batch.map((lead) => deliverLead(deps, lead)));
    for (const outcome of outcomes) {
      if (outcome === "delivered") summary.delivered += 1;
      else if (outcome === "failed") summary.failed += 1;
      else summary.heldForDigest += 1;
    }
  }
  await deliverDigest(deps, "digest", summary);
  await deliverDigest(deps, "spam", summary);
  // Confirmations deferred to their place within the hour, or whose first attempt failed, after the staff's mails of this run.
  while (now() < deadline) {
    const due = await deps.store.claimConfirmations(deps.config.batchSize, deps.config.leaseSeconds);
    if (due.length === 0) break;
    const outcomes = await Promise.all(due.map((lead) => sendConfirmation(deps, lead)));
    summary.confirmations += outcomes.filter((outcome) => outcome === "sent").length;
  }
  return summary;
}
