/**
 * The renewal reminder's store (ReminderStore): public.renewal_reminders through the functions of
 * its migrations. Its fields' columns come from its entry in the registry (form-kinds.ts).
 */

import { RENEWAL_REMINDER_KIND } from "./contract/form-kinds.ts";
import {
  confirmationJson,
  confirmationOf,
  failureParams,
  iso,
  isoOrNull,
  seconds,
  type SqlClient,
} from "./sql-client.ts";
import type {
  ConfirmationStatus,
  MailStore,
  ReminderFields,
  ReminderStore,
  ReminderSubmitOutcome,
  StoredReminder,
  TokenOutcome,
  TokenReading,
} from "./types.ts";

/** The reminder's stored fields, each with its column (the registry's entry). */
const STORED_FIELDS = RENEWAL_REMINDER_KIND.fields.flatMap(({ field, column }) =>
  column === null ? [] : [{ field, column }],
);

/**
 * A reminder's columns as the store reads them: its fields as text (a date too: drivers differ on
 * dates), then what the store keeps about it. Names from the registry and this list, never from a request.
 */
const REMINDER_COLUMNS = [
  "id",
  ...STORED_FIELDS.map(({ column }) => `${column}::text as ${column}`),
  "spam_reason, state, created_at, confirmed_at, sent_at, confirmation_status",
  "visitor_mail_sent_at, staff_mail_sent_at, last_error",
].join(", ");

export interface ReminderRow extends Record<string, unknown> {
  id: string;
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

/** The reminder's fields under their columns, as submit_reminder stores them (a blank one as '', its column's default). */
export function toReminderColumns(reminder: ReminderFields): Record<string, string> {
  return Object.fromEntries(
    STORED_FIELDS.map(({ field, column }) => [column, String(reminder[field as keyof ReminderFields] ?? "")]),
  );
}

export function fromReminderRow(row: ReminderRow): StoredReminder {
  return {
    ...(Object.fromEntries(
      STORED_FIELDS.map(({ field, column }) => [field, String(row[column] ?? "")]),
    ) as unknown as ReminderFields),
    id: row.id,
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

export function createReminderSqlStore(db: SqlClient, mail: MailStore): ReminderStore {
  return {
    ...mail,
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
            ...toReminderColumns(reminder),
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
        product: StoredReminder["insuranceType"] | null;
        end_date: string | null;
      }>(
        "select state, product, end_date::text as end_date from leads_private.read_reminder_token($1, $2, $3, $4, $5::interval)",
        [tokenHash, action, clientHash, guard.maxMisses, seconds(guard.windowSeconds)],
      );
      if (row.state === "ready" && row.product !== null && row.end_date !== null)
        return { state: "ready", insuranceType: row.product, renewalDate: row.end_date };
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
        [id, mail, ...failureParams(failure, policy)],
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
