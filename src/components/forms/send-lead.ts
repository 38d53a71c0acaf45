/**
 * The single call that sends a lead: the function's client loads on a form's first touch, the
 * request carries the body (built by contract/form-bodies.ts) and what travels beside it, and the
 * answer becomes the lead's receipt or a LeadSendError with the function's pt-BR message.
 */

import { FUNCTION_NAME } from "../../../supabase/functions/_shared/contract/local-function";
import { HONEYPOT_HEADER } from "../../../supabase/functions/_shared/contract/spam-signals";
import {
  readConfirmationAnswer,
  type ConfirmationAnswer,
} from "../../../supabase/functions/_shared/contract/confirmation-answer";
import { LEAD_SOURCE_HEADER, LEAD_SOURCE_STORAGE_KEY } from "../../../supabase/functions/_shared/contract/lead-source";
import {
  headersBeside,
  honeypotHeaderValue,
  type SentBody,
} from "../../../supabase/functions/_shared/contract/form-bodies";

// The call's client (@supabase/functions-js) loads when a visitor starts filling a form, not with the
// page: the chunk's name is in src/islands/contract.ts (ISLAND_CHUNKS), so a form's first touch requests it with React.
const loadClient = () => import(/* webpackChunkName: "lead-client" */ "./lead-client");

/** Starts loading what sending needs (a visitor is filling a form), so the submit does not wait for it. */
export function prefetchLeadClient(): void {
  void loadClient();
}

/**
 * A failed send; `message` is the function's own pt-BR explanation when it gave one, and `field`
 * the body field it refused (a 422's `field`), which the reminder form shows the message at.
 */
export class LeadSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "LeadSendError";
  }
}

export interface SendLeadOptions {
  /** What was in the form's hidden trap field, as typed or autofilled. */
  honeypot?: string;
  /** How long to wait for the function's answer (LEAD_ANSWER_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * How long a visitor waits for the function's answer before the form gives up: a phone whose
 * connection stalls would otherwise read 'Enviando...' until the browser's own limit, minutes
 * later. The function answers once the lead is stored (seconds even with a cold start); if it
 * stored this one after all, the visitor's retry of the same lead is its duplicate — answered as
 * a success, stored and mailed once (the function's dedupe window is ten minutes).
 */
export const LEAD_ANSWER_TIMEOUT_MS = 30_000;

/** The visitor's source as captured on the first page of the session (src/islands/lead-source-capture.ts), or "". */
export function capturedLeadSource(storage: Pick<Storage, "getItem"> | undefined = globalThis.sessionStorage): string {
  try {
    return storage?.getItem(LEAD_SOURCE_STORAGE_KEY) ?? "";
  } catch {
    return ""; // Storage blocked: the lead goes without its source.
  }
}

/**
 * What the function says of a lead it took: its protocol ("2026-00042"), which the visitor can quote
 * on the phone, and whether the visitor's confirmation mail goes (the forms that send one).
 */
export interface LeadReceipt {
  /** Null when the answer carried none in that form (a function deployed before it sent one). */
  protocol: string | null;
  /** Null when the answer says nothing of it (a form without a confirmation, or an older function). */
  confirmation: ConfirmationAnswer | null;
}

/** The receipt of the function's success answer: its protocol when it is one (the year and that year's number). */
export function receiptOf(data: unknown): LeadReceipt {
  const protocol = (data as { protocol?: unknown } | null)?.protocol;
  return {
    protocol: typeof protocol === "string" && /^\d{4}-\d{5,9}$/.test(protocol) ? protocol : null,
    confirmation: readConfirmationAnswer(data),
  };
}

/**
 * Sends one lead; resolves with its receipt on success and throws LeadSendError on any failure (the form's failure path).
 * A filled honeypot does not stop the lead: its value goes in the `x-form-trap` header (never in the
 * body, which stays SPEC §7's) and the function stores the lead flagged as possible spam, so a
 * visitor whose browser autofilled the trap is still seen.
 */
export async function sendLead(
  body: SentBody,
  { honeypot = "", timeoutMs = LEAD_ANSWER_TIMEOUT_MS }: SendLeadOptions = {},
): Promise<LeadReceipt> {
  const { getFunctionsClient, FunctionsHttpError } = await loadClient();
  const trap = honeypotHeaderValue(honeypot);
  // Beside the body, never in it: the body stays exactly the specification's.
  const headers = headersBeside(body);
  if (trap !== "") headers[HONEYPOT_HEADER] = trap;
  const source = capturedLeadSource();
  if (source !== "") headers[LEAD_SOURCE_HEADER] = source;
  const { data, error } = await getFunctionsClient().invoke(FUNCTION_NAME, { body, headers, timeout: timeoutMs });
  if (!error) return receiptOf(data);
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const detail = (await response.json().catch(() => null)) as { error?: unknown; field?: unknown } | null;
    throw new LeadSendError(
      typeof detail?.error === "string" ? detail.error : error.message,
      response.status,
      typeof detail?.field === "string" ? detail.field : undefined,
    );
  }
  throw new LeadSendError(error instanceof Error ? error.message : String(error));
}
