/**
 * What every kind's SQL store shares: the client a runtime supplies, and how values cross into the
 * migrations' functions (intervals, timestamps, a confirmation's rules as JSON).
 */

import type { ConfirmationDecision, ConfirmationOutcome, ConfirmationRules, RetryPolicy } from "./types.ts";

/** A parameterised query ($1, $2…) returning rows; one statement, its own transaction. */
export interface SqlClient {
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export const seconds = (value: number) => `${value} seconds`;

export function iso(value: string | Date): string {
  return new Date(value).toISOString();
}

export const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** A failed send and the backoff it is retried under, as every mark_*_failed function of the migrations takes them. */
export function failureParams(
  failure: { error: string; permanent: boolean; retryAfterSeconds: number | null },
  policy: RetryPolicy,
): unknown[] {
  return [
    failure.error,
    failure.permanent,
    failure.retryAfterSeconds,
    policy.baseSeconds,
    policy.maxDelaySeconds,
    seconds(policy.windowSeconds),
  ];
}

/** A confirmation's rules as decide_confirmation reads them (20261205000000_confirmation_ceilings.sql), as JSON text. */
export function confirmationJson(
  hashes: { mailboxHash?: string; domainHash: string | null },
  rules: ConfirmationRules,
): string {
  return JSON.stringify({
    ...(hashes.mailboxHash === undefined ? {} : { mailbox_hash: hashes.mailboxHash }),
    domain_key: hashes.domainHash,
    per_address_seconds: rules.perAddressSeconds,
    client_max: rules.perClientMax,
    client_window_seconds: rules.perClientSeconds,
    domain_max: rules.perDomainMax,
    global_max: rules.maxPerHour,
    defer_seconds: rules.deferSeconds,
    lease_seconds: rules.leaseSeconds,
  });
}

/** A decision's row as the wrappers return it. */
export function confirmationOf(row: { decision: string | null; send_at: string | Date | null }): ConfirmationOutcome {
  return { decision: (row.decision ?? "none") as ConfirmationDecision, sendAt: isoOrNull(row.send_at) };
}
