/** Shapes shared by the handler and its adapters (store, mailer). */

export type FormType = "quote" | "contact" | "full-quote";

/** A validated lead body, flattened: fields a form does not send are null. */
export interface LeadFields {
  formType: FormType;
  name: string;
  /** Empty for the quick quote, which never asks for an e-mail. */
  email: string;
  phone: string;
  cpf: string | null;
  insuranceType: string | null;
  company: string | null;
  subject: string | null;
  message: string | null;
  additionalDetails: string | null;
}

/** What the handler learns from the request itself, never from the body. */
export interface LeadContext {
  page: string | null;
  origin: string | null;
  userAgent: string | null;
  /** Salted hash of the client IP, used only for rate limiting. */
  clientHash: string;
}

export type NewLead = LeadFields & LeadContext;

export type DeliveryStatus = "pending" | "delivered" | "failed";

export interface StoredLead extends NewLead {
  id: string;
  receivedAt: string;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  deliveredAt: string | null;
  deliveredVia: "mail" | "digest" | null;
  /** Past the hourly mail ceiling: goes out in the next digest mail. */
  heldForDigest: boolean;
}

/** The rules submit_lead applies atomically. */
export interface SubmitRules {
  dedupeKey: string;
  dedupeWindowSeconds: number;
  /** 0 = no limit. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** The new lead is leased to the submitting invocation for this long. */
  leaseSeconds: number;
}

export type SubmitOutcome =
  | { outcome: "stored" | "duplicate"; id: string; receivedAt: string }
  | { outcome: "rate_limited" };

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
  mailsLastHour: number;
  checkedAt: string;
}

export type MailKind = "lead" | "digest";

/** Every operation on the leads table; one implementation (sql-store.ts) serves every runtime. */
export interface LeadStore {
  submit(lead: NewLead, rules: SubmitRules): Promise<SubmitOutcome>;
  claimDue(limit: number, leaseSeconds: number): Promise<StoredLead[]>;
  /** The leads of the pending digest and its batch id (the mail's key); empty when none is due. */
  claimDigest(limit: number, leaseSeconds: number): Promise<{ batch: string; leads: StoredLead[] }>;
  release(ids: string[]): Promise<void>;
  /** A slot of the hourly mail ceiling, or null when it is used up. */
  reserveMailSlot(kind: MailKind, max: number, perSeconds: number): Promise<string | null>;
  releaseMailSlot(slot: string): Promise<void>;
  holdForDigest(id: string): Promise<void>;
  markDelivered(ids: string[], via: "mail" | "digest"): Promise<void>;
  markFailed(ids: string[], failure: { error: string; retryAfterSeconds: number | null }, policy: RetryPolicy): Promise<FailedAttempt[]>;
  overview(): Promise<DeliveryOverview>;
  /** `keep` is a Postgres interval such as "5 years". */
  purgeExpired(keep: string): Promise<number>;
  list(filter: { status?: DeliveryStatus }): Promise<StoredLead[]>;
}

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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The longest one send() can take, every timeout and wait included; leases must outlive it. */
  readonly maxSendMs: number;
}

/** A failed send; retryAfterSeconds is the provider's Retry-After, when it gave one. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "MailError";
  }
}
