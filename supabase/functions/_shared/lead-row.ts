/** Mapping between the `leads` table columns (snake_case) and the handler's lead objects. */

import { fromColumns, toColumns, type LeadColumnValues } from "./contract/lead-fields.ts";
import { iso, isoOrNull } from "./sql-client.ts";
import type { ConfirmationStatus, DeliveredVia, DeliveryStatus, FormType, NewLead, StoredLead } from "./types.ts";

/** Column values as a database driver returns them (timestamps as Date or ISO text); the body's columns come from the field table. */
export interface LeadRow extends LeadColumnValues {
  id: string;
  protocol: string;
  form_type: FormType;
  page: string | null;
  origin: string | null;
  user_agent: string | null;
  client_hash: string | null;
  spam_reason: string | null;
  landing_page: string | null;
  referrer_origin: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** A JSON object (jsonb) of answers by question id. */
  quote_answers: unknown;
  received_at: string | Date;
  delivery_status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  last_attempt_at: string | Date | null;
  next_attempt_at: string | Date;
  delivered_at: string | Date | null;
  delivered_via: DeliveredVia | null;
  held_for_digest: boolean;
  digest_batch: string | null;
  confirmation_status: ConfirmationStatus | null;
}

/** The stored answers as an object of texts; a driver may hand jsonb over as text. */
function answersOf(value: unknown): Readonly<Record<string, string>> | null {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The columns a new lead sets; the database fills in id, times and delivery state. */
export function toNewLeadRow(lead: NewLead): Record<string, string | Readonly<Record<string, string>> | null> {
  return {
    form_type: lead.formType,
    ...toColumns(lead),
    page: lead.page,
    origin: lead.origin,
    user_agent: lead.userAgent,
    client_hash: lead.clientHash,
    spam_reason: lead.spamReason,
    landing_page: lead.source.landingPage,
    referrer_origin: lead.source.referrerOrigin,
    utm_source: lead.source.utmSource,
    utm_medium: lead.source.utmMedium,
    utm_campaign: lead.source.utmCampaign,
    utm_term: lead.source.utmTerm,
    utm_content: lead.source.utmContent,
    quote_answers: lead.quoteAnswers,
  };
}

export function fromLeadRow(row: LeadRow): StoredLead {
  return {
    id: row.id,
    protocol: row.protocol,
    formType: row.form_type,
    ...fromColumns(row),
    page: row.page,
    origin: row.origin,
    userAgent: row.user_agent,
    clientHash: row.client_hash,
    spamReason: row.spam_reason,
    source: {
      landingPage: row.landing_page,
      referrerOrigin: row.referrer_origin,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      utmTerm: row.utm_term,
      utmContent: row.utm_content,
    },
    quoteAnswers: answersOf(row.quote_answers),
    receivedAt: iso(row.received_at),
    deliveryStatus: row.delivery_status,
    attempts: row.attempts,
    lastError: row.last_error,
    lastAttemptAt: isoOrNull(row.last_attempt_at),
    nextAttemptAt: iso(row.next_attempt_at),
    deliveredAt: isoOrNull(row.delivered_at),
    deliveredVia: row.delivered_via,
    heldForDigest: row.held_for_digest,
    confirmationStatus: row.confirmation_status ?? null,
  };
}
