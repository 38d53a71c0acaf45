/**
 * The Supabase Edge entry with globalThis.fetch replaced: checks the exact calls made to the
 * database REST API (PostgREST) and to Resend. Run with `npm run test:deno`.
 */

import { renderLeadEmail } from "../_shared/email.ts";
import { hashClient } from "../_shared/handler.ts";
import { createLeadHandler } from "./index.ts";

interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function assertEquals(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual, null, 2);
  const e = JSON.stringify(expected, null, 2);
  if (a !== e) throw new Error(`${what}\nexpected: ${e}\nactual:   ${a}`);
}

const ENV = {
  SUPABASE_URL: "https://projeto.supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key",
  RESEND_API_KEY: "re_test_key",
  LEADS_TO_EMAIL: "corretora@example.com",
  LEADS_FROM_EMAIL: "Site <site@example.com>",
  ALLOWED_ORIGINS: "https://corretora.example",
};
const NOW = new Date("2026-05-01T12:00:00.000Z");
const LEAD_ID = "6f1c3b9e-1d2a-4c55-9a3e-2b7f0e4d8c11";
const REST = "https://projeto.supabase.co/rest/v1/leads";
const DB_HEADERS = {
  apikey: "service-role-key",
  authorization: "Bearer service-role-key",
  "content-type": "application/json",
};
const BODY = {
  formType: "full-quote",
  name: "Duda <Silva>",
  email: "duda@example.com",
  phone: "11 95555-6666",
  cpf: "12.345.678/0001-90",
  insuranceType: "veiculo",
  additionalDetails: "Carro 2020",
};

/** Replaces fetch for the duration of `run`, answering like PostgREST and Resend would. */
async function withFakeFetch(resendStatus: number, run: (calls: RecordedCall[]) => Promise<void>): Promise<void> {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const text = typeof init?.body === "string" ? init.body : undefined;
    calls.push({
      url,
      method,
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: text === undefined ? null : JSON.parse(text),
    });
    if (url.startsWith("https://api.resend.com/")) {
      return new Response(JSON.stringify(resendStatus === 200 ? { id: "re_1" } : { message: "indisponível" }), {
        status: resendStatus,
      });
    }
    if (method === "HEAD") return new Response(null, { status: 200, headers: { "Content-Range": "*/0" } });
    if (method === "POST") return new Response(JSON.stringify([{ id: LEAD_ID }]), { status: 201 });
    if (method === "PATCH") return new Response(null, { status: 204 });
    return new Response("[]", { status: 200 });
  }) as typeof fetch;
  try {
    await run(calls);
  } finally {
    globalThis.fetch = original;
  }
}

function request(): Request {
  return new Request("https://projeto.supabase.co/functions/v1/send-form-email", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "https://corretora.example",
      Referer: "https://corretora.example/solicitar-cotacao",
      "User-Agent": "DenoTest/1.0",
      "X-Forwarded-For": "203.0.113.9, 10.0.0.1",
    },
    body: JSON.stringify(BODY),
  });
}

async function expectedCallsBeforeMail(): Promise<RecordedCall[]> {
  const clientHash = await hashClient("203.0.113.9", ENV.SUPABASE_SERVICE_ROLE_KEY);
  return [
    {
      url: `${REST}?select=id&client_hash=eq.${clientHash}&received_at=gte.2026-05-01T11%3A50%3A00.000Z`,
      method: "HEAD",
      headers: { ...DB_HEADERS, prefer: "count=exact" },
      body: null,
    },
    {
      url: `${REST}?select=id`,
      method: "POST",
      headers: { ...DB_HEADERS, prefer: "return=representation" },
      body: {
        form_type: "full-quote",
        name: "Duda <Silva>",
        email: "duda@example.com",
        phone: "11 95555-6666",
        cpf: "12.345.678/0001-90",
        insurance_type: "veiculo",
        company: null,
        subject: null,
        message: null,
        additional_details: "Carro 2020",
        page: "https://corretora.example/solicitar-cotacao",
        origin: "https://corretora.example",
        user_agent: "DenoTest/1.0",
        client_hash: clientHash,
        received_at: NOW.toISOString(),
        delivery_status: "pending",
        attempts: 0,
        last_attempt_at: NOW.toISOString(),
      },
    },
  ];
}

function expectedResendCall(): RecordedCall {
  const email = renderLeadEmail({
    ...BODY,
    formType: "full-quote",
    id: LEAD_ID,
    company: null,
    subject: null,
    message: null,
    page: "https://corretora.example/solicitar-cotacao",
    receivedAt: NOW.toISOString(),
  });
  return {
    url: "https://api.resend.com/emails",
    method: "POST",
    headers: { authorization: "Bearer re_test_key", "content-type": "application/json" },
    body: {
      from: "Site <site@example.com>",
      to: ["corretora@example.com"],
      subject: "[Site] Cotação completa: Duda <Silva> — Seguro de Veículo",
      text: email.text,
      html: email.html,
      reply_to: "duda@example.com",
    },
  };
}

const PENDING_QUERY: RecordedCall = {
  url:
    `${REST}?select=*&delivery_status=eq.pending&attempts=lt.10` +
    `&or=%28last_attempt_at.is.null%2Clast_attempt_at.lt.%222026-05-01T11%3A59%3A00.000Z%22%29` +
    `&order=received_at.asc&limit=3`,
  method: "GET",
  headers: { ...DB_HEADERS, prefer: "count=none" },
  body: null,
};

Deno.test("valid lead: stored, mailed through Resend, marked delivered", async () => {
  await withFakeFetch(200, async (calls) => {
    const response = await createLeadHandler(ENV, { now: () => NOW })(request());
    assertEquals(response.status, 200, "status");
    assertEquals(await response.json(), { ok: true, id: LEAD_ID }, "response body");
    assertEquals(response.headers.get("access-control-allow-origin"), "https://corretora.example", "CORS origin");
    assertEquals(
      calls,
      [
        ...(await expectedCallsBeforeMail()),
        expectedResendCall(),
        {
          url: `${REST}?id=eq.${LEAD_ID}`,
          method: "PATCH",
          headers: { ...DB_HEADERS, prefer: "return=minimal" },
          body: {
            delivery_status: "delivered",
            attempts: 1,
            delivered_at: NOW.toISOString(),
            last_attempt_at: NOW.toISOString(),
          },
        },
        PENDING_QUERY,
      ],
      "calls",
    );
  });
});

Deno.test("Resend failure: still 200, the lead stays pending with the error recorded", async () => {
  await withFakeFetch(503, async (calls) => {
    const response = await createLeadHandler(ENV, { now: () => NOW, log: () => undefined })(request());
    assertEquals(response.status, 200, "status");
    assertEquals(await response.json(), { ok: true, id: LEAD_ID }, "response body");
    assertEquals(
      calls,
      [
        ...(await expectedCallsBeforeMail()),
        expectedResendCall(),
        {
          url: `${REST}?id=eq.${LEAD_ID}`,
          method: "PATCH",
          headers: { ...DB_HEADERS, prefer: "return=minimal" },
          body: {
            attempts: 1,
            last_error: 'Resend answered 503: {"message":"indisponível"}',
            last_attempt_at: NOW.toISOString(),
          },
        },
        PENDING_QUERY,
      ],
      "calls",
    );
  });
});

Deno.test("invalid input never reaches the database or Resend", async () => {
  await withFakeFetch(200, async (calls) => {
    const handler = createLeadHandler(ENV, { now: () => NOW });
    const response = await handler(
      new Request("https://projeto.supabase.co/functions/v1/send-form-email", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...BODY, email: "não-é-email" }),
      }),
    );
    assertEquals(response.status, 422, "status");
    assertEquals(await response.json(), { error: "Informe um endereço válido no campo e-mail (email)." }, "error");
    assertEquals(calls, [], "calls");
  });
});

Deno.test("missing secrets: 500 in pt-BR with CORS headers, preflight still answered", async () => {
  const handler = createLeadHandler({ ...ENV, RESEND_API_KEY: "" }, { log: () => undefined });
  const preflight = await handler(new Request("https://x/functions/v1/send-form-email", { method: "OPTIONS" }));
  assertEquals(preflight.status, 204, "preflight status");
  const response = await handler(request());
  assertEquals(response.status, 500, "status");
  assertEquals(response.headers.get("vary"), "Origin", "CORS headers");
  assertEquals(((await response.json()) as { error: string }).error.startsWith("Não foi possível"), true, "message");
});
