/** Shapes shared by the handler and its adapters (store, mailer). */

import type { FormType } from "./contract/lead-contract.ts";
import type { LeadFieldValues } from "./contract/lead-fields.ts";
import type { LeadSource } from "./contract/lead-source.ts";
import type { ReminderAction, ReminderProduct, RenewalReminderBody } from "./contract/renewal-reminder.ts";

export type { FormType };

/**
 * A validated lead body, flattened: fields a form does not send are null; the e-mail is empty for
 * the quick quote, which never asks for one (the field table, contract/lead-fields.ts).
 */
export interface LeadFields extends LeadFieldValues {
  formType: FormType;
}

/** What the handler learns from the request itself, never from the body. */
export interface LeadContext {
  page: string | null;
  origin: string | null;
  userAgent: string | null;
  /**
   * Salted hash of the client's address (IPv6: its /64), used only for rate limiting; null when the
   * platform did not say who the client is, and once cleared by the retention job.
   */
  clientHash: string | null;
  /** Why the lead looks like spam (a server-side signal), or null. Possible spam is kept, never dropped. */
  spamReason: string | null;
  /** Where the visitor came from (first page of the session, campaign, referring site), as the site reported it. */
  source: LeadSource;
  /**
   * A full quote's answers to its product's questions, by question id, as read back from the
   * leading lines of additionalDetails (quote-questions.ts); null for other forms or when none was read.
   */
  quoteAnswers: Readonly<Record<string, string>> | null;
}

export type NewLead = LeadFields & LeadContext;

export type DeliveryStatus = "pending" | "delivered" | "failed";

/** A mail of its own, the digest of leads held past the hourly ceiling, or the daily digest of possible spam. */
export type DeliveredVia = "mail" | "digest" | "spam-digest";

export interface StoredLead extends NewLead {
  id: string;
  /** The short reference staff read out and search for ("2026-00042"), assigned by the database. */
  protocol: string;
  receivedAt: string;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  deliveredAt: string | null;
  deliveredVia: DeliveredVia | null;
  /** Past the hourly mail ceiling: goes out in the next digest mail. */
  heldForDigest: boolean;
  /** The visitor's confirmation (confirmation.ts): null when none was ever due (no address, possible spam, turned off). */
  confirmationStatus: ConfirmationStatus | null;
}

export type ConfirmationStatus = "pending" | "sent" | "skipped" | "failed";

/** The rules a visitor's confirmation is decided under (confirmation-rules.ts), as the store applies them at once. */
export interface ConfirmationRules {
  perAddressSeconds: number;
  /** 0: no per-client limit. */
  perClientMax: number;
  perClientSeconds: number;
  /** Confirmations per hour to one recipient domain that is not a public provider's; 0: no such limit. */
  perDomainMax: number;
  /** Confirmations per hour, all together; 0: no ceiling. */
  maxPerHour: number;
  /** Past that ceiling, how far ahead a confirmation may wait for its place; 0: refused at once. */
  deferSeconds: number;
  leaseSeconds: number;
}

/** What decides one visitor's confirmation: HMACs of the mailbox and of its domain (null: a public provider's), and the rules. */
export interface ConfirmationRequest {
  mailboxHash: string;
  domainHash: string | null;
  rules: ConfirmationRules;
}

/**
 * What deciding a visitor's confirmation gave: queued (leased to the caller: send it now), deferred
 * (the hourly ceiling is reached: the scheduled run sends it at its moment, within the hour), earlier
 * (a duplicate whose earlier confirmation stands), refused with nothing held (skipped: the mailbox
 * had one within the window; limited: its client caused enough this hour; domain: its domain had
 * enough this hour; ceiling: no room within the hour), or none (possible spam, or none asked).
 */
export type ConfirmationDecision =
  "queued" | "deferred" | "earlier" | "skipped" | "limited" | "domain" | "ceiling" | "none";

/** A decision and, for a confirmation that goes, when (ISO). */
export interface ConfirmationOutcome {
  decision: ConfirmationDecision;
  sendAt: string | null;
}

/** The rules submit_lead applies atomically. */
export interface SubmitRules {
  dedupeKey: string;
  dedupeWindowSeconds: number;
  /** 0 = no limit. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Stored leads of every client together per minute and per hour (0 = no ceiling). */
  maxPerMinute: number;
  maxPerHour: number;
  /** The new lead is leased to the submitting invocation for this long. */
  leaseSeconds: number;
  /** How its visitor's confirmation is decided, in the same transaction; absent or null: the form asks for none. */
  confirmation?: ConfirmationRequest | null;
}

export type SubmitOutcome =
  | {
      outcome: "stored" | "duplicate";
      id: string;
      receivedAt: string;
      protocol: string;
      confirmation: ConfirmationOutcome;
    }
  | { outcome: "rate_limited" }
  /** The global ceiling on stored leads is reached. */
  | { outcome: "ceiling" };

export interface RetryPolicy {
  baseSeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

export interface FailedAttempt {
  id: string;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
}

export interface DeliveryOverview {
  pending: number;
  failed: number;
  held: number;
  oldestPendingAt: string | null;
  spamPending: number;
  oldestSpamAt: string | null;
  /** The reason recorded for the most recent failed lead (no personal data), or null. */
  lastFailure: string | null;
  mailsLastHour: number;
  checkedAt: string;
}

export type MailKind = "lead" | "digest" | "spam-digest" | "confirmation";
export type DigestKind = "digest" | "spam";

/** A notification as rendered for its first attempt; every retry sends exactly these bytes. */
export interface StoredMail {
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
}

/**
 * The stored notifications and the hourly mail ceiling, which every kind's mails share
 * (mail-sql-store.ts).
 */
export interface MailStore {
  /** Stores the message under its key on the first call; every call returns the stored one. */
  prepareMail(key: string, mail: StoredMail): Promise<StoredMail>;
  /**
   * A slot of the hourly mail ceiling, or null when it is used up. With a key (the mail's
   * idempotency key), the slot already reserved for that key is returned whatever its age.
   */
  reserveMailSlot(kind: MailKind, max: number, perSeconds: number, key?: string): Promise<string | null>;
  releaseMailSlot(slot: string): Promise<void>;
}

/** The lead kinds' operations (form-kinds.ts, record "lead"): public.leads (lead-sql-store.ts). */
export interface LeadStore extends MailStore {
  /** Stores a lead under the rules, and returns once it is durable. */
  submit(lead: NewLead, rules: SubmitRules): Promise<SubmitOutcome>;
  claimDue(limit: number, leaseSeconds: number): Promise<StoredLead[]>;
  /** The leads of the pending digest and its batch id (the mail's key); empty when none is due. */
  claimDigest(kind: DigestKind, limit: number, leaseSeconds: number): Promise<{ batch: string; leads: StoredLead[] }>;
  release(ids: string[]): Promise<void>;
  holdForDigest(id: string): Promise<void>;
  markDelivered(ids: string[], via: DeliveredVia): Promise<void>;
  /** Marks one lead delivered by its own mail (in batches under load). */
  markLeadDelivered(id: string, via: DeliveredVia): Promise<void>;
  markFailed(
    ids: string[],
    failure: { error: string; permanent: boolean; retryAfterSeconds: number | null },
    policy: RetryPolicy,
  ): Promise<FailedAttempt[]>;
  /** Confirmations whose next attempt is due, leased. */
  claimConfirmations(limit: number, leaseSeconds: number): Promise<StoredLead[]>;
  markConfirmationSent(id: string): Promise<void>;
  markConfirmationFailed(
    id: string,
    failure: { error: string; permanent: boolean; retryAfterSeconds: number | null },
    policy: RetryPolicy,
  ): Promise<{ status: ConfirmationStatus; attempts: number; nextAttemptAt: string } | null>;
  overview(): Promise<DeliveryOverview>;
  /** `keep` is a Postgres interval such as "5 years". */
  purgeExpired(keep: string): Promise<number>;
  list(filter: LeadFilter): Promise<StoredLead[]>;
}

/** The renewal reminder's operations (form-kinds.ts, record "reminder"): public.renewal_reminders (reminder-sql-store.ts). */
export interface ReminderStore extends MailStore {
  /** Stores a reminder and decides its confirmation (confirmation-rules.ts), atomically, under the leads' limits. */
  submitReminder(reminder: NewReminder, rules: ReminderRules): Promise<ReminderSubmitOutcome>;
  /** The confirm route's answer for a token's hash; a miss counts against the client. */
  confirmReminder(tokenHash: string, clientHash: string | null, guard: TokenGuard): Promise<TokenOutcome>;
  /** The cancel route's: the reminder is deleted. */
  cancelReminder(tokenHash: string, clientHash: string | null, guard: TokenGuard): Promise<TokenOutcome>;
  /** The pages' reading before the click: what `action` would do with this token; only a miss is written (counted). */
  readReminderToken(
    tokenHash: string,
    action: ReminderAction,
    clientHash: string | null,
    guard: TokenGuard,
  ): Promise<TokenReading>;
  claimReminderConfirmations(limit: number, leaseSeconds: number): Promise<StoredReminder[]>;
  /** Confirmed reminders due on `today` ("YYYY-MM-DD", São Paulo), `daysBefore` their end date, leased. */
  claimDueReminders(today: string, daysBefore: number, limit: number, leaseSeconds: number): Promise<StoredReminder[]>;
  markReminderMail(id: string, mail: ReminderMail): Promise<void>;
  markReminderFailed(
    id: string,
    mail: ReminderMail,
    failure: { error: string; permanent: boolean; retryAfterSeconds: number | null },
    policy: RetryPolicy,
  ): Promise<{ gaveUp: boolean; attempts: number; nextAttemptAt: string } | null>;
  /**
   * Deletes what the reminders' retention no longer allows (reminders.ts, REMINDER_RETENTION) as of
   * `today`, the real date (the store never counts from a later one); how many reminders.
   */
  purgeReminders(today: string, unconfirmedSeconds: number, keepDaysAfterEnd: number): Promise<number>;
  /** What the daily job would do, changing nothing: the reminders due on `day`, and as of `today` the confirmations it would send again and the reminders it would delete. */
  previewReminders(
    day: string,
    today: string,
    daysBefore: number,
    retention: { unconfirmedSeconds: number; keepDaysAfterEnd: number },
  ): Promise<{ due: StoredReminder[]; confirmations: number; purged: number }>;
  listReminders(): Promise<StoredReminder[]>;
}

/** Every kind's store, as one SQL module serves it (sql-store.ts) to the handler and the scheduled jobs. */
export type FunctionStore = LeadStore & ReminderStore;

/**
 * A validated reminder body under the fields' own names (the body's, less its formType and the
 * consent); a field left blank is "" (its column is `not null default ''`).
 */
export type ReminderFields = Omit<RenewalReminderBody, "formType" | "consent">;

export type ReminderState = "pending" | "confirmed" | "sent" | "cancelled";
/** A reminder's three mails: the double opt-in's confirmation, the reminder to the visitor, the lead mail to staff. */
export type ReminderMail = "confirmation" | "visitor" | "staff";

/** A reminder as submitted: the validated body, its id and token hashes (reminders.ts), and what the request told. */
export interface NewReminder extends ReminderFields {
  id: string;
  /** HMAC of the mailbox (email-address.ts, mailboxKey): the once-a-day rule and duplicates. */
  mailboxKey: string;
  /** HMAC of the mailbox's domain, or null for a public provider's (recipient-domain.ts). */
  domainHash: string | null;
  clientHash: string | null;
  spamReason: string | null;
  confirmTokenHash: string;
  confirmExpiresAt: string;
  cancelTokenHash: string;
}

/** A stored reminder: its fields under their names (the registry maps them to columns), and its state. */
export interface StoredReminder extends ReminderFields {
  id: string;
  spamReason: string | null;
  state: ReminderState;
  createdAt: string;
  confirmedAt: string | null;
  sentAt: string | null;
  confirmationStatus: ConfirmationStatus | null;
  visitorMailSentAt: string | null;
  staffMailSentAt: string | null;
  lastError: string | null;
}

export interface ReminderRules {
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  maxPerMinute: number;
  maxPerHour: number;
  confirmation: ConfirmationRules;
}

export type ReminderSubmitOutcome =
  | { outcome: "stored" | "duplicate"; id: string; confirmation: ConfirmationOutcome }
  | { outcome: "rate_limited" | "ceiling" };

/** Token guesses: at most `maxMisses` unknown tokens per client per window (0: no limit). */
export interface TokenGuard {
  maxMisses: number;
  windowSeconds: number;
}

/** What a token route learned: a state of the contract (renewal-reminder.ts), or the client's guesses stopped. */
export type TokenOutcome = "confirmed" | "cancelled" | "used" | "expired" | "unknown" | "limited";

/** What a token's reading found, changing nothing: what the click would do (`ready`, with its reminder) or answer. */
export type TokenReading =
  | { state: "ready"; insuranceType: ReminderProduct; renewalDate: string }
  | { state: "used" | "expired" | "unknown" | "limited" };

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The same for every attempt at the same notification ("lead/<id>"): Resend's Idempotency-Key,
   * the SMTP Message-ID, the outbox file name. A retry after a lost answer is then not a second mail.
   */
  idempotencyKey: string;
  /**
   * Extra header lines, for the reminders' RFC 8058 one-click unsubscribe (List-Unsubscribe,
   * List-Unsubscribe-Post); names and values are the function's own, never a visitor's text.
   */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The longest one send() can take, every timeout and wait included; leases must outlive it. */
  readonly maxSendMs: number;
  /** Closes the transport (an SMTP connection pool) once the last send has settled. */
  close?(): void;
}

/**
 * How a failed send ends: `transient` is tried again later; `permanent` (the provider refused this
 * very mail: Resend's 422 and other 4xx, an SMTP 5xx) marks the leads failed at once; `already-sent`
 * (Resend's 409 for a key it already used with another body) means the mail went out earlier.
 */
export type MailFailureKind = "transient" | "permanent" | "already-sent";

/** A failed send; retryAfterSeconds is the provider's Retry-After, when it gave one. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
    readonly kind: MailFailureKind = "transient",
  ) {
    super(message);
    this.name = "MailError";
  }
}

/** What `npm run leads` and the local /leads route filter on; every filter is optional. */
export interface LeadFilter {
  status?: DeliveryStatus;
  /** true: possible spam only; false: ordinary leads only; absent: both. */
  spam?: boolean;
  formType?: FormType;
  /** The insurance type or service as stored (e.g. "auto"). */
  product?: string;
  /** Received on or after / before these instants (ISO). */
  from?: string;
  to?: string;
  /** Words looked for, case- and accent-insensitively, in the name, e-mail, phone, company, subject, message and campaign. */
  search?: string;
  protocol?: string;
}
