/** sendLead (src/components/forms/send-lead.ts) against a local HTTP server standing in for the function: request, headers, failures. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { HONEYPOT_HEADER } from "../../supabase/functions/_shared/contract/spam-signals";
import { homeContactBody } from "../../supabase/functions/_shared/contract/form-bodies";
import { LeadSendError, sendLead } from "../../src/components/forms/send-lead";

describe("sendLead", () => {
  let server: Server;
  let received: { method?: string; url?: string; headers: IncomingMessage["headers"]; body: string }[];
  let answer: { status: number; body: unknown } | "never";
  /** Requests the server holds without an answer (answer "never"), ended after each test. */
  let unanswered: ServerResponse[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (answer === "never") {
          unanswered.push(res);
          return;
        }
        res.writeHead(answer.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    // Read lazily by getFunctionsClient() on the first send.
    process.env.GATSBY_SUPABASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.GATSBY_SUPABASE_ANON_KEY = "test-anon-key";
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    received = [];
  });

  const body = homeContactBody({
    name: "Bia",
    email: "bia@example.com",
    phone: "1",
    insuranceType: "vida",
    message: "Oi",
  });

  afterEach(() => {
    jest.restoreAllMocks();
    for (const res of unanswered) res.destroy();
    unanswered = [];
  });

  it("POSTs the exact body to /functions/v1/send-form-email with the anon key and the page's full URL as referrer", async () => {
    answer = { status: 200, body: { ok: true, id: "x" } };
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    await sendLead(body);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0][1]?.referrerPolicy).toBe("no-referrer-when-downgrade");
    expect(received).toHaveLength(1);
    expect(received[0].method).toBe("POST");
    expect(received[0].url).toBe("/functions/v1/send-form-email");
    expect(received[0].headers.authorization).toBe("Bearer test-anon-key");
    expect(received[0].headers.apikey).toBe("test-anon-key");
    expect(received[0].headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(received[0].body)).toStrictEqual(body);
    expect(received[0].headers).not.toHaveProperty(HONEYPOT_HEADER);
  });

  it.each(["", "   "])("sends no trap header when the honeypot is %p", async (honeypot) => {
    answer = { status: 200, body: { ok: true, id: "x" } };
    await sendLead(body, { honeypot });
    expect(received).toHaveLength(1);
    expect(received[0].headers).not.toHaveProperty(HONEYPOT_HEADER);
  });

  it("sends a lead whose honeypot was filled, the trimmed value in the x-form-trap header and the body unchanged", async () => {
    answer = { status: 200, body: { ok: true, id: "x" } };
    await sendLead(body, { honeypot: "  https://spam.example/?q=1  " });
    expect(received).toHaveLength(1);
    expect(received[0].headers[HONEYPOT_HEADER]).toBe("https://spam.example/?q=1");
    expect(JSON.parse(received[0].body)).toStrictEqual(body);
  });

  it("percent-encodes a honeypot value fetch could not carry raw (line breaks, accents, emoji, lone surrogates)", async () => {
    answer = { status: 200, body: { ok: true, id: "x" } };
    const honeypot = "Jo\u00e3o 100% \ud83d\ude00\r\n\u4e2d\ud800";
    await sendLead(body, { honeypot });
    expect(received).toHaveLength(1);
    const header = received[0].headers[HONEYPOT_HEADER] as string;
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeURIComponent(header)).toBe("Jo\u00e3o 100% \ud83d\ude00\r\n\u4e2d\ufffd");
  });

  it("still fails as any lead would when the function answers with an error, honeypot or not", async () => {
    answer = { status: 500, body: { error: "Falha" } };
    await expect(sendLead(body, { honeypot: "bot" })).rejects.toMatchObject({ status: 500 });
    expect(received[0].headers[HONEYPOT_HEADER]).toBe("bot");
  });

  it("throws the function's pt-BR message when it answers with an error", async () => {
    answer = { status: 422, body: { error: "Preencha o campo obrigatório nome (name)." } };
    const failure = sendLead(body);
    await expect(failure).rejects.toBeInstanceOf(LeadSendError);
    await expect(failure).rejects.toMatchObject({ status: 422, message: "Preencha o campo obrigatório nome (name)." });
  });

  it("throws LeadSendError when the function cannot be reached", async () => {
    jest.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("fetch failed"));
    await expect(sendLead(body)).rejects.toBeInstanceOf(LeadSendError);
    expect(received).toHaveLength(0);
  });

  it("gives up when the function never answers, so the form can say so and keep every value", async () => {
    answer = "never";
    // Without a limit this would wait for the test's own timeout; LEAD_ANSWER_TIMEOUT_MS is the visitor's.
    await expect(sendLead(body, { timeoutMs: 300 })).rejects.toBeInstanceOf(LeadSendError);
    expect(received).toHaveLength(1);
    expect(unanswered).toHaveLength(1);
  });
});
