/**
 * How long each kind of personal data is kept: the one declaration the privacy policy, the reminder
 * page and the code all read. The pages fill their texts' placeholders from RETENTION_WORDS; the
 * function's jobs pass these periods to the SQL that deletes; where SQL holds a period itself (the
 * production purge job, the short-lived records' purges), retention-texts.test.ts reads it back
 * from the database and compares. Changing a period here means a migration too.
 */
import { REMINDER_CONFIRMATION_HOURS } from "./renewal-reminder.ts";

export const RETENTION = {
  /** A lead (quote, contact): years after it was sent, then deleted. */
  leadYears: 5,
  /** A lead's connection data (the client's HMAC, the browser's name): days after it was sent. */
  connectionDays: 30,
  /** Records kept only to send each mail once and to limit confirmations and guesses: days. */
  mailRecordsDays: 2,
  /** An unconfirmed reminder: as long as its confirmation link works, in hours. */
  reminderUnconfirmedHours: REMINDER_CONFIRMATION_HOURS,
  /** A confirmed reminder, sent or not: days after the insurance's end date. */
  reminderDaysAfterEnd: 7,
} as const;

/** The production purge job's interval, as the migration that schedules it writes it. */
export const SCHEDULED_RETENTION = {
  interval: `${RETENTION.leadYears} years`,
  migration: "supabase/migrations/20261122000100_schedule_lead_jobs.sql",
} as const;

/** The connection data's period as the purge's SQL interval. */
export const CONNECTION_RETENTION_INTERVAL = `${RETENTION.connectionDays} days`;

/** The periods in the words the pages use ("5 anos", "48 horas"): the privacy policy and the reminder page fill them in. */
export const RETENTION_WORDS = {
  retencao: `${RETENTION.leadYears} anos`,
  conexao: `${RETENTION.connectionDays} dias`,
  registros: `${RETENTION.mailRecordsDays} dias`,
  confirmacao: `${RETENTION.reminderUnconfirmedHours} horas`,
  guarda: `${RETENTION.reminderDaysAfterEnd} dias`,
} as const;
