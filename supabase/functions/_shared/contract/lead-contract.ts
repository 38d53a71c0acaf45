/**
 * The lead contract, declared once: what each form sends (SPEC §7), each field's limit and its
 * pt-BR label (those two from the field table, lead-fields.ts). The site's forms and body builders,
 * the function's validation, the notification e-mail, the CSV and `npm run leads` all read it.
 * Runtime-free and small: the site's form chunk imports it.
 */

import { LEAD_FIELD_TABLE, type LeadFieldName } from "./lead-fields.ts";

/**
 * The spec's forms, and the renewal reminder (issue 42: its body is RenewalReminderBody in
 * renewal-reminder.ts; it is stored as a reminder, never as a lead).
 */
export type FormType = "quote" | "contact" | "full-quote" | "renewal-reminder";

export const FORM_TYPES: readonly FormType[] = ["quote", "contact", "full-quote", "renewal-reminder"];

/** The body fields besides formType, by name: label for staff (e-mail, CSV, CLI, error messages) and limit in code points (lead-fields.ts). */
export const LEAD_FIELDS = Object.fromEntries(
  LEAD_FIELD_TABLE.map(({ field, label, maxLength }) => [field, { label, maxLength }]),
) as {
  readonly [S in (typeof LEAD_FIELD_TABLE)[number] as S["field"]]: {
    readonly label: S["label"];
    readonly maxLength: S["maxLength"];
  };
};

export type { LeadFieldName };

/**
 * The most code points each body field may hold (after trimming). The forms set `maxLength` from
 * these too; the browser counts UTF-16 units there, which is stricter, so it never sends more.
 */
export const MAX_LENGTHS = Object.fromEntries(
  LEAD_FIELD_TABLE.map(({ field, maxLength }) => [field, maxLength]),
) as Record<LeadFieldName, number>;

/** A label inside a sentence: "Nome" → "nome", "E-mail" → "e-mail", an acronym stays ("CPF/CNPJ"). */
export function sentenceLabel(label: string): string {
  return label.replace(/^(\p{Lu})(?!\p{Lu})/u, (first) => first.toLocaleLowerCase("pt-BR"));
}

/** A lead field's label inside a sentence (sentenceLabel). */
export function labelInSentence(field: LeadFieldName): string {
  return sentenceLabel(LEAD_FIELDS[field].label);
}

/** What staff read about a lead besides its fields. */
export const LEAD_DETAIL_LABELS = {
  form: "Formulário",
  page: "Página",
  receivedAt: "Recebido em",
  protocol: "Protocolo",
  spam: "Possível spam",
  campaign: "Campanha",
  campaignTerm: "Termo da campanha",
  campaignContent: "Anúncio",
  landingPage: "Página de entrada",
  referrer: "Veio de",
} as const;

export const FORM_TITLES: Record<FormType, string> = {
  quote: "Cotação rápida",
  contact: "Mensagem de contato",
  "full-quote": "Cotação completa",
  "renewal-reminder": "Lembrete de renovação",
};

/** The request body of each form, exactly SPEC §7. */
export interface QuoteBody {
  formType: "quote";
  name: string;
  /** The quick quote has no e-mail field; its body always carries an empty one. */
  email: "";
  phone: string;
  cpf: string;
  insuranceType: string;
  company: string;
}

export interface HomeContactBody {
  formType: "contact";
  name: string;
  email: string;
  phone: string;
  insuranceType: string;
  message: string;
}

export interface ContactPageBody {
  formType: "contact";
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export interface FullQuoteBody {
  formType: "full-quote";
  name: string;
  email: string;
  phone: string;
  cpf: string;
  insuranceType: string;
  additionalDetails: string;
}

export type LeadBody = QuoteBody | HomeContactBody | ContactPageBody | FullQuoteBody;
