/**
 * The field table (supabase/functions/_shared/contract/lead-fields.ts) against the database the
 * migrations make: every field has its text column, `not null` exactly when every form sends it;
 * every other column of public.leads is one the function fills from the request or the delivery,
 * never a body field the table forgot; and a lead with every field set goes through submit_lead and
 * comes back whole, so a migration that adds a column but not to submit_lead's insert fails here.
 * A real PostgreSQL 17 with every migration applied (test-kit/embedded-postgres.ts).
 */
import { startPostgres, type PostgresServer } from "../../test-kit/embedded-postgres";
import { LEAD_FIELD_TABLE, type LeadFieldValues } from "../../supabase/functions/_shared/contract/lead-fields";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import type { PostgresClient } from "../../supabase/functions/send-form-email/postgres-client";
import { submitRules } from "../../test-kit/store-rules";
import { BLANK_CONTEXT } from "../../test-kit/lead-fixtures";

/** Columns that are not body fields: the lead's identity, the request's context, its delivery and confirmation. */
const NOT_FIELDS = [
  "id",
  "protocol",
  "form_type",
  "received_at",
  "page",
  "origin",
  "user_agent",
  "client_hash",
  "spam_reason",
  "dedupe_key",
  "landing_page",
  "referrer_origin",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "quote_answers",
  "delivery_status",
  "attempts",
  "last_error",
  "last_attempt_at",
  "next_attempt_at",
  "claimed_until",
  "retry_since",
  "delivered_at",
  "delivered_via",
  "held_for_digest",
  "digest_batch",
  "confirmation_status",
  "confirmation_attempts",
  "confirmation_queued_at",
  "confirmation_next_attempt_at",
  "confirmation_claimed_until",
  "confirmation_note",
  "confirmation_sent_at",
];

let postgres: PostgresServer;
let db: PostgresClient;

beforeAll(async () => {
  postgres = await startPostgres();
  db = (await postgres.createLeadsDatabase()).client;
}, 120_000);
afterAll(async () => {
  await db?.end();
  await postgres?.stop();
});

interface Column {
  column_name: string;
  data_type: string;
  is_nullable: "YES" | "NO";
}

describe("the field table agrees with the migrations' public.leads", () => {
  it("gives every field a text column, not null exactly when every form sends it", async () => {
    const columns = await db.query<Column>(
      "select column_name, data_type, is_nullable from information_schema.columns where table_schema = 'public' and table_name = 'leads'",
    );
    const byName = new Map(columns.map((column) => [column.column_name, column]));
    for (const { field, column, always } of LEAD_FIELD_TABLE) {
      expect([field, byName.get(column)?.data_type, byName.get(column)?.is_nullable]).toEqual([
        field,
        "text",
        always ? "NO" : "YES",
      ]);
    }
    // A column neither a field nor one the function fills itself: a field missing from the table.
    const fieldColumns = LEAD_FIELD_TABLE.map((spec): string => spec.column);
    expect(
      columns
        .map((column) => column.column_name)
        .filter((name) => !fieldColumns.includes(name) && !NOT_FIELDS.includes(name)),
    ).toEqual([]);
    expect(NOT_FIELDS.filter((name) => !byName.has(name))).toEqual([]);
  });

  it("stores every field through submit_lead and reads each back under its name", async () => {
    const store = createSqlStore(db);
    // Each field its own value, so a field read from another's column shows.
    const fields = Object.fromEntries(
      LEAD_FIELD_TABLE.map(({ field }) => [field, `valor de ${field} ✓`]),
    ) as LeadFieldValues;
    const outcome = await store.submit(
      {
        formType: "full-quote",
        ...fields,
        ...BLANK_CONTEXT,
        clientHash: "cliente",
      },
      submitRules("campos"),
    );
    expect(outcome.outcome).toBe("stored");
    const [lead] = await store.list({});
    for (const { field } of LEAD_FIELD_TABLE) expect([field, lead[field]]).toEqual([field, fields[field]]);
    // The search looks in the searchable fields' columns only.
    for (const { field, searchable } of LEAD_FIELD_TABLE) {
      expect([field, (await store.list({ search: `valor de ${field}` })).length]).toEqual([field, searchable ? 1 : 0]);
    }
  });
});
