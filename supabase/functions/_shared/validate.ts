/** Lead body validation per formType (SPEC §5 and §7). Pure: no I/O. */

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

export type ValidationResult = { ok: true; lead: LeadFields } | { ok: false; status: 400 | 422; error: string };

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

function fail(status: 400 | 422, error: string): ValidationResult {
  return { ok: false, status, error };
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
  }
}

export function validateLead(body: unknown): ValidationResult {
  if (!isRecord(body)) return fail(400, "O corpo da requisição deve ser um objeto JSON.");

  const formType = body.formType;
  if (typeof formType !== "string" || !FORM_TYPES.includes(formType as FormType)) {
    return fail(422, 'Tipo de formulário (formType) inválido: use "quote", "contact" ou "full-quote".');
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
