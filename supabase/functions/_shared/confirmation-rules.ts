/**
 * How a visitor's confirmation (a lead's, confirmation.ts; a renewal reminder's, reminders.ts) is
 * decided, at its request and in the transaction that stores it
 * (supabase/migrations/20261205000000_confirmation_ceilings.sql): one per mailbox a day, a few per
 * client and per recipient domain an hour (a public provider's domain has no ceiling of its own),
 * within the hourly ceiling, past which it waits for a place within the hour or none goes. Nothing
 * is reserved for a confirmation that does not go, and the visitor's answer says which it is
 * (contract/confirmation-answer.ts). The sizes and why: docs/security.md.
 */

import type { HandlerConfig } from "./config.ts";
import { hashClient } from "./hashes.ts";
import type { Logger } from "./log.ts";
import { mailboxKey } from "./contract/email-address.ts";
import type { ConfirmationAnswer } from "./contract/confirmation-answer.ts";
import { recipientDomain } from "./recipient-domain.ts";
import type { ConfirmationDecision, ConfirmationOutcome, ConfirmationRequest, ConfirmationRules } from "./types.ts";

export const HOUR_SECONDS = 3600;

/** The HMAC of an address's mailbox (mailboxKey: every spelling of one mailbox, one key). */
export function mailboxHash(config: HandlerConfig, address: string): string {
  // Keyed like the rate limit, so the database never holds a second copy of the address; "email:"
  // as before, so a plain address keeps its key.
  return hashClient(`email:${mailboxKey(address)}`, config.clientHashSalt);
}

/** The HMAC of an address's domain, or null for a public provider's (recipient-domain.ts). */
export function domainHash(config: HandlerConfig, address: string): string | null {
  const domain = recipientDomain(address, config.confirmation.publicDomains);
  return domain === null ? null : hashClient(`domain:${domain}`, config.clientHashSalt);
}

/** The rules of every confirmation, from the configuration; a confirmation past the ceiling may wait up to an hour. */
export function confirmationRules(config: HandlerConfig): ConfirmationRules {
  return {
    perAddressSeconds: config.confirmation.perAddressSeconds,
    perClientMax: config.confirmation.maxPerClientPerHour,
    perClientSeconds: HOUR_SECONDS,
    perDomainMax: config.confirmation.maxPerDomainPerHour,
    maxPerHour: config.confirmation.maxPerHour,
    deferSeconds: HOUR_SECONDS,
    leaseSeconds: config.leaseSeconds,
  };
}

/** What decides the confirmation to `address`. */
export function confirmationRequest(config: HandlerConfig, address: string): ConfirmationRequest {
  return {
    mailboxHash: mailboxHash(config, address),
    domainHash: domainHash(config, address),
    rules: confirmationRules(config),
  };
}

/** What the visitor is told. Possible spam is answered as a confirmation on its way: a bot learns nothing of its flag. */
export function confirmationAnswer(decision: ConfirmationDecision): ConfirmationAnswer {
  if (decision === "deferred") return "deferred";
  return decision === "queued" || decision === "earlier" || decision === "none" ? "queued" : "skipped";
}

/** Why a confirmation was refused, for the log (no personal data). */
const REFUSALS: Partial<Record<ConfirmationDecision, string>> = {
  skipped: "mailbox confirmed within the window",
  limited: "client reached its confirmations this hour",
  domain: "recipient domain reached its confirmations this hour",
  ceiling: "hourly confirmation ceiling reached",
};

/** Logs a refused or deferred confirmation: `confirmation_skipped`/`_deferred` (a lead's) or `reminder_confirmation_…`. */
export function logConfirmation(
  log: Logger,
  prefix: "confirmation" | "reminder_confirmation",
  subject: Record<string, string>,
  outcome: ConfirmationOutcome,
): void {
  const reason = REFUSALS[outcome.decision];
  if (reason !== undefined)
    log(outcome.decision === "skipped" ? "info" : "warn", `${prefix}_skipped`, { ...subject, reason });
  if (outcome.decision === "deferred") log("warn", `${prefix}_deferred`, { ...subject, send_at: outcome.sendAt });
}
