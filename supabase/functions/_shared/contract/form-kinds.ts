/**
 * The registry of form kinds: one entry per kind of form the site sends (the home quote, both
 * contact forms, the full quote and the renewal reminder). An entry declares the kind's fields —
 * each with one name from the form's input to the stored column and the mail's label, and its
 * validation rule —, the page its form is on, the record it becomes (a lead or a reminder: its store
 * operations and its table), and its mails. The function's validator is built from the fields
 * (validate.ts), the handler chooses the path from `record`, the stores map names to columns from
 * `column`, and the staff mail shows the fields by `label` and `display`.
 *
 * Adding a kind: an entry here, a migration for its table (or the `form_type` check it widens), and
 * the form's view. Runtime-free and small: the site's form chunk imports it.
 */

import { LEAD_FIELD_TABLE, type FieldSpec } from "./lead-fields.ts";
import { FORM_TITLES, sentenceLabel, type FormType } from "./lead-contract.ts";
import { FULL_QUOTE_TYPES, HOME_INSURANCE_TYPES, QUICK_QUOTE_SERVICES, type Option } from "./options.ts";
import { REMINDER_CONSENT_MISSING, REMINDER_FIELD_TABLE, REMINDER_PRODUCTS } from "./renewal-reminder.ts";

/** Every field a form sends, by its one name. */
export const FIELD_SPECS = Object.fromEntries(
  [...LEAD_FIELD_TABLE, ...REMINDER_FIELD_TABLE].map((spec) => [spec.field, spec]),
) as Record<FieldName, FieldSpec & { readonly column?: string }>;

export type FieldName = (typeof LEAD_FIELD_TABLE)[number]["field"] | (typeof REMINDER_FIELD_TABLE)[number]["field"];

/**
 * What a value must be besides present and within its length: an e-mail address, a phone, a date in
 * the reminder's window, exactly empty (the quick quote's e-mail, SPEC §7), or a box ticked (`true`).
 */
export type FieldCheck = "email" | "phone" | "renewal-date" | "blank" | "accepted";

export interface KindField extends FieldSpec {
  readonly field: FieldName;
  /** Its column in the kind's table; null when it is not stored (the consent, which the row itself records). */
  readonly column: string | null;
  readonly required: boolean;
  readonly check: FieldCheck | null;
  /** The values it may take, with the labels staff read. */
  readonly options: readonly Option[] | null;
  /** The message for a blank required field, when "Preencha o campo obrigatório …" would not do. */
  readonly missing: string | null;
}

type Rule = Partial<Pick<KindField, "column" | "required" | "check" | "options" | "missing">>;

/** A field of a kind: the spec of its name, its rule, and its column (the leads' own unless the rule names another). */
function field(name: FieldName, rule: Rule = {}): KindField {
  const spec = FIELD_SPECS[name];
  return {
    ...spec,
    field: name,
    column: rule.column === undefined ? (spec.column ?? null) : rule.column,
    required: rule.required ?? false,
    check: rule.check ?? null,
    options: rule.options ?? null,
    missing: rule.missing ?? null,
  };
}

const REQUIRED: Rule = { required: true };
const PHONE: Rule = { required: true, check: "phone" };
const EMAIL: Rule = { required: true, check: "email" };

/** A page of the site, by its name in the routes module (ROUTES). */
export type PageName = "home" | "contact" | "quote" | "reminder";

/**
 * The mails a kind's record gets besides the staff's (which every kind has, by the one staff-mail
 * renderer, email.ts): to the visitor, a lead's confirmation (confirmation.ts), or a reminder's
 * double opt-in and the reminder itself (reminder-mails.ts).
 */
export interface KindMails {
  readonly visitor: readonly ("confirmation" | "double-opt-in" | "reminder")[];
}

export interface FormKind {
  readonly id: string;
  readonly formType: FormType;
  /** Among kinds of one formType, the field whose presence tells this one (SPEC §7's two contact forms). */
  readonly selectedBy: FieldName | null;
  /** For staff: the mail's subject and heading, the CSV, the CLI. */
  readonly title: string;
  /** What it becomes, so its path, its store operations (LeadStore or ReminderStore) and its table. */
  readonly record: "lead" | "reminder";
  readonly page: PageName;
  readonly fields: readonly KindField[];
  /**
   * The field whose value picks the product's questions (data/quote-questions.json), whose answers
   * travel by id beside the body (quote-answers.ts); null for a kind that asks none.
   */
  readonly answersBy: FieldName | null;
  readonly mails: KindMails;
}

const LEAD_MAILS: KindMails = { visitor: ["confirmation"] };
const asOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export const QUOTE_KIND: FormKind = {
  id: "quote",
  formType: "quote",
  selectedBy: null,
  title: FORM_TITLES.quote,
  record: "lead",
  page: "home",
  fields: [
    field("name", REQUIRED),
    field("email", { required: true, check: "blank" }),
    field("phone", PHONE),
    field("cpf", REQUIRED),
    field("insuranceType", { required: true, options: asOptions(QUICK_QUOTE_SERVICES) }),
    field("company"),
  ],
  answersBy: null,
  // No e-mail asked: nothing to confirm.
  mails: { visitor: [] },
};

export const HOME_CONTACT_KIND: FormKind = {
  id: "home-contact",
  formType: "contact",
  selectedBy: "insuranceType",
  title: FORM_TITLES.contact,
  record: "lead",
  page: "home",
  fields: [
    field("name", REQUIRED),
    field("email", EMAIL),
    field("phone", PHONE),
    field("insuranceType", { required: true, options: HOME_INSURANCE_TYPES }),
    field("message", REQUIRED),
  ],
  answersBy: null,
  mails: LEAD_MAILS,
};

export const CONTACT_PAGE_KIND: FormKind = {
  id: "contact-page",
  formType: "contact",
  selectedBy: "subject",
  title: FORM_TITLES.contact,
  record: "lead",
  page: "contact",
  fields: [
    field("name", REQUIRED),
    field("email", EMAIL),
    field("phone", PHONE),
    field("subject", REQUIRED),
    field("message", REQUIRED),
  ],
  answersBy: null,
  mails: LEAD_MAILS,
};

export const FULL_QUOTE_KIND: FormKind = {
  id: "full-quote",
  formType: "full-quote",
  selectedBy: null,
  title: FORM_TITLES["full-quote"],
  record: "lead",
  page: "quote",
  fields: [
    field("name", REQUIRED),
    field("email", EMAIL),
    field("phone", PHONE),
    field("cpf", REQUIRED),
    field("insuranceType", { required: true, options: FULL_QUOTE_TYPES }),
    field("additionalDetails"),
  ],
  answersBy: "insuranceType",
  mails: LEAD_MAILS,
};

/** The renewal reminder (issue 42): a record of its own, public.renewal_reminders, confirmed by the visitor before anything else. */
export const RENEWAL_REMINDER_KIND: FormKind = {
  id: "renewal-reminder",
  formType: "renewal-reminder",
  selectedBy: null,
  title: FORM_TITLES["renewal-reminder"],
  record: "reminder",
  page: "reminder",
  fields: [
    field("name", REQUIRED),
    field("email", EMAIL),
    field("phone", { check: "phone" }),
    field("insuranceType", { required: true, options: REMINDER_PRODUCTS, column: "product" }),
    field("renewalDate", {
      required: true,
      check: "renewal-date",
      column: "end_date",
      missing: "Informe a data de vencimento do seu seguro atual.",
    }),
    field("currentInsurer", { column: "current_insurer" }),
    field("consent", { required: true, check: "accepted", column: null, missing: REMINDER_CONSENT_MISSING }),
  ],
  answersBy: null,
  mails: { visitor: ["double-opt-in", "reminder"] },
};

/** Every kind, in the order the handler tries them. */
export const FORM_KINDS: readonly FormKind[] = [
  QUOTE_KIND,
  HOME_CONTACT_KIND,
  CONTACT_PAGE_KIND,
  FULL_QUOTE_KIND,
  RENEWAL_REMINDER_KIND,
];

/**
 * The kind a body is, or why it is none (pt-BR): its formType, and among kinds that share one, the
 * field present in the body that tells them apart (exactly one of them).
 */
export function kindOf(body: Readonly<Record<string, unknown>>): FormKind | string {
  const candidates = FORM_KINDS.filter((kind) => kind.formType === body.formType);
  if (candidates.length === 0) {
    const types = [...new Set(FORM_KINDS.map((kind) => `"${kind.formType}"`))];
    return `Tipo de formulário (formType) inválido: use ${types.slice(0, -1).join(", ")} ou ${types.at(-1)}.`;
  }
  if (candidates.length === 1) return candidates[0];
  const present = candidates.filter((kind) => kind.selectedBy !== null && kind.selectedBy in body);
  if (present.length === 1) return present[0];
  const choices = candidates.flatMap(({ selectedBy }) =>
    selectedBy === null ? [] : [`${sentenceLabel(FIELD_SPECS[selectedBy].label)} (${selectedBy})`],
  );
  return `A ${candidates[0].title.toLocaleLowerCase("pt-BR")} deve ter exatamente um destes campos: ${choices.join(" ou ")}.`;
}

/** The kind a stored lead was sent by (its formType, and which of the telling fields it holds). */
export function kindOfRecord(record: { formType: FormType } & Partial<Record<FieldName, unknown>>): FormKind {
  const candidates = FORM_KINDS.filter((kind) => kind.formType === record.formType);
  return (
    candidates.find((kind) => kind.selectedBy !== null && (record[kind.selectedBy] ?? null) !== null) ?? candidates[0]
  );
}
