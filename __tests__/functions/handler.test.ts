/** The runtime-free handler with an in-memory store and a mailer that can be switched off. */

import { readHandlerConfig, type HandlerConfig } from "../../supabase/functions/_shared/config";
import { handle, MESSAGES, retryPending, type HandlerDeps } from "../../supabase/functions/_shared/handler";
import type { LeadStore, MailMessage } from "../../supabase/functions/_shared/types";
import { createMemoryStore, type MemoryLeadStore } from "./memory-store";

const URL_ = "http://127.0.0.1:54321/functions/v1/send-form-email";
const lead = {
  formType: "contact",
  name: "Bia <b>",
  email: "bia@example.com",
  phone: "11 3333-4444",
  insuranceType: "vida",
  message: "Olá",
};

let store: MemoryLeadStore;
let sent: MailMessage[];
let mailerDown: boolean;
let clock: Date;

function config(overrides: Record<string, string> = {}): HandlerConfig {
  return readHandlerConfig(
    { LEADS_TO_EMAIL: "corretora@example.com", LEADS_FROM_EMAIL: "site@example.com", ...overrides },
    { clientHashSalt: "test-salt", trustForwardedFor: true },
  );
}

function deps(overrides: Partial<HandlerDeps> = {}): HandlerDeps {
  return {
    store,
    mailer: {
      async send(message) {
        if (mailerDown) throw new Error("SMTP connection refused");
        sent.push(message);
      },
    },
    config: config(),
    now: () => clock,
    log: () => undefined,
    ...overrides,
  };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return (await response.json()) as Record<string, unknown>;
}

beforeEach(() => {
  store = createMemoryStore();
  sent = [];
  mailerDown = false;
  clock = new Date("2026-05-01T12:00:00.000Z");
});

describe("CORS, method and content checks", () => {
  it("answers OPTIONS first with 204 and the CORS headers", async () => {
    const response = await handle(new Request(URL_, { method: "OPTIONS", headers: { Origin: "https://x.example" } }), deps());
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toBe("authorization, x-client-info, apikey, content-type");
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(response.headers.get("vary")).toBe("Origin");
  });

  it("echoes only allow-listed origins and refuses others", async () => {
    const allowList = deps({ config: config({ ALLOWED_ORIGINS: "https://corretora.example, http://localhost:8000" }) });
    const preflight = await handle(
      new Request(URL_, { method: "OPTIONS", headers: { Origin: "http://localhost:8000" } }),
      allowList,
    );
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
    const foreign = await handle(post(lead, { Origin: "https://evil.example" }), allowList);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(await json(foreign)).toEqual({ error: MESSAGES.originNotAllowed });
    const allowed = await handle(post(lead, { Origin: "https://corretora.example" }), allowList);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://corretora.example");
  });

  it.each(["GET", "PUT", "DELETE"])("rejects %s with 405 and CORS headers", async (method) => {
    const response = await handle(new Request(URL_, { method }), deps());
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect((await json(response)).error).toMatch(/POST/);
  });

  it("requires a JSON content type (415)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      const response = await handle(post(JSON.stringify(lead), { "Content-Type": type }), deps());
      expect(response.status).toBe(415);
    }
    expect((await handle(post(lead, { "Content-Type": "application/json; charset=utf-8" }), deps())).status).toBe(200);
  });

  it("answers 413 for a body over 32 KB, by declared length and by bytes actually read", async () => {
    const big = JSON.stringify({ ...lead, message: "x".repeat(33 * 1024) });
    const declared = await handle(post(big), deps());
    expect(declared.status).toBe(413);
    // A streamed body has no Content-Length: the limit must hold while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = new Request(URL_, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.headers.get("content-length")).toBeNull();
    const response = await handle(streamed, deps());
    expect(response.status).toBe(413);
    expect((await json(response)).error).toBe(MESSAGES.tooLarge);
    expect(store.rows).toHaveLength(0);
  });

  it("answers 400 for invalid JSON and invalid UTF-8, never 5xx", async () => {
    expect((await handle(post("{nome: "), deps())).status).toBe(400);
    const badUtf8 = new Request(URL_, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    expect((await handle(badUtf8, deps())).status).toBe(400);
  });

  it("answers validation errors with a pt-BR message naming the field", async () => {
    const response = await handle(post({ ...lead, name: "" }), deps());
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({ error: "Preencha o campo obrigatório nome (name)." });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("storing and delivering", () => {
  it("stores the lead with request metadata, mails the brokerage and marks it delivered", async () => {
    const response = await handle(
      post(lead, {
        Referer: "https://corretora.example/#contact",
        Origin: "https://corretora.example",
        "User-Agent": "Teste/1.0",
      }),
      deps(),
    );
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    const [row] = store.rows;
    expect(row).toMatchObject({
      id: body.id,
      formType: "contact",
      name: "Bia <b>",
      page: "https://corretora.example/#contact",
      origin: "https://corretora.example",
      userAgent: "Teste/1.0",
      deliveryStatus: "delivered",
      attempts: 1,
      receivedAt: clock.toISOString(),
    });
    expect(row.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "corretora@example.com", from: "site@example.com", replyTo: "bia@example.com" });
    expect(sent[0].html).toContain("Bia &lt;b&gt;");
  });

  it("still answers 200 when the mail fails, keeping the lead pending with the error", async () => {
    mailerDown = true;
    const response = await handle(post(lead), deps());
    expect(response.status).toBe(200);
    const [row] = store.rows.filter((row) => row.deliveryStatus === "pending");
    expect(row).toMatchObject({ deliveryStatus: "pending", attempts: 1, lastError: "SMTP connection refused" });
  });

  it("retries pending leads oldest first on later invocations, within the batch size", async () => {
    mailerDown = true;
    for (let index = 0; index < 5; index += 1) {
      clock = new Date(clock.getTime() + 1000);
      await handle(post({ ...lead, name: `Pessoa ${index}` }), deps());
    }
    mailerDown = false;
    clock = new Date(clock.getTime() + 61_000);
    // The new lead is delivered, then up to 3 (retryBatchSize) older pending ones.
    await handle(post({ ...lead, name: "Nova" }), deps());
    expect(sent.map((message) => message.subject)).toEqual([
      "[Site] Mensagem de contato: Nova — Seguro de Vida",
      "[Site] Mensagem de contato: Pessoa 0 — Seguro de Vida",
      "[Site] Mensagem de contato: Pessoa 1 — Seguro de Vida",
      "[Site] Mensagem de contato: Pessoa 2 — Seguro de Vida",
    ]);
    const pending = store.rows.filter((row) => row.deliveryStatus === "pending");
    expect(pending.map((row) => row.name).sort()).toEqual(["Pessoa 3", "Pessoa 4"]);
    const delivered = store.rows.find((row) => row.name === "Pessoa 0");
    expect(delivered).toMatchObject({ deliveryStatus: "delivered", attempts: 2 });
  });

  it("does not retry a lead tried moments ago, nor one past the attempt limit", async () => {
    mailerDown = true;
    await handle(post(lead), deps());
    mailerDown = false;
    expect(await retryPending(deps())).toEqual({ delivered: 0, failed: 0 });
    const [row] = store.rows.filter((row) => row.deliveryStatus === "pending");
    row.attempts = 10;
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await retryPending(deps())).toEqual({ delivered: 0, failed: 0 });
    row.attempts = 9;
    expect(await retryPending(deps())).toEqual({ delivered: 1, failed: 0 });
  });

  it("never mails a lead twice when two retries race", async () => {
    mailerDown = true;
    await handle(post(lead), deps());
    mailerDown = false;
    clock = new Date(clock.getTime() + 120_000);
    const results = await Promise.all([retryPending(deps()), retryPending(deps()), retryPending(deps())]);
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it("answers 500 with a pt-BR message when the lead cannot be stored, and sends nothing", async () => {
    const broken: LeadStore = {
      ...store,
      insert: () => Promise.reject(new Error("database is down")),
    };
    const response = await handle(post(lead), deps({ store: broken }));
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({ error: MESSAGES.storeFailed });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(sent).toHaveLength(0);
  });
});

describe("rate limit", () => {
  it("allows 10 leads per client in 10 minutes, then answers 429 in pt-BR", async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await handle(post(lead), deps())).status).toBe(200);
    }
    const limited = await handle(post(lead), deps());
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect((await json(limited)).error).toBe(MESSAGES.rateLimited);
    // Another client is not affected; the first one may send again once the window has passed.
    expect((await handle(post(lead, { "X-Forwarded-For": "198.51.100.1, 10.0.0.1" }), deps())).status).toBe(200);
    clock = new Date(clock.getTime() + 601_000);
    expect((await handle(post(lead), deps())).status).toBe(200);
  });

  it("uses the connection address when X-Forwarded-For is not trusted", async () => {
    const local = deps({ config: config({ TRUST_FORWARDED_FOR: "false", RATE_LIMIT_MAX: "1" }) });
    expect((await handle(post(lead, { "X-Forwarded-For": "1.1.1.1" }), local, { remoteAddress: "127.0.0.1" })).status).toBe(200);
    // A spoofed header does not open a new bucket.
    expect((await handle(post(lead, { "X-Forwarded-For": "2.2.2.2" }), local, { remoteAddress: "127.0.0.1" })).status).toBe(429);
  });

  it("is off with RATE_LIMIT_MAX=0", async () => {
    const unlimited = deps({ config: config({ RATE_LIMIT_MAX: "0" }) });
    for (let index = 0; index < 12; index += 1) expect((await handle(post(lead), unlimited)).status).toBe(200);
  });
});
