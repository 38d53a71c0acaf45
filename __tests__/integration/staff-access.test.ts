/**
 * What staff rely on, on a real PostgreSQL 17 with the production migrations: short protocols
 * assigned atomically (also to leads stored before the migration), and `npm run leads` through the
 * read-only role leads_reader, which can read and export every lead and change none.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startPostgres, type PostgresServer } from "../../test-kit/embedded-postgres";
import { nodeEntryArgs } from "../../test-kit/node-entries";
import { ROOT } from "../../test-kit/paths";
import { applyMigrations } from "../../local-supabase/migrate";
import { NO_SOURCE } from "../../supabase/functions/_shared/contract/lead-source";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import type { NewLead } from "../../supabase/functions/_shared/types";
import { createPostgresClient } from "../../supabase/functions/send-form-email/postgres-client";
import { submitRules } from "../../test-kit/store-rules";
import { BLANK_CONTEXT } from "../../test-kit/lead-fixtures";

const run = promisify(execFile);
const PROTOCOL_MIGRATION = "20261126000000_lead_protocol_and_source.sql";

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
});

const lead = (name: string, overrides: Partial<NewLead> = {}): NewLead => ({
  formType: "full-quote",
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  phone: "11 98765-4321",
  cpf: "123.456.789-00",
  insuranceType: "veiculo",
  company: null,
  subject: null,
  message: null,
  additionalDetails: null,
  ...BLANK_CONTEXT,
  ...overrides,
});

const year = () => new Date(Date.now() - 3 * 3600 * 1000).getUTCFullYear();

describe("protocols", () => {
  it("are unique and consecutive under 40 concurrent submissions, and a resubmission keeps its own", async () => {
    const { url } = await postgres.createLeadsDatabase();
    const wide = createPostgresClient(url, { queryTimeoutMs: 30_000, connectTimeoutSeconds: 10, maxConnections: 20 });
    try {
      const store = createSqlStore(wide);
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, index) => store.submit(lead(`Pessoa ${index}`), submitRules(`k${index}`))),
      );
      const protocols = outcomes.map((outcome) => (outcome.outcome === "stored" ? outcome.protocol : "")).sort();
      expect(protocols).toEqual(
        Array.from({ length: 40 }, (_, index) => `${year()}-${String(index + 1).padStart(5, "0")}`),
      );
      const again = await store.submit(lead("Pessoa 7"), submitRules("k7"));
      expect(again).toMatchObject({
        outcome: "duplicate",
        protocol: outcomes[7].outcome === "stored" ? outcomes[7].protocol : "?",
      });
    } finally {
      await wide.end();
    }
  }, 60_000);

  it("stay consecutive when submissions that took a number roll back among 40 concurrent ones", async () => {
    const { url, client } = await postgres.createLeadsDatabase();
    const wide = createPostgresClient(url, { queryTimeoutMs: 30_000, connectTimeoutSeconds: 10, maxConnections: 20 });
    try {
      const store = createSqlStore(wide);
      // Every fourth breaks the form_type check, which is checked after next_protocol() ran in the insert.
      const bogus = (index: number) => index % 4 === 3;
      const settled = await Promise.allSettled(
        Array.from({ length: 40 }, (_, index) =>
          store.submit(
            lead(`Pessoa ${index}`, bogus(index) ? { formType: "bogus" as NewLead["formType"] } : {}),
            submitRules(`r${index}`),
          ),
        ),
      );
      expect(settled.filter((result) => result.status === "rejected")).toHaveLength(10);
      const protocols = settled
        .flatMap((result) =>
          result.status === "fulfilled" && result.value.outcome === "stored" ? [result.value.protocol] : [],
        )
        .sort();
      expect(protocols).toEqual(
        Array.from({ length: 30 }, (_, index) => `${year()}-${String(index + 1).padStart(5, "0")}`),
      );
      const [counter] = await client.query<{ last_number: number }>(
        "select last_number from leads_private.protocol_counters where year = $1",
        [year()],
      );
      expect(counter.last_number).toBe(30);
    } finally {
      await wide.end();
    }
  }, 60_000);

  it("are given to the leads stored before the migration, in arrival order per year, and numbering goes on after them", async () => {
    const { client } = await postgres.createLeadsDatabase({ migrationsBefore: PROTOCOL_MIGRATION });
    for (const [name, receivedAt] of [
      ["Dezembro", "2025-12-31T23:00:00-03:00"],
      ["Janeiro", "2026-01-01T00:30:00-03:00"],
      ["Fevereiro", "2026-02-01T12:00:00-03:00"],
    ]) {
      await client.query(
        "insert into public.leads (form_type, name, phone, client_hash, received_at) values ('contact', $1, '1', null, $2)",
        [name, receivedAt],
      );
    }
    await applyMigrations(client, { includeHostedOnly: true });
    const rows = await client.query<{ name: string; protocol: string }>(
      "select name, protocol from public.leads order by received_at",
    );
    expect(rows).toEqual([
      { name: "Dezembro", protocol: "2025-00001" },
      { name: "Janeiro", protocol: "2026-00001" },
      { name: "Fevereiro", protocol: "2026-00002" },
    ]);
    const next = await createSqlStore(client).submit(lead("Depois"), submitRules("depois"));
    expect(next).toMatchObject({ protocol: year() === 2026 ? "2026-00003" : `${year()}-00001` });
  }, 60_000);
});

describe("the staff's read-only role (leads_reader) and npm run leads", () => {
  let readerUrl: string;

  beforeAll(async () => {
    const created = await postgres.createLeadsDatabase();
    readerUrl = created.readerUrl;
    const store = createSqlStore(created.client);
    await store.submit(
      lead("Zuleica Bragança", {
        source: {
          ...NO_SOURCE,
          landingPage: "/servicos/seguro-auto",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "auto-sp-nov",
        },
      }),
      submitRules("z"),
    );
    await store.submit(
      lead("Otávio Souza", {
        formType: "contact",
        insuranceType: "vida",
        cpf: null,
        message: "Quero um seguro de vida",
      }),
      submitRules("o"),
    );
  }, 60_000);

  it("reads every lead and can change none, not even in a read-write transaction", async () => {
    const reader = createPostgresClient(readerUrl, {
      queryTimeoutMs: 10_000,
      connectTimeoutSeconds: 10,
      maxConnections: 1,
    });
    try {
      expect(await reader.query<{ count: string }>("select count(*)::text as count from public.leads")).toEqual([
        { count: "2" },
      ]);
      for (const statement of [
        "insert into public.leads (form_type, name, phone) values ('contact', 'x', '1')",
        "update public.leads set name = 'x'",
        "delete from public.leads",
        "truncate public.leads",
        "select leads_private.next_protocol()",
        "select * from leads_private.outbound_mails",
        "select * from leads_private.confirmation_recipients",
        "select leads_private.queue_confirmation(gen_random_uuid(), 'x', interval '1 day', 3, interval '1 hour', interval '1 minute')",
      ]) {
        await expect(reader.query(statement)).rejects.toThrow(/permission denied|read-only transaction/);
      }
      await expect(reader.exec("begin read write; update public.leads set name = 'x'; commit")).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await reader.end();
    }
  });

  const leads = (...args: string[]) =>
    run(process.execPath, [...nodeEntryArgs("leads"), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: readerUrl },
    });

  it("lists, searches (accents and case aside) and finds by protocol", async () => {
    const all = (await leads()).stdout;
    expect(all).toContain("Zuleica Bragança");
    expect(all).toContain("Otávio Souza");
    expect(all).toContain("google / cpc / auto-sp-nov");
    const found = (await leads("--search", "zuleica braganca")).stdout;
    expect(found).toContain("Zuleica Bragança");
    expect(found).not.toContain("Otávio");
    const protocol = /\b(\d{4}-\d{5})\b/.exec(found)?.[1] ?? "";
    expect((await leads("--protocol", protocol)).stdout).toContain("1 lead(s)");
    expect((await leads("--form", "contact")).stdout).toContain("Otávio Souza");
    expect((await leads("--product", "vida")).stdout).not.toContain("Zuleica");
    expect((await leads("--from", "2000-01-01", "--to", "2000-12-31")).stdout).toContain("0 lead(s)");
  }, 60_000);

  it("exports the CSV with the protocol and the source, and sums leads up per week by product and source", async () => {
    const csv = (await leads("--csv")).stdout;
    const zuleica = csv.split("\r\n").find((line) => line.includes("Zuleica"));
    expect(zuleica).toMatch(/^"\d{4}-\d{5}";/);
    expect(zuleica).toContain('"google / cpc / auto-sp-nov"');
    expect(zuleica).toContain('"/servicos/seguro-auto"');
    const summary = (await leads("--summary")).stdout;
    expect(summary).toMatch(/Semana de \d{2}\/\d{2}\/\d{4}: 2 lead\(s\)/);
    expect(summary).toContain("Seguro de Veículo");
    expect(summary).toContain("google / cpc / auto-sp-nov");
    expect(summary).toContain("direto / sem origem");
  }, 60_000);
});
