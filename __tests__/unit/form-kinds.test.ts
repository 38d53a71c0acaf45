/**
 * The registry of form kinds (contract/form-kinds.ts), walked: every kind's fields reach its
 * validator, its store and its staff mail under one name — the body's key is the validated value's
 * name, the store writes it to the column the entry declares and reads it back under the same name,
 * and the mail shows it under its label. The entries stay short (a kind is a screenful), and every
 * kind is reachable by its body alone.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import {
  FORM_KINDS,
  kindOf,
  type FormKind,
  type KindField,
} from "../../supabase/functions/_shared/contract/form-kinds";
import { LEAD_FIELD_TABLE } from "../../supabase/functions/_shared/contract/lead-fields";
import { shiftDays, todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import { describeRenewal } from "../../supabase/functions/_shared/contract/renewal-reminder";
import { leadFieldsOf, reminderFieldsOf, validateForm } from "../../supabase/functions/_shared/validate";
import { fromLeadRow, toNewLeadRow, type LeadRow } from "../../supabase/functions/_shared/lead-row";
import { fromReminderRow, toReminderColumns } from "../../supabase/functions/_shared/reminder-sql-store";
import { renderLeadEmail } from "../../supabase/functions/_shared/email";
import { renderReminderToStaff } from "../../supabase/functions/_shared/reminder-mails";
import { BLANK_CONTEXT, QUOTE_QUESTIONS } from "../../test-kit/lead-fixtures";
import { ROOT } from "../../test-kit/paths";

const TODAY = todayInSaoPaulo();
const ENTRY_MAX_LINES = 40;

/** A value each field's rule accepts, distinct from every other field's, so a value found names its field. */
function sample(field: KindField): string | boolean {
  if (field.check === "accepted") return true;
  if (field.check === "blank") return "";
  if (field.check === "renewal-date") return shiftDays(TODAY, 40);
  if (field.check === "email") return "ana.souza@example.com";
  if (field.check === "phone") return "11 98765-4321";
  if (field.options) return field.options[0].value;
  return `valor de ${field.field}`;
}

/** What staff read for a sample value, by the field's display. */
function shown(field: KindField, value: string): string {
  if (field.display === "phone") return "(11) 98765-4321";
  if (field.display === "option") return field.options?.find((option) => option.value === value)?.label ?? value;
  if (field.display === "renewal-date") return describeRenewal(value, TODAY);
  return value;
}

const bodyOf = (kind: FormKind): Record<string, unknown> => ({
  formType: kind.formType,
  ...Object.fromEntries(kind.fields.map((field) => [field.field, sample(field)])),
});

/** A validated body as its store writes it and reads it back: the row's columns, then the record. */
function storedRoundTrip(kind: FormKind, values: Record<string, string | null>) {
  if (kind.record === "lead") {
    const lead = {
      ...leadFieldsOf(kind, values),
      ...BLANK_CONTEXT,
    };
    const row = toNewLeadRow(lead);
    const record = fromLeadRow({
      ...(row as unknown as LeadRow),
      id: "l",
      protocol: "2026-00001",
      received_at: "2026-11-27T12:00:00Z",
      next_attempt_at: "2026-11-27T12:00:00Z",
      last_attempt_at: null,
      delivered_at: null,
    });
    return { row: row as Record<string, unknown>, record: record as unknown as Record<string, unknown> };
  }
  const row = toReminderColumns(reminderFieldsOf(values));
  const record = fromReminderRow({
    ...row,
    id: "r",
    spam_reason: null,
    state: "pending",
    created_at: "2026-11-27T12:00:00Z",
    confirmed_at: null,
    sent_at: null,
    confirmation_status: null,
    visitor_mail_sent_at: null,
    staff_mail_sent_at: null,
    last_error: null,
  });
  return { row: row as Record<string, unknown>, record: record as unknown as Record<string, unknown> };
}

function staffMail(kind: FormKind, record: Record<string, unknown>): string {
  if (kind.record === "reminder")
    return renderReminderToStaff(
      { ...reminderFieldsOf(record as Record<string, string>), createdAt: "2026-11-27T12:00:00Z", confirmedAt: null },
      "Corretora Teste",
      TODAY,
    ).text;
  const lead = record as unknown as Parameters<typeof renderLeadEmail>[0];
  return renderLeadEmail(
    { ...lead, id: "l", protocol: "2026-00001", page: null },
    {
      brokerageName: "Corretora Teste",
      quoteQuestions: QUOTE_QUESTIONS,
    },
  ).text;
}

describe.each(FORM_KINDS.map((kind) => [kind.id, kind] as const))("the %s kind", (_id, kind) => {
  it("is the kind of its own body", () => {
    expect(kindOf(bodyOf(kind))).toBe(kind);
  });

  it("validates each field under its name, and refuses each required one at that name", () => {
    const validation = validateForm(bodyOf(kind), TODAY);
    if (!validation.ok) throw new Error(`refused: ${validation.error}`);
    for (const field of kind.fields) {
      expect(Object.hasOwn(validation.values, field.field)).toBe(true);
      if (field.check !== "accepted") expect(validation.values[field.field]).toBe(sample(field));
    }
    for (const field of kind.fields.filter((candidate) => candidate.required)) {
      const { [field.field]: _left, ...without } = bodyOf(kind);
      // Without the field that tells it from its sibling, the body is no kind: refused as such (kindOf).
      const refusal = field.field === kind.selectedBy ? { error: kindOf(without) } : { field: field.field };
      expect(validateForm(without, TODAY)).toMatchObject({ ok: false, status: 422, ...refusal });
    }
  });

  it("stores each field in the column its entry declares, and reads it back under the same name", () => {
    const validation = validateForm(bodyOf(kind), TODAY);
    if (!validation.ok) throw new Error(validation.error);
    const { row, record } = storedRoundTrip(kind, validation.values);
    for (const field of kind.fields.filter((candidate) => candidate.column !== null)) {
      expect([field.field, row[field.column as string]]).toEqual([field.field, validation.values[field.field]]);
      expect([field.field, record[field.field]]).toEqual([field.field, validation.values[field.field]]);
    }
    // A lead's columns are the field table's, the one declaration of public.leads.
    if (kind.record === "lead")
      for (const field of kind.fields)
        expect(field.column).toBe(LEAD_FIELD_TABLE.find((spec) => spec.field === field.field)?.column);
  });

  it("shows each field in the staff mail under its label", () => {
    const validation = validateForm(bodyOf(kind), TODAY);
    if (!validation.ok) throw new Error(validation.error);
    const text = staffMail(kind, storedRoundTrip(kind, validation.values).record);
    for (const field of kind.fields) {
      const value = validation.values[field.field];
      if (field.display === "hidden" || value === null || value === "" || value === undefined) continue;
      if (field.display === "free-text") expect(text).toContain(`${field.label}:\n> ${value}`);
      else expect(text).toContain(`${field.label}: ${shown(field, value)}`);
    }
  });
});

describe("the registry", () => {
  it("tells the two contact forms apart by the field each sends, and refuses a body with both or neither", () => {
    const [home, page] = FORM_KINDS.filter((kind) => kind.formType === "contact");
    expect(kindOf({ formType: "contact", insuranceType: "vida" })).toBe(home);
    expect(kindOf({ formType: "contact", subject: "Dúvida" })).toBe(page);
    expect(kindOf({ formType: "contact" })).toBe(
      "A mensagem de contato deve ter exatamente um destes campos: tipo de seguro (insuranceType) ou assunto (subject).",
    );
    expect(kindOf({ formType: "newsletter" })).toBe(
      'Tipo de formulário (formType) inválido: use "quote", "contact", "full-quote" ou "renewal-reminder".',
    );
  });

  it(`keeps each entry within ${ENTRY_MAX_LINES} lines`, () => {
    const file = "supabase/functions/_shared/contract/form-kinds.ts";
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join(ROOT, file), "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const entries = source.statements.flatMap((statement) =>
      ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.filter(
            (declaration) => declaration.type?.getText(source) === "FormKind" && declaration.initializer,
          )
        : [],
    );
    expect(entries.map((entry) => entry.name.getText(source)).sort()).toEqual(
      FORM_KINDS.map((kind) => `${kind.id.replace(/-/g, "_").toUpperCase()}_KIND`).sort(),
    );
    for (const entry of entries) {
      const start = source.getLineAndCharacterOfPosition(entry.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(entry.getEnd()).line;
      expect([entry.name.getText(source), end - start + 1 <= ENTRY_MAX_LINES]).toEqual([
        entry.name.getText(source),
        true,
      ]);
    }
  });
});
