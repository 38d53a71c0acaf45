import { QUICK_QUOTE_SERVICES } from "../../supabase/functions/_shared/options";
import { validateLead } from "../../supabase/functions/_shared/validate";

const quote = {
  formType: "quote",
  name: "Ana Souza",
  email: "",
  phone: "(11) 99999-0000",
  cpf: "123.456.789-00",
  insuranceType: "Seguro Viagem",
  company: "",
};
const homeContact = {
  formType: "contact",
  name: "Bia",
  email: "bia@example.com",
  phone: "11 3333-4444",
  insuranceType: "vida",
  message: "Quero uma cotação",
};
const contactPage = {
  formType: "contact",
  name: "Caio",
  email: "caio@example.com",
  phone: "11 3333-4444",
  subject: "Sinistro",
  message: "Preciso de ajuda",
};
const fullQuote = {
  formType: "full-quote",
  name: "Duda",
  email: "duda@example.com",
  phone: "11 95555-6666",
  cpf: "12.345.678/0001-90",
  insuranceType: "veiculo",
  additionalDetails: "",
};

function error(body: unknown): { status: number; error: string } {
  const result = validateLead(body);
  if (result.ok) throw new Error("expected a validation error");
  return result;
}

describe("validateLead: valid bodies of each form", () => {
  it.each([
    ["quick quote", quote],
    ["home contact", homeContact],
    ["contact page", contactPage],
    ["full quote", fullQuote],
  ])("accepts the %s body", (_, body) => {
    expect(validateLead(body).ok).toBe(true);
  });

  it("accepts every quick quote service", () => {
    for (const service of QUICK_QUOTE_SERVICES) expect(validateLead({ ...quote, insuranceType: service }).ok).toBe(true);
  });

  it("trims and turns blank optional fields into null", () => {
    const result = validateLead({ ...quote, name: "  Ana  ", company: "   " });
    expect(result).toMatchObject({ ok: true, lead: { name: "Ana", company: null, subject: null, message: null } });
    expect(validateLead({ ...fullQuote, additionalDetails: " Carro 2020 " })).toMatchObject({
      ok: true,
      lead: { additionalDetails: "Carro 2020" },
    });
  });

  it("accepts optional fields left out", () => {
    const { company: _company, ...withoutCompany } = quote;
    const { additionalDetails: _details, ...withoutDetails } = fullQuote;
    expect(validateLead(withoutCompany).ok).toBe(true);
    expect(validateLead(withoutDetails).ok).toBe(true);
  });
});

describe("validateLead: required fields", () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["quote", quote, ["name", "phone", "cpf", "insuranceType"]],
    ["home contact", homeContact, ["name", "email", "phone", "insuranceType", "message"]],
    ["contact page", contactPage, ["name", "email", "phone", "subject", "message"]],
    ["full-quote", fullQuote, ["name", "email", "phone", "cpf", "insuranceType"]],
  ];
  for (const [form, body, required] of cases) {
    for (const field of required) {
      it(`${form}: rejects a blank ${field} naming the field`, () => {
        const result = error({ ...body, [field]: "   " });
        expect(result.status).toBe(422);
        expect(result.error).toContain(`(${field})`);
        expect(result.error).toMatch(/obrigatório/);
      });
      it(`${form}: rejects a missing ${field}`, () => {
        const { [field]: _removed, ...rest } = body;
        const result = error(rest);
        expect([400, 422]).toContain(result.status);
        expect(result.error).toMatch(/\((insuranceType|subject|name|email|phone|cpf|message)\)/);
      });
    }
  }
});

describe("validateLead: malformed input", () => {
  it.each([null, [], "texto", 42])("rejects a body that is not an object (%p)", (body) => {
    expect(error(body).status).toBe(400);
  });

  it("rejects an unknown or missing formType", () => {
    expect(error({ ...quote, formType: "newsletter" }).error).toMatch(/formType/);
    const { formType: _formType, ...rest } = quote;
    expect(error(rest).status).toBe(422);
  });

  it("rejects unknown fields, including the terms checkbox and client-supplied metadata", () => {
    expect(error({ ...fullQuote, aceiteTermos: true })).toMatchObject({ status: 400, error: expect.stringContaining("aceiteTermos") });
    expect(error({ ...homeContact, page: "https://evil.example" }).error).toContain("page");
    expect(error({ ...quote, message: "oi" }).error).toContain("mensagem (message)");
    expect(error(JSON.parse('{"formType":"quote","email":"","__proto__":"x"}')).status).toBe(400);
    expect(error({ ...homeContact, toString: "x" })).toEqual({ ok: false, status: 400, error: 'Campo não permitido neste formulário: "toString".' });
    // An unknown key is echoed printable and short.
    expect(error({ ...homeContact, ["x\u0000".repeat(30)]: "x" }).error).toBe(
      `Campo não permitido neste formulário: "${"x?".repeat(20)}…".`,
    );
  });

  it("rejects non-string values", () => {
    expect(error({ ...homeContact, phone: 11999990000 })).toMatchObject({ status: 400, error: expect.stringContaining("telefone (phone)") });
    expect(error({ ...fullQuote, name: ["Duda"] }).status).toBe(400);
    expect(error({ ...quote, company: null }).status).toBe(400);
  });

  it("requires the quick quote e-mail to be present and exactly empty", () => {
    expect(error({ ...quote, email: "ana@example.com" }).error).toMatch(/vazio/);
    const { email: _email, ...rest } = quote;
    expect(error(rest).error).toMatch(/e-mail \(email\)/);
  });

  it("requires exactly one of insuranceType and subject for contact", () => {
    expect(error({ ...contactPage, insuranceType: "vida" }).error).toMatch(/exatamente um/);
    const { subject: _subject, ...neither } = contactPage;
    expect(error(neither).error).toMatch(/exatamente um/);
  });

  it("checks option values per form", () => {
    expect(error({ ...quote, insuranceType: "vida" }).error).toContain("tipo de seguro (insuranceType)");
    expect(error({ ...homeContact, insuranceType: "Seguro Viagem" }).status).toBe(422);
    expect(error({ ...fullQuote, insuranceType: "auto" }).status).toBe(422);
  });

  it("checks e-mail syntax where an e-mail is required", () => {
    for (const email of ["ana", "ana@", "ana@example", "a b@example.com", "<a@b.com>", "a@b.com\r\nBcc: x@y.z"]) {
      expect(error({ ...homeContact, email }).error).toContain("e-mail (email)");
    }
  });

  it("enforces maximum lengths", () => {
    expect(error({ ...quote, name: "a".repeat(121) }).error).toMatch(/120 caracteres/);
    expect(validateLead({ ...quote, name: "a".repeat(120) }).ok).toBe(true);
    expect(error({ ...homeContact, message: "m".repeat(5001) }).error).toMatch(/5000/);
    expect(error({ ...fullQuote, phone: "1".repeat(41) }).error).toContain("telefone (phone)");
    expect(error({ ...fullQuote, email: `${"a".repeat(250)}@b.com` }).error).toMatch(/254/);
  });
});

describe("validateLead: characters no form produces", () => {
  it.each([
    ["a NUL byte", "Ana\u0000Souza"],
    ["another control character", "Ana\u0007"],
    ["DEL", "Ana\u007f"],
    ["a lone high surrogate", "Ana\ud800"],
    ["a lone low surrogate", "\udc00Ana"],
  ])("rejects %s with 422 naming the field", (_, name) => {
    expect(error({ ...homeContact, name })).toEqual({ ok: false, status: 422, error: "O campo nome (name) contém caracteres inválidos." });
    expect(error({ ...contactPage, message: `oi ${name}` }).error).toBe("O campo mensagem (message) contém caracteres inválidos.");
  });

  it("accepts tabs, line breaks, accents and emoji (a complete surrogate pair)", () => {
    expect(validateLead({ ...contactPage, message: "Olá,\tcotação\r\nseguro 🚗 ção" }).ok).toBe(true);
  });
});
