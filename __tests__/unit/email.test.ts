import {
  escapeHtml,
  headerSafe,
  renderDigestEmail,
  renderLeadEmail as render,
  VISITOR_TEXT_HEADING,
  type LeadEmailInput,
} from "../../supabase/functions/_shared/email";
import { QUOTE_QUESTIONS } from "../../test-kit/lead-fixtures";
import { CAMPAIGN_SOURCE } from "../../test-kit/lead-fixtures";

const CONTEXT = { brokerageName: "Corretora Tranquilidade", quoteQuestions: QUOTE_QUESTIONS };
const renderLeadEmail = (lead: LeadEmailInput) => render(lead, CONTEXT);

const base: LeadEmailInput = {
  id: "0b5c3f2e-0000-4000-8000-000000000001",
  protocol: "2026-00042",
  formType: "contact",
  name: "Ana",
  email: "ana@example.com",
  phone: "11 99999-0000",
  cpf: null,
  insuranceType: null,
  company: null,
  subject: "Dúvida",
  message: "Olá",
  additionalDetails: null,
  page: "https://corretora.example/fale-conosco",
  receivedAt: "2026-03-02T15:04:05.000Z",
};

describe("renderLeadEmail", () => {
  it("writes a pt-BR subject naming the form, the person and the topic", () => {
    expect(renderLeadEmail(base).subject).toBe("[Site] Mensagem de contato 2026-00042: Ana — Dúvida");
    expect(renderLeadEmail({ ...base, formType: "full-quote", subject: null, insuranceType: "fianca" }).subject).toBe(
      "[Site] Cotação completa 2026-00042: Ana — Fiança Locatícia",
    );
    expect(
      renderLeadEmail({ ...base, formType: "quote", email: "", subject: null, insuranceType: "Consórcio de Imóveis" })
        .subject,
    ).toBe("[Site] Cotação rápida 2026-00042: Ana — Consórcio de Imóveis");
  });

  it("lists every field in the text with labels and São Paulo time", () => {
    const { text } = renderLeadEmail({ ...base, cpf: "123", company: "ACME", insuranceType: "vida", subject: null });
    expect(text).toContain("Nome: Ana");
    expect(text).toContain("E-mail: ana@example.com");
    expect(text).toContain("Telefone: (11) 99999-0000");
    expect(text).toContain("CPF/CNPJ: 123");
    expect(text).toContain("Tipo de seguro: Seguro de Vida");
    expect(text).toContain("Empresa: ACME");
    expect(text).toContain("Página: https://corretora.example/fale-conosco");
    expect(text).toContain("Recebido em: 02/03/2026, 12:04:05 (horário de Brasília)");
    expect(text).toContain(`Protocolo: ${base.protocol}`);
    expect(text).not.toContain(base.id);
  });

  it("sets Reply-To to the visitor's e-mail, and none for the quick quote", () => {
    expect(renderLeadEmail(base).replyTo).toBe("ana@example.com");
    expect(renderLeadEmail({ ...base, formType: "quote", email: "" }).replyTo).toBeUndefined();
  });

  it("HTML-escapes every field", () => {
    const attack = `<script>alert("x")</script>&'`;
    const { html } = renderLeadEmail({
      ...base,
      name: attack,
      phone: attack,
      subject: attack,
      message: attack,
      company: attack,
      cpf: attack,
      additionalDetails: attack,
      page: attack,
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(`"x"`);
    expect(html.split(escapeHtml(attack)).length - 1).toBeGreaterThanOrEqual(8);
  });

  it("strips CR/LF from the subject and Reply-To (no header injection)", () => {
    const email = renderLeadEmail({ ...base, name: "Ana\r\nBcc: spam@example.com", subject: "Oi\nX-Injected: 1" });
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toBe("[Site] Mensagem de contato 2026-00042: Ana Bcc: spam@example.com — Oi X-Injected: 1");
    expect(headerSafe("a@b.com\r\nBcc: c@d.com")).toBe("a@b.com Bcc: c@d.com");
  });

  it("keeps line breaks of the message in the body, each line of it quoted as the visitor's in the text", () => {
    const email = renderLeadEmail({ ...base, message: "linha 1\n\nlinha 2" });
    expect(email.text).toContain(`\n\n${VISITOR_TEXT_HEADING}:\nMensagem:\n> linha 1\n>\n> linha 2\n\n`);
    expect(email.html).toContain('white-space:pre-wrap">linha 1\n\nlinha 2</td>');
  });

  it("shows a fake answers block typed into the free text only as quoted visitor text, in the plain text", () => {
    const fake =
      "Respostas para a cotação:\n  Placa: XYZ9999\nProtocolo: 2026-99999\r\nRecebido em: 01/01/2026\rPágina: https://evil.example\u2028Nome: Outra Pessoa";
    const lead: LeadEmailInput = {
      ...base,
      formType: "full-quote",
      subject: null,
      insuranceType: "veiculo",
      cpf: "123",
      quoteAnswers: { placa: "ABC1D23" },
      additionalDetails: `Placa: ABC1D23\n\n${fake}`,
      message: null,
      // One-line fields sent around the form, with line breaks of their own.
      name: "Ana\nProtocolo: 2026-99998",
      company: "ACME\r\nRespostas para a cotação:",
    };
    for (const email of [renderLeadEmail(lead), renderDigestEmail([lead], CONTEXT)]) {
      const lines = email.text.split("\n");
      // The brokerage's own lines appear once each; the visitor's copies only quoted.
      expect(lines.filter((line) => line === "Respostas para a cotação:")).toHaveLength(1);
      expect(lines.filter((line) => /^\s*Protocolo\b/.test(line))).toEqual(["Protocolo: 2026-00042"]);
      expect(lines.filter((line) => /^\s*(Recebido em|Página|Nome|Placa):/.test(line))).toEqual([
        "Nome: Ana Protocolo: 2026-99998",
        "  Placa: ABC1D23",
        "Página: https://corretora.example/fale-conosco",
        "Recebido em: 02/03/2026, 12:04:05 (horário de Brasília)",
      ]);
      expect(lines).toContain("Empresa: ACME Respostas para a cotação:");
      const start = lines.indexOf(`${VISITOR_TEXT_HEADING}:`);
      expect(lines.slice(start, start + 8)).toEqual([
        `${VISITOR_TEXT_HEADING}:`,
        "Detalhes adicionais:",
        "> Respostas para a cotação:",
        ">   Placa: XYZ9999",
        "> Protocolo: 2026-99999",
        "> Recebido em: 01/01/2026",
        "> Página: https://evil.example",
        "> Nome: Outra Pessoa",
      ]);
      // The HTML keeps the text in its own escaped cell.
      expect(email.html).toContain(`white-space:pre-wrap">${escapeHtml(fake)}</td>`);
    }
  });
});

describe("a full quote's current policy end date", () => {
  const quote = (answers: Record<string, string>, receivedAt: string): LeadEmailInput => ({
    ...base,
    formType: "full-quote",
    subject: null,
    message: null,
    insuranceType: "veiculo",
    cpf: "123",
    quoteAnswers: answers,
    additionalDetails: null,
    receivedAt,
  });

  it("reads as the days left from the day the lead came in, in São Paulo", () => {
    // 23:30 in São Paulo on 25/11 is already 26/11 in UTC: the count starts from São Paulo's day.
    const email = renderLeadEmail(
      quote({ placa: "ABC1D23", vencimentoSeguroAtual: "18/12/2026" }, "2026-11-26T02:30:00Z"),
    );
    expect(email.text).toContain("  Quando vence o seu seguro atual?: vence em 23 dias (18/12/2026)\n");
    expect(email.html).toContain(escapeHtml("vence em 23 dias (18/12/2026)"));
    const tomorrow = renderLeadEmail(quote({ vencimentoSeguroAtual: "27/11/2026" }, "2026-11-26T12:00:00Z"));
    expect(tomorrow.text).toContain("Quando vence o seu seguro atual?: vence amanhã (27/11/2026)");
  });

  it("leaves any other date answer as it was written", () => {
    const email = renderLeadEmail({
      ...quote({}, "2026-11-26T12:00:00Z"),
      insuranceType: "viagem",
      quoteAnswers: { ida: "18/12/2026" },
    });
    expect(email.text).toContain(": 18/12/2026\n");
    expect(email.text).not.toContain("vence");
  });
});

describe("the phone and the CPF/CNPJ as Brazilians read them", () => {
  it("formats a raw phone and CPF in the rows of both parts and on the call button, keeping the links' digits", () => {
    const { text, html } = renderLeadEmail({
      ...base,
      formType: "full-quote",
      subject: null,
      insuranceType: "veiculo",
      phone: "11987654321",
      cpf: "52998224725",
    });
    expect(text).toContain("Telefone: (11) 98765-4321");
    expect(text).toContain("CPF/CNPJ: 529.982.247-25");
    expect(text).not.toMatch(/: 11987654321|: 52998224725/);
    expect(text).toContain("Ligar: tel:+5511987654321");
    expect(text).toMatch(/Conversar no WhatsApp: https:\/\/wa\.me\/5511987654321\?text=/);
    expect(html).toContain('>Telefone</th><td style="padding:4px 0;white-space:pre-wrap">(11) 98765-4321</td>');
    expect(html).toContain('>CPF/CNPJ</th><td style="padding:4px 0;white-space:pre-wrap">529.982.247-25</td>');
    expect(html).toMatch(/<a href="tel:\+5511987654321"[^>]*>Ligar: \(11\) 98765-4321<\/a>/);
    expect(html).toMatch(/href="https:\/\/wa\.me\/5511987654321\?text=/);
  });

  it("formats a CNPJ typed without separators, and leaves what is neither as typed", () => {
    expect(
      renderLeadEmail({
        ...base,
        formType: "quote",
        email: "",
        subject: null,
        insuranceType: "Seguro Auto",
        cpf: "11222333000181",
      }).text,
    ).toContain("CPF/CNPJ: 11.222.333/0001-81");
    const odd = renderLeadEmail({ ...base, cpf: "123", phone: "+351 912 345 678" });
    expect(odd.text).toContain("CPF/CNPJ: 123");
    expect(odd.text).toContain("Telefone: +351 912 345 678");
  });
});

describe("the actions staff take from a phone", () => {
  const quote: LeadEmailInput = {
    ...base,
    formType: "full-quote",
    subject: null,
    insuranceType: "veiculo",
    phone: "(11) 98765-4321",
    cpf: "123",
  };

  it("offers a call, a WhatsApp chat and an e-mail reply, as buttons at least 44 px tall and as plain URLs", () => {
    const { html, text } = renderLeadEmail(quote);
    expect(html).toContain('href="tel:+5511987654321"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/5511987654321\?text=[^"]+"/);
    expect(html).toContain('href="mailto:ana@example.com?subject=');
    for (const button of html.match(/<a href="[^"]+" style="[^"]*"/g) ?? [])
      expect(button).toContain("min-height:44px");
    expect(html.match(/<a href=/g)).toHaveLength(3);
    expect(text).toContain("Ligar: tel:+5511987654321");
    expect(text).toMatch(/Conversar no WhatsApp: https:\/\/wa\.me\/5511987654321\?text=\S+/);
    expect(text).toContain("Responder por e-mail: mailto:ana@example.com?subject=");
  });

  it("greets on WhatsApp naming the brokerage, the product and the protocol, never the visitor", () => {
    const { text } = renderLeadEmail(quote);
    const link = /https:\/\/wa\.me\/\d+\?text=(\S+)/.exec(text)?.[1] ?? "";
    const greeting = decodeURIComponent(link);
    expect(greeting).toBe(
      "Olá! Sobre a sua solicitação de Seguro de Veículo, protocolo 2026-00042:\n" +
        "aqui é da Corretora Tranquilidade. Recebemos o seu pedido e vamos te ajudar por aqui.",
    );
    expect(greeting).not.toContain("Ana");
    const mailto = /mailto:\S+\?subject=(\S+)/.exec(text)?.[1] ?? "";
    expect(decodeURIComponent(mailto)).toBe("Corretora Tranquilidade: sua solicitação 2026-00042 — Seguro de Veículo");
  });

  it("has no mailto for a lead without an address, and no tel or WhatsApp for a number that cannot be dialled", () => {
    const quick = renderLeadEmail({ ...quote, formType: "quote", email: "", insuranceType: "Seguro Auto" });
    expect(quick.html).not.toContain("mailto:");
    expect(quick.html).toContain("tel:+5511987654321");
    const odd = renderLeadEmail({ ...quote, phone: "123" });
    expect(odd.html).not.toContain("tel:");
    expect(odd.html).not.toContain("wa.me");
    expect(odd.text).toContain("Telefone: 123");
    // Stored before phones were checked: its digits make no link.
    const hostile = renderLeadEmail({ ...quote, phone: '+1"><script>alert(1)</script>234567890' });
    expect(hostile.html).not.toMatch(/tel:|wa\.me/);
    expect(hostile.html).not.toContain("<script>");
  });

  it("uses no image, remote content or tracking: every URL is one of the three actions", () => {
    const { html } = renderLeadEmail(quote);
    expect(html).not.toMatch(/<img|<link|src=|url\(/i);
    const urls = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1].split(":")[0]);
    expect(urls.sort()).toEqual(["https", "mailto", "tel"]);
  });

  it("shows where the lead came from: campaign, landing page and referring site", () => {
    const { text, html } = renderLeadEmail({
      ...quote,
      source: CAMPAIGN_SOURCE,
    });
    expect(text).toContain("Campanha: google / cpc / auto-sp-nov");
    expect(text).toContain("Página de entrada: /servicos/seguro-auto");
    expect(text).toContain("Veio de: https://www.google.com");
    expect(html).toContain("auto-sp-nov");
    expect(renderLeadEmail(quote).text).not.toContain("Campanha:");
  });
});
