/**
 * The one LeadStore: every operation is a call to the functions of the lead_delivery migration,
 * so Postgres in production (postgres.js over the pooler), PGlite locally and the tests' real
 * PostgreSQL run the very same statements. A runtime only supplies `query`.
 */

import { LEAD_FIELD_TABLE } from "./contract/lead-fields.ts";
import { fromLeadRow, iso, toNewLeadRow, type LeadRow } from "./lead-row.ts";
import { searchPatterns } from "./lead-filter.ts";
import type {
  ConfirmationDecision,
  ConfirmationStatus,
  DeliveryOverview,
  FailedAttempt,
  LeadStore,
  StoredMail,
  SubmitOutcome,
} from "./types.ts";

/** A parameterised query ($1, $2…) returning rows; one statement, its own transaction. */
export interface SqlClient {
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

const seconds = (value: number) => `${value} seconds`;

/** Portuguese accented letters and their plain forms, for an accent-insensitive search (same length). */
const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüç";
const PLAIN = "aaaaaeeeeiiiiooooouuuuc";

/** The body's columns the search looks in (the field table's `searchable`): names from a constant table, never from a request. */
const SEARCHED_FIELD_COLUMNS = LEAD_FIELD_TABLE.filter((spec) => spec.searchable)
  .map((spec) => spec.column)
  .join(", ");

export function createSqlStore(db: SqlClient): LeadStore {
  async function claimDue(limit: number, leaseSeconds: number) {
    const rows = await db.query<LeadRow>("select * from leads_private.claim_leads(false, $1, $2::interval)", [
      limit,
      seconds(leaseSeconds),
    ]);
    return rows.map(fromLeadRow);
  }

  return {
    async submit(lead, rules, firstMail): Promise<SubmitOutcome> {
      // ::text first: a driver that learns the parameter is jsonb would JSON-encode the string again.
      const [row] = await db.query<{
        outcome: string;
        lead_id: string | null;
        received_at: string | Date | null;
        protocol: string | null;
      }>(
        "select outcome, lead_id, received_at, protocol from leads_private.submit_lead($1::text::jsonb, $2, $3::interval, $4, $5::interval, $6, $7, $8::interval)",
        [
          JSON.stringify(toNewLeadRow(lead)),
          rules.dedupeKey,
          seconds(rules.dedupeWindowSeconds),
          rules.rateLimitMax,
          seconds(rules.rateLimitWindowSeconds),
          rules.maxPerMinute,
          rules.maxPerHour,
          seconds(rules.leaseSeconds),
        ],
      );
      if (row?.outcome === "rate_limited") return { outcome: "rate_limited" };
      if (row?.outcome === "ceiling") return { outcome: "ceiling" };
      if (
        (row?.outcome === "stored" || row?.outcome === "duplicate") &&
        row.lead_id &&
        row.received_at &&
        row.protocol
      ) {
        const stored = { id: row.lead_id, receivedAt: iso(row.received_at), protocol: row.protocol };
        // A duplicate's notification is the earlier lead's: never rendered here.
        const first = row.outcome === "stored" ? (firstMail?.(stored) ?? null) : null;
        // submit_lead commits without waiting for the disk (the protocol counter's lock is not held
        // through a flush); this write's synchronous commit flushes it too, before the visitor hears
        // of it, and stores the first notification on the way (one round trip for both).
        await db.query("select leads_private.confirm_lead($1::uuid, $2, $3, $4, $5, $6)", [
          row.lead_id,
          first?.key ?? null,
          first?.mail.subject ?? null,
          first?.mail.text ?? null,
          first?.mail.html ?? null,
          first?.mail.replyTo ?? null,
        ]);
        return { outcome: row.outcome, ...stored };
      }
      throw new Error(`submit_lead returned an unexpected row: ${row?.outcome ?? "none"}`);
    },

    claimDue,

    async claimDigest(kind, limit, leaseSeconds) {
      const rows = await db.query<LeadRow>("select * from leads_private.claim_digest($1, $2, $3::interval)", [
        kind,
        limit,
        seconds(leaseSeconds),
      ]);
      return { batch: rows[0]?.digest_batch ?? "", leads: rows.map(fromLeadRow) };
    },

    async prepareMail(key, mail): Promise<StoredMail> {
      const [row] = await db.query<{ subject: string; text_body: string; html_body: string; reply_to: string | null }>(
        "select * from leads_private.prepare_mail($1, $2, $3, $4, $5)",
        [key, mail.subject, mail.text, mail.html, mail.replyTo],
      );
      if (!row) throw new Error("prepare_mail returned no row");
      return { subject: row.subject, text: row.text_body, html: row.html_body, replyTo: row.reply_to };
    },

    async release(ids) {
      await db.query("select leads_private.release_leads($1::uuid[])", [ids]);
    },

    async reserveMailSlot(kind, max, perSeconds, key) {
      const [row] = await db.query<{ slot: string | number | null }>(
        "select leads_private.reserve_mail_slot($1, $2, $3::interval, $4)::text as slot",
        [kind, max, seconds(perSeconds), key ?? null],
      );
      return row?.slot === null || row?.slot === undefined ? null : String(row.slot);
    },

    async releaseMailSlot(slot) {
      await db.query("select leads_private.release_mail_slot($1::bigint)", [slot]);
    },

    async holdForDigest(id) {
      await db.query("select leads_private.hold_for_digest($1::uuid)", [id]);
    },

    async markDelivered(ids, via) {
      await db.query("select leads_private.mark_delivered($1::uuid[], $2)", [ids, via]);
    },

    async markFailed(ids, failure, policy): Promise<FailedAttempt[]> {
      const rows = await db.query<{
        id: string;
        delivery_status: FailedAttempt["deliveryStatus"];
        attempts: number;
        next_attempt_at: string | Date;
      }>("select * from leads_private.mark_failed($1::uuid[], $2, $3, $4, $5, $6, $7::interval)", [
        ids,
        failure.error,
        failure.permanent,
        failure.retryAfterSeconds,
        policy.baseSeconds,
        policy.maxDelaySeconds,
        seconds(policy.windowSeconds),
      ]);
      return rows.map((row) => ({
        id: row.id,
        deliveryStatus: row.delivery_status,
        attempts: row.attempts,
        nextAttemptAt: iso(row.next_attempt_at),
      }));
    },

    async markLeadDelivered(id, via, confirmation): Promise<ConfirmationDecision> {
      const [row] = await db.query<{ decision: ConfirmationDecision }>(
        "select leads_private.mark_lead_delivered($1::uuid, $2, $3, $4::interval, $5, $6::interval, $7::interval) as decision",
        [
          id,
          via,
          confirmation?.mailboxHash ?? null,
          seconds(confirmation?.rules.perAddressSeconds ?? 0),
          confirmation?.rules.perClientMax ?? 0,
          seconds(confirmation?.rules.perClientSeconds ?? 0),
          seconds(confirmation?.rules.leaseSeconds ?? 0),
        ],
      );
      return row?.decision ?? "none";
    },

    async claimConfirmations(limit, leaseSeconds) {
      const rows = await db.query<LeadRow>("select * from leads_private.claim_confirmations($1, $2::interval)", [
        limit,
        seconds(leaseSeconds),
      ]);
      return rows.map(fromLeadRow);
    },

    async markConfirmationSent(id) {
      await db.query("select leads_private.mark_confirmation_sent($1::uuid)", [id]);
    },

    async skipConfirmation(id, reason) {
      await db.query("select leads_private.skip_confirmation($1::uuid, $2)", [id, reason]);
    },

    async markConfirmationFailed(id, failure, policy) {
      const [row] = await db.query<{
        confirmation_status: ConfirmationStatus;
        confirmation_attempts: number;
        confirmation_next_attempt_at: string | Date;
      }>("select * from leads_private.mark_confirmation_failed($1::uuid, $2, $3, $4, $5, $6, $7::interval)", [
        id,
        failure.error,
        failure.permanent,
        failure.retryAfterSeconds,
        policy.baseSeconds,
        policy.maxDelaySeconds,
        seconds(policy.windowSeconds),
      ]);
      return row
        ? {
            status: row.confirmation_status,
            attempts: row.confirmation_attempts,
            nextAttemptAt: iso(row.confirmation_next_attempt_at),
          }
        : null;
    },

    async overview(): Promise<DeliveryOverview> {
      const [row] = await db.query<{
        pending: number;
        failed: number;
        held: number;
        oldest_pending_at: string | Date | null;
        spam_pending: number;
        oldest_spam_at: string | Date | null;
        last_failure: string | null;
        mails_last_hour: number;
        checked_at: string | Date;
      }>("select * from leads_private.delivery_overview()");
      return {
        pending: row.pending,
        failed: row.failed,
        held: row.held,
        oldestPendingAt: row.oldest_pending_at === null ? null : iso(row.oldest_pending_at),
        spamPending: row.spam_pending,
        oldestSpamAt: row.oldest_spam_at === null ? null : iso(row.oldest_spam_at),
        lastFailure: row.last_failure,
        mailsLastHour: row.mails_last_hour,
        checkedAt: iso(row.checked_at),
      };
    },

    async purgeExpired(keep) {
      const [row] = await db.query<{ purged: number }>(
        "select leads_private.purge_expired_leads($1::interval) as purged",
        [keep],
      );
      return row.purged;
    },

    async list(filter) {
      // Every filter is optional: a null parameter switches it off, so the statement stays fixed.
      // The search: every word must appear somewhere in the lead's text, ignoring case and Portuguese
      // accents (no unaccent extension needed).
      const rows = await db.query<LeadRow>(
        `select * from public.leads
          where ($1::text is null or delivery_status = $1)
            and ($2::boolean is null or (spam_reason is not null) = $2)
            and ($3::text is null or form_type = $3)
            and ($4::text is null or lower(insurance_type) = lower($4))
            and ($5::timestamptz is null or received_at >= $5)
            and ($6::timestamptz is null or received_at < $6)
            and ($7::text[] is null or not exists (
                  select 1 from unnest($7::text[]) as word(pattern)
                   where translate(lower(concat_ws(' ', protocol, ${SEARCHED_FIELD_COLUMNS},
                         utm_source, utm_medium, utm_campaign, utm_term, utm_content, landing_page, referrer_origin)),
                         '${ACCENTED}', '${PLAIN}') not like translate(lower(word.pattern), '${ACCENTED}', '${PLAIN}')))
            and ($8::text is null or protocol = $8)
          order by received_at desc, id`,
        [
          filter.status ?? null,
          filter.spam ?? null,
          filter.formType ?? null,
          filter.product ?? null,
          filter.from ?? null,
          filter.to ?? null,
          filter.search ? searchPatterns(filter.search) : null,
          filter.protocol ?? null,
        ],
      );
      return rows.map(fromLeadRow);
    },
  };
}
