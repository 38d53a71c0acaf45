/** Lead body validation per formType (SPEC §5 and §7), and the renewal reminder's (issue 42). Pure: no I/O. */

import { isValidEmail } from "./contract/email-address.ts";
import { isValidPhone, MAX_PHONE_DIGITS, MIN_PHONE_DIGITS } from "./contract/phone.ts";
import { FULL_QUOTE_TYPES, HOME_INSURANCE_TYPES, QUICK_QUOTE_SERVICES } from "./contract/options.ts";
import { codePointLength, removeInvisible, truncateCodePoints } from "./contract/text.ts";
import {
  FORM_TYPES,
  labelInSentence,
  MAX_LENGTHS,
  type FormType,
  type LeadFieldName,
} from "./contract/lead-contract.ts";
import { emptyFields, LEAD_FIELD_TABLE } from "./contract/lead-fields.ts";
import {
  checkRenewalDate,
  isReminderProduct,
  REMINDER_CONSENT_MISSING,
  REMINDER_LABELS,
  REMINDER_LIMITS,
  type ReminderProduct,
} from "./contract/renewal-reminder.ts";
import type { LeadFields } from "./types.ts";

type FieldName = LeadFieldName;

/** Which fields each form may send; `required` ones must be non-blank after trimming. */
interface FieldRule {
  required: boolean;
  allowed?: readonly string[];
  email?: boolean;
  phone?: boolean;
}

const QUOTE_RULES: Partial<Record<FieldName, FieldRule>> = {
  name: { required: true },
  phone: { required: true, phone: true },
  cpf: { required: true },
  insuranceType: { required: true, allowed: QUICK_QUOTE_SERVICES },
  company: { required: false },
};

const CONTACT_COMMON: Partial<Record<FieldName, FieldRule>> = {
  name: { required: true },
  email: { required: true, email: true },
  phone: { required: true, phone: true },
  message: { required: true },
};

const HOME_CONTACT_RULES: Partial<Record<FieldName, FieldRule>> = {
  ...CONTACT_COMMON,
  insuranceType: { required: true, allowed: HOME_INSURANCE_TYPES.map((option) => option.value) },
};

const CONTACT_PAGE_RULES: Partial<Record<FieldName, FieldRule>> = {
  ...CONTACT_COMMON,
  subject: { required: true },
};

const FULL_QUOTE_RULES: Partial<Record<FieldName, FieldRule>> = {
  name: { required: true },
  email: { required: true, email: true },
  phone: { required: true, phone: true },
  cpf: { required: true },
  insuranceType: { required: true, allowed: FULL_QUOTE_TYPES.map((option) => option.value) },
  additionalDetails: { required: false },
};

export type ValidationResult = { ok: true; lead: LeadFields } | ValidationFailure;

/** A refused body: the pt-BR message and, when one field is at fault, its name in the body (the form shows the message there). */
export type ValidationFailure = { ok: false; status: 400 | 422; error: string; field?: string };

// Control characters other than tab and line breaks never come from a form (NUL would also be
// refused by Postgres): C0, DEL and C1. Neither do the bidi overrides and isolates, which only
// serve to make the text read differently from what it is (in the e-mail to the brokerage, say).
// A lone UTF-16 surrogate is not text. All are rejected, not "repaired".
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const INVALID_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// No look-behind: the core is shared with the site, and a browser that cannot parse one (Safari
// before 16.4) drops the whole script that holds it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The one-line fields (the forms' text inputs): zero-width and bidi marks (text.ts) are removed,
 * as from a full quote's answers, so the name in the mail's subject and table is what it shows.
 * The free text (message, details) keeps them: it is quoted as the visitor's in the mail.
 */
const ONE_LINE_FIELDS: readonly FieldName[] = LEAD_FIELD_TABLE.filter((spec) => spec.oneLine).map((spec) => spec.field);

function hasInvalidCharacters(value: string): boolean {
  return INVALID_CHARACTER.test(value) || LONE_SURROGATE.test(value);
}

/** How much of an unknown key an error message echoes, in code points. */
const ECHOED_KEY_LENGTH = 40;
// eslint-disable-next-line no-control-regex -- replacing control characters is the point here
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// A pair is matched whole, so what matches alone is a lone half.
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

function describe(field: string): string {
  if (Object.hasOwn(MAX_LENGTHS, field)) return `${labelInSentence(field as FieldName)} (${field})`;
  // An unknown key is echoed back: printable and short, cut between code points.
  const printable = field.replace(UNPRINTABLE, "?").replace(SURROGATES, (match) => (match.length === 2 ? match : "?"));
  const shown = truncateCodePoints(printable, ECHOED_KEY_LENGTH);
  return `"${shown === printable ? shown : `${shown}…`}"`;
}

function fail(status: 400 | 422, error: string, field?: string): ValidationFailure {
  return field === undefined ? { ok: false, status, error } : { ok: false, status, error, field };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rulesFor(formType: FormType, body: Record<string, unknown>): Partial<Record<FieldName, FieldRule>> | string {
  switch (formType) {
    case "quote":
      return QUOTE_RULES;
    case "full-quote":
      return FULL_QUOTE_RULES;
    case "contact": {
      const hasType = "insuranceType" in body;
      const hasSubject = "subject" in body;
      if (hasType === hasSubject) {
        return "A mensagem de contato deve ter exatamente um destes campos: tipo de seguro (insuranceType) ou assunto (subject).";
      }
      return hasType ? HOME_CONTACT_RULES : CONTACT_PAGE_RULES;
    }
    case "renewal-reminder":
      // Not a lead: the handler reads it with validateReminder, before this.
      return "O lembrete de renovação é lido à parte (validateReminder).";
  }
}

export function validateLead(body: unknown): ValidationResult {
  if (!isRecord(body)) return fail(400, "O corpo da requisição deve ser um objeto JSON.");

  const formType = body.formType;
  if (typeof formType !== "string" || !FORM_TYPES.includes(formType as FormType)) {
    return fail(
      422,
      'Tipo de formulário (formType) inválido: use "quote", "contact", "full-quote" ou "renewal-reminder".',
    );
  }
  const rules = rulesFor(formType as FormType, body);
  if (typeof rules === "string") return fail(422, rules);

  for (const [key, value] of Object.entries(body)) {
    if (key === "formType") continue;
    if (key === "email" && formType === "quote") {
      // The quick quote form always sends an empty e-mail (SPEC §7); anything else is not that form.
      if (value !== "") return fail(422, "O campo e-mail (email) deve ser vazio na cotação rápida.");
      continue;
    }
    if (!Object.hasOwn(rules, key)) return fail(400, `Campo não permitido neste formulário: ${describe(key)}.`);
    if (typeof value !== "string") return fail(400, `O campo ${describe(key)} deve ser um texto.`);
    if (hasInvalidCharacters(value)) return fail(422, `O campo ${describe(key)} contém caracteres inválidos.`);
  }
  if (formType === "quote" && !("email" in body)) {
    return fail(422, "O campo e-mail (email) deve ser enviado vazio na cotação rápida.");
  }

  const lead: LeadFields = { formType: formType as FormType, ...emptyFields() };
  for (const [field, rule] of Object.entries(rules) as [FieldName, FieldRule][]) {
    const raw = body[field];
    const value = typeof raw === "string" ? (ONE_LINE_FIELDS.includes(field) ? removeInvisible(raw) : raw).trim() : "";
    if (value === "") {
      if (rule.required) return fail(422, `Preencha o campo obrigatório ${describe(field)}.`);
      continue;
    }
    if (codePointLength(value) > MAX_LENGTHS[field]) {
      return fail(422, `O campo ${describe(field)} ultrapassa o limite de ${MAX_LENGTHS[field]} caracteres.`);
    }
    if (rule.email && !isValidEmail(value)) {
      return fail(422, `Informe um endereço válido no campo ${describe(field)}.`);
    }
    if (rule.phone && !isValidPhone(value)) {
      return fail(
        422,
        `Informe um número válido no campo ${describe(field)}: só algarismos, espaços e + ( ) -, com ${MIN_PHONE_DIGITS} a ${MAX_PHONE_DIGITS} algarismos.`,
      );
    }
    if (rule.allowed && !rule.allowed.includes(value)) {
      return fail(422, `Opção inválida no campo ${describe(field)}.`);
    }
    lead[field] = value;
  }
  return { ok: true, lead };
}

/** A validated reminder body: trimmed, one-line fields without invisible marks, the date as "YYYY-MM-DD". */
export interface ReminderFields {
  name: string;
  email: string;
  /** "" when left blank. */
  phone: string;
  product: ReminderProduct;
  endDate: string;
  /** "" when left blank. */
  currentInsurer: string;
}

export type ReminderValidation = { ok: true; reminder: ReminderFields } | ValidationFailure;

/** The reminder's own fields, by body key: label in a sentence, limit, required. */
const REMINDER_TEXT_FIELDS = {
  name: { label: labelInSentence("name"), max: MAX_LENGTHS.name, required: true },
  email: { label: labelInSentence("email"), max: MAX_LENGTHS.email, required: true },
  phone: { label: labelInSentence("phone"), max: MAX_LENGTHS.phone, required: false },
  insuranceType: { label: labelInSentence("insuranceType"), max: MAX_LENGTHS.insuranceType, required: true },
  renewalDate: { label: REMINDER_LABELS.renewalDate.toLocaleLowerCase("pt-BR"), max: 10, required: false },
  currentInsurer: {
    label: REMINDER_LABELS.currentInsurer.toLocaleLowerCase("pt-BR"),
    max: REMINDER_LIMITS.currentInsurer,
    required: false,
  },
} as const;

type ReminderTextField = keyof typeof REMINDER_TEXT_FIELDS;

const REMINDER_KEYS: readonly string[] = ["formType", "consent", ...Object.keys(REMINDER_TEXT_FIELDS)];

/**
 * The renewal reminder's body (contract/renewal-reminder.ts), checked field by field in the form's
 * order: the first refused one is answered with its message and its name, so the form shows it at
 * that field. `today` is São Paulo's (calendar.ts): the end date's window is counted from it.
 */
export function validateReminder(body: Record<string, unknown>, today: string): ReminderValidation {
  for (const [key, value] of Object.entries(body)) {
    if (!REMINDER_KEYS.includes(key)) return fail(400, `Campo não permitido neste formulário: ${describe(key)}.`);
    if (key === "formType" || key === "consent") continue;
    const label = REMINDER_TEXT_FIELDS[key as ReminderTextField].label;
    if (typeof value !== "string") return fail(400, `O campo ${label} (${key}) deve ser um texto.`, key);
    if (hasInvalidCharacters(value)) return fail(422, `O campo ${label} (${key}) contém caracteres inválidos.`, key);
  }
  const values = {} as Record<ReminderTextField, string>;
  for (const [key, rule] of Object.entries(REMINDER_TEXT_FIELDS) as [
    ReminderTextField,
    (typeof REMINDER_TEXT_FIELDS)[ReminderTextField],
  ][]) {
    const raw = body[key];
    const value = typeof raw === "string" ? removeInvisible(raw).trim() : "";
    const at = `${rule.label} (${key})`;
    if (value === "" && rule.required) return fail(422, `Preencha o campo obrigatório ${at}.`, key);
    if (codePointLength(value) > rule.max && key !== "renewalDate")
      return fail(422, `O campo ${at} ultrapassa o limite de ${rule.max} caracteres.`, key);
    if (key === "email" && !isValidEmail(value)) return fail(422, `Informe um endereço válido no campo ${at}.`, key);
    if (key === "phone" && value !== "" && !isValidPhone(value))
      return fail(
        422,
        `Informe um número válido no campo ${at}: só algarismos, espaços e + ( ) -, com ${MIN_PHONE_DIGITS} a ${MAX_PHONE_DIGITS} algarismos.`,
        key,
      );
    if (key === "insuranceType" && !isReminderProduct(value)) return fail(422, `Opção inválida no campo ${at}.`, key);
    if (key === "renewalDate") {
      const checked = checkRenewalDate(value, today);
      if (!checked.ok) return fail(422, checked.message, key);
      values[key] = checked.value;
      continue;
    }
    values[key] = value;
  }
  if (body.consent !== true) return fail(422, REMINDER_CONSENT_MISSING, "consent");
  return {
    ok: true,
    reminder: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      product: values.insuranceType as ReminderProduct,
      endDate: values.renewalDate,
      currentInsurer: values.currentInsurer,
    },
  };
}
