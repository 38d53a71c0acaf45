/**
 * The runtime-free handler in-process, on the real SQL store (PostgreSQL 17): CORS, the order of
 * checks, answers that never wait for the mail, and what happens when the database is unreachable
 * or hangs. The mailer here only records (mail providers are exercised in the other suites).
 */

import { createServer, type Server, type Socket } from "node:net";
import { startPostgres, type PostgresServer } from "../../test-kit/embedded-postgres";
import { readHandlerConfig, type HandlerConfig } from "../../supabase/functions/_shared/config";
import { createHandler, MESSAGES, type HandlerDeps, type LeadHandler } from "../../supabase/functions/_shared/handler";
import type { LogLevel } from "../../supabase/functions/_shared/log";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import { MailError, type FunctionStore, type MailMessage, type Mailer } from "../../supabase/functions/_shared/types";
import { createPostgresClient } from "../../supabase/functions/send-form-email/postgres-client";
import { QUOTE_QUESTIONS, TEST_BROKERAGE } from "../../test-kit/lead-fixtures";
import type { QuoteQuestions } from "../../supabase/functions/_shared/contract/quote-questions";
import { fullQuoteBody, headersBeside } from "../../supabase/functions/_shared/contract/form-bodies";
import { todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";

const URL_ = "http://127.0.0.1:54321/functions/v1/send-form-email";
const lead = {
  formType: "contact",
  name: "Bia <b>",
  email: "bia@example.com",
  phone: "11 3333-4444",
  insuranceType: "vida",
  message: "Olá",
};

let postgres: PostgresServer;
let store: FunctionStore;
let sent: MailMessage[];
let logged: { level: LogLevel; event: string; fields: Record<string, unknown> }[];

beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});
beforeEach(async () => {
  store = createSqlStore((await postgres.createLeadsDatabase()).client);
  sent = [];
  logged = [];
});

const recordingMailer: Mailer = {
  maxSendMs: 1000,
  async send(message) {
    sent.push(message);
  },
};

function config(
  overrides: Record<string, string> = {},
  quoteQuestions: QuoteQuestions = QUOTE_QUESTIONS,
): HandlerConfig {
  return readHandlerConfig(
    // The visitor's confirmation is off: these tests follow the staff's mail (contract-suite.ts covers the confirmation).
    {
      LEADS_TO_EMAIL: "corretora@example.com",
      LEADS_FROM_EMAIL: "site@example.com",
      LEADS_CRON_SECRET: "segredo",
      VISITOR_CONFIRMATION: "off",
      ...overrides,
    },
    {
      brokerageName: "Corretora Teste",
      quoteQuestions,
      brokerage: TEST_BROKERAGE,
      privacyPath: "/politica-de-privacidade",
      siteUrl: "https://www.corretora.example",
      clientHashSalt: "sal",
      clientIpFrom: "header:cf-connecting-ip",
    },
  );
}

function handler(overrides: Partial<HandlerDeps> = {}): LeadHandler {
  return createHandler({
    store,
    mailer: recordingMailer,
    config: config(),
    log: (level, event, fields = {}) => logged.push({ level, event, fields }),
    ...overrides,
  });
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return (await response.json()) as Record<string, unknown>;
}

describe("CORS and the order of checks", () => {
  it("answers OPTIONS first with 204 and the CORS headers", async () => {
    const response = await handler()(
      new Request(URL_, { method: "OPTIONS", headers: { Origin: "https://x.example" } }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "authorization, x-client-info, apikey, content-type, x-form-trap, x-lead-source, x-quote-answers",
    );
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(response.headers.get("vary")).toBe("Origin");
  });

  it("echoes only allow-listed origins and refuses others", async () => {
    const allowList = handler({
      config: config({ ALLOWED_ORIGINS: "https://corretora.example, http://localhost:8000" }),
    });
    const preflight = await allowList(
      new Request(URL_, { method: "OPTIONS", headers: { Origin: "http://localhost:8000" } }),
    );
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
    const foreign = await allowList(post(lead, { Origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(await json(foreign)).toEqual({ error: MESSAGES.originNotAllowed });
    const allowed = await allowList(post(lead, { Origin: "https://corretora.example" }));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://corretora.example");
  });

  it("requires a JSON content type (415)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      expect((await handler()(post(JSON.stringify(lead), { "Content-Type": type }))).status).toBe(415);
    }
    expect((await handler()(post(lead, { "Content-Type": "application/json; charset=utf-8" }))).status).toBe(200);
  });

  it("answers 413 for a body over 32 KB, by declared length and by bytes actually read", async () => {
    const big = JSON.stringify({ ...lead, message: "x".repeat(33 * 1024) });
    expect((await handler()(post(big))).status).toBe(413);
    const streamed = new Request(URL_, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.headers.get("content-length")).toBeNull();
    const response = await handler()(streamed);
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBeNull();
    expect(await json(response)).toEqual({ error: MESSAGES.tooLarge });
    expect(await store.list({})).toHaveLength(0);
  });

  it("asks to close the connection when an upload is too large even to discard", async () => {
    const response = await handler()(post("x", { "Content-Length": String(64 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
  });

  it("answers 400 for invalid JSON and invalid UTF-8, never 5xx", async () => {
    expect((await handler()(post("{nome: "))).status).toBe(400);
    const badUtf8 = new Request(URL_, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    expect((await handler()(badUtf8)).status).toBe(400);
  });

  it("answers validation errors with a pt-BR message naming the field", async () => {
    const response = await handler()(post({ ...lead, name: "" }));
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({ error: "Preencha o campo obrigatório nome (name).", field: "name" });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers unknown routes with 404 and the status route to HEAD", async () => {
    expect((await handler()(new Request(`${URL_}/nada`, { method: "POST", body: "{}" }))).status).toBe(404);
    const head = await handler()(
      new Request(`${URL_}/status`, { method: "HEAD", headers: { Authorization: "Bearer segredo" } }),
    );
    expect(head.status).toBe(200);
  });

  it("accepts a read-only status token as a bearer token only, never in the query string", async () => {
    const withToken = handler({ config: config({ LEADS_STATUS_TOKEN: "so-leitura" }) });
    expect(
      (await withToken(new Request(`${URL_}/status`, { headers: { Authorization: "Bearer so-leitura" } }))).status,
    ).toBe(200);
    expect((await withToken(new Request(`${URL_}/status?token=so-leitura`))).status).toBe(401);
    expect((await withToken(new Request(`${URL_}/status?token=segredo`))).status).toBe(401);
    expect(
      (
        await withToken(
          new Request(`${URL_}/retry`, { method: "POST", headers: { Authorization: "Bearer so-leitura" } }),
        )
      ).status,
    ).toBe(401);
  });
});

describe("a quote question's label renamed", () => {
  it("changes what staff read and nothing else: the new label with the same value, stored by question id", async () => {
    // The form as it was built (the old labels in its text), the function's content edited since.
    const today = todayInSaoPaulo();
    const body = fullQuoteBody(
      {
        nome: "Rita",
        cpf: "123.456.789-09",
        email: "rita@example.com",
        telefone: "11 98765-4321",
        tipoSeguro: "veiculo",
        outrosDetalhes: "Prefiro à tarde.",
        "veiculo.cepPernoite": "01310100",
        "veiculo.uso": "Particular",
      },
      { questions: QUOTE_QUESTIONS, today },
    );
    const renamed: QuoteQuestions = structuredClone(QUOTE_QUESTIONS);
    const cep = renamed.products.veiculo?.questions.find((question) => question.id === "cepPernoite");
    if (!cep) throw new Error("the fixture lost its CEP question");
    (cep as { label: string }).label = "CEP onde o carro dorme";

    const response = await handler({ config: config({}, renamed) })(post(body, headersBeside(body)));
    expect(response.status).toBe(200);
    const { id } = (await json(response)) as { id: string };
    expect(sent).toHaveLength(1);
    const { text, html } = sent[0];
    expect(text).toContain(
      "Respostas para a cotação:\n  CEP onde o carro dorme: 01310-100\n  Uso do veículo: Particular",
    );
    expect(html).toMatch(/<th[^>]*>CEP onde o carro dorme<\/th><td[^>]*>01310-100<\/td>/);
    // The old label's line in the visitor's text is taken off by its value, never read back by label.
    expect(text).not.toContain("CEP de pernoite");
    expect(text).toContain("Detalhes adicionais:\n> Prefiro à tarde.");
    const [stored] = await store.list({ protocol: undefined });
    expect(stored).toMatchObject({ id, additionalDetails: body.additionalDetails });
    expect(stored.quoteAnswers).toEqual({ cepPernoite: "01310-100", uso: "Particular" });
  });
});

describe("storing and delivering", () => {
  it("stores the lead with request metadata (never the IP), answers, then mails it with its key", async () => {
    const response = await handler()(
      post(lead, {
        Referer: "https://corretora.example/fale-conosco?nome=Bia&utm_medium=cpc#contact",
        Origin: "https://corretora.example",
        "User-Agent": "Teste/1.0",
      }),
    );
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toEqual({ ok: true, id: expect.any(String), protocol: expect.stringMatching(/^\d{4}-\d{5}$/) });
    const [row] = await store.list({});
    expect(row).toMatchObject({
      id: body.id,
      protocol: body.protocol,
      formType: "contact",
      name: "Bia <b>",
      page: "https://corretora.example/fale-conosco?utm_medium=cpc",
      origin: "https://corretora.example",
      userAgent: "Teste/1.0",
      deliveryStatus: "delivered",
      deliveredVia: "mail",
      attempts: 1,
    });
    expect(row.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "corretora@example.com",
      from: "site@example.com",
      replyTo: "bia@example.com",
      idempotencyKey: `lead/${body.id}`,
    });
    expect(sent[0].html).toContain("Bia &lt;b&gt;");
  });

  it("answers before the mail is sent: delivery runs after the response", async () => {
    let release: () => void = () => undefined;
    const slowMailer: Mailer = {
      maxSendMs: 1000,
      send: (message) => new Promise((done) => (release = () => done(void sent.push(message)))),
    };
    const work: Promise<unknown>[] = [];
    const response = await handler({ mailer: slowMailer, waitUntil: (promise) => void work.push(promise) })(post(lead));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    // The visitor has the answer; the mail is still on its way.
    expect(sent).toHaveLength(0);
    expect((await store.list({}))[0]).toMatchObject({ id, deliveryStatus: "pending" });
    await new Promise((done) => setTimeout(done, 50));
    release();
    await Promise.all(work);
    expect(sent).toHaveLength(1);
    expect((await store.list({}))[0].deliveryStatus).toBe("delivered");
  });

  it("still answers 200 when the mail fails, keeping the lead pending with the error and a backoff", async () => {
    const down: Mailer = {
      maxSendMs: 1000,
      send: () => Promise.reject(new MailError("Resend answered 503 internal_server_error")),
    };
    const response = await handler({ mailer: down })(post(lead));
    expect(response.status).toBe(200);
    const [row] = await store.list({});
    expect(row).toMatchObject({
      deliveryStatus: "pending",
      attempts: 1,
      lastError: "MailError: Resend answered 503 internal_server_error",
    });
    expect(Date.parse(row.nextAttemptAt)).toBeGreaterThan(Date.now() + 30_000);
    expect(logged.find((entry) => entry.event === "delivery_failed")?.fields).toMatchObject({
      lead: row.id,
      attempt: 1,
    });
  });

  it("answers 503 in pt-BR when the database is unreachable, and sends nothing", async () => {
    const unreachable = createSqlStore(
      createPostgresClient("postgres://postgres:x@127.0.0.1:1/leads", {
        queryTimeoutMs: 5000,
        connectTimeoutSeconds: 2,
        maxConnections: 1,
      }),
    );
    const response = await handler({ store: unreachable })(post(lead));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await json(response)).toEqual({ error: MESSAGES.storeFailed });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(sent).toHaveLength(0);
    expect(JSON.stringify(logged)).not.toContain("bia@example.com");
  });

  it("gives up on a database that accepts connections but never answers, instead of holding the visitor", async () => {
    // Keeps the sockets it never answers, to destroy them at the end (close() alone waits for them).
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
    try {
      const { port } = silent.address() as { port: number };
      const hung = createPostgresClient(`postgres://postgres:x@127.0.0.1:${port}/leads`, {
        queryTimeoutMs: 500,
        connectTimeoutSeconds: 30,
        maxConnections: 1,
      });
      const response = await handler({ store: createSqlStore(hung) })(post(lead));
      expect(response.status).toBe(503);
      expect(logged.find((entry) => entry.event === "store_failed")?.fields.reason).toMatch(/took longer than 500 ms/);
      // The connection still being opened ends with its socket.
      for (const socket of sockets) socket.destroy();
      await hung.end();
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe("client address and rate limit", () => {
  it("counts the platform's client header, not the client's own X-Forwarded-For", async () => {
    const limited = handler({ config: config({ RATE_LIMIT_MAX: "1" }) });
    expect((await limited(post({ ...lead, message: "1" }, { "X-Forwarded-For": "1.1.1.1" }))).status).toBe(200);
    const second = await limited(post({ ...lead, message: "2" }, { "X-Forwarded-For": "2.2.2.2" }));
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("600");
    expect(await json(second)).toEqual({ error: MESSAGES.rateLimited });
    // Another client is not affected.
    expect((await limited(post({ ...lead, message: "3" }, { "CF-Connecting-IP": "198.51.100.1" }))).status).toBe(200);
  });

  it("never buckets visitors by the proxy's socket when the platform header is missing, and warns once", async () => {
    const limited = handler({ config: config({ RATE_LIMIT_MAX: "1" }) });
    const noHeader = (message: string, forwardedFor: string) => {
      const request = post({ ...lead, message }, { "X-Forwarded-For": forwardedFor });
      request.headers.delete("cf-connecting-ip");
      return limited(request, { remoteAddress: "10.0.0.1" });
    };
    expect((await noHeader("a", "9.9.9.1")).status).toBe(200);
    expect((await noHeader("b", "9.9.9.2")).status).toBe(200);
    expect((await store.list({})).map((row) => row.clientHash)).toEqual([null, null]);
    expect(logged.filter((entry) => entry.event === "client_ip_missing")).toHaveLength(1);
  });

  it("counts an IPv6 client by its /64", async () => {
    const limited = handler({ config: config({ RATE_LIMIT_MAX: "2" }) });
    const from = (address: string, message: string) =>
      limited(post({ ...lead, message }, { "CF-Connecting-IP": address }));
    expect((await from("2001:db8:1:2::1", "a")).status).toBe(200);
    expect((await from("2001:db8:1:2:aaaa::9", "b")).status).toBe(200);
    expect((await from("2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "c")).status).toBe(429);
    expect((await from("2001:db8:1:3::1", "d")).status).toBe(200);
  });

  it("is off with RATE_LIMIT_MAX=0", async () => {
    const unlimited = handler({ config: config({ RATE_LIMIT_MAX: "0" }) });
    for (let index = 0; index < 12; index += 1)
      expect((await unlimited(post({ ...lead, message: `m${index}` }))).status).toBe(200);
  });
});
