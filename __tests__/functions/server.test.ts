/**
 * The local function server over HTTP, as the site uses it: a real server process (tsx), the real
 * PGlite store in a temp DATA_DIR and a real SMTP server receiving the notification.
 */

import { makeTempDir, postLead, spawnFunctionServer, startSmtpSink, type ServerProcess, type SmtpSink } from "./helpers";

const homeContact = {
  formType: "contact",
  name: "Bia <img src=x onerror=alert(1)>",
  email: "bia@example.com",
  phone: "11 3333-4444",
  insuranceType: "residencial",
  message: "Linha 1\n<b>negrito</b> & cia",
};

describe("local function server with SMTP", () => {
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let smtp: SmtpSink;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await makeTempDir("leads-server-");
    smtp = await startSmtpSink();
    server = await spawnFunctionServer({
      DATA_DIR: dataDir.path,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_TO_EMAIL: "corretora@example.com",
      LEADS_FROM_EMAIL: "site@example.com",
      ALLOWED_ORIGINS: "http://localhost:8000",
    });
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await dataDir?.remove();
  });

  it("answers the CORS preflight of the site", async () => {
    const response = await fetch(server.functionUrl, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:8000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, x-client-info, apikey, content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
  });

  it("stores a lead, e-mails the brokerage with escaped content and marks it delivered", async () => {
    const before = smtp.messages.length;
    const response = await postLead(server.functionUrl, homeContact, {
      Origin: "http://localhost:8000",
      Referer: "http://localhost:8000/#contact",
      "User-Agent": "JestBrowser/1.0",
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };

    await smtp.waitForMessages(before + 1);
    const { envelopeTo, email } = smtp.messages[before];
    expect(envelopeTo).toEqual(["corretora@example.com"]);
    expect(email.subject).toBe("[Site] Mensagem de contato: Bia <img src=x onerror=alert(1)> — Seguro Residencial");
    expect(email.from?.address).toBe("site@example.com");
    expect(email.replyTo?.[0]?.address).toBe("bia@example.com");
    expect(email.html).toContain("Bia &lt;img src=x onerror=alert(1)&gt;");
    expect(email.html).toContain("Linha 1\n&lt;b&gt;negrito&lt;/b&gt; &amp; cia");
    expect(email.html).not.toContain("<img");
    expect(email.text).toContain("Página: http://localhost:8000/#contact");
    expect(email.text).toContain(`Protocolo: ${id}`);

    const [stored] = (await server.leads()).filter((lead) => lead.id === id);
    expect(stored).toMatchObject({
      formType: "contact",
      insuranceType: "residencial",
      page: "http://localhost:8000/#contact",
      origin: "http://localhost:8000",
      userAgent: "JestBrowser/1.0",
      deliveryStatus: "delivered",
      attempts: 1,
    });
  });

  it("strips CR/LF from mail headers", async () => {
    const before = smtp.messages.length;
    const response = await postLead(server.functionUrl, {
      formType: "contact",
      name: "Caio\r\nBcc: vitima@example.com",
      email: "caio@example.com",
      phone: "11 2222-3333",
      subject: "Oi\r\nX-Injetado: sim",
      message: "Teste",
    });
    expect(response.status).toBe(200);
    await smtp.waitForMessages(before + 1);
    const { envelopeTo, email } = smtp.messages[before];
    expect(envelopeTo).toEqual(["corretora@example.com"]);
    expect(email.subject).toBe("[Site] Mensagem de contato: Caio Bcc: vitima@example.com — Oi X-Injetado: sim");
    expect(email.headers.some((header) => header.key === "x-injetado" || header.key === "bcc")).toBe(false);
  });

  it("accepts each form's SPEC §7 body", async () => {
    const bodies = [
      { formType: "quote", name: "Ana", email: "", phone: "1", cpf: "2", insuranceType: "Consórcio de Energia", company: "ACME" },
      { formType: "full-quote", name: "Duda", email: "d@example.com", phone: "3", cpf: "4", insuranceType: "viagem", additionalDetails: "" },
    ];
    for (const body of bodies) expect((await postLead(server.functionUrl, body)).status).toBe(200);
  });

  it("rejects bad input with 4xx and a pt-BR message, storing nothing", async () => {
    const count = (await server.leads()).length;
    const cases: [RequestInit, number][] = [
      [{ method: "POST", headers: { "Content-Type": "text/plain" }, body: "{}" }, 415],
      [{ method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }, 400],
      [{ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...homeContact, phone: "" }) }, 422],
      [{ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...homeContact, message: "x".repeat(40_000) }) }, 413],
      [{ method: "GET" }, 405],
    ];
    for (const [init, status] of cases) {
      const response = await fetch(server.functionUrl, init);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(((await response.json()) as { error: string }).error).toMatch(/[a-zçãé]/);
    }
    expect(await server.leads()).toHaveLength(count);
  });

  it("answers 413 to a chunked upload over 32 KB without Content-Length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"formType":"contact","message":"'));
        if (sent >= 64) controller.close();
        else controller.enqueue(chunk);
        sent += 1;
      },
    });
    const response = await fetch(server.functionUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});
