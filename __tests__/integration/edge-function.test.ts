/**
 * The production entry (Deno) against a real PostgreSQL 17 with every migration and the Resend
 * stand-in: the scheduled job exactly as the migration defines it, Resend's idempotency and
 * Retry-After, a hung provider, a crash in the middle of a burst, and missing settings.
 */

import { startPostgres, type PostgresServer } from "../../test-kit/embedded-postgres";
import { spawnEdgeFunction } from "../../test-kit/function-processes";
import { burstWithCrash, postLead, quickQuote, sleep, waitFor } from "./helpers";
import { CRON_SECRET, edgeTargetFactory, type EdgeTarget } from "./targets";

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

const startEdge = edgeTargetFactory(() => postgres);

const retryRoute = (target: EdgeTarget) =>
  fetch(`${target.functionUrl}/retry`, { method: "POST", headers: { Authorization: `Bearer ${CRON_SECRET}` } });

/** Time passes: every pending lead is due now and no lease is held. */
async function fastForward(target: EdgeTarget): Promise<void> {
  await target.db.query(
    "update public.leads set next_attempt_at = now(), claimed_until = null where delivery_status = 'pending'",
  );
}

/**
 * Waits until the function's own database sessions are gone (after a crash). PostgreSQL does not stop
 * a statement when its client dies: a backend finishes the submit_lead it was running, commits it,
 * and only notices the closed socket when it writes the answer. Until every such backend has ended,
 * leads that were never acknowledged can still appear.
 */
async function functionSessionsEnded(target: EdgeTarget): Promise<void> {
  await waitFor(
    async () =>
      (
        await target.db.query(
          "select 1 from pg_stat_activity where usename = 'send_form_email' and datname = current_database()",
        )
      ).length === 0,
    30_000,
    "the crashed function's database sessions to end",
  );
}

async function submit(target: EdgeTarget, body: unknown): Promise<string> {
  const response = await postLead(target.functionUrl, body, target.clientHeaders("198.51.100.200"));
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe("production entry (Deno + PostgreSQL 17 + Resend stand-in)", () => {
  let target: EdgeTarget;
  beforeEach(async () => {
    target = await startEdge({
      RATE_LIMIT_MAX: "1000",
      LEADS_MAX_PER_MINUTE: "0",
      LEADS_MAX_PER_HOUR: "0",
      RESEND_TIMEOUT_MS: "1500",
    });
  });
  afterEach(async () => {
    await target?.stop();
  });

  it("delivers a pending lead through the cron job the migration schedules, with no new traffic", async () => {
    const base = target.functionUrl.replace(/\/functions\/v1\/send-form-email$/, "");
    await target.db.query("select vault.create_secret($1, 'project_url')", [base]);
    await target.db.query("select vault.create_secret($1, 'send_form_email_cron_secret')", [CRON_SECRET]);
    await target.setMailDown(true);
    const id = await submit(target, quickQuote());
    await waitFor(
      async () => (await target.leads()).find((lead) => lead.id === id)?.attempts === 1,
      10_000,
      "the failed first attempt",
    );
    await target.setMailDown(false);
    await fastForward(target);

    // What pg_cron runs every minute, then the request pg_net makes from it.
    const [job] = await target.db.query<{ command: string; schedule: string }>(
      "select command, schedule from cron.job where jobname = 'send-form-email-retry'",
    );
    expect(job.schedule).toBe("* * * * *");
    await target.db.exec(job.command);
    const [request] = await target.db.query<{
      method: string;
      url: string;
      headers: Record<string, string>;
      body: unknown;
    }>("select method, url, headers, body from net.http_request_queue order by id desc limit 1");
    expect(request.url).toBe(`${target.functionUrl}/retry`);
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: JSON.stringify(request.body),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, delivered: 1 });
    expect((await target.leads()).find((lead) => lead.id === id)).toMatchObject({
      deliveryStatus: "delivered",
      attempts: 2,
    });
    expect(target.mails().filter((mail) => mail.key === `lead/${id}`)).toHaveLength(1);

    // The route trusts only the secret kept in Vault.
    await target.db.query("select vault.create_secret('outro-segredo', 'send_form_email_cron_secret')");
    await target.db.exec(job.command);
    const [forged] = await target.db.query<{ url: string; headers: Record<string, string> }>(
      "select url, headers from net.http_request_queue order by id desc limit 1",
    );
    expect((await fetch(forged.url, { method: "POST", headers: forged.headers, body: "{}" })).status).toBe(401);
  });

  it("mails a lead once when Resend accepted it but the answer was lost", async () => {
    // Twice: Deno's fetch itself may resend a request whose connection dropped before any answer.
    target.resend.failNext({ kind: "lose-reply" }, { kind: "lose-reply" });
    const id = await submit(target, quickQuote("Resposta Perdida"));
    await waitFor(
      async () => {
        const lead = (await target.leads()).find((row) => row.id === id);
        return lead?.deliveryStatus === "pending" && lead.attempts === 1;
      },
      10_000,
      "the attempt without answer",
    );
    expect(target.resend.emails).toHaveLength(1);
    await fastForward(target);
    expect(await (await retryRoute(target)).json()).toMatchObject({ delivered: 1 });
    expect((await target.leads()).find((lead) => lead.id === id)).toMatchObject({
      deliveryStatus: "delivered",
      attempts: 2,
    });
    // Every attempt carried the same Idempotency-Key: Resend answered with the first mail instead of sending again.
    const statuses = target.resend.requests
      .filter((request) => request.idempotencyKey === `lead/${id}`)
      .map((request) => request.status);
    expect(statuses.slice(0, 2)).toEqual(["lost", "lost"]);
    expect(statuses.at(-1)).toBe(200);
    expect(target.resend.requests.every((request) => request.idempotencyKey === `lead/${id}`)).toBe(true);
    expect(target.resend.emails).toHaveLength(1);
  });

  it("keeps a lead whose answer was lost on its own mail when the hourly ceiling fills meanwhile: never also in a digest", async () => {
    target.resend.failNext({ kind: "lose-reply" }, { kind: "lose-reply" });
    const id = await submit(target, quickQuote("Teto Cheio"));
    await waitFor(
      async () => (await target.leads()).find((lead) => lead.id === id)?.attempts === 1,
      10_000,
      "the attempt without answer",
    );
    expect(target.resend.emails).toHaveLength(1);
    // Other leads take the rest of the hour's 30 places while this one waits for its retry.
    await target.db.query("insert into leads_private.mail_sends (kind) select 'lead' from generate_series(1, 30)");
    await fastForward(target);
    expect(await (await retryRoute(target)).json()).toMatchObject({ delivered: 1, heldForDigest: 0, digests: 0 });
    expect((await target.leads()).find((lead) => lead.id === id)).toMatchObject({
      deliveryStatus: "delivered",
      deliveredVia: "mail",
      heldForDigest: false,
    });
    // The retry went out under the lead's own key, which Resend recognised: still one mail.
    expect(target.resend.requests.map((request) => request.idempotencyKey)).toEqual(
      expect.arrayContaining([`lead/${id}`]),
    );
    expect(target.resend.requests.every((request) => request.idempotencyKey === `lead/${id}`)).toBe(true);
    expect(target.resend.emails).toHaveLength(1);
  });

  it("honours Retry-After: waits a short one in place, hands a long one to the schedule", async () => {
    target.resend.failNext({ kind: "status", status: 429, retryAfter: "1" });
    const short = await submit(target, quickQuote("Espera Curta"));
    await waitFor(
      async () => (await target.leads()).find((lead) => lead.id === short)?.deliveryStatus === "delivered",
      10_000,
      "delivery",
    );
    expect(
      target.resend.requests
        .filter((request) => request.idempotencyKey === `lead/${short}`)
        .map((request) => request.status),
    ).toEqual([429, 200]);

    target.resend.failNext({ kind: "status", status: 429, retryAfter: "3600" });
    const long = await submit(target, quickQuote("Espera Longa"));
    await waitFor(
      async () => (await target.leads()).find((lead) => lead.id === long)?.attempts === 1,
      10_000,
      "the limited attempt",
    );
    const pending = (await target.leads()).find((lead) => lead.id === long);
    expect(pending?.deliveryStatus).toBe("pending");
    expect(Date.parse(pending?.nextAttemptAt ?? "")).toBeGreaterThan(Date.now() + 3500_000);
    expect(await (await retryRoute(target)).json()).toMatchObject({ delivered: 0 });
  });

  it("answers the visitor while Resend hangs, and gives up on the send after its timeout", async () => {
    target.resend.failNext({ kind: "hang" });
    const id = await submit(target, quickQuote("Provedor Parado"));
    // The answer came back; the send is still hanging.
    expect((await target.leads()).find((lead) => lead.id === id)).toMatchObject({
      deliveryStatus: "pending",
      attempts: 0,
    });
    await waitFor(() => target.resend.requests.some((request) => request.status === "hang"), 5_000, "the hanging send");
    await waitFor(
      async () => (await target.leads()).find((lead) => lead.id === id)?.attempts === 1,
      10_000,
      "the timeout",
    );
    expect((await target.leads()).find((lead) => lead.id === id)?.lastError).toMatch(/did not answer within 1500 ms/);
    await fastForward(target);
    expect(await (await retryRoute(target)).json()).toMatchObject({ delivered: 1 });
  });

  it("SIGKILL during a burst of 200 leads: every acknowledged lead is stored, and each is mailed exactly once", async () => {
    const { acknowledged, failed } = await burstWithCrash(
      target.functionUrl,
      () => target.process.child.kill("SIGKILL"),
      (index) => target.clientHeaders(`10.0.${index >> 8}.${index & 255}`),
    );
    expect(await target.process.stop()).toBeNull();
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(failed).toBeGreaterThan(0);

    // What the crash left is read once its submissions in flight have committed or rolled back:
    // read earlier, a lead committed just after the read is missing from it, yet mailed below.
    await functionSessionsEnded(target);
    const stored = new Set((await target.leads()).map((lead) => lead.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // Restarted, with the crashed run's leases expired: the schedule delivers everything, once.
    await target.restart();
    await fastForward(target);
    await waitFor(
      async () => {
        await retryRoute(target);
        return (await target.leads("pending")).length === 0;
      },
      60_000,
      "every lead delivered",
    );
    // Each stored lead is in exactly one mail: its own, or the digest past the hourly ceiling (which names leads by protocol).
    const idOfProtocol = new Map((await target.leads()).map((lead) => [lead.protocol, lead.id]));
    const covered = target.resend.emails.flatMap((email) =>
      email.idempotencyKey?.startsWith("lead-digest/")
        ? [...(email.payload.text ?? "").matchAll(/Protocolo: (\d{4}-\d{5,})/g)].map(
            (match) => idOfProtocol.get(match[1]) ?? match[1],
          )
        : [email.idempotencyKey?.replace("lead/", "") ?? ""],
    );
    expect(covered.sort()).toEqual([...stored].sort());
    expect(target.resend.emails.filter((email) => email.idempotencyKey?.startsWith("lead/"))).toHaveLength(30);
  });
});

describe("production entry: retries are byte-for-byte retries, rejections are final", () => {
  let target: EdgeTarget;
  afterEach(async () => {
    await target?.stop();
  });
  const statusRoute = () =>
    fetch(`${target.functionUrl}/status`, { headers: { Authorization: `Bearer ${CRON_SECRET}` } });

  /** Rewrites the rows one by one in the given order, so the table's physical order follows it. */
  async function moveRows(ids: string[]): Promise<void> {
    for (const id of ids) await target.db.query("update public.leads set attempts = attempts where id = $1", [id]);
  }

  it("a digest whose reply was lost goes again as the same mail after its rows moved: one mail, healthy status", async () => {
    target = await startEdge({ RATE_LIMIT_MAX: "1000", MAIL_MAX_PER_HOUR: "1" });
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push(await submit(target, quickQuote(`Pessoa do Resumo ${index}`)));
    await waitFor(
      async () => (await target.leads()).filter((lead) => lead.heldForDigest).length === 4,
      10_000,
      "4 held leads",
    );
    await waitFor(async () => (await target.leads("delivered")).length === 1, 10_000, "the first lead's own mail");
    const held = (await target.leads()).filter((lead) => lead.heldForDigest).map((lead) => lead.id);

    // Twice: Deno's fetch itself may resend a request whose connection dropped before any answer.
    target.resend.failNext({ kind: "lose-reply" }, { kind: "lose-reply" });
    expect(await (await retryRoute(target)).json()).toMatchObject({ digests: 0, failed: 4 });
    expect(target.resend.emails).toHaveLength(2); // the first lead's own mail, and the digest Resend took
    const [firstDigest] = target.resend.emails.filter((email) => email.idempotencyKey?.startsWith("lead-digest/"));

    // Between the attempts the rows move (new tuple versions, in reverse) and time passes.
    await moveRows([...held].reverse());
    const physical = (await target.db.query<{ id: string }>("select id from public.leads where held_for_digest")).map(
      (row) => row.id,
    );
    expect(physical).toEqual([...held].reverse());
    await fastForward(target);
    expect(await (await retryRoute(target)).json()).toMatchObject({ digests: 1, delivered: 4 });

    const digests = target.resend.emails.filter((email) => email.idempotencyKey?.startsWith("lead-digest/"));
    expect(digests).toHaveLength(1);
    expect(
      target.resend.requests
        .filter((request) => request.idempotencyKey === firstDigest.idempotencyKey)
        .map((request) => request.status),
    ).toEqual(["lost", "lost", 200]);
    expect((await target.leads()).every((lead) => lead.deliveryStatus === "delivered")).toBe(true);
    const status = await statusRoute();
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ healthy: true, pending: 0, failed: 0 });
  });

  it("a key Resend already used with another body (409) counts as sent: no second mail, delivered", async () => {
    target = await startEdge({ RATE_LIMIT_MAX: "1000" });
    target.resend.failNext({ kind: "lose-reply" }, { kind: "lose-reply" });
    const id = await submit(target, quickQuote("Conflito de Chave"));
    await waitFor(
      async () => {
        const lead = (await target.leads()).find((row) => row.id === id);
        return lead?.deliveryStatus === "pending" && lead.attempts === 1;
      },
      10_000,
      "the lost reply",
    );
    // The stored message differs from what Resend took (as a new deploy's template would).
    await target.db.query(
      "update leads_private.outbound_mails set html_body = html_body || '<!-- v2 -->' where idempotency_key = $1",
      [`lead/${id}`],
    );
    await fastForward(target);
    await retryRoute(target);
    expect(
      target.resend.requests
        .filter((request) => request.idempotencyKey === `lead/${id}`)
        .map((request) => request.status),
    ).toEqual(["lost", "lost", 409]);
    expect(target.resend.emails.filter((email) => email.idempotencyKey === `lead/${id}`)).toHaveLength(1);
    expect((await target.leads()).find((lead) => lead.id === id)).toMatchObject({ deliveryStatus: "delivered" });
    expect(target.logs()).toContain(`"event":"mail_already_sent","key":"lead/${id}"`);
    expect((await statusRoute()).status).toBe(200);
  });

  it("a permanent rejection (422) marks the lead failed at once, logs why and turns the status unhealthy", async () => {
    target = await startEdge({ RATE_LIMIT_MAX: "1000" });
    target.resend.failNext({ kind: "status", status: 422, name: "validation_error" });
    const id = await submit(target, quickQuote("Rejeitada Pelo Provedor"));
    await waitFor(
      async () => (await target.leads()).find((lead) => lead.id === id)?.deliveryStatus === "failed",
      10_000,
      "the failure",
    );
    expect((await target.leads()).find((lead) => lead.id === id)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining("422 validation_error"),
    });
    // A scheduled run does not try it again.
    await fastForward(target);
    await retryRoute(target);
    expect(target.resend.requests.filter((request) => request.idempotencyKey === `lead/${id}`)).toHaveLength(1);
    const line = target
      .logs()
      .split("\n")
      .find((entry) => entry.includes('"event":"delivery_rejected"'));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      level: "error",
      lead: id,
      reason: expect.stringContaining("422"),
    });
    expect(target.logs()).not.toContain("Rejeitada");
    const status = await statusRoute();
    expect(status.status).toBe(503);
    expect(await status.json()).toMatchObject({
      healthy: false,
      failed: 1,
      lastFailure: expect.stringContaining("422 validation_error"),
    });
  });
});

describe("production entry without its settings", () => {
  it("refuses every request with a 500, and names what is missing on each, without printing secrets", async () => {
    const fn = await spawnEdgeFunction({
      SUPABASE_DB_URL: "postgres://postgres:senha-secreta@127.0.0.1:1/x",
      LEADS_TO_EMAIL: "a@example.com",
    });
    try {
      for (const response of [
        await fetch(fn.functionUrl, { method: "OPTIONS" }),
        await postLead(fn.functionUrl, quickQuote()),
      ]) {
        expect(response.status).toBe(500);
        expect(response.headers.get("access-control-allow-origin")).toBeNull();
        expect(await response.json()).toEqual({
          error: "Erro inesperado. Tente novamente em instantes ou entre em contato por telefone.",
        });
      }
      await sleep(100);
      const lines = fn
        .output()
        .split("\n")
        .filter((line) => line.includes('"event":"config_invalid","reason":"Error: RESEND_API_KEY is not set"'));
      expect(lines).toHaveLength(3); // at start, then once per request
      expect(fn.output()).not.toContain("senha-secreta");
    } finally {
      await fn.stop();
    }
  });

  it("refuses to serve without ALLOWED_ORIGINS instead of answering any origin", async () => {
    const fn = await spawnEdgeFunction({
      SUPABASE_DB_URL: "postgres://postgres:x@127.0.0.1:1/x",
      RESEND_API_KEY: "re_x",
      LEADS_TO_EMAIL: "a@example.com",
      LEADS_FROM_EMAIL: "site@example.com",
      LEADS_HASH_SALT: "sal",
    });
    try {
      for (let index = 0; index < 2; index += 1) {
        const response = await postLead(fn.functionUrl, quickQuote(), { Origin: "https://qualquer.example" });
        expect(response.status).toBe(500);
        expect(response.headers.get("access-control-allow-origin")).toBeNull();
      }
      await sleep(100);
      expect(
        fn
          .output()
          .split("\n")
          .filter((line) => line.includes("ALLOWED_ORIGINS is not set")).length,
      ).toBe(3);
    } finally {
      await fn.stop();
    }
  });
});
