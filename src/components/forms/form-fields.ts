/**
 * Each lead form's fields, declared once: the input's name (SPEC §3), the label the visitor reads,
 * the body field it fills and so its limit (the contract's field table), and how it is typed. The
 * forms render them through one component (FormField.tsx) and start from the empty values these
 * give; the body builders (contract/form-bodies.ts) map the same names to SPEC §7's bodies.
 *
 * From the contract this module reads the field table's labels and limits (`LEAD_FIELDS`,
 * `MAX_LENGTHS`), the options (`QUICK_QUOTE_SERVICES`, `HOME_INSURANCE_TYPES`, `FULL_QUOTE_TYPES`)
 * and the reminder's own fields (`REMINDER_LABELS`, `REMINDER_LIMITS`, `REMINDER_PRODUCTS`).
 */
import {
  LEAD_FIELDS,
  MAX_LENGTHS,
  type LeadFieldName,
} from "../../../supabase/functions/_shared/contract/lead-contract";
import {
  FULL_QUOTE_TYPES,
  HOME_INSURANCE_TYPES,
  QUICK_QUOTE_SERVICES,
  type Option,
} from "../../../supabase/functions/_shared/contract/options";
import {
  REMINDER_LABELS,
  REMINDER_LIMITS,
  REMINDER_PRODUCTS,
} from "../../../supabase/functions/_shared/contract/renewal-reminder";
import type {
  ContactPageValues,
  FullQuoteValues,
  HomeContactValues,
  QuickQuoteValues,
  ReminderValues,
} from "../../../supabase/functions/_shared/contract/form-bodies";
import { PRODUCT_PARAMETER } from "../../../supabase/functions/_shared/contract/routes";

export type FieldControl = "text" | "email" | "tel" | "textarea" | "select" | "date" | "checkbox";

/** One field as a form shows it: everything FormField needs to draw it, nothing about the form's state. */
export interface FieldDeclaration {
  /** The input's name: the key of the form's values, and what a test or the browser's autofill finds. */
  readonly name: string;
  /** What the visitor reads; a checkbox's is the text beside it. */
  readonly label: string;
  readonly control: FieldControl;
  /** Natively required: the browser stops the submission, and the label carries the * mark. */
  readonly required?: boolean;
  /** The function's limit for the body field it fills (code points; the browser counts UTF-16 units, which is stricter). */
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly inputMode?: "numeric" | "decimal" | "text";
  readonly placeholder?: string;
  readonly autoCapitalize?: "characters";
  readonly spellCheck?: false;
  /** Under the field, tied to it (aria-describedby). */
  readonly help?: string | null;
  /** A select's choices; its first, empty one reads `placeholder`. */
  readonly options?: readonly Option[];
  /** A date's earliest and latest day ("YYYY-MM-DD"): the picker's range and the browser's own check. */
  readonly min?: string;
  readonly max?: string;
  /** A select's query parameter whose value the island loader chooses before React (src/islands/contract.ts). */
  readonly preselect?: string;
  /** A checkbox whose label speaks of the privacy policy: the link to it follows, a target of its own. */
  readonly policyLink?: boolean;
}

/** A form's fields by input name: exactly the keys of its values. */
export type FieldTable<V> = { readonly [K in keyof V & string]: FieldDeclaration & { readonly name: K } };

/** The form's layout, top to bottom: a field's name, or the names of fields sharing a row on a wide screen. */
export type FieldRows<N extends string> = readonly (N | readonly N[])[];

type Fields = Readonly<Record<string, FieldDeclaration>>;

/** A lead form as the visitor meets it: its name, its fields in their rows, its button. */
export interface FormDeclaration<T extends Fields> {
  /** The form's accessible name; also the name its kept values go under (src/islands/form-memory.ts). */
  readonly label: string;
  readonly testId: string;
  readonly submitLabel: string;
  readonly fields: T;
  readonly rows: FieldRows<keyof T & string>;
}

/** Checks that the rows name the form's own fields. */
const declareForm = <T extends Fields>(form: FormDeclaration<T>) => form;

/** How each body field is typed: the control, what the browser may fill in, the keyboard. */
const INPUTS: Record<LeadFieldName, Pick<FieldDeclaration, "control" | "autoComplete" | "inputMode">> = {
  name: { control: "text", autoComplete: "name" },
  email: { control: "email", autoComplete: "email" },
  phone: { control: "tel", autoComplete: "tel" },
  cpf: { control: "text", inputMode: "numeric" },
  insuranceType: { control: "select" },
  company: { control: "text", autoComplete: "organization" },
  subject: { control: "text" },
  message: { control: "textarea" },
  additionalDetails: { control: "textarea" },
};

type Overrides = Partial<Omit<FieldDeclaration, "name">>;

/**
 * The input `name` that fills the body field `field`: the table's label (unless the form words it
 * otherwise, as SPEC §3 does for the CPF), its limit, and how it is typed.
 */
function leadInput<N extends string>(name: N, field: LeadFieldName, overrides: Overrides = {}) {
  return {
    name,
    label: LEAD_FIELDS[field].label,
    maxLength: MAX_LENGTHS[field],
    ...INPUTS[field],
    ...overrides,
  } satisfies FieldDeclaration;
}

const REQUIRED = { required: true } as const;

const choose = (placeholder: string, options: readonly Option[]) => ({ required: true, placeholder, options }) as const;

export const QUICK_QUOTE_FORM = declareForm({
  label: "Cotação rápida",
  testId: "quick-quote-form",
  submitLabel: "Solicitar Cotação",
  fields: {
    nome: leadInput("nome", "name", REQUIRED),
    cpf: leadInput("cpf", "cpf", { ...REQUIRED, label: "CNPJ/CPF" }),
    telefone: leadInput("telefone", "phone", REQUIRED),
    servicos: leadInput("servicos", "insuranceType", {
      label: "Serviço de interesse",
      ...choose(
        "Selecione um serviço",
        QUICK_QUOTE_SERVICES.map((service) => ({ value: service, label: service })),
      ),
    }),
    empresa: leadInput("empresa", "company", { label: "Empresa (opcional)" }),
  } satisfies FieldTable<QuickQuoteValues>,
  rows: ["nome", ["cpf", "telefone"], "servicos", "empresa"],
});

export const HOME_CONTACT_FORM = declareForm({
  label: "Formulário de contato",
  testId: "home-contact-form",
  submitLabel: "Enviar Mensagem",
  fields: {
    name: leadInput("name", "name", REQUIRED),
    email: leadInput("email", "email", REQUIRED),
    phone: leadInput("phone", "phone", REQUIRED),
    insuranceType: leadInput(
      "insuranceType",
      "insuranceType",
      choose("Selecione o tipo de seguro", HOME_INSURANCE_TYPES),
    ),
    message: leadInput("message", "message", REQUIRED),
  } satisfies FieldTable<HomeContactValues>,
  rows: ["name", ["email", "phone"], "insuranceType", "message"],
});

/** Every field required and marked with * (SPEC §5). */
export const CONTACT_PAGE_FORM = declareForm({
  label: "Formulário de contato",
  testId: "contact-form",
  submitLabel: "Enviar Mensagem",
  fields: {
    nome: leadInput("nome", "name", REQUIRED),
    telefone: leadInput("telefone", "phone", REQUIRED),
    email: leadInput("email", "email", REQUIRED),
    assunto: leadInput("assunto", "subject", REQUIRED),
    mensagem: leadInput("mensagem", "message", REQUIRED),
  } satisfies FieldTable<ContactPageValues>,
  rows: ["nome", ["telefone", "email"], "assunto", "mensagem"],
});

/** The full quote's own fields; the product questions' answers are declared in data/quote-questions.json. */
type FullQuoteOwnValues = Pick<FullQuoteValues, Exclude<keyof FullQuoteValues, `${string}.${string}`>>;

/** Its rows are those above the product's questions; the form draws the details and the terms after them. */
export const FULL_QUOTE_FORM = declareForm({
  label: "Solicitação de cotação",
  testId: "full-quote-form",
  submitLabel: "Solicitar Cotação",
  fields: {
    nome: leadInput("nome", "name", { ...REQUIRED, label: "Nome completo" }),
    cpf: leadInput("cpf", "cpf", { ...REQUIRED, label: "CPF" }),
    telefone: leadInput("telefone", "phone", REQUIRED),
    email: leadInput("email", "email", REQUIRED),
    tipoSeguro: leadInput("tipoSeguro", "insuranceType", {
      ...choose("Selecione o tipo de seguro", FULL_QUOTE_TYPES),
      preselect: PRODUCT_PARAMETER,
    }),
    // Its limit is what additionalDetails leaves after the answers' lines: the form sets it as they change.
    outrosDetalhes: leadInput("outrosDetalhes", "additionalDetails", {
      label: "Outros detalhes (opcional)",
      placeholder: "Conte mais sobre o que você precisa: bem a segurar, coberturas desejadas, prazos...",
    }),
    // Not natively required: the form blocks the submission itself, with SPEC §5's notice.
    aceiteTermos: {
      name: "aceiteTermos",
      label: "Li e aceito os termos e condições e a Política de Privacidade.",
      control: "checkbox",
      policyLink: true,
    },
  } satisfies FieldTable<FullQuoteOwnValues>,
  rows: ["nome", ["cpf", "telefone"], "email", "tipoSeguro"],
});

/**
 * The renewal reminder (issue 42): its fields are named as its body's, and its consent's label
 * names the brokerage and the days before the end date (reminderConsent).
 */
export function reminderForm(consent: string) {
  return declareForm({
    label: "Pedido de lembrete de renovação",
    testId: "reminder-form",
    submitLabel: "Pedir lembrete",
    fields: {
      name: leadInput("name", "name", REQUIRED),
      email: leadInput("email", "email", REQUIRED),
      phone: leadInput("phone", "phone", { label: "WhatsApp (opcional)" }),
      insuranceType: leadInput("insuranceType", "insuranceType", {
        label: "Seguro",
        ...choose("Selecione o seguro", REMINDER_PRODUCTS),
        preselect: PRODUCT_PARAMETER,
      }),
      renewalDate: {
        name: "renewalDate",
        label: REMINDER_LABELS.renewalDate,
        control: "date",
        ...REQUIRED,
        autoComplete: "off",
      },
      currentInsurer: {
        name: "currentInsurer",
        label: `${REMINDER_LABELS.currentInsurer} (opcional)`,
        control: "text",
        autoComplete: "off",
        maxLength: REMINDER_LIMITS.currentInsurer,
      },
      consent: { name: "consent", label: consent, control: "checkbox", ...REQUIRED },
    } satisfies FieldTable<ReminderValues>,
    rows: [["name", "email"], ["phone", "insuranceType"], ["renewalDate", "currentInsurer"], "consent"],
  });
}

/** The values of a table's fields: a checkbox's is whether it is ticked, any other's its text. */
export type ValuesOf<T> = { -readonly [K in keyof T]: T[K] extends { control: "checkbox" } ? boolean : string };

/** A form's values before the visitor types: every text empty, every box unticked. */
export function emptyValues<T extends Readonly<Record<string, FieldDeclaration>>>(fields: T): ValuesOf<T> {
  return Object.fromEntries(
    Object.values(fields).map((field) => [field.name, field.control === "checkbox" ? false : ""]),
  ) as ValuesOf<T>;
}
