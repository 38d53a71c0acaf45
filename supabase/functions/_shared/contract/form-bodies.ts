/**
 * Each form kind's values → its request body of the send-form-email function (SPEC §7), one builder
 * per form, and what travels beside a body (a full quote's answers, the honeypot's header). The form's
 * input names (SPEC §3) meet the body's here, once; the browser sends what these build
 * (src/components/forms/send-lead.ts) and the function checks it against the same contract.
 * Runtime-free: no I/O, nothing of the browser.
 */

import type { ContactPageBody, FullQuoteBody, HomeContactBody, LeadBody, QuoteBody } from "./lead-contract.ts";
import { RENEWAL_REMINDER_FORM_TYPE, type ReminderProduct, type RenewalReminderBody } from "./renewal-reminder.ts";
import { truncateCodePoints } from "./text.ts";
import { answerLines, checkAnswers, composeDetails, type QuoteQuestions } from "./quote-questions.ts";
import { encodeQuoteAnswers, QUOTE_ANSWERS_HEADER } from "./quote-answers.ts";

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
