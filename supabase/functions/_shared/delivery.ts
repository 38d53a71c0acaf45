/**
 * Getting stored leads to the brokerage's inbox, exactly once:
 * - every lead is leased before a send (FOR UPDATE SKIP LOCKED + a lease longer than any send),
 *   so two runs never mail it at the same time;
 * - every attempt at one notification carries the same idempotency key (Resend's Idempotency-Key,
 *   the SMTP Message-ID), so a retry after a lost answer is recognised as the same mail;
 * - failures back off with jitter (in SQL) until the retry window ends, then the lead is 'failed';
 * - past the hourly mail ceiling, leads wait and go out together in one digest mail.
 */

import type { HandlerConfig } from "./config.ts";
import { renderDigestEmail, renderLeadEmail, type LeadEmailInput, type RenderedEmail } from "./email.ts";
import { errorReason, type Logger } from "./log.ts";
import { MailError, type LeadStore, type Mailer } from "./types.ts";

export interface DeliveryDeps {
  store: LeadStore;
  mailer: Mailer;
  config: HandlerConfig;
  log: Logger;
}

export interface RunSummary {
  delivered: number;
  failed: number;
  heldForDigest: number;
  digests: number;
}

const HOUR_SECONDS = 3600;

function message(deps: DeliveryDeps, email: RenderedEmail, idempotencyKey: string) {
  return {
    to: deps.config.leadsToEmail,
    from: deps.config.leadsFromEmail,
    subject: email.subject,
    text: email.text,
    html: email.html,
    idempotencyKey,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
  };
}

async function recordFailure(deps: DeliveryDeps, ids: string[], error: unknown, via: "mail" | "digest"): Promise<number> {
  const reason = errorReason(error);
  const retryAfterSeconds = error instanceof MailError ? error.retryAfterSeconds : null;
  const outcomes = await deps.store.markFailed(ids, { error: reason, retryAfterSeconds }, deps.config.retry);
  for (const outcome of outcomes) {
    const gaveUp = outcome.deliveryStatus === "failed";
    deps.log(gaveUp ? "error" : "warn", gaveUp ? "delivery_gave_up" : "delivery_failed", {
      lead: outcome.id,
      via,
      attempt: outcome.attempts,
      reason,
      ...(gaveUp ? {} : { next_attempt_at: outcome.nextAttemptAt }),
    });
  }
  return outcomes.length;
}

/** Sends one leased lead on its own, or holds it for the digest when the hourly ceiling is reached. */
export async function deliverLead(deps: DeliveryDeps, lead: LeadEmailInput): Promise<"delivered" | "failed" | "held"> {
  const { store, config } = deps;
  let slot: string | null = null;
  if (config.mailMaxPerHour > 0) {
    slot = await store.reserveMailSlot("lead", config.mailMaxPerHour, HOUR_SECONDS);
    if (slot === null) {
      await store.holdForDigest(lead.id);
      deps.log("warn", "held_for_digest", { lead: lead.id, reason: "hourly mail ceiling reached" });
      return "held";
    }
  }
  try {
    await deps.mailer.send(message(deps, renderLeadEmail(lead), `lead/${lead.id}`));
  } catch (error) {
    if (slot !== null) await store.releaseMailSlot(slot);
    await recordFailure(deps, [lead.id], error, "mail");
    return "failed";
  }
  await store.markDelivered([lead.id], "mail");
  return "delivered";
}

/** One digest mail for the held leads, at most one per digest interval. */
async function deliverDigest(deps: DeliveryDeps, summary: RunSummary): Promise<void> {
  const { store, config } = deps;
  const { batch, leads: held } = await store.claimDigest(config.digestMaxLeads, config.leaseSeconds);
  if (held.length === 0) return;
  const ids = held.map((lead) => lead.id);
  const slot = await store.reserveMailSlot("digest", 1, config.digestIntervalSeconds);
  if (slot === null) {
    await store.release(ids);
    return;
  }
  // The batch is stored with its leads before the mail goes out: a retry is the same mail, same key.
  const key = `lead-digest/${batch}`;
  try {
    await deps.mailer.send(message(deps, renderDigestEmail(held), key));
  } catch (error) {
    await store.releaseMailSlot(slot);
    summary.failed += await recordFailure(deps, ids, error, "digest");
    return;
  }
  await store.markDelivered(ids, "digest");
  deps.log("info", "digest_sent", { leads: ids.length });
  summary.delivered += ids.length;
  summary.digests += 1;
}

/**
 * What the scheduled route (production: Supabase Cron every minute; locally: a timer) runs: due
 * leads in leased batches until none is due or the time budget is spent, then the digest.
 */
export async function runDeliveries(deps: DeliveryDeps, now: () => number = Date.now): Promise<RunSummary> {
  const summary: RunSummary = { delivered: 0, failed: 0, heldForDigest: 0, digests: 0 };
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
  await deliverDigest(deps, summary);
  return summary;
}
