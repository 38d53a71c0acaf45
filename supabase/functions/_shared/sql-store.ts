/**
 * The one LeadStore: every operation is a call to the functions of the migrations (the leads' and the
 * renewal reminders'), so Postgres in production (node-postgres over the pooler), PGlite locally and
 * the tests' real PostgreSQL run the very same statements. A runtime only supplies `query`.
 */

import { batched } from "./batched.ts";
import { LEAD_FIELD_TABLE } from "./contract/lead-fields.ts";
import { fromLeadRow, iso, toNewLeadRow, type LeadRow } from "./lead-row.ts";
import { searchPatterns } from "./lead-filter.ts";
import type {
  ConfirmationDecision,
  ConfirmationOutcome,
  ConfirmationRules,
  ConfirmationStatus,
  DeliveredVia,
  DeliveryOverview,
  FailedAttempt,
  LeadStore,
  ReminderSubmitOutcome,
  StoredMail,
  StoredReminder,
  SubmitOutcome,
  TokenOutcome,
  TokenReading,
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

/** A reminder's columns as the store reads them (the date as text: drivers differ on dates). */
const REMINDER_COLUMNS = `id, product, end_date::text as end_date, name, email, phone, current_insurer, spam_reason, state,
  created_at, confirmed_at, sent_at, confirmation_status, visitor_mail_sent_at, staff_mail_sent_at, last_error`;

interface ReminderRow {
  id: string;
  product: StoredReminder["product"];
  end_date: string;
  name: string;
  email: string;
  phone: string;
  current_insurer: string;
  spam_reason: string | null;
  state: StoredReminder["state"];
  created_at: string | Date;
  confirmed_at: string | Date | null;
  sent_at: string | Date | null;
  confirmation_status: ConfirmationStatus | null;
  visitor_mail_sent_at: string | Date | null;
  staff_mail_sent_at: string | Date | null;
  last_error: string | null;
}

const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** A confirmation's rules as decide_confirmation reads them (20261205000000_confirmation_ceilings.sql), as JSON text. */
function confirmationJson(
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
function confirmationOf(row: { decision: string | null; send_at: string | Date | null }): ConfirmationOutcome {
  return { decision: (row.decision ?? "none") as ConfirmationDecision, sendAt: isoOrNull(row.send_at) };
}

function fromReminderRow(row: ReminderRow): StoredReminder {
  return {
    id: row.id,
    product: row.product,
    endDate: row.end_date,
    name: row.name,
    email: row.email,
    phone: row.phone,
    currentInsurer: row.current_insurer,
    spamReason: row.spam_reason,
    state: row.state,
    createdAt: iso(row.created_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    sentAt: isoOrNull(row.sent_at),
    confirmationStatus: row.confirmation_status,
    visitorMailSentAt: isoOrNull(row.visitor_mail_sent_at),
    staffMailSentAt: isoOrNull(row.staff_mail_sent_at),
    lastError: row.last_error,
  };
}

export function createSqlStore(db: SqlClient): LeadStore {
  // The writes every lead makes, in batches under load (batched.ts, the migration 20261204000000).
  const flushSubmissions = batched(async (calls: null[]) => {
    // One call serves every submission committed before it (its commit flushes theirs too).
    await db.query("select leads_private.flush_submissions()");
    return calls;
  });
  const prepareMail = batched(async (mails: { key: string; mail: StoredMail }[]): Promise<StoredMail[]> => {
    const rows = await db.query<{ subject: string; text_body: string; html_body: string; reply_to: string | null }>(
      "select * from leads_private.prepare_mails($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])",
      [
        mails.map((entry) => entry.key),
        mails.map((entry) => entry.mail.subject),
        mails.map((entry) => entry.mail.text),
        mails.map((entry) => entry.mail.html),
        mails.map((entry) => entry.mail.replyTo),
      ],
    );
    return rows.map((row) => ({
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      replyTo: row.reply_to,
    }));
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

    prepareMail: (key, mail) => prepareMail({ key, mail }),

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

    async submitReminder(reminder, rules): Promise<ReminderSubmitOutcome> {
      const [row] = await db.query<{
        outcome: string;
        reminder_id: string | null;
        decision: string | null;
        send_at: string | Date | null;
      }>(
        `select outcome, reminder_id, decision, send_at
           from leads_private.submit_reminder_with_confirmation($1::text::jsonb, $2, $3::interval, $4, $5, $6::text::jsonb)`,
        [
          JSON.stringify({
            id: reminder.id,
            product: reminder.product,
            end_date: reminder.endDate,
            name: reminder.name,
            email: reminder.email,
            phone: reminder.phone,
            current_insurer: reminder.currentInsurer,
            mailbox_key: reminder.mailboxKey,
            client_hash: reminder.clientHash,
            spam_reason: reminder.spamReason,
            confirm_token_hash: reminder.confirmTokenHash,
            confirm_expires_at: reminder.confirmExpiresAt,
            cancel_token_hash: reminder.cancelTokenHash,
          }),
          rules.rateLimitMax,
          seconds(rules.rateLimitWindowSeconds),
          rules.maxPerMinute,
          rules.maxPerHour,
          confirmationJson({ domainHash: reminder.domainHash }, rules.confirmation),
        ],
      );
      if (row?.outcome === "rate_limited" || row?.outcome === "ceiling") return { outcome: row.outcome };
      if ((row?.outcome === "stored" || row?.outcome === "duplicate") && row.reminder_id)
        return { outcome: row.outcome, id: row.reminder_id, confirmation: confirmationOf(row) };
      throw new Error(`submit_reminder returned an unexpected row: ${row?.outcome ?? "none"}`);
    },

    async confirmReminder(tokenHash, clientHash, guard) {
      const [row] = await db.query<{ state: TokenOutcome }>(
        "select leads_private.confirm_reminder($1, $2, $3, $4::interval) as state",
        [tokenHash, clientHash, guard.maxMisses, seconds(guard.windowSeconds)],
      );
      return row.state;
    },

    async cancelReminder(tokenHash, clientHash, guard) {
      const [row] = await db.query<{ state: TokenOutcome }>(
        "select leads_private.cancel_reminder($1, $2, $3, $4::interval) as state",
        [tokenHash, clientHash, guard.maxMisses, seconds(guard.windowSeconds)],
      );
      return row.state;
    },

    async readReminderToken(tokenHash, action, clientHash, guard) {
      const [row] = await db.query<{
        state: TokenReading["state"];
        product: StoredReminder["product"] | null;
        end_date: string | null;
      }>(
        "select state, product, end_date::text as end_date from leads_private.read_reminder_token($1, $2, $3, $4, $5::interval)",
        [tokenHash, action, clientHash, guard.maxMisses, seconds(guard.windowSeconds)],
      );
      if (row.state === "ready" && row.product !== null && row.end_date !== null)
        return { state: "ready", product: row.product, endDate: row.end_date };
      if (row.state === "ready") throw new Error("read_reminder_token: a ready token without its reminder");
      return { state: row.state };
    },

    async claimReminderConfirmations(limit, leaseSeconds) {
      const rows = await db.query<ReminderRow>(
        `select ${REMINDER_COLUMNS} from leads_private.claim_reminder_confirmations($1, $2::interval)`,
        [limit, seconds(leaseSeconds)],
      );
      return rows.map(fromReminderRow);
    },

    async claimDueReminders(today, daysBefore, limit, leaseSeconds) {
      const rows = await db.query<ReminderRow>(
        `select ${REMINDER_COLUMNS} from leads_private.claim_due_reminders($1::date, $2, $3, $4::interval)`,
        [today, daysBefore, limit, seconds(leaseSeconds)],
      );
      return rows.map(fromReminderRow);
    },

    async markReminderMail(id, mail) {
      await db.query("select leads_private.mark_reminder_mail($1::uuid, $2)", [id, mail]);
    },

    async markReminderFailed(id, mail, failure, policy) {
      const [row] = await db.query<{ gave_up: boolean; attempts: number; next_attempt_at: string | Date }>(
        "select * from leads_private.mark_reminder_failed($1::uuid, $2, $3, $4, $5, $6, $7, $8::interval)",
        [
          id,
          mail,
          failure.error,
          failure.permanent,
          failure.retryAfterSeconds,
          policy.baseSeconds,
          policy.maxDelaySeconds,
          seconds(policy.windowSeconds),
        ],
      );
      return row ? { gaveUp: row.gave_up, attempts: row.attempts, nextAttemptAt: iso(row.next_attempt_at) } : null;
    },

    async purgeReminders(today, unconfirmedSeconds, keepDaysAfterEnd) {
      const [row] = await db.query<{ purged: number }>(
        "select leads_private.purge_reminders($1::date, $2::interval, $3) as purged",
        [today, seconds(unconfirmedSeconds), keepDaysAfterEnd],
      );
      return row.purged;
    },

    async previewReminders(day, today, daysBefore, retention) {
      const due = await db.query<ReminderRow>(
        `select ${REMINDER_COLUMNS} from leads_private.preview_due_reminders($1::date, $2)`,
        [day, daysBefore],
      );
      const [upkeep] = await db.query<{ confirmations: number; purged: number }>(
        "select * from leads_private.preview_reminder_upkeep($1::date, $2::interval, $3)",
        [today, seconds(retention.unconfirmedSeconds), retention.keepDaysAfterEnd],
      );
      return { due: due.map(fromReminderRow), confirmations: upkeep.confirmations, purged: upkeep.purged };
    },

    async listReminders() {
      const rows = await db.query<ReminderRow>(
        `select ${REMINDER_COLUMNS} from public.renewal_reminders order by end_date, created_at, id`,
      );
      return rows.map(fromReminderRow);
    },
  };
}
