import { escapeHtml, headerSafe, renderLeadEmail, type LeadEmailInput } from "../../supabase/functions/_shared/email";

const base: LeadEmailInput = {
  id: "0b5c3f2e-0000-4000-8000-000000000001",
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
    expect(renderLeadEmail(base).subject).toBe("[Site] Mensagem de contato: Ana — Dúvida");
    expect(renderLeadEmail({ ...base, formType: "full-quote", subject: null, insuranceType: "fianca" }).subject).toBe(
      "[Site] Cotação completa: Ana — Fiança Locatícia",
    );
    expect(
      renderLeadEmail({ ...base, formType: "quote", email: "", subject: null, insuranceType: "Consórcio de Imóveis" }).subject,
    ).toBe("[Site] Cotação rápida: Ana — Consórcio de Imóveis");
  });

  it("lists every field in the text with labels and São Paulo time", () => {
    const { text } = renderLeadEmail({ ...base, cpf: "123", company: "ACME", insuranceType: "vida", subject: null });
    expect(text).toContain("Nome: Ana");
    expect(text).toContain("E-mail: ana@example.com");
    expect(text).toContain("Telefone: 11 99999-0000");
    expect(text).toContain("CPF/CNPJ: 123");
    expect(text).toContain("Tipo de seguro: Seguro de Vida");
    expect(text).toContain("Empresa: ACME");
    expect(text).toContain("Página: https://corretora.example/fale-conosco");
    expect(text).toContain("Recebido em: 02/03/2026, 12:04:05 (horário de Brasília)");
    expect(text).toContain(`Protocolo: ${base.id}`);
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
    expect(email.subject).toBe("[Site] Mensagem de contato: Ana Bcc: spam@example.com — Oi X-Injected: 1");
    expect(headerSafe("a@b.com\r\nBcc: c@d.com")).toBe("a@b.com Bcc: c@d.com");
  });

  it("keeps line breaks of the message in the body", () => {
    const email = renderLeadEmail({ ...base, message: "linha 1\nlinha 2" });
    expect(email.text).toContain("Mensagem:\nlinha 1\nlinha 2");
    expect(email.html).toContain("white-space:pre-wrap\">linha 1\nlinha 2</td>");
  });
});
