/**
 * Lead forms → request bodies of the send-form-email function (SPEC §7), one builder per form,
 * and the single call that sends them.
 */

import type {
  ContactPageBody,
  FullQuoteBody,
  HomeContactBody,
  LeadBody,
  QuoteBody,
} from "../../supabase/functions/_shared/contract/lead-contract";
import { FUNCTION_NAME } from "../../supabase/functions/_shared/contract/local-function";
import {
  RENEWAL_REMINDER_FORM_TYPE,
  type ReminderProduct,
  type RenewalReminderBody,
} from "../../supabase/functions/_shared/contract/renewal-reminder";
import { HONEYPOT_HEADER } from "../../supabase/functions/_shared/contract/spam-signals";
import {
  readConfirmationAnswer,
  type ConfirmationAnswer,
} from "../../supabase/functions/_shared/contract/confirmation-answer";
import { LEAD_SOURCE_HEADER, LEAD_SOURCE_STORAGE_KEY } from "../../supabase/functions/_shared/contract/lead-source";
import { truncateCodePoints } from "../../supabase/functions/_shared/contract/text";
import {
  answerLines,
  checkAnswers,
  composeDetails,
  type QuoteQuestions,
} from "../../supabase/functions/_shared/contract/quote-questions";
import { encodeQuoteAnswers, QUOTE_ANSWERS_HEADER } from "../../supabase/functions/_shared/contract/quote-answers";

// The call's client (@supabase/functions-js) loads when a visitor starts filling a form, not with the
// page: the chunk's name is in src/islands/contract.ts (ISLAND_CHUNKS), so a form's first touch requests it with React.
const loadClient = () => import(/* webpackChunkName: "lead-client" */ "./supabase");

/** Starts loading what sending needs (a visitor is filling a form), so the submit does not wait for it. */
export function prefetchLeadClient(): void {
  void loadClient();
}

export {
  FULL_QUOTE_TYPES,
  HOME_INSURANCE_TYPES,
  QUICK_QUOTE_SERVICES,
  type FullQuoteType,
  type HomeInsuranceType,
  type Option,
  type QuickQuoteService,
} from "../../supabase/functions/_shared/contract/options";

// The lead contract (bodies, limits, labels) is the function's own, declared once in its core; the
// forms stop in the browser what it would refuse: `maxLength` per body field, the e-mail and phone `pattern`.
export {
  MAX_LENGTHS,
  type ContactPageBody,
  type FullQuoteBody,
  type HomeContactBody,
  type LeadBody,
  type QuoteBody,
} from "../../supabase/functions/_shared/contract/lead-contract";
export { EMAIL_PATTERN_SOURCE } from "../../supabase/functions/_shared/contract/email-address";
export { PHONE_PATTERN_SOURCE } from "../../supabase/functions/_shared/contract/phone";

export interface QuickQuoteValues {
  nome: string;
  cpf: string;
  telefone: string;
  servicos: string;
  empresa: string;
}

export interface HomeContactValues {
  name: string;
  email: string;
  phone: string;
  insuranceType: string;
  message: string;
}

export interface ContactPageValues {
  nome: string;
  telefone: string;
  email: string;
  assunto: string;
  mensagem: string;
}

export interface FullQuoteValues {
  nome: string;
  cpf: string;
  email: string;
  telefone: string;
  tipoSeguro: string;
  outrosDetalhes: string;
  /** Checked in the form before any call; never sent. */
  aceiteTermos: boolean;
  /** The product questions' answers as typed, under `answerFieldName(product, id)`; only the chosen product's are sent. */
  [answer: `${string}.${string}`]: string;
}

/** The renewal reminder's form: its fields are named as the body's, so a 422 naming a field names the form's. */
export interface ReminderValues {
  name: string;
  email: string;
  phone: string;
  insuranceType: string;
  renewalDate: string;
  currentInsurer: string;
  consent: boolean;
}

/** Every body the forms send: the lead contract's four and the renewal reminder (renewal-reminder.ts). */
export type SentBody = LeadBody | RenewalReminderBody;

/** The name of the field that holds one product question's answer: "veiculo.cepPernoite". */
export const answerFieldName = (product: string, id: string): `${string}.${string}` => `${product}.${id}`;

/** A product's answers as typed, by question id. */
export function typedAnswers(values: object, product: string): Record<string, string> {
  const prefix = answerFieldName(product, "");
  return Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) =>
      name.startsWith(prefix) && typeof value === "string" ? [[name.slice(prefix.length), value]] : [],
    ),
  );
}

/** What the full quote needs to write its answers: the questions (data/quote-questions.json) and today in São Paulo. */
export interface QuoteAnswersContext {
  questions: QuoteQuestions;
  today: string;
}

export function quickQuoteBody({ nome, cpf, telefone, servicos, empresa }: QuickQuoteValues): QuoteBody {
  // The quick quote has no e-mail field; the body always carries an empty one (SPEC §7).
  return { formType: "quote", name: nome, email: "", phone: telefone, cpf, insuranceType: servicos, company: empresa };
}

export function homeContactBody({ name, email, phone, insuranceType, message }: HomeContactValues): HomeContactBody {
  return { formType: "contact", name, email, phone, insuranceType, message };
}

export function contactPageBody({ nome, telefone, email, assunto, mensagem }: ContactPageValues): ContactPageBody {
  return { formType: "contact", name: nome, email, phone: telefone, subject: assunto, message: mensagem };
}

/**
 * What travels beside a body, by the body it belongs to: a full quote's answers by question id
 * (contract/quote-answers.ts), which sendLead sends in their header. Beside it, never in it: the body
 * stays exactly SPEC §7's.
 */
const answersBeside = new WeakMap<object, string>();

/**
 * The full quote's body: exactly SPEC §7's keys. The chosen product's well-formed answers go first in
 * additionalDetails, one labelled line each for whoever reads that text, then a blank line and what
 * the visitor wrote; the same answers, by question id, go beside the body (answersBeside), which is
 * what the function stores and the staff's mail tables. The other products' answers, hidden, are
 * never sent. The form has checked the answers before (checkAnswers).
 */
export function fullQuoteBody(
  values: Omit<FullQuoteValues, "aceiteTermos">,
  quote?: QuoteAnswersContext,
): FullQuoteBody {
  const { nome, cpf, email, telefone, tipoSeguro, outrosDetalhes } = values;
  const answers = quote
    ? checkAnswers(quote.questions, tipoSeguro, typedAnswers(values, tipoSeguro), quote.today).answers
    : {};
  const body: FullQuoteBody = {
    formType: "full-quote",
    name: nome,
    email,
    phone: telefone,
    cpf,
    insuranceType: tipoSeguro,
    additionalDetails: composeDetails(quote ? answerLines(quote.questions, tipoSeguro, answers) : [], outrosDetalhes),
  };
  const encoded = encodeQuoteAnswers(answers);
  if (encoded !== "") answersBeside.set(body, encoded);
  return body;
}

/** The header lines that travel beside a body built here (a full quote's answers), none for the others. */
export function headersBeside(body: SentBody): Record<string, string> {
  const answers = answersBeside.get(body);
  return answers === undefined ? {} : { [QUOTE_ANSWERS_HEADER]: answers };
}

/**
 * The reminder's body. The form has checked the product and the date (checkRenewalDate) and the
 * consent before; the function checks them again.
 */
export function reminderBody(values: ReminderValues): RenewalReminderBody {
  const { name, email, phone, insuranceType, renewalDate, currentInsurer, consent } = values;
  return {
    formType: RENEWAL_REMINDER_FORM_TYPE,
    name,
    email,
    phone,
    insuranceType: insuranceType as ReminderProduct,
    renewalDate,
    currentInsurer,
    consent,
  };
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

/** The most of the honeypot's value that travels, in code points: enough to tell a bot's URL. */
export const HONEYPOT_MAX_LENGTH = 200;

/**
 * The honeypot's value as the `x-form-trap` header carries it: trimmed, cut to
 * HONEYPOT_MAX_LENGTH code points; empty when nothing was in the field. fetch refuses a header
 * value with a line break or a character past U+00FF, so "%" and everything outside printable
 * ASCII go percent-encoded (UTF-8), which `decodeURIComponent` reverses.
 */
export function honeypotHeaderValue(honeypot: string): string {
  return truncateCodePoints(honeypot.trim(), HONEYPOT_MAX_LENGTH).replace(/[^\x20-\x24\x26-\x7e]/gu, (char) =>
    // A lone surrogate half (the u flag matches one on its own) has no UTF-8 form.
    encodeURIComponent(/^[\ud800-\udfff]$/.test(char) ? "\ufffd" : char),
  );
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
