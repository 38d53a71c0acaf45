import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HONEYPOT_HEADER } from "../../supabase/functions/_shared/spam-signals";
import {
  contactPageBody,
  FULL_QUOTE_TYPES,
  fullQuoteBody,
  type FullQuoteValues,
  HOME_INSURANCE_TYPES,
  HONEYPOT_MAX_LENGTH,
  homeContactBody,
  honeypotHeaderValue,
  LeadSendError,
  QUICK_QUOTE_SERVICES,
  quickQuoteBody,
  sendLead,
} from "../../src/lib/leads";

describe("lead body builders (SPEC §7)", () => {
  it("quick quote: empty e-mail, service as insuranceType, empresa as company", () => {
    expect(
      quickQuoteBody({ nome: "Ana", cpf: "123", telefone: "11 9999-0000", servicos: "Seguro Viagem", empresa: "" }),
    ).toStrictEqual({
      formType: "quote",
      name: "Ana",
      email: "",
      phone: "11 9999-0000",
      cpf: "123",
      insuranceType: "Seguro Viagem",
      company: "",
    });
  });

  it("home contact form keeps its English field names", () => {
    expect(
      homeContactBody({ name: "Bia", email: "bia@example.com", phone: "1", insuranceType: "vida", message: "Oi" }),
    ).toStrictEqual({ formType: "contact", name: "Bia", email: "bia@example.com", phone: "1", insuranceType: "vida", message: "Oi" });
  });

  it("contact page maps assunto → subject and mensagem → message", () => {
    expect(
      contactPageBody({ nome: "Caio", telefone: "2", email: "caio@example.com", assunto: "Sinistro", mensagem: "Ajuda" }),
    ).toStrictEqual({ formType: "contact", name: "Caio", email: "caio@example.com", phone: "2", subject: "Sinistro", message: "Ajuda" });
  });

  it("full quote drops aceiteTermos and maps outrosDetalhes → additionalDetails", () => {
    const values: FullQuoteValues = {
      nome: "Duda",
      cpf: "9",
      email: "duda@example.com",
      telefone: "3",
      tipoSeguro: "fianca",
      outrosDetalhes: "",
      aceiteTermos: true,
    };
    expect(fullQuoteBody(values)).toStrictEqual({
      formType: "full-quote",
      name: "Duda",
      email: "duda@example.com",
      phone: "3",
      cpf: "9",
      insuranceType: "fianca",
      additionalDetails: "",
    });
  });
});

describe("form options (SPEC §3)", () => {
  it("lists the 16 quick quote services in order", () => {
    expect(QUICK_QUOTE_SERVICES).toHaveLength(16);
    expect(QUICK_QUOTE_SERVICES[0]).toBe("Saúde Empresarial");
    expect(QUICK_QUOTE_SERVICES[15]).toBe("Financiamento para Pessoa Física");
  });

  it("has the home contact and full quote values with pt-BR labels", () => {
    expect(HOME_INSURANCE_TYPES.map((option) => option.value)).toEqual([
      "auto", "residencial", "vida", "empresarial", "previdencia", "outro",
    ]);
    expect(FULL_QUOTE_TYPES.map((option) => option.value)).toEqual([
      "veiculo", "residencia", "empresa", "vida", "viagem", "transporte", "fianca", "previdencia", "consorcio",
    ]);
    for (const option of [...HOME_INSURANCE_TYPES, ...FULL_QUOTE_TYPES]) expect(option.label).toMatch(/\S/);
  });
});

describe("sendLead", () => {
  let server: Server;
  let received: { method?: string; url?: string; headers: IncomingMessage["headers"]; body: string }[];
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
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

  const body = homeContactBody({ name: "Bia", email: "bia@example.com", phone: "1", insuranceType: "vida", message: "Oi" });

  afterEach(() => {
    jest.restoreAllMocks();
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
});

describe("honeypotHeaderValue", () => {
  it("trims, and is empty for a blank field", () => {
    expect(honeypotHeaderValue("")).toBe("");
    expect(honeypotHeaderValue(" \t\u00a0 ")).toBe("");
    expect(honeypotHeaderValue("  bot  ")).toBe("bot");
  });

  it("keeps printable ASCII as it is and percent-encodes '%' and everything else, reversibly", () => {
    expect(honeypotHeaderValue("https://spam.example/a b?c=d&e=~")).toBe("https://spam.example/a b?c=d&e=~");
    for (const value of ["100%", "%41", "ação", "😀", "a\u0000b", "\u202eabc"]) {
      const header = honeypotHeaderValue(value);
      expect(header).toMatch(/^[\x20-\x7e]*$/);
      expect(decodeURIComponent(header)).toBe(value);
    }
  });

  it("cuts to 200 code points before encoding, never inside an emoji", () => {
    expect(HONEYPOT_MAX_LENGTH).toBe(200);
    expect(honeypotHeaderValue("x".repeat(500))).toBe("x".repeat(200));
    const emoji = `${"x".repeat(199)}😀😀`;
    expect(decodeURIComponent(honeypotHeaderValue(emoji))).toBe(`${"x".repeat(199)}😀`);
  });
});
