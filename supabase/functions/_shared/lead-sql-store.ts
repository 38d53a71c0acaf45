/**
 * The lead kinds' store (LeadStore): public.leads through the functions of the leads' migrations.
 */

import { batched } from "./batched.ts";
import { LEAD_FIELD_TABLE } from "./contract/lead-fields.ts";
import { fromLeadRow, toNewLeadRow, type LeadRow } from "./lead-row.ts";
import { searchPatterns } from "./lead-filter.ts";
import { confirmationJson, confirmationOf, failureParams, iso, seconds, type SqlClient } from "./sql-client.ts";
import type {
  ConfirmationStatus,
  DeliveredVia,
  DeliveryOverview,
  FailedAttempt,
  LeadStore,
  MailStore,
  SubmitOutcome,
} from "./types.ts";

/** Portuguese accented letters and their plain forms, for an accent-insensitive search (same length). */
const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüç";
const PLAIN = "aaaaaeeeeiiiiooooouuuuc";

/** The body's columns the search looks in (the field table's `searchable`): names from a constant table, never from a request. */
const SEARCHED_FIELD_COLUMNS = LEAD_FIELD_TABLE.filter((spec) => spec.searchable)
  .map((spec) => spec.column)
  .join(", ");

/** The leads' operations, beside the shared mail store (whose operations a LeadStore has too). */
export function createLeadSqlStore(db: SqlClient, mail: MailStore): LeadStore {
  const flushSubmissions = batched(async (calls: null[]) => {
    // One call serves every submission committed before it (its commit flushes theirs too).
    await db.query("select leads_private.flush_submissions()");
    return calls;
  });
  // Its confirmation was decided with the submission: the arrays' confirmation columns stay empty.
  const markDelivered = batched(async (marks: { id: string; via: DeliveredVia }[]): Promise<null[]> => {
    await db.query(
      "select leads_private.mark_leads_delivered($1::uuid[], $2::text[], $3::text[], $4::interval[], $5::integer[], $6::interval[], $7::interval[])",
      [
        marks.map((mark) => mark.id),
        marks.map((mark) => mark.via),
        marks.map(() => null),
        marks.map(() => seconds(0)),
        marks.map(() => 0),
        marks.map(() => seconds(0)),
        marks.map(() => seconds(0)),
      ],
    );
    return marks.map(() => null);
  });

  async function claimDue(limit: number, leaseSeconds: number) {
    const rows = await db.query<LeadRow>("select * from leads_private.claim_leads(false, $1, $2::interval)", [
      limit,
      seconds(leaseSeconds),
    ]);
    return rows.map(fromLeadRow);
  }

  return {
    ...mail,
    async submit(lead, rules): Promise<SubmitOutcome> {
      // ::text first: a driver that learns the parameter is jsonb would JSON-encode the string again.
      const [row] = await db.query<{
        outcome: string;
        lead_id: string | null;
        received_at: string | Date | null;
        protocol: string | null;
        decision: string | null;
        send_at: string | Date | null;
      }>(
        `select outcome, lead_id, received_at, protocol, decision, send_at
           from leads_private.submit_lead_with_confirmation($1::text::jsonb, $2, $3::interval, $4, $5::interval, $6, $7,
             $8::interval, $9::text::jsonb)`,
        [
          JSON.stringify(toNewLeadRow(lead)),
          rules.dedupeKey,
          seconds(rules.dedupeWindowSeconds),
          rules.rateLimitMax,
          seconds(rules.rateLimitWindowSeconds),
          rules.maxPerMinute,
          rules.maxPerHour,
          seconds(rules.leaseSeconds),
          rules.confirmation ? confirmationJson(rules.confirmation, rules.confirmation.rules) : null,
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
        // submit_lead commits without waiting for the disk (the protocol counter's lock is not held
        // through a flush); this flush makes it durable before the visitor hears of it, one call for
        // every answer waiting meanwhile.
        await flushSubmissions(null);
        return {
          outcome: row.outcome,
          id: row.lead_id,
          receivedAt: iso(row.received_at),
          protocol: row.protocol,
          confirmation: confirmationOf(row),
        };
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

    async release(ids) {
      await db.query("select leads_private.release_leads($1::uuid[])", [ids]);
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
        ...failureParams(failure, policy),
      ]);
      return rows.map((row) => ({
        id: row.id,
        deliveryStatus: row.delivery_status,
        attempts: row.attempts,
        nextAttemptAt: iso(row.next_attempt_at),
      }));
    },

    async markLeadDelivered(id, via) {
      await markDelivered({ id, via });
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

    async markConfirmationFailed(id, failure, policy) {
      const [row] = await db.query<{
        confirmation_status: ConfirmationStatus;
        confirmation_attempts: number;
        confirmation_next_attempt_at: string | Date;
      }>("select * from leads_private.mark_confirmation_failed($1::uuid, $2, $3, $4, $5, $6, $7::interval)", [
        id,
        ...failureParams(failure, policy),
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
