/**
 * Each field of a lead's body, declared once: its column in `public.leads`, its limit, its pt-BR
 * label and how each part of the lead path treats it. Everything else reads this table: the body's
 * limits and labels (lead-contract.ts) and so the forms' maxLength and the validation, the row
 * mapping (lead-row.ts), the duplicate key (hashes in _shared), the staff mail's rows (email.ts),
 * the CSV (local-supabase/leads-csv.ts) and `npm run leads --search` (sql-store.ts). A new field is
 * one line here plus a migration adding its column; lead-fields.test.ts checks the two agree.
 * Runtime-free and small: the site's form chunk imports it.
 */

/**
 * How a value is shown to staff: as typed, as a phone or CPF/CNPJ Brazilians read, as the label of
 * the form's option, or as the visitor's free text (quoted in the mail, a full quote's answers taken out).
 */
export type FieldDisplay = "text" | "phone" | "tax-id" | "option" | "free-text" | "renewal-date" | "hidden";

/** What the duplicate key keeps of a value once spacing and case are folded: all of it, its digits, or its letters and digits. */
export type DedupeNormalisation = "text" | "digits" | "alphanumeric";

/** What every field of every form kind declares (form-kinds.ts reads it). */
export interface FieldSpec {
  /** The one name: the key in the request body and in the function's records (camelCase). */
  readonly field: string;
  /** For staff: the mail's and CSV's row, the CLI, the validation's error messages. */
  readonly label: string;
  /** The most code points it may hold after trimming; the forms' maxLength too. */
  readonly maxLength: number;
  /** A one-line input: zero-width and bidi marks are removed before it is stored (validate.ts). */
  readonly oneLine: boolean;
  readonly display: FieldDisplay;
}

export interface LeadFieldSpec extends FieldSpec {
  /** Its column in public.leads (snake_case, text). */
  readonly column: string;
  /** Sent by every form, so never null ("" for the quick quote's e-mail); the column is `not null`. */
  readonly always: boolean;
  readonly dedupe: DedupeNormalisation;
  /** Looked in by `npm run leads -- --search`. */
  readonly searchable: boolean;
}

/** The visitor's own words (a message, a quote's details): one long multi-line text, quoted to staff. */
const VISITOR_FREE_TEXT = {
  maxLength: 5000,
  always: false,
  oneLine: false,
  display: "free-text",
  dedupe: "text",
  searchable: true,
} as const;

/** In this order in the duplicate key, the mail, the CSV and the CLI. */
export const LEAD_FIELD_TABLE = [
  {
    field: "name",
    column: "name",
    label: "Nome",
    maxLength: 120,
    always: true,
    oneLine: true,
    display: "text",
    dedupe: "text",
    searchable: true,
  },
  {
    field: "email",
    column: "email",
    label: "E-mail",
    maxLength: 254,
    always: true,
    oneLine: false,
    display: "text",
    dedupe: "text",
    searchable: true,
  },
  {
    field: "phone",
    column: "phone",
    label: "Telefone",
    maxLength: 40,
    always: true,
    oneLine: false,
    display: "phone",
    dedupe: "digits",
    searchable: true,
  },
  {
    field: "cpf",
    column: "cpf",
    label: "CPF/CNPJ",
    maxLength: 40,
    always: false,
    oneLine: true,
    display: "tax-id",
    dedupe: "alphanumeric",
    searchable: false,
  },
  {
    field: "insuranceType",
    column: "insurance_type",
    label: "Tipo de seguro",
    maxLength: 80,
    always: false,
    oneLine: false,
    display: "option",
    dedupe: "text",
    searchable: true,
  },
  {
    field: "company",
    column: "company",
    label: "Empresa",
    maxLength: 120,
    always: false,
    oneLine: true,
    display: "text",
    dedupe: "text",
    searchable: true,
  },
  {
    field: "subject",
    column: "subject",
    label: "Assunto",
    maxLength: 200,
    always: false,
    oneLine: true,
    display: "text",
    dedupe: "text",
    searchable: true,
  },
  { field: "message", column: "message", label: "Mensagem", ...VISITOR_FREE_TEXT },
  { field: "additionalDetails", column: "additional_details", label: "Detalhes adicionais", ...VISITOR_FREE_TEXT },
] as const satisfies readonly LeadFieldSpec[];

type Spec = (typeof LEAD_FIELD_TABLE)[number];

export type LeadFieldName = Spec["field"];
export type LeadColumnName = Spec["column"];

/** The body's fields as the function holds them once validated: those every form sends are text, the others text or null. */
export type LeadFieldValues = { [S in Spec as S["field"]]: S["always"] extends true ? string : string | null };

/** The same as the table's columns hold them. */
export type LeadColumnValues = { [S in Spec as S["column"]]: S["always"] extends true ? string : string | null };

/** The values of a body's fields under their column names. */
export function toColumns(values: LeadFieldValues): LeadColumnValues {
  return Object.fromEntries(LEAD_FIELD_TABLE.map(({ field, column }) => [column, values[field]])) as LeadColumnValues;
}

/** The values of a row's field columns under the body's names. */
export function fromColumns(row: LeadColumnValues): LeadFieldValues {
  return Object.fromEntries(LEAD_FIELD_TABLE.map(({ field, column }) => [field, row[column]])) as LeadFieldValues;
}

/** Every field empty, as validation starts a lead: "" for those every form sends, null for the others. */
export function emptyFields(): LeadFieldValues {
  return Object.fromEntries(
    LEAD_FIELD_TABLE.map(({ field, always }) => [field, always ? "" : null]),
  ) as LeadFieldValues;
}
