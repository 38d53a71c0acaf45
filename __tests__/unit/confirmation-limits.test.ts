/**
 * The visitor's confirmations that no stranger can spend (issue 51), their pure parts: the public
 * providers' list (data, checked), the domain a confirmation counts under, what decides it, what
 * the visitor is told, and the notice each form shows for it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readHandlerConfig } from "../../supabase/functions/_shared/config";
import {
  confirmationAnswer,
  confirmationRequest,
  confirmationRules,
} from "../../supabase/functions/_shared/confirmation-rules";
import { readConfirmationAnswer } from "../../supabase/functions/_shared/contract/confirmation-answer";
import {
  parsePublicMailDomains,
  publicMailDomains,
  PUBLIC_MAIL_DOMAINS_FILE,
  recipientDomain,
} from "../../supabase/functions/_shared/recipient-domain";
import type { ConfirmationDecision } from "../../supabase/functions/_shared/types";
import {
  CONTACT_PAGE_MESSAGES,
  FULL_QUOTE_MESSAGES,
  HOME_CONTACT_MESSAGES,
  QUICK_QUOTE_MESSAGES,
  REMINDER_MESSAGES,
} from "../../src/components/forms/messages";
import { CONTINUE_ON_WHATSAPP, successNotice } from "../../src/components/forms/submit-lead";
import { receiptOf } from "../../src/components/forms/send-lead";
import { TEST_CONFIG_DEFAULTS } from "../../test-kit/lead-fixtures";
import { ROOT } from "../../test-kit/paths";
import { DEFAULT_CONFIRMATION_RULES } from "../../test-kit/store-rules";

describe("the public providers' list", () => {
  it("is the data file's, and holds the large providers", () => {
    const file = JSON.parse(readFileSync(join(ROOT, PUBLIC_MAIL_DOMAINS_FILE), "utf8")) as { domains: string[] };
    const domains = publicMailDomains();
    expect([...domains]).toEqual(file.domains);
    for (const provider of ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com.br", "icloud.com", "uol.com.br"])
      expect(domains.has(provider)).toBe(true);
  });

  it("refuses a broken list naming the file, the entry and the reason, in pt-BR", () => {
    const parse = (data: unknown) => () => parsePublicMailDomains(data);
    expect(parse({})).toThrow(`${PUBLIC_MAIL_DOMAINS_FILE}: "domains" deve ser uma lista de domínios`);
    expect(parse({ domains: [] })).toThrow(/está vazia/);
    expect(parse({ domains: ["gmail.com", 7] })).toThrow(`${PUBLIC_MAIL_DOMAINS_FILE}: domains[1] deve ser um texto`);
    expect(parse({ domains: ["Gmail.com"] })).toThrow(
      `${PUBLIC_MAIL_DOMAINS_FILE}: domains[0] "Gmail.com" não é um domínio em minúsculas e em ASCII`,
    );
    for (const bad of ["gmail", "exämple.com", "gmail.com.", " gmail.com", "-x.com", "x..com", "*.gmail.com"])
      expect(parse({ domains: [bad] })).toThrow(/não é um domínio/);
    expect(parse({ domains: ["uol.com.br", "bol.com.br", "uol.com.br"] })).toThrow(
      'domains[2] "uol.com.br" aparece mais de uma vez',
    );
    expect([...parsePublicMailDomains({ domains: ["xn--exmple-cua.com.br"] })]).toEqual(["xn--exmple-cua.com.br"]);
  });
});

describe("the domain a confirmation counts under", () => {
  const providers = publicMailDomains();

  it("is none for a public provider's mailbox, however the address is spelt", () => {
    for (const address of ["ana@gmail.com", "A.na+x@GoogleMail.com", "ana@outlook.com.br", "ana@fastmail.com"])
      expect([address, recipientDomain(address, providers)]).toEqual([address, null]);
  });

  it("is the mailbox's own domain otherwise: a catch-all's subdomain of a provider, a company, an IDN", () => {
    expect(recipientDomain("x1@victim.fastmail.com", providers)).toBe("victim.fastmail.com");
    expect(recipientDomain("x27@Victim.Fastmail.com", providers)).toBe("victim.fastmail.com");
    expect(recipientDomain("bia@Empresa.COM.br", providers)).toBe("empresa.com.br");
    expect(recipientDomain("ana@exämple.com.br", providers)).toBe("xn--exmple-cua.com.br");
  });

  it("is decided from the HMACs of the mailbox and the domain, under the configured limits", () => {
    const config = readHandlerConfig({}, TEST_CONFIG_DEFAULTS);
    const flood = ["x1@victim.fastmail.com", "x2@victim.fastmail.com"].map((address) =>
      confirmationRequest(config, address),
    );
    expect(flood[0].mailboxHash).not.toBe(flood[1].mailboxHash);
    expect(flood[0].domainHash).toBe(flood[1].domainHash);
    expect(flood[0].domainHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(flood)).not.toContain("victim");
    expect(confirmationRequest(config, "outra@empresa.com.br").domainHash).not.toBe(flood[0].domainHash);
    expect(confirmationRequest(config, "v.ictim@gmail.com")).toMatchObject({
      mailboxHash: confirmationRequest(config, "victim+1@googlemail.com").mailboxHash,
      domainHash: null,
    });
    expect(confirmationRules(config)).toEqual(DEFAULT_CONFIRMATION_RULES);
    expect(
      confirmationRules(readHandlerConfig({ CONFIRMATION_MAX_PER_DOMAIN: "0" }, TEST_CONFIG_DEFAULTS)).perDomainMax,
    ).toBe(0);
    expect(() => readHandlerConfig({ CONFIRMATION_MAX_PER_DOMAIN: "três" }, TEST_CONFIG_DEFAULTS)).toThrow(
      /CONFIRMATION_MAX_PER_DOMAIN must be an integer/,
    );
  });
});

describe("what the visitor is told", () => {
  it("says whether the confirmation goes now, later or not now; possible spam reads as one on its way", () => {
    const told: Record<ConfirmationDecision, string> = {
      queued: "queued",
      earlier: "queued",
      none: "queued",
      deferred: "deferred",
      skipped: "skipped",
      limited: "skipped",
      domain: "skipped",
      ceiling: "skipped",
    };
    for (const [decision, answer] of Object.entries(told))
      expect([decision, confirmationAnswer(decision as ConfirmationDecision)]).toEqual([decision, answer]);
    expect(readConfirmationAnswer({ ok: true, confirmation: "skipped" })).toBe("skipped");
    expect(readConfirmationAnswer({ ok: true, confirmation: "talvez" })).toBeNull();
    expect(readConfirmationAnswer(null)).toBeNull();
    expect(receiptOf({ ok: true, protocol: "2026-00042", confirmation: "deferred" })).toEqual({
      protocol: "2026-00042",
      confirmation: "deferred",
    });
  });

  const receipt = (confirmation: "queued" | "deferred" | "skipped" | null) => ({
    protocol: "2026-00042",
    confirmation,
  });

  it("keeps the specification's success, and adds a line when a lead's confirmation goes later or not now", () => {
    for (const messages of [FULL_QUOTE_MESSAGES, HOME_CONTACT_MESSAGES, CONTACT_PAGE_MESSAGES]) {
      const success = { status: "success", ...messages.success, detail: "Protocolo 2026-00042" };
      expect(successNotice(messages, receipt("queued"))).toEqual({ notice: success, clear: true });
      expect(successNotice(messages, receipt(null))).toEqual({ notice: success, clear: true });
      expect(successNotice(messages, receipt("deferred"))).toEqual({
        notice: { ...success, note: "O e-mail de confirmação pode levar até 1 hora para chegar." },
        clear: true,
      });
      expect(successNotice(messages, receipt("skipped"))).toEqual({
        notice: {
          ...success,
          note: "Não conseguimos enviar o e-mail de confirmação agora. Anote o número do protocolo.",
        },
        clear: true,
      });
    }
    // The quick quote asks for no address: its success whatever the answer.
    expect(successNotice(QUICK_QUOTE_MESSAGES, receipt("skipped")).notice).toEqual({
      status: "success",
      ...QUICK_QUOTE_MESSAGES.success,
      detail: "Protocolo 2026-00042",
    });
  });

  it("offers to continue on WhatsApp first under a success, never under a request that did not go through", () => {
    const chat = "https://wa.me/551130000000?text=x";
    const { notice } = successNotice(FULL_QUOTE_MESSAGES, receipt("deferred"), chat);
    expect(notice.links).toEqual([
      { href: chat, label: CONTINUE_ON_WHATSAPP, whatsapp: true },
      ...(FULL_QUOTE_MESSAGES.success.links ?? []),
    ]);
    expect(notice.detail).toBe("Protocolo 2026-00042");
    expect(successNotice(CONTACT_PAGE_MESSAGES, receipt("queued"), chat).notice.links).toEqual([
      { href: chat, label: "Continuar no WhatsApp", whatsapp: true },
    ]);
    const none = { protocol: null, confirmation: "skipped" as const };
    expect(successNotice(REMINDER_MESSAGES, none, chat).notice.links).toBeUndefined();
    expect(successNotice(REMINDER_MESSAGES, { ...none, confirmation: "queued" }, chat).notice.links).toHaveLength(1);
  });

  it("never says a reminder's confirmation was sent when it was not, and keeps the form to ask again", () => {
    const none = { protocol: null, confirmation: null };
    expect(successNotice(REMINDER_MESSAGES, { ...none, confirmation: "queued" })).toEqual({
      notice: {
        status: "success",
        title: "Quase lá",
        description: "Enviamos um e-mail para confirmar o lembrete. Abra o link dele em até 48 horas.",
      },
      clear: true,
    });
    expect(successNotice(REMINDER_MESSAGES, { ...none, confirmation: "deferred" })).toEqual({
      notice: {
        status: "success",
        title: "Quase lá",
        description:
          "O e-mail para confirmar o lembrete pode levar até 1 hora para chegar. Abra o link dele em até 48 horas.",
      },
      clear: true,
    });
    expect(successNotice(REMINDER_MESSAGES, { ...none, confirmation: "skipped" })).toEqual({
      notice: {
        status: "error",
        title: "Não conseguimos enviar a confirmação agora",
        description:
          "O lembrete só vale depois que você o confirma pelo e-mail, e esse e-mail não pôde ser enviado agora. Tente de novo mais tarde.",
      },
      clear: false,
    });
  });
});
