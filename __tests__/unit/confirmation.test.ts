import { readHandlerConfig } from "../../supabase/functions/_shared/config";
import {
  answerDelay,
  confirmationWhatsappLink,
  nextStep,
  quietPeriod,
  renderConfirmationEmail,
  type BrokerageFacts,
} from "../../supabase/functions/_shared/confirmation";
import { asciiDomain, mailboxKey } from "../../supabase/functions/_shared/contract/email-address";
import { TEST_BROKERAGE, TEST_CONFIG_DEFAULTS } from "../../test-kit/lead-fixtures";

const FACTS: BrokerageFacts = {
  ...TEST_BROKERAGE,
  privacyUrl: "https://www.corretora.example/politica-de-privacidade",
};

describe("the visitor's confirmation", () => {
  it("says what arrived, under which protocol, what happens next and how to reach the brokerage, in pt-BR", () => {
    const mail = renderConfirmationEmail({ formType: "full-quote", protocol: "2026-00042" }, FACTS);
    expect(mail.subject).toBe("Corretora Tranquilidade: recebemos seu pedido de cotação (protocolo 2026-00042)");
    expect(mail.text).toContain("O número do seu protocolo é 2026-00042");
    expect(mail.text).toContain(
      "Nossa equipe prepara a sua cotação personalizada e entra em contato em até 24 horas, pelo telefone ou e-mail que você informou.",
    );
    expect(mail.text).not.toContain("O que acontece agora");
    expect(mail.text).toContain("Ligar: tel:+551130000000");
    expect(mail.text).toContain(`WhatsApp: ${confirmationWhatsappLink(FACTS, "2026-00042")}`);
    expect(mail.text).toContain("Como tratamos os seus dados: https://www.corretora.example/politica-de-privacidade");
    expect(mail.replyTo).toBe("contato@corretoratranquilidade.com.br");
    // Who sends it, legally (data/site.json).
    expect(mail.text).toContain(
      "Corretora Tranquilidade Ltda. · CNPJ 11.222.333/0001-81 · Corretora registrada na SUSEP sob o nº 202000000",
    );
    // Tap targets a phone's mail app draws as buttons, like the staff's mail.
    expect(mail.html).toMatch(/<a href="tel:\+551130000000" style="display:block;min-height:44px/);
    expect(mail.html).toContain(
      'href="https://wa.me/551130000000?text=Ol%C3%A1!%20Meu%20protocolo%20%C3%A9%202026-00042."',
    );
  });

  it("takes the contact form's answer time for a message", () => {
    const mail = renderConfirmationEmail({ formType: "contact", protocol: "2026-00043" }, FACTS);
    expect(mail.subject).toBe("Corretora Tranquilidade: recebemos sua mensagem (protocolo 2026-00043)");
    expect(mail.text).toContain(
      "Nossa equipe lê a sua mensagem e responde em até 24 horas, pelo telefone ou e-mail que você informou.",
    );
  });

  it("puts the answer time's delay in a sentence of its own, and promises none when the headline names none", () => {
    expect(answerDelay("Sua cotação personalizada em até 24 horas")).toBe("em até 24 horas");
    expect(answerDelay("Respondemos em até 2 horas.")).toBe("em até 2 horas");
    expect(answerDelay("Em até 48 horas úteis")).toBe("em até 48 horas úteis");
    expect(answerDelay("Respondemos rapidinho")).toBeNull();
    expect(nextStep("contact", { contact: "Respondemos rapidinho", fullQuote: "" })).toBe(
      "Nossa equipe lê a sua mensagem e responde, pelo telefone ou e-mail que você informou.",
    );
    expect(nextStep("full-quote", { contact: "", fullQuote: "Cotação em até 48 horas" })).toBe(
      "Nossa equipe prepara a sua cotação personalizada e entra em contato em até 48 horas, pelo telefone ou e-mail que você informou.",
    );
  });

  it("keeps the phone number on one line: non-breaking spaces, and a nowrap span and button in the HTML", () => {
    const mail = renderConfirmationEmail({ formType: "contact", protocol: "2026-00046" }, FACTS);
    expect(mail.text).toContain("pelo telefone (11)\u00a03000-0000 ou pelo WhatsApp.");
    expect(mail.html).toContain(
      'pelo telefone <span style="white-space:nowrap">(11)\u00a03000-0000</span> ou pelo WhatsApp.',
    );
    expect(mail.html).toMatch(/text-align:center;white-space:nowrap">Ligar: \(11\)\u00a03000-0000<\/a>/);
  });

  it("promises only what delivery does: no other confirmation to this address within the per-mailbox window", () => {
    const mail = renderConfirmationEmail({ formType: "contact", protocol: "2026-00045" }, FACTS);
    expect(mail.text).toContain(
      "Se não foi você quem fez esta solicitação, ignore este e-mail: não enviaremos outra confirmação a este endereço nas próximas 24 horas.",
    );
    expect(mail.html).toContain("não enviaremos outra confirmação a este endereço nas próximas 24 horas.");
    expect(renderConfirmationEmail({ formType: "contact", protocol: "2026-00045" }, FACTS, 7200).text).toContain(
      "a este endereço nas próximas 2 horas.",
    );
    expect([
      quietPeriod(86_400),
      quietPeriod(3600),
      quietPeriod(7200),
      quietPeriod(90),
      quietPeriod(60),
      quietPeriod(30),
    ]).toEqual(["24 horas", "1 hora", "2 horas", "1 minuto", "1 minuto", "1 minuto"]);
  });

  it("escapes the brokerage's own facts in the HTML", () => {
    const mail = renderConfirmationEmail(
      { formType: "contact", protocol: "2026-00044" },
      { ...FACTS, name: "A & B <Seguros>" },
    );
    expect(mail.html).toContain("A &amp; B &lt;Seguros&gt;");
    expect(mail.html).not.toContain("<Seguros>");
  });
});

describe("one confirmation per mailbox: the key is the mailbox, not the spelling", () => {
  it("folds case, the +tag, Gmail's dots and googlemail.com into one key", () => {
    const spellings = [
      "victim@gmail.com",
      "v.ictim@gmail.com",
      "victim+1@gmail.com",
      "VICTIM@googlemail.com",
      " V.I.C.T.I.M+promo@GMail.com ",
      "victim@gmail.com.",
    ];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(["victim@gmail.com"]));
  });

  it("keeps dots where they name another mailbox, and a + that starts the local part", () => {
    expect(mailboxKey("ana.souza@example.com.br")).toBe("ana.souza@example.com.br");
    expect(mailboxKey("anasouza@example.com.br")).not.toBe(mailboxKey("ana.souza@example.com.br"));
    expect(mailboxKey("Ana.Souza+site@Example.COM.br")).toBe("ana.souza@example.com.br");
    expect(mailboxKey("+abc@example.com")).toBe("+abc@example.com");
  });

  it("puts an IDN domain in punycode after NFKC, so it and its punycode form are one mailbox", () => {
    expect(mailboxKey("ana@exämple.com")).toBe("ana@xn--exmple-cua.com");
    expect(mailboxKey("ANA@EXÄMPLE.COM")).toBe(mailboxKey("ana@xn--exmple-cua.com"));
    expect(mailboxKey("ana@münchen.de")).toBe("ana@xn--mnchen-3ya.de");
    // Decomposed ä (a + U+0308) and full-width letters fold too.
    expect(mailboxKey("ana@exa\u0308mple.com")).toBe("ana@xn--exmple-cua.com");
    expect(mailboxKey("ana@ｅｘａｍｐｌｅ.com")).toBe("ana@example.com");
    expect(mailboxKey("ｖｉｃｔｉｍ@ｇｍａｉｌ.com")).toBe("victim@gmail.com");
  });

  it("leaves a domain that is not a host name as it is, never parsing it as more than one", () => {
    expect(asciiDomain("evil.example/gmail.com")).toBe("evil.example/gmail.com");
    expect(asciiDomain("a@b")).toBe("a@b");
    expect(asciiDomain("")).toBe("");
  });
});

describe("the confirmation's settings", () => {
  it("are on, once per address a day, from the brokerage's name on the sender's address, linking the site's privacy policy", () => {
    const config = readHandlerConfig(
      {
        LEADS_FROM_EMAIL: 'Site "oficial" <site@corretora.com.br>',
        ALLOWED_ORIGINS: "https://www.corretora.com.br,https://corretora.com.br",
      },
      TEST_CONFIG_DEFAULTS,
    );
    expect(config.confirmation).toMatchObject({
      enabled: true,
      perAddressSeconds: 86_400,
      maxPerClientPerHour: 3,
      maxPerHour: 30,
      from: '"Corretora Tranquilidade" <site@corretora.com.br>',
      facts: { privacyUrl: "https://www.corretora.com.br/politica-de-privacidade" },
    });
    expect(
      readHandlerConfig(
        { SITE_URL: "https://outro.example", BROKERAGE_NAME: 'Nome "com" <aspas>' },
        TEST_CONFIG_DEFAULTS,
      ).confirmation,
    ).toMatchObject({
      from: '"Nome com aspas" <site@localhost>',
      facts: { name: 'Nome "com" <aspas>', privacyUrl: "https://outro.example/politica-de-privacidade" },
    });
  });

  it("turn off with VISITOR_CONFIRMATION=off and refuse a value that is neither", () => {
    expect(readHandlerConfig({ VISITOR_CONFIRMATION: "off" }, TEST_CONFIG_DEFAULTS).confirmation.enabled).toBe(false);
    expect(readHandlerConfig({ VISITOR_CONFIRMATION: "ON" }, TEST_CONFIG_DEFAULTS).confirmation.enabled).toBe(true);
    // Their own ceilings, apart from the staff's mails' (MAIL_MAX_PER_HOUR).
    expect(
      readHandlerConfig(
        { CONFIRMATION_MAX_PER_HOUR: "5", CONFIRMATION_MAX_PER_CLIENT: "0", MAIL_MAX_PER_HOUR: "7" },
        TEST_CONFIG_DEFAULTS,
      ),
    ).toMatchObject({
      mailMaxPerHour: 7,
      confirmation: { maxPerHour: 5, maxPerClientPerHour: 0 },
    });
    expect(() => readHandlerConfig({ VISITOR_CONFIRMATION: "talvez" }, TEST_CONFIG_DEFAULTS)).toThrow(
      'VISITOR_CONFIRMATION must be on or off, got "talvez"',
    );
    expect(() => readHandlerConfig({}, { ...TEST_CONFIG_DEFAULTS, siteUrl: undefined })).toThrow(/SITE_URL is not set/);
  });
});
