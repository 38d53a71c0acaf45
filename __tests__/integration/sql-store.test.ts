/**
 * The lead rules of the migration on a real PostgreSQL 17 (Supabase's major version), through the
 * one SQL store, with truly concurrent connections: atomic rate limit, global ceiling and duplicate
 * check, claims that never overlap and come in a fixed order, stored messages, backoff with jitter,
 * permanent failures, possible spam, the mail ceiling, retention, staff re-queue, and privileges.
 */

import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { FUNCTION_ROLE_PASSWORD, startPostgres, type PostgresServer } from "../../test-kit/embedded-postgres";
import { MIGRATIONS_DIR } from "../../local-supabase/migrate";
import { SCHEDULED_RETENTION } from "../../supabase/functions/_shared/contract/retention";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import type {
  ConfirmationDecision,
  ConfirmationRules,
  FunctionStore,
  NewLead,
  SubmitOutcome,
  SubmitRules,
} from "../../supabase/functions/_shared/types";
import { createPostgresClient, type PostgresClient } from "../../supabase/functions/send-form-email/postgres-client";
import { newLead, ROOT } from "./helpers";
import { DEFAULT_CONFIRMATION_RULES, submitRules } from "../../test-kit/store-rules";

let postgres: PostgresServer;
let db: PostgresClient;
let store: FunctionStore;
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

const rules = (overrides: Partial<SubmitRules> = {}): SubmitRules =>
  submitRules(`chave-${Math.random()}`, { rateLimitMax: 10, ...overrides });
const policy = { baseSeconds: 60, maxDelaySeconds: 6 * 3600, windowSeconds: 72 * 3600 };

async function storedLead(overrides: Partial<NewLead> = {}): Promise<string> {
  const outcome = await store.submit(newLead(overrides), rules());
  if (outcome.outcome === "rate_limited" || outcome.outcome === "ceiling")
    throw new Error(`unexpected ${outcome.outcome}`);
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
      Array.from({ length: 20 }, (_, index) =>
        concurrent.submit(newLead({ clientHash: `c${index}` }), rules({ dedupeKey: "mesmo-lead" })),
      ),
    );
    const ids = new Set(outcomes.map((outcome) => ("id" in outcome ? outcome.id : null)));
    expect(ids.size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.outcome === "stored")).toHaveLength(1);
    await db.query("update public.leads set received_at = now() - interval '11 minutes'");
    expect((await store.submit(newLead(), rules({ dedupeKey: "mesmo-lead" }))).outcome).toBe("stored");
  });

  it("stops every client together at the per-minute and per-hour ceilings, exactly, under concurrency", async () => {
    const concurrent = createSqlStore(wide);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        concurrent.submit(newLead({ clientHash: `inundacao-${index}` }), rules({ maxPerMinute: 20 })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === "stored")).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome.outcome === "ceiling")).toHaveLength(30);
    // A minute later the per-minute ceiling is free again, but the hour's is not.
    await db.query("update public.leads set received_at = now() - interval '61 seconds'");
    expect(
      (await store.submit(newLead({ clientHash: "outro" }), rules({ maxPerMinute: 20, maxPerHour: 21 }))).outcome,
    ).toBe("stored");
    expect(
      (await store.submit(newLead({ clientHash: "mais-um" }), rules({ maxPerMinute: 20, maxPerHour: 21 }))).outcome,
    ).toBe("ceiling");
    // A resubmission of a stored lead is still answered with it past the ceiling.
    expect((await store.submit(newLead(), rules({ dedupeKey: "ja-guardado" }))).outcome).toBe("stored");
    expect((await store.submit(newLead(), rules({ dedupeKey: "ja-guardado", maxPerHour: 1 }))).outcome).toBe(
      "duplicate",
    );
  });

  it("puts no two anonymous clients in one bucket: without an address only the ceiling counts", async () => {
    const outcomes = [];
    for (let index = 0; index < 12; index += 1)
      outcomes.push(await store.submit(newLead({ clientHash: null }), rules()));
    expect(outcomes.every((outcome) => outcome.outcome === "stored")).toBe(true);
  });

  it("stores possible spam without leasing it for a mail of its own", async () => {
    const spam = await storedLead({ spamReason: "campo oculto preenchido (honeypot)" });
    const ordinary = await storedLead({ clientHash: "b" });
    await store.release([ordinary]);
    expect((await store.claimDue(10, 600)).map((lead) => lead.id)).toEqual([ordinary]);
    expect((await store.claimDigest("digest", 10, 600)).leads).toEqual([]);
    expect(await store.overview()).toMatchObject({ pending: 1, spamPending: 1 });
    const digest = await store.claimDigest("spam", 10, 600);
    expect(digest.leads.map((lead) => [lead.id, lead.spamReason])).toEqual([
      [spam, "campo oculto preenchido (honeypot)"],
    ]);
    await store.markDelivered([spam], "spam-digest");
    expect((await store.list({ spam: true })).map((lead) => [lead.id, lead.deliveredVia])).toEqual([
      [spam, "spam-digest"],
    ]);
    expect((await store.list({ spam: false })).map((lead) => lead.id)).toEqual([ordinary]);
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
    const [due, later, delivered, held] = [
      await storedLead({ clientHash: "1" }),
      await storedLead({ clientHash: "2" }),
      await storedLead({ clientHash: "3" }),
      await storedLead({ clientHash: "4" }),
    ];
    await store.release([due, later, delivered, held]);
    await db.query("update public.leads set next_attempt_at = now() + interval '1 hour' where id = $1", [later]);
    await store.markDelivered([delivered], "mail");
    await store.holdForDigest(held);
    expect((await store.claimDue(10, 600)).map((lead) => lead.id)).toEqual([due]);
    expect((await store.claimDigest("digest", 10, 600)).leads.map((lead) => lead.id)).toEqual([held]);
  });

  it("sends a digest whose outcome is unknown again as the same batch, even when more leads are held since", async () => {
    const first = [await storedLead({ clientHash: "d1" }), await storedLead({ clientHash: "d2" })];
    for (const id of first) await store.holdForDigest(id);
    const claimed = await store.claimDigest("digest", 10, 600);
    expect(claimed.leads.map((lead) => lead.id).sort()).toEqual([...first].sort());
    expect(claimed.batch).toMatch(/^[0-9a-f-]{36}$/);
    // The sender dies after the mail left: the batch stays leased, then its lease runs out.
    expect(await store.claimDigest("digest", 10, 600)).toEqual({ batch: "", leads: [] });
    const later = await storedLead({ clientHash: "d3" });
    await store.holdForDigest(later);
    await db.query("update public.leads set claimed_until = now() - interval '1 second' where id = any($1::uuid[])", [
      first,
    ]);
    const again = await store.claimDigest("digest", 10, 600);
    expect(again.batch).toBe(claimed.batch);
    expect(again.leads.map((lead) => lead.id).sort()).toEqual([...first].sort());
    // Once that batch is delivered, the next digest is a new batch with the lead held meanwhile.
    await store.markDelivered(first, "digest");
    const next = await store.claimDigest("digest", 10, 600);
    expect(next.batch).not.toBe(claimed.batch);
    expect(next.leads.map((lead) => lead.id)).toEqual([later]);
  });

  it("waits for every lead of a failed digest to be due before sending it again", async () => {
    const ids = [await storedLead({ clientHash: "w1" }), await storedLead({ clientHash: "w2" })];
    for (const id of ids) await store.holdForDigest(id);
    const { batch } = await store.claimDigest("digest", 10, 600);
    await store.release(ids);
    await db.query("update public.leads set next_attempt_at = now() + interval '1 hour' where id = $1", [ids[1]]);
    expect((await store.claimDigest("digest", 10, 600)).leads).toEqual([]);
    await db.query("update public.leads set next_attempt_at = now() where id = $1", [ids[1]]);
    expect((await store.claimDigest("digest", 10, 600)).batch).toBe(batch);
  });
});

describe("the same mail on every attempt", () => {
  /** Rewrites every row in the given order: a new tuple each, so the table's physical order follows it. */
  async function moveRows(ids: string[]): Promise<void> {
    for (const id of ids) await db.query("update public.leads set attempts = attempts where id = $1", [id]);
  }

  it("claims come back oldest first whatever the rows' physical order", async () => {
    const ids = [];
    for (let index = 0; index < 8; index += 1) ids.push(await storedLead({ clientHash: `o${index}` }));
    await db.query("update public.leads set claimed_until = null");
    await moveRows([...ids].reverse());
    const physical = (await db.query<{ id: string }>("select id from public.leads")).map((row) => row.id);
    expect(physical).toEqual([...ids].reverse());
    expect((await store.claimDue(10, 600)).map((lead) => lead.id)).toEqual(ids);

    for (const id of ids) await store.holdForDigest(id);
    await moveRows([ids[3], ids[0], ids[7], ids[1]]);
    expect((await store.claimDigest("digest", 10, 600)).leads.map((lead) => lead.id)).toEqual(ids);
  });

  it("keeps the first rendering of a mail under its key", async () => {
    const first = { subject: "Assunto", text: "texto 1", html: "<p>1</p>", replyTo: "ana@example.com" };
    expect(await store.prepareMail("lead/1", first)).toEqual(first);
    expect(
      await store.prepareMail("lead/1", { subject: "Outro", text: "texto 2", html: "<p>2</p>", replyTo: null }),
    ).toEqual(first);
    expect(await store.prepareMail("lead/2", { ...first, replyTo: null })).toEqual({ ...first, replyTo: null });
  });
});

describe("a lead's writes after submit_lead, in batches under load (issue 41)", () => {
  const confirmationRules: ConfirmationRules = {
    perAddressSeconds: 24 * 3600,
    perClientMax: 3,
    perClientSeconds: 3600,
    perDomainMax: 0,
    maxPerHour: 0,
    deferSeconds: 3600,
    leaseSeconds: 600,
  };
  const mail = { subject: "Novo lead", text: "texto", html: "<p>html</p>", replyTo: "ana@example.com" };

  it("keeps each mail's first rendering under its key, the mails that waited stored in one statement", async () => {
    const statements: string[] = [];
    const counting = createSqlStore({
      query: (text, params) => {
        statements.push(text);
        return wide.query(text, params);
      },
    });
    const keys = Array.from({ length: 10 }, (_, index) => `lead/lote-${index}`);
    const first = await Promise.all(
      keys.map((key, index) => counting.prepareMail(key, { ...mail, subject: `Lead ${index}` })),
    );
    expect(first).toEqual(keys.map((_, index) => ({ ...mail, subject: `Lead ${index}` })));
    const batches = statements.filter((text) => text.includes("prepare_mails")).length;
    expect(batches).toBeGreaterThanOrEqual(2);
    expect(batches).toBeLessThan(10);
    // A later rendering under a key changes nothing, alone or in a batch, and a key twice in one batch is stored once.
    const again = await Promise.all([
      counting.prepareMail(keys[3], { ...mail, text: "outro texto" }),
      counting.prepareMail("lead/novo", { ...mail, subject: "Novo" }),
      counting.prepareMail(keys[3], { ...mail, html: "<p>outro</p>" }),
      counting.prepareMail("lead/novo", { ...mail, subject: "Outro" }),
    ]);
    expect(again).toEqual([first[3], { ...mail, subject: "Novo" }, first[3], { ...mail, subject: "Novo" }]);
  });

  /** Submissions from `instances` function instances (a store each) at once, each with its confirmation to decide. */
  async function submitFromInstances(
    leads: { clientHash: string; mailbox: string }[],
    instances: number,
  ): Promise<{ ids: string[]; decisions: ConfirmationDecision[] }> {
    const stores = Array.from({ length: instances }, () => createSqlStore(wide));
    const outcomes = await Promise.all(
      leads.map(({ clientHash, mailbox }, index) =>
        stores[index % instances].submit(
          newLead({ clientHash, message: `lead ${index} ${Math.random()}` }),
          rules({ confirmation: { mailboxHash: mailbox, domainHash: null, rules: confirmationRules } }),
        ),
      ),
    );
    const stored = outcomes.map((outcome: SubmitOutcome) => {
      if (!("id" in outcome)) throw new Error(`unexpected ${outcome.outcome}`);
      return outcome;
    });
    return { ids: stored.map((one) => one.id), decisions: stored.map((one) => one.confirmation.decision) };
  }

  it("decides one confirmation per mailbox among concurrent submissions, and delivering decides nothing again", async () => {
    const { ids, decisions } = await submitFromInstances(
      Array.from({ length: 12 }, (_, index) => ({ clientHash: `m${index}`, mailbox: "caixa-1" })),
      4,
    );
    expect(decisions.filter((decision) => decision === "queued")).toHaveLength(1);
    expect(decisions.filter((decision) => decision === "skipped")).toHaveLength(11);
    const stores = Array.from({ length: 4 }, () => createSqlStore(wide));
    await Promise.all(ids.map((id, index) => stores[index % 4].markLeadDelivered(id, "mail")));
    const rows = await store.list({});
    expect(rows.every((row) => row.deliveryStatus === "delivered" && row.deliveredVia === "mail")).toBe(true);
    expect(rows.map((row) => row.confirmationStatus).sort()).toEqual(["pending", ...Array(11).fill("skipped")]);

    const withoutConfirmation = await storedLead({ clientHash: "sem-caixa" });
    await store.markLeadDelivered(withoutConfirmation, "mail");
    expect((await store.list({})).find((row) => row.id === withoutConfirmation)).toMatchObject({
      deliveryStatus: "delivered",
      confirmationStatus: null,
    });
  });

  it("lets one client cause exactly its confirmations per hour among concurrent submissions", async () => {
    const { decisions } = await submitFromInstances(
      Array.from({ length: 6 }, (_, index) => ({ clientHash: "um-cliente", mailbox: `caixa-${index}` })),
      2,
    );
    expect(decisions.filter((decision) => decision === "queued")).toHaveLength(3);
    expect(decisions.filter((decision) => decision === "limited")).toHaveLength(3);
  });

  it("never waits in a cycle when submissions whose mailboxes and clients cross meet deliveries in batches", async () => {
    // Two leads per mailbox i, each of client (i + 1) mod n, all submitted at once from two instances
    // in opposite orders: only the advisory locks (mailbox, then client, then the ceiling) order them.
    const rounds = 6;
    const n = 6;
    for (let round = 0; round < rounds; round += 1) {
      const leads = [];
      for (let index = 0; index < n; index += 1)
        for (let side = 0; side < 2; side += 1)
          leads.push({ clientHash: `r${round}-cliente-${(index + 1) % n}`, mailbox: `r${round}-caixa-${index}` });
      const earlier = [];
      for (let index = 0; index < n; index += 1)
        earlier.push(await storedLead({ clientHash: `r${round}-sem-${index}` }));
      const [a, b] = [createSqlStore(wide), createSqlStore(wide)];
      // Deliveries of earlier leads in batches, beside the submissions.
      const [{ decisions }] = await Promise.all([
        submitFromInstances(leads, 2),
        Promise.all([...earlier.map((id) => a.markLeadDelivered(id, "mail"))]),
        Promise.all([...[...earlier].reverse().map((id) => b.markLeadDelivered(id, "mail"))]),
      ]);
      // One confirmation per mailbox, the other lead of its pair skipped.
      expect(decisions.filter((decision) => decision === "queued")).toHaveLength(n);
      expect(decisions.filter((decision) => decision === "skipped")).toHaveLength(n);
    }
  });

  it("makes the submissions that waited durable with one flush, and answers each with its own protocol", async () => {
    const statements: string[] = [];
    const counting = createSqlStore({
      query: (text, params) => {
        statements.push(text);
        return wide.query(text, params);
      },
    });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => counting.submit(newLead({ clientHash: `lote-${index}` }), rules())),
    );
    const protocols = outcomes.map((outcome) => ("protocol" in outcome ? outcome.protocol : ""));
    expect(new Set(protocols).size).toBe(10);
    const flushes = statements.filter((text) => text.includes("flush_submissions"));
    expect(statements.filter((text) => text.includes("submit_lead"))).toHaveLength(10);
    expect(flushes.length).toBeGreaterThanOrEqual(2);
    expect(flushes.length).toBeLessThan(10);
  });

  it("answers a submission only once the WAL is on disk past its commit, its confirmation decided or not", async () => {
    // submit_lead commits without waiting for the disk; the WAL writer would flush it within 3 × its
    // delay, so that delay is set to its maximum (10 s): only the store's flush can get it there first.
    await db.query("alter system set wal_writer_delay = '10s'");
    await db.query("select pg_reload_conf()");
    try {
      const committedUpTo: string[] = [];
      const probing = createSqlStore({
        query: async (text, params) => {
          const rows = await wide.query(text, params);
          // Right after submit_lead returns: the WAL's end, past its commit record.
          if (text.includes("submit_lead"))
            committedUpTo.push(
              (await db.query<{ lsn: string }>("select pg_current_wal_insert_lsn()::text as lsn"))[0].lsn,
            );
          return rows as never;
        },
      });
      // Without a confirmation (the shared flush), and with one, queued, refused or none for possible
      // spam (its decision's statement flushes in its place).
      const confirmation = { mailboxHash: "caixa-disco", domainHash: null, rules: confirmationRules };
      const cases: [Partial<NewLead>, Partial<SubmitRules>, ConfirmationDecision][] = [
        [{}, {}, "none"],
        [{}, { confirmation }, "queued"],
        [{}, { confirmation }, "skipped"],
        [{ spamReason: "campo oculto preenchido (honeypot)" }, { confirmation }, "none"],
        [{}, {}, "none"],
      ];
      for (const [index, [overrides, extra, decision]] of cases.entries()) {
        const outcome = await probing.submit(newLead({ clientHash: `disco-${index}`, ...overrides }), rules(extra));
        expect(outcome).toMatchObject({ outcome: "stored", confirmation: { decision } });
        const [{ flushed }] = await db.query<{ flushed: boolean }>(
          "select pg_current_wal_flush_lsn() >= $1::pg_lsn as flushed",
          [committedUpTo[index]],
        );
        expect(flushed).toBe(true);
      }
    } finally {
      await db.query("alter system reset wal_writer_delay");
      await db.query("select pg_reload_conf()");
    }
  });

  it("never confirms possible spam or a lead without an address, whatever the mailbox's history", async () => {
    const submitWith = async (overrides: Partial<NewLead>, mailboxHash: string) => {
      const outcome = await store.submit(
        newLead(overrides),
        rules({ confirmation: { mailboxHash, domainHash: null, rules: confirmationRules } }),
      );
      return "confirmation" in outcome ? outcome.confirmation.decision : outcome.outcome;
    };
    expect(await submitWith({ clientHash: "s3" }, "caixa-s")).toBe("queued");
    for (const mailboxHash of ["caixa-s", "caixa-nova"]) {
      expect(
        await submitWith(
          { clientHash: "s1", spamReason: "campo oculto preenchido (honeypot)", message: mailboxHash },
          mailboxHash,
        ),
      ).toBe("none");
      expect(await submitWith({ clientHash: "s2", email: "", message: mailboxHash }, mailboxHash)).toBe("none");
    }
  });
});

describe("mark_failed", () => {
  it("marks the leads failed at once on a permanent rejection, whatever is left of the window", async () => {
    const id = await storedLead();
    const [outcome] = await store.markFailed(
      [id],
      { error: "Resend answered 422 validation_error", permanent: true, retryAfterSeconds: null },
      policy,
    );
    expect(outcome).toMatchObject({ id, deliveryStatus: "failed", attempts: 1 });
    expect(await store.overview()).toMatchObject({
      pending: 0,
      failed: 1,
      lastFailure: "Resend answered 422 validation_error",
    });
  });

  it("backs off exponentially with ±25 % jitter, honours Retry-After and caps the delay", async () => {
    const ids = [];
    for (let index = 0; index < 40; index += 1) ids.push(await storedLead({ clientHash: `c${index}` }));
    const first = await store.markFailed(ids, { error: "x", permanent: false, retryAfterSeconds: null }, policy);
    const delays = first.map((attempt) => (Date.parse(attempt.nextAttemptAt) - Date.now()) / 1000);
    for (const delay of delays) {
      expect(delay).toBeGreaterThan(60 * 0.75 - 2);
      expect(delay).toBeLessThan(60 * 1.25 + 1);
    }
    expect(new Set(first.map((attempt) => attempt.nextAttemptAt)).size).toBeGreaterThan(20);

    await db.query("update public.leads set attempts = 3");
    const fourth = await store.markFailed(
      ids.slice(0, 1),
      { error: "x", permanent: false, retryAfterSeconds: null },
      policy,
    );
    const fourthDelay = (Date.parse(fourth[0].nextAttemptAt) - Date.now()) / 1000;
    expect(fourthDelay).toBeGreaterThan(480 * 0.75 - 2);
    expect(fourthDelay).toBeLessThan(480 * 1.25 + 1);

    await db.query("update public.leads set attempts = 20");
    const capped = await store.markFailed(
      ids.slice(1, 2),
      { error: "x", permanent: false, retryAfterSeconds: null },
      policy,
    );
    expect((Date.parse(capped[0].nextAttemptAt) - Date.now()) / 1000).toBeLessThan(6 * 3600 * 1.25 + 1);

    const told = await store.markFailed(
      ids.slice(2, 3),
      { error: "429", permanent: false, retryAfterSeconds: 100_000 },
      policy,
    );
    expect((Date.parse(told[0].nextAttemptAt) - Date.now()) / 1000).toBeGreaterThan(100_000 - 2);
  });

  it("keeps retrying for the whole window, then marks the lead failed", async () => {
    const id = await storedLead();
    // 71 hours after reception: still pending; 72 hours: failed.
    await db.query("update public.leads set retry_since = now() - interval '71 hours' where id = $1", [id]);
    expect(
      (await store.markFailed([id], { error: "x", permanent: false, retryAfterSeconds: null }, policy))[0]
        .deliveryStatus,
    ).toBe("pending");
    await db.query("update public.leads set retry_since = now() - interval '72 hours' where id = $1", [id]);
    expect(
      (await store.markFailed([id], { error: "y", permanent: false, retryAfterSeconds: null }, policy))[0],
    ).toMatchObject({ deliveryStatus: "failed", attempts: 2 });
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

  it("gives a mail's key back its own slot, of any age, even with the ceiling reached", async () => {
    const first = await store.reserveMailSlot("lead", 2, 3600, "lead/chave-a");
    expect(first).not.toBeNull();
    expect(await store.reserveMailSlot("lead", 2, 3600, "lead/chave-b")).not.toBeNull();
    expect(await store.reserveMailSlot("lead", 2, 3600, "lead/chave-c")).toBeNull();
    expect(await store.reserveMailSlot("lead", 2, 3600, "lead/chave-a")).toBe(first);
    await db.query(
      "update leads_private.mail_sends set reserved_at = now() - interval '3 hours' where mail_key = 'lead/chave-a'",
    );
    expect(await store.reserveMailSlot("lead", 2, 3600, "lead/chave-a")).toBe(first);
    // The old one no longer counts: a new key has a place again, and only one.
    expect(await store.reserveMailSlot("lead", 2, 3600, "lead/chave-c")).not.toBeNull();
    expect(await store.reserveMailSlot("lead", 2, 3600, "lead/chave-d")).toBeNull();
  });

  it("deletes leads older than the retention and keeps the rest", async () => {
    const old = await storedLead({ clientHash: "1" });
    const recent = await storedLead({ clientHash: "2" });
    await db.query("update public.leads set received_at = now() - interval '5 years 1 day' where id = $1", [old]);
    await db.query("update public.leads set received_at = now() - interval '4 years 11 months' where id = $1", [
      recent,
    ]);
    expect(await store.purgeExpired("5 years")).toBe(1);
    expect((await store.list({})).map((lead) => lead.id)).toEqual([recent]);
  });

  it("clears the client hash and user agent after 30 days, and stored mails after 2", async () => {
    const month = await storedLead({ clientHash: "antigo", userAgent: "Navegador/1.0" });
    const fresh = await storedLead({ clientHash: "novo", userAgent: "Navegador/2.0" });
    await store.prepareMail(`lead/${month}`, { subject: "s", text: "t", html: "h", replyTo: null });
    await db.query("update public.leads set received_at = now() - interval '30 days 1 minute' where id = $1", [month]);
    await db.query("update leads_private.outbound_mails set created_at = now() - interval '2 days 1 minute'");
    await db.query("update public.leads set received_at = now() - interval '29 days 23 hours' where id = $1", [fresh]);
    expect(await store.purgeExpired("5 years")).toBe(0);
    const leads = await store.list({});
    expect(leads.find((lead) => lead.id === month)).toMatchObject({ clientHash: null, userAgent: null, name: "Ana" });
    expect(leads.find((lead) => lead.id === fresh)).toMatchObject({ clientHash: "novo", userAgent: "Navegador/2.0" });
    expect(await db.query("select 1 from leads_private.outbound_mails")).toEqual([]);
  });

  it("the daily purge job deletes after exactly the retention the contract declares (5 years)", async () => {
    const promised = SCHEDULED_RETENTION.interval;
    expect(promised).toBe("5 years");
    const [job] = await db.query<{ command: string; schedule: string }>(
      "select command, schedule from cron.job where jobname = 'purge-expired-leads'",
    );
    expect(job.command).toContain(`leads_private.purge_expired_leads(interval '${promised}')`);
    const migration = readFileSync(join(MIGRATIONS_DIR, "20261122000100_schedule_lead_jobs.sql"), "utf8");
    expect(migration).toContain(`interval '${promised}'`);
    expect(readFileSync(join(ROOT, SCHEDULED_RETENTION.migration), "utf8")).toBe(migration);
    // The job's command runs as is.
    const old = await storedLead();
    await db.query("update public.leads set received_at = now() - interval '10 years' where id = $1", [old]);
    await db.exec(job.command);
    expect(await store.list({})).toEqual([]);
  });
});

describe("privileges, after Supabase's default grants", () => {
  /** Runs `sql` as `role` in a transaction that is rolled back, on one connection; the error message, or null. */
  async function asRole(role: string, sql: string): Promise<string | null> {
    const [row] = await db.query<{ name: string }>("select current_database() as name");
    const single = createPostgresClient(postgres.url.replace(/\/postgres$/, `/${row.name}`), {
      queryTimeoutMs: 10_000,
      connectTimeoutSeconds: 10,
      maxConnections: 1,
    });
    try {
      await single.exec(`begin; set local role ${role}; ${sql}; rollback;`);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      await single.end();
    }
  }

  it("gives anon and authenticated nothing on the leads table, not even TRUNCATE", async () => {
    await storedLead();
    for (const role of ["anon", "authenticated"]) {
      for (const statement of [
        "select * from public.leads",
        "insert into public.leads (form_type, name, phone) values ('quote', 'x', '1')",
        "update public.leads set name = 'x'",
        "delete from public.leads",
        "truncate public.leads",
      ]) {
        expect(await asRole(role, statement)).toMatch(/permission denied/);
      }
      const [privileges] = await db.query<{ any: boolean }>(
        "select has_table_privilege($1, 'public.leads', 'select,insert,update,delete,truncate,references,trigger') as any",
        [role],
      );
      expect(privileges.any).toBe(false);
    }
    expect(await store.list({})).toHaveLength(1);
  });

  it("leaves no lead function executable by PUBLIC, anon or authenticated", async () => {
    const functions = await db.query<{ signature: string; public: boolean; anon: boolean; authenticated: boolean }>(
      `select p.oid::regprocedure::text as signature,
              exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                       where a.grantee = 0 and a.privilege_type = 'EXECUTE') as public,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'leads_private'`,
    );
    expect(functions.map((fn) => fn.signature)).toEqual(
      expect.arrayContaining(["leads_private.claim_digest(text,integer,interval)"]),
    );
    for (const fn of functions) expect(fn).toMatchObject({ public: false, anon: false, authenticated: false });
    expect(await asRole("anon", "select * from leads_private.claim_digest('digest', 10, interval '1 minute')")).toMatch(
      /permission denied/,
    );
  });

  it("lets the function's role call the lead functions it uses, and nothing else", async () => {
    const role = createPostgresClient(await roleUrl(), {
      queryTimeoutMs: 10_000,
      connectTimeoutSeconds: 10,
      maxConnections: 2,
    });
    try {
      const asFunction = createSqlStore(role);
      const outcome = await asFunction.submit(newLead(), rules());
      expect(outcome.outcome).toBe("stored");
      const id = "id" in outcome ? outcome.id : "";
      await asFunction.release([id]);
      expect((await asFunction.claimDue(5, 600)).map((lead) => lead.id)).toEqual([id]);
      await asFunction.prepareMail(`lead/${id}`, { subject: "s", text: "t", html: "h", replyTo: null });
      expect(await asFunction.reserveMailSlot("lead", 5, 3600, `lead/${id}`)).not.toBeNull();
      await asFunction.markDelivered([id], "mail");
      expect((await asFunction.overview()).pending).toBe(0);
      await asFunction.markLeadDelivered(id, "mail");
      const next = await asFunction.submit(
        newLead({ message: "outro" }),
        rules({
          confirmation: {
            mailboxHash: "caixa-do-papel",
            domainHash: "dominio-do-papel",
            rules: DEFAULT_CONFIRMATION_RULES,
          },
        }),
      );
      expect(next).toMatchObject({ outcome: "stored", confirmation: { decision: "queued" } });
      for (const statement of [
        "select * from public.leads",
        "delete from public.leads",
        "truncate public.leads",
        "select * from leads_private.outbound_mails",
        "select leads_private.requeue_failed_leads()",
        "select leads_private.purge_expired_leads(interval '1 day')",
      ]) {
        await expect(role.query(statement)).rejects.toThrow(/permission denied/);
      }
    } finally {
      await role.end();
    }
  });

  async function roleUrl(): Promise<string> {
    const [row] = await db.query<{ name: string }>("select current_database() as name");
    return postgres.url
      .replace(/\/\/postgres:[^@]*@/, `//send_form_email:${FUNCTION_ROLE_PASSWORD}@`)
      .replace(/\/postgres$/, `/${row.name}`);
  }
});

describe("the production client (node-postgres)", () => {
  it("reads sslmode as libpq does: require encrypts with a certificate of a private CA, verify-full verifies it", async () => {
    // The server gets a self-signed certificate, as Supabase's are signed by its own CA (no public one).
    const admin = createPostgresClient(postgres.url, {
      queryTimeoutMs: 30_000,
      connectTimeoutSeconds: 10,
      maxConnections: 1,
    });
    const [{ setting: dataDir }] = await admin.query<{ setting: string }>(
      "select current_setting('data_directory') as setting",
    );
    const owner = statSync(dataDir);
    const files = { cert: join(dataDir, "test-server.crt"), key: join(dataDir, "test-server.key") };
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
        "-keyout",
        files.key,
        "-out",
        files.cert,
      ]),
      { stdio: "ignore" },
    );
    for (const file of Object.values(files)) {
      chownSync(file, owner.uid, owner.gid);
      chmodSync(file, 0o600);
    }
    const sslUrl = (mode: string) => `${postgres.url}?sslmode=${mode}`;
    try {
      await admin.exec(`alter system set ssl_cert_file = '${files.cert}'`);
      await admin.exec(`alter system set ssl_key_file = '${files.key}'`);
      await admin.exec("alter system set ssl = on");
      await admin.exec("select pg_reload_conf()");
      const encrypted = async (url: string) => {
        const client = createPostgresClient(url, { queryTimeoutMs: 5000, connectTimeoutSeconds: 5, maxConnections: 1 });
        try {
          const [row] = await client.query<{ ssl: boolean }>(
            "select ssl from pg_stat_ssl where pid = pg_backend_pid()",
          );
          return row.ssl;
        } finally {
          await client.end();
        }
      };
      expect(await encrypted(sslUrl("require"))).toBe(true);
      await expect(encrypted(sslUrl("verify-full"))).rejects.toThrow(/self[- ]signed certificate/);
      // Without sslmode, as the local and test URLs are: in the clear, as before.
      expect(await encrypted(postgres.url)).toBe(false);
    } finally {
      await admin.exec("alter system reset ssl");
      await admin.exec("alter system reset ssl_cert_file");
      await admin.exec("alter system reset ssl_key_file");
      await admin.exec("select pg_reload_conf()");
      await admin.end();
    }
  });

  it("gives up on a statement past its deadline, and its next statement gets a fresh connection", async () => {
    const one = createPostgresClient(postgres.url, {
      queryTimeoutMs: 300,
      connectTimeoutSeconds: 10,
      maxConnections: 1,
    });
    try {
      const [{ pid }] = await one.query<{ pid: number }>("select pg_backend_pid() as pid");
      const started = Date.now();
      await expect(one.query("select pg_sleep(3)")).rejects.toThrow("database query took longer than 300 ms");
      expect(Date.now() - started).toBeLessThan(2500);
      // The only connection was busy with the late statement: it was dropped, not queued behind.
      const [after] = await one.query<{ pid: number; answer: string }>(
        "select pg_backend_pid() as pid, $1::text as answer",
        ["ok"],
      );
      expect(after.answer).toBe("ok");
      expect(after.pid).not.toBe(pid);
    } finally {
      await one.end();
    }
  });

  it("keeps its connection after a SQL error, which reaches the caller with its SQLSTATE", async () => {
    const one = createPostgresClient(postgres.url, {
      queryTimeoutMs: 5000,
      connectTimeoutSeconds: 10,
      maxConnections: 1,
    });
    try {
      const [{ pid }] = await one.query<{ pid: number }>("select pg_backend_pid() as pid");
      await expect(one.query("select 1 / $1::int", [0])).rejects.toMatchObject({ code: "22012" });
      const [again] = await one.query<{ pid: number }>("select pg_backend_pid() as pid");
      expect(again.pid).toBe(pid);
    } finally {
      await one.end();
    }
  });

  it("sends arrays, nulls, JSON and intervals as the store's casts expect, and reads back what the store reads", async () => {
    const [row] = await db.query<{
      ids: string[];
      texts: (string | null)[];
      body: { nome: string };
      spacing: string;
      at: Date;
      counted: string;
      flag: boolean;
    }>(
      `select $1::uuid[] as ids, $2::text[] as texts, $3::text::jsonb as body, ($4::interval * 2)::text as spacing,
        $5::timestamptz as at, count(*) as counted, $6::boolean as flag from (values (1), (2)) as v(n)`,
      [
        ["0b5f8c7e-6f0a-4a39-9a8e-2f9b6d2a1c11"],
        ['a "citado", com vírgula', null, "{chaves}"],
        JSON.stringify({ nome: "Açaí" }),
        "90 seconds",
        "2026-11-27T12:00:00.000Z",
        true,
      ],
    );
    expect(row.ids).toEqual(["0b5f8c7e-6f0a-4a39-9a8e-2f9b6d2a1c11"]);
    expect(row.texts).toEqual(['a "citado", com vírgula', null, "{chaves}"]);
    expect(row.body).toEqual({ nome: "Açaí" });
    expect(row.spacing).toBe("00:03:00");
    expect(row.at.toISOString()).toBe("2026-11-27T12:00:00.000Z");
    expect(row.counted).toBe("2");
    expect(row.flag).toBe(true);
  });
});
