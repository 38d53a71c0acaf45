import { contactPageBody, fullQuoteBody, type FullQuoteValues, type LeadBody } from "../../src/lib/leads";
import { fillPlaceholders } from "../../src/components/privacy/fill-placeholders";
import { TERMS_NOT_ACCEPTED } from "../../src/components/forms/messages";
import { submitLead } from "../../src/components/forms/submit-lead";

const contact = { nome: "Ana", telefone: "11 99999-0000", email: "ana@example.com", assunto: "Dúvida", mensagem: "Oi" };
const fullQuote: FullQuoteValues = {
  nome: "Ana",
  cpf: "123",
  email: "ana@example.com",
  telefone: "11",
  tipoSeguro: "vida",
  outrosDetalhes: "",
  aceiteTermos: true,
};
const termsAccepted = (values: FullQuoteValues) => (values.aceiteTermos ? null : TERMS_NOT_ACCEPTED);

describe("submitLead", () => {
  it("sends the body built from the values and reports success", async () => {
    const send = jest.fn<Promise<void>, [LeadBody]>().mockResolvedValue(undefined);
    await expect(submitLead({ values: contact, honeypot: "", toBody: contactPageBody, send })).resolves.toEqual({ kind: "sent" });
    expect(send).toHaveBeenCalledWith({
      formType: "contact",
      name: "Ana",
      email: "ana@example.com",
      phone: "11 99999-0000",
      subject: "Dúvida",
      message: "Oi",
    });
  });

  it("reports a failed send with its error", async () => {
    const error = new Error("500");
    const send = jest.fn<Promise<void>, [LeadBody]>().mockRejectedValue(error);
    await expect(submitLead({ values: contact, honeypot: "", toBody: contactPageBody, send })).resolves.toEqual({
      kind: "failed",
      error,
    });
  });

  it("never calls the function when the honeypot is filled", async () => {
    const send = jest.fn<Promise<void>, [LeadBody]>();
    await expect(submitLead({ values: contact, honeypot: "http://spam", toBody: contactPageBody, send })).resolves.toEqual({
      kind: "trapped",
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("blocks the full quote before any call while the terms are not accepted", async () => {
    const send = jest.fn<Promise<void>, [LeadBody]>();
    const outcome = await submitLead({
      values: { ...fullQuote, aceiteTermos: false },
      honeypot: "",
      check: termsAccepted,
      toBody: fullQuoteBody,
      send,
    });
    expect(outcome).toEqual({
      kind: "blocked",
      notice: { title: "Erro no formulário", description: "Você deve aceitar os termos e condições para prosseguir." },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the full quote without the terms flag once accepted", async () => {
    const send = jest.fn<Promise<void>, [LeadBody]>().mockResolvedValue(undefined);
    await submitLead({ values: fullQuote, honeypot: "", check: termsAccepted, toBody: fullQuoteBody, send });
    expect(send.mock.calls[0][0]).not.toHaveProperty("aceiteTermos");
    expect(send.mock.calls[0][0]).toMatchObject({ formType: "full-quote", insuranceType: "vida", additionalDetails: "" });
  });
});

describe("fillPlaceholders", () => {
  const values = { retention: { text: "5 anos" }, dpoEmail: { text: "dpo@example.com", href: "mailto:dpo@example.com" } };

  it("replaces markers with text and keeps linked values apart", () => {
    expect(fillPlaceholders("Guardamos por {retention}. Escreva para {dpoEmail}.", values)).toEqual([
      { text: "Guardamos por 5 anos. Escreva para " },
      { text: "dpo@example.com", href: "mailto:dpo@example.com" },
      { text: "." },
    ]);
  });

  it("leaves unknown markers visible", () => {
    expect(fillPlaceholders("Olá {ninguem}", values)).toEqual([{ text: "Olá {ninguem}" }]);
  });
});
