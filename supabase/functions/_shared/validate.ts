/**
 * The validation of every form kind's body, built from its entry in the registry
 * (contract/form-kinds.ts): which fields it may send, each one's limit and rule. No kind has a
 * validator of its own. Pure: no I/O.
 */

import { isValidEmail } from "./contract/email-address.ts";
import { isValidPhone, MAX_PHONE_DIGITS, MIN_PHONE_DIGITS } from "./contract/phone.ts";
import { codePointLength, removeInvisible, truncateCodePoints } from "./contract/text.ts";
import { sentenceLabel } from "./contract/lead-contract.ts";
import { emptyFields } from "./contract/lead-fields.ts";
import { FIELD_SPECS, kindOf, type FieldName, type FormKind, type KindField } from "./contract/form-kinds.ts";
import { checkRenewalDate, type ReminderProduct } from "./contract/renewal-reminder.ts";
import { todayInSaoPaulo } from "./contract/calendar.ts";
import type { LeadFields, ReminderFields } from "./types.ts";

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
  if (Object.hasOwn(FIELD_SPECS, field)) return `${sentenceLabel(FIELD_SPECS[field as FieldName].label)} (${field})`;
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

/** A field's value once checked: trimmed (a one-line input without invisible marks), null when left blank. */
type Checked = { ok: true; value: string | null } | ValidationFailure;

/** What a value's type must be, checked over the whole body first (an unknown key or a number is a 400). */
function refuseShape(kind: FormKind, rule: KindField, value: unknown): ValidationFailure | null {
  const at = describe(rule.field);
  if (rule.check === "accepted") return null;
  if (rule.check === "blank" && value !== "")
    return fail(422, `O campo ${at} deve ser vazio na ${kind.title.toLocaleLowerCase("pt-BR")}.`, rule.field);
  if (typeof value !== "string") return fail(400, `O campo ${at} deve ser um texto.`, rule.field);
  if (hasInvalidCharacters(value)) return fail(422, `O campo ${at} contém caracteres inválidos.`, rule.field);
  return null;
}

/** One field by its rule: present when required, within its limit, then its check. */
function checkField(kind: FormKind, rule: KindField, raw: unknown, today: string): Checked {
  const at = describe(rule.field);
  const refuse = (message: string) => fail(422, message, rule.field);
  if (rule.check === "accepted")
    return raw === true ? { ok: true, value: null } : refuse(rule.missing ?? `Marque o campo ${at}.`);
  if (rule.check === "blank")
    return raw === ""
      ? { ok: true, value: "" }
      : refuse(`O campo ${at} deve ser enviado vazio na ${kind.title.toLocaleLowerCase("pt-BR")}.`);
  // A one-line input loses zero-width and bidi marks (text.ts), so the name in the mail is what it
  // shows; the free text keeps them, quoted as the visitor's.
  const value = typeof raw === "string" ? (rule.oneLine ? removeInvisible(raw) : raw).trim() : "";
  if (value === "")
    return rule.required ? refuse(rule.missing ?? `Preencha o campo obrigatório ${at}.`) : { ok: true, value: null };
  if (codePointLength(value) > rule.maxLength)
    return refuse(`O campo ${at} ultrapassa o limite de ${rule.maxLength} caracteres.`);
  if (rule.check === "email" && !isValidEmail(value)) return refuse(`Informe um endereço válido no campo ${at}.`);
  if (rule.check === "phone" && !isValidPhone(value))
    return refuse(
      `Informe um número válido no campo ${at}: só algarismos, espaços e + ( ) -, com ${MIN_PHONE_DIGITS} a ${MAX_PHONE_DIGITS} algarismos.`,
    );
  if (rule.options && !rule.options.some((option) => option.value === value))
    return refuse(`Opção inválida no campo ${at}.`);
  if (rule.check === "renewal-date") {
    const date = checkRenewalDate(value, today);
    return date.ok ? { ok: true, value: date.value } : refuse(date.message);
  }
  return { ok: true, value };
}

/** A body's checked values by field name: text, or null for a field left blank (or one, like the consent, that is not kept). */
export type FormValues = Partial<Record<FieldName, string | null>>;

export type FormValidation = { ok: true; kind: FormKind; values: FormValues } | ValidationFailure;

/**
 * Any form's body: its kind (form-kinds.ts, kindOf), then every key it sent (known to the kind, of
 * the right type, no forbidden character), then its fields in the form's order, each by its rule.
 * The first refused field is answered with its pt-BR message and its name, so a form can show it
 * there. `today` is São Paulo's (calendar.ts): a date's window is counted from it.
 */
export function validateForm(body: unknown, today: string): FormValidation {
  if (!isRecord(body)) return fail(400, "O corpo da requisição deve ser um objeto JSON.");
  const kind = kindOf(body);
  if (typeof kind === "string") return fail(422, kind);
  for (const [key, value] of Object.entries(body)) {
    if (key === "formType") continue;
    const rule = kind.fields.find((field) => field.field === key);
    if (rule === undefined) return fail(400, `Campo não permitido neste formulário: ${describe(key)}.`);
    const refused = refuseShape(kind, rule, value);
    if (refused) return refused;
  }
  const values: FormValues = {};
  for (const rule of kind.fields) {
    const checked = checkField(kind, rule, body[rule.field], today);
    if (!checked.ok) return checked;
    values[rule.field] = checked.value;
  }
  return { ok: true, kind, values };
}

/** A lead kind's body as the lead path holds it: every lead field, null where its form sends none. */
export function validateLead(body: unknown, today: string = todayInSaoPaulo()): ValidationResult {
  const validation = validateForm(body, today);
  if (!validation.ok) return validation;
  if (validation.kind.record !== "lead") return fail(422, "Este formulário não é uma solicitação de contato.");
  return { ok: true, lead: leadFieldsOf(validation.kind, validation.values) };
}

export function leadFieldsOf(kind: FormKind, values: FormValues): LeadFields {
  return { formType: kind.formType, ...emptyFields(), ...values } as LeadFields;
}

export function reminderFieldsOf(values: FormValues): ReminderFields {
  const text = (name: FieldName) => values[name] ?? "";
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    insuranceType: text("insuranceType") as ReminderProduct,
    renewalDate: text("renewalDate"),
    currentInsurer: text("currentInsurer"),
  };
}
