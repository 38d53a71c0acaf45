/**
 * The lead rules of the migration on a real PostgreSQL 17 (Supabase's major version), through the
 * one SQL store, with truly concurrent connections: atomic rate limit and duplicate check, claims
 * that never overlap, backoff with jitter, the mail ceiling, retention, staff re-queue.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startPostgres, type PostgresServer } from "../../dev/embedded-postgres";
import { MIGRATIONS_DIR } from "../../local-supabase/migrate";
import { retentionInterval } from "../../supabase/functions/_shared/retention";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import type { LeadStore, NewLead, SubmitRules } from "../../supabase/functions/_shared/types";
import { createPostgresClient, type PostgresClient } from "../../supabase/functions/send-form-email/postgres-client";
import { ROOT } from "./helpers";

let postgres: PostgresServer;
let db: PostgresClient;
let store: LeadStore;
/** Many connections, so concurrent calls really run in parallel in the server. */
let wide: PostgresClient;

beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await wide?.end();
  await postgres?.stop();
});
beforeEach(async () => {
  await wide?.end();
  const created = await postgres.createLeadsDatabase();
  db = created.client;
  store = createSqlStore(db);
  wide = createPostgresClient(created.url, { queryTimeoutMs: 30_000, connectTimeoutSeconds: 10, maxConnections: 25 });
});

const newLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  formType: "contact",
  name: "Ana",
  email: "ana@example.com",
  phone: "11 3333-4444",
  cpf: null,
  insuranceType: "vida",
  company: null,
  subject: null,
  message: "oi",
  additionalDetails: null,
  page: null,
  origin: null,
  userAgent: null,
  clientHash: "cliente-a",
  ...overrides,
});
const rules = (overrides: Partial<SubmitRules> = {}): SubmitRules => ({
  dedupeKey: `chave-${Math.random()}`,
  dedupeWindowSeconds: 600,
  rateLimitMax: 10,
  rateLimitWindowSeconds: 600,
  leaseSeconds: 600,
  ...overrides,
});
const policy = { baseSeconds: 60, maxDelaySeconds: 6 * 3600, windowSeconds: 72 * 3600 };

async function storedLead(overrides: Partial<NewLead> = {}): Promise<string> {
  const outcome = await store.submit(newLead(overrides), rules());
  if (outcome.outcome === "rate_limited") throw new Error("unexpected rate limit");
  return outcome.id;
}

describe("submit_lead", () => {
  it("lets exactly N of 50 truly concurrent submissions of one client through", async () => {
    const concurrent = createSqlStore(wide);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => concurrent.submit(newLead(), rules())));
    expect(outcomes.filter((outcome) => outcome.outcome === "stored")).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.outcome === "rate_limited")).toHaveLength(40);
    expect(await store.list({})).toHaveLength(10);
    // Another client has its own bucket.
    expect((await store.submit(newLead({ clientHash: "cliente-b" }), rules())).outcome).toBe("stored");
  });

  it("answers concurrent duplicates with the one stored lead, and stores it again after the window", async () => {
    const concurrent = createSqlStore(wide);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => concurrent.submit(newLead({ clientHash: `c${index}` }), rules({ dedupeKey: "mesmo-lead" }))),
    );
    const ids = new Set(outcomes.map((outcome) => (outcome.outcome === "rate_limited" ? null : outcome.id)));
    expect(ids.size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.outcome === "stored")).toHaveLength(1);
    await db.query("update public.leads set received_at = now() - interval '11 minutes'");
    expect((await store.submit(newLead(), rules({ dedupeKey: "mesmo-lead" }))).outcome).toBe("stored");
  });

  it("leases a new lead to its submitter so no scheduled run takes it meanwhile", async () => {
    const id = await storedLead();
    expect(await store.claimDue(10, 600)).toEqual([]);
    await db.query("update public.leads set claimed_until = now() - interval '1 second' where id = $1", [id]);
    expect((await store.claimDue(10, 600)).map((lead) => lead.id)).toEqual([id]);
  });
});

describe("claims", () => {
  it("never hands the same lead to two concurrent runs", async () => {
    for (let index = 0; index < 30; index += 1) await storedLead({ clientHash: `c${index}` });
    await db.query("update public.leads set claimed_until = null");
    const concurrent = createSqlStore(wide);
    const batches = await Promise.all(Array.from({ length: 8 }, () => concurrent.claimDue(5, 600)));
    const ids = batches.flat().map((lead) => lead.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
    expect(await store.claimDue(5, 600)).toEqual([]);
  });

  it("takes due leads only: not delivered, held or waiting for their backoff", async () => {
    const [due, later, delivered, held] = [await storedLead({ clientHash: "1" }), await storedLead({ clientHash: "2" }), await storedLead({ clientHash: "3" }), await storedLead({ clientHash: "4" })];
    await store.release([due, later, delivered, held]);
    await db.query("update public.leads set next_attempt_at = now() + interval '1 hour' where id = $1", [later]);
    await store.markDelivered([delivered], "mail");
    await store.holdForDigest(held);
    expect((await store.claimDue(10, 600)).map((lead) => lead.id)).toEqual([due]);
    expect((await store.claimDigest(10, 600)).leads.map((lead) => lead.id)).toEqual([held]);
  });

  it("sends a digest whose outcome is unknown again as the same batch, even when more leads are held since", async () => {
    const first = [await storedLead({ clientHash: "d1" }), await storedLead({ clientHash: "d2" })];
    for (const id of first) await store.holdForDigest(id);
    const claimed = await store.claimDigest(10, 600);
    expect(claimed.leads.map((lead) => lead.id).sort()).toEqual([...first].sort());
    expect(claimed.batch).toMatch(/^[0-9a-f-]{36}$/);
    // The sender dies after the mail left: the batch stays leased, then its lease runs out.
    expect(await store.claimDigest(10, 600)).toEqual({ batch: "", leads: [] });
    const later = await storedLead({ clientHash: "d3" });
    await store.holdForDigest(later);
    await db.query("update public.leads set claimed_until = now() - interval '1 second' where id = any($1::uuid[])", [first]);
    const again = await store.claimDigest(10, 600);
    expect(again.batch).toBe(claimed.batch);
    expect(again.leads.map((lead) => lead.id).sort()).toEqual([...first].sort());
    // Once that batch is delivered, the next digest is a new batch with the lead held meanwhile.
    await store.markDelivered(first, "digest");
    const next = await store.claimDigest(10, 600);
    expect(next.batch).not.toBe(claimed.batch);
    expect(next.leads.map((lead) => lead.id)).toEqual([later]);
  });

  it("waits for every lead of a failed digest to be due before sending it again", async () => {
    const ids = [await storedLead({ clientHash: "w1" }), await storedLead({ clientHash: "w2" })];
    for (const id of ids) await store.holdForDigest(id);
    const { batch } = await store.claimDigest(10, 600);
    await store.release(ids);
    await db.query("update public.leads set next_attempt_at = now() + interval '1 hour' where id = $1", [ids[1]]);
    expect((await store.claimDigest(10, 600)).leads).toEqual([]);
    await db.query("update public.leads set next_attempt_at = now() where id = $1", [ids[1]]);
    expect((await store.claimDigest(10, 600)).batch).toBe(batch);
  });
});

describe("mark_failed", () => {
  it("backs off exponentially with ±25 % jitter, honours Retry-After and caps the delay", async () => {
    const ids = [];
    for (let index = 0; index < 40; index += 1) ids.push(await storedLead({ clientHash: `c${index}` }));
    const first = await store.markFailed(ids, { error: "x", retryAfterSeconds: null }, policy);
    const delays = first.map((attempt) => (Date.parse(attempt.nextAttemptAt) - Date.now()) / 1000);
    for (const delay of delays) {
      expect(delay).toBeGreaterThan(60 * 0.75 - 2);
      expect(delay).toBeLessThan(60 * 1.25 + 1);
    }
    expect(new Set(first.map((attempt) => attempt.nextAttemptAt)).size).toBeGreaterThan(20);

    await db.query("update public.leads set attempts = 3");
    const fourth = await store.markFailed(ids.slice(0, 1), { error: "x", retryAfterSeconds: null }, policy);
    const fourthDelay = (Date.parse(fourth[0].nextAttemptAt) - Date.now()) / 1000;
    expect(fourthDelay).toBeGreaterThan(480 * 0.75 - 2);
    expect(fourthDelay).toBeLessThan(480 * 1.25 + 1);

    await db.query("update public.leads set attempts = 20");
    const capped = await store.markFailed(ids.slice(1, 2), { error: "x", retryAfterSeconds: null }, policy);
    expect((Date.parse(capped[0].nextAttemptAt) - Date.now()) / 1000).toBeLessThan(6 * 3600 * 1.25 + 1);

    const told = await store.markFailed(ids.slice(2, 3), { error: "429", retryAfterSeconds: 100_000 }, policy);
    expect((Date.parse(told[0].nextAttemptAt) - Date.now()) / 1000).toBeGreaterThan(100_000 - 2);
  });

  it("keeps retrying for the whole window, then marks the lead failed", async () => {
    const id = await storedLead();
    // 71 hours after reception: still pending; 72 hours: failed.
    await db.query("update public.leads set retry_since = now() - interval '71 hours' where id = $1", [id]);
    expect((await store.markFailed([id], { error: "x", retryAfterSeconds: null }, policy))[0].deliveryStatus).toBe("pending");
    await db.query("update public.leads set retry_since = now() - interval '72 hours' where id = $1", [id]);
    expect((await store.markFailed([id], { error: "y", retryAfterSeconds: null }, policy))[0]).toMatchObject({ deliveryStatus: "failed", attempts: 2 });
    expect(await store.overview()).toMatchObject({ pending: 0, failed: 1 });
    // Staff re-queue after fixing the mail settings: a fresh window.
    expect((await db.query<{ n: number }>("select leads_private.requeue_failed_leads() as n"))[0].n).toBe(1);
    expect((await store.claimDue(5, 600)).map((lead) => lead.id)).toEqual([id]);
  });
});

describe("mail ceiling, overview and retention", () => {
  it("reserves exactly the ceiling under concurrency, and a released slot is free again", async () => {
    const concurrent = createSqlStore(wide);
    const slots = await Promise.all(Array.from({ length: 20 }, () => concurrent.reserveMailSlot("lead", 5, 3600)));
    const granted = slots.filter((slot): slot is string => slot !== null);
    expect(granted).toHaveLength(5);
    expect(await store.reserveMailSlot("lead", 5, 3600)).toBeNull();
    await store.releaseMailSlot(granted[0]);
    expect(await store.reserveMailSlot("lead", 5, 3600)).not.toBeNull();
    expect((await store.overview()).mailsLastHour).toBe(5);
  });

  it("deletes leads older than the retention and keeps the rest", async () => {
    const old = await storedLead({ clientHash: "1" });
    const recent = await storedLead({ clientHash: "2" });
    await db.query("update public.leads set received_at = now() - interval '5 years 1 day' where id = $1", [old]);
    await db.query("update public.leads set received_at = now() - interval '4 years 11 months' where id = $1", [recent]);
    expect(await store.purgeExpired("5 years")).toBe(1);
    expect((await store.list({})).map((lead) => lead.id)).toEqual([recent]);
  });

  it("the daily purge job deletes after exactly the retention data/site.json promises", async () => {
    const site = JSON.parse(readFileSync(join(ROOT, "data", "site.json"), "utf8")) as { privacy: { retention: string } };
    const promised = retentionInterval(site.privacy.retention);
    expect(promised).not.toBeNull();
    const [job] = await db.query<{ command: string; schedule: string }>("select command, schedule from cron.job where jobname = 'purge-expired-leads'");
    expect(job.command).toContain(`leads_private.purge_expired_leads(interval '${promised}')`);
    const migration = readFileSync(join(MIGRATIONS_DIR, "20261122000100_schedule_lead_jobs.sql"), "utf8");
    expect(migration).toContain(`interval '${promised}'`);
    // The job's command runs as is.
    const old = await storedLead();
    await db.query("update public.leads set received_at = now() - interval '10 years' where id = $1", [old]);
    await db.exec(job.command);
    expect(await store.list({})).toEqual([]);
  });
});
