/**
 * The lead contract, declared once: what each form sends (SPEC §7), each field's limit and its
 * pt-BR label. The site's forms and body builders, the function's validation, the notification
 * e-mail, the CSV and `npm run leads` all read it: a field's label or limit changes here, in one line.
 * Runtime-free and small: the site's form chunk imports it.
 */

export type FormType = "quote" | "contact" | "full-quote";

export const FORM_TYPES: readonly FormType[] = ["quote", "contact", "full-quote"];

/** The body fields besides formType: label for staff (e-mail, CSV, CLI, error messages) and limit in code points. */
export const LEAD_FIELDS = {
  name: { label: "Nome", maxLength: 120 },
  email: { label: "E-mail", maxLength: 254 },
  phone: { label: "Telefone", maxLength: 40 },
  cpf: { label: "CPF/CNPJ", maxLength: 40 },
  insuranceType: { label: "Tipo de seguro", maxLength: 80 },
  company: { label: "Empresa", maxLength: 120 },
  subject: { label: "Assunto", maxLength: 200 },
  message: { label: "Mensagem", maxLength: 5000 },
  additionalDetails: { label: "Detalhes adicionais", maxLength: 5000 },
} as const satisfies Record<string, { label: string; maxLength: number }>;

export type LeadFieldName = keyof typeof LEAD_FIELDS;

/**
 * The most code points each body field may hold (after trimming). The forms set `maxLength` from
 * these too; the browser counts UTF-16 units there, which is stricter, so it never sends more.
 */
export const MAX_LENGTHS = Object.fromEntries(
  Object.entries(LEAD_FIELDS).map(([field, { maxLength }]) => [field, maxLength]),
) as Record<LeadFieldName, number>;

/** A label inside a sentence: "Nome" → "nome", "E-mail" → "e-mail", an acronym stays ("CPF/CNPJ"). */
export function labelInSentence(field: LeadFieldName): string {
  return LEAD_FIELDS[field].label.replace(/^(\p{Lu})(?!\p{Lu})/u, (first) => first.toLocaleLowerCase("pt-BR"));
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
