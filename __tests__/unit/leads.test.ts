import {
  contactPageBody,
  fullQuoteBody,
  type FullQuoteValues,
  HONEYPOT_MAX_LENGTH,
  homeContactBody,
  honeypotHeaderValue,
  quickQuoteBody,
} from "../../supabase/functions/_shared/contract/form-bodies";
import {
  FULL_QUOTE_TYPES,
  HOME_INSURANCE_TYPES,
  QUICK_QUOTE_SERVICES,
} from "../../supabase/functions/_shared/contract/options";
import { SPEC_FULL_QUOTE_TYPES } from "../../test-kit/lead-fixtures";

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
    ).toStrictEqual({
      formType: "contact",
      name: "Bia",
      email: "bia@example.com",
      phone: "1",
      insuranceType: "vida",
      message: "Oi",
    });
  });

  it("contact page maps assunto → subject and mensagem → message", () => {
    expect(
      contactPageBody({
        nome: "Caio",
        telefone: "2",
        email: "caio@example.com",
        assunto: "Sinistro",
        mensagem: "Ajuda",
      }),
    ).toStrictEqual({
      formType: "contact",
      name: "Caio",
      email: "caio@example.com",
      phone: "2",
      subject: "Sinistro",
      message: "Ajuda",
    });
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
      "auto",
      "residencial",
      "vida",
      "empresarial",
      "previdencia",
      "outro",
    ]);
    expect(FULL_QUOTE_TYPES.map((option) => option.value)).toEqual(SPEC_FULL_QUOTE_TYPES);
    for (const option of [...HOME_INSURANCE_TYPES, ...FULL_QUOTE_TYPES]) expect(option.label).toMatch(/\S/);
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
