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
  receivedAt: string;
}

export type DeliveryStatus = "pending" | "delivered";

export interface StoredLead extends LeadFields, LeadContext {
  id: string;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface NewLead extends LeadFields, LeadContext {}

export interface LeadStore {
  /** Stores a pending lead whose first delivery attempt starts now; returns its id. */
  insert(lead: NewLead): Promise<string>;
  markDelivered(id: string, update: { attempts: number; at: string }): Promise<void>;
  markFailed(id: string, update: { attempts: number; error: string; at: string }): Promise<void>;
  /** Oldest first: pending leads with attempts below maxAttempts not tried since staleBefore. */
  listPending(query: { limit: number; maxAttempts: number; staleBefore: string }): Promise<StoredLead[]>;
  /**
   * Atomically takes a pending lead for a retry (sets last_attempt_at = at) unless someone
   * else tried it after staleBefore; false means another invocation owns it.
   */
  claim(id: string, claim: { at: string; staleBefore: string }): Promise<boolean>;
  countRecentByClient(clientHash: string, since: string): Promise<number>;
}

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
