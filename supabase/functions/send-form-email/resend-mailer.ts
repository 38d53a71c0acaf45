/**
 * Mailer over Resend's HTTPS API (Supabase Edge blocks outbound SMTP ports). Every attempt at one
 * notification carries the same Idempotency-Key, so when Resend accepted a mail whose answer was
 * lost, the retry gets the original answer instead of sending it again (Resend keeps keys 24 h).
 * A 429 (or a 409 for a concurrent request with the same key) is retried once in place when its
 * Retry-After is short; otherwise the wait is handed to the retry schedule. Resend's errors say
 * which are worth retrying: 429, 5xx and timeouts are; a 409 for a key already used with another
 * body means that key's mail went out; every other 4xx (422 validation_error, 403 invalid key…)
 * rejects this very request and would be rejected again, so the leads fail at once and the
 * status route raises the alarm.
 */

import { MailError, type MailFailureKind, type Mailer } from "../_shared/types.ts";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

export interface ResendOptions {
  apiKey: string;
  endpoint?: string;
  /** Per request, connection included. */
  timeoutMs?: number;
  /** A Retry-After up to this long is waited for in place, once. */
  maxInlineWaitMs?: number;
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

interface ResendError {
  name?: string;
  message?: string;
}

async function errorDetail(response: Response): Promise<ResendError> {
  try {
    const body = (await response.json()) as ResendError;
    return typeof body === "object" && body !== null ? body : {};
  } catch {
    return {};
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What a non-2xx answer means for the next attempt. */
export function failureKind(status: number, errorName: string | undefined): MailFailureKind {
  if (status === 409 && errorName === "invalid_idempotent_request") return "already-sent";
  if (status === 409 || status === 408 || status === 429 || status >= 500) return "transient";
  return status >= 400 ? "permanent" : "transient";
}

export function createResendMailer({
  apiKey,
  endpoint = RESEND_ENDPOINT,
  timeoutMs = 10_000,
  maxInlineWaitMs = 5_000,
}: ResendOptions): Mailer {
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`RESEND_TIMEOUT_MS must be a positive integer, got ${timeoutMs}`);
  return {
    maxSendMs: 2 * timeoutMs + maxInlineWaitMs,
    async send(message) {
      const body = JSON.stringify({
        from: message.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        // Resend's own field for extra header lines (the reminders' List-Unsubscribe).
        ...(message.headers ? { headers: message.headers } : {}),
      });
      for (let attempt = 1; ; attempt += 1) {
        let response: Response;
        try {
          response = await fetch(endpoint, {
            method: "POST",
            headers: {
              Authorization: `Bearer ${apiKey}`,
              "Content-Type": "application/json",
              "Idempotency-Key": message.idempotencyKey,
            },
            body,
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          // Not `instanceof`: the timeout's DOMException may come from another realm.
          const name = (error as { name?: unknown } | null)?.name;
          const kind = typeof name === "string" ? name : "Error";
          throw new MailError(
            kind === "TimeoutError" ? `Resend did not answer within ${timeoutMs} ms` : `Resend unreachable (${kind})`,
          );
        }
        if (response.ok) {
          await response.body?.cancel();
          return;
        }
        const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
        const detail = await errorDetail(response);
        const busy =
          response.status === 429 || (response.status === 409 && detail.name === "concurrent_idempotent_requests");
        const wait = (retryAfter ?? 1) * 1000;
        if (busy && attempt === 1 && wait <= maxInlineWaitMs) {
          await sleep(wait);
          continue;
        }
        throw new MailError(
          `Resend answered ${response.status}${detail.name ? ` ${detail.name}` : ""}${detail.message ? `: ${detail.message}` : ""}`,
          busy ? (retryAfter ?? 60) : retryAfter,
          failureKind(response.status, detail.name),
        );
      }
    },
  };
}
