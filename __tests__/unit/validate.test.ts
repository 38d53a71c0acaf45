import { EMAIL_PATTERN_SOURCE, isValidEmail } from "../../supabase/functions/_shared/contract/email-address";
import { isValidPhone, PHONE_PATTERN_SOURCE } from "../../supabase/functions/_shared/contract/phone";
import { QUICK_QUOTE_SERVICES } from "../../supabase/functions/_shared/contract/options";
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
    for (const service of QUICK_QUOTE_SERVICES)
      expect(validateLead({ ...quote, insuranceType: service }).ok).toBe(true);
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

describe("validateLead: one-line fields are what they show", () => {
  it("removes zero-width and bidi marks from the name, company and subject, and keeps the free text as sent", () => {
    const result = validateLead({
      ...contactPage,
      name: "Ca\u200bio\u200f",
      subject: "\u200eSinistro\u061c",
      message: "Oi\u200b",
    });
    expect(result).toMatchObject({ ok: true, lead: { name: "Caio", subject: "Sinistro", message: "Oi\u200b" } });
    expect(validateLead({ ...quote, company: "\ufeffACME\u00ad" })).toMatchObject({
      ok: true,
      lead: { company: "ACME" },
    });
    // Only marks: empty, so a required field is missing.
    expect(error({ ...contactPage, name: "\u200b\u200b" }).error).toMatch(/Preencha o campo obrigatório/);
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
    expect(error({ ...fullQuote, aceiteTermos: true })).toMatchObject({
      status: 400,
      error: expect.stringContaining("aceiteTermos"),
    });
    expect(error({ ...homeContact, page: "https://evil.example" }).error).toContain("page");
    expect(error({ ...quote, message: "oi" }).error).toContain("mensagem (message)");
    expect(error(JSON.parse('{"formType":"quote","email":"","__proto__":"x"}')).status).toBe(400);
    expect(error({ ...homeContact, toString: "x" })).toEqual({
      ok: false,
      status: 400,
      error: 'Campo não permitido neste formulário: "toString".',
    });
    // An unknown key is echoed printable and short.
    expect(error({ ...homeContact, ["x\u0000".repeat(30)]: "x" }).error).toBe(
      `Campo não permitido neste formulário: "${"x?".repeat(20)}…".`,
    );
    expect(error({ ...homeContact, ["\u0085\u202ekey\u2066\ud800"]: "x" }).error).toBe(
      'Campo não permitido neste formulário: "??key??".',
    );
  });

  it("cuts an echoed unknown key on code points, never inside an emoji", () => {
    for (let offset = 0; offset < 3; offset += 1) {
      const key = `${"k".repeat(38 + offset)}😀${"k".repeat(10)}`;
      const message = error({ ...homeContact, [key]: "x" }).error;
      const echoed = /"(.*)…"\.$/u.exec(message)?.[1] ?? "";
      expect([...echoed]).toHaveLength(40);
      expect(echoed).not.toMatch(/[\ud800-\udbff]$/);
      expect(echoed).toBe([...key].slice(0, 40).join(""));
    }
    // A key of exactly 40 code points (41 UTF-16 units with its emoji) is shown whole.
    const whole = `${"k".repeat(39)}😀`;
    expect(error({ ...homeContact, [whole]: "x" }).error).toBe(`Campo não permitido neste formulário: "${whole}".`);
  });

  it("rejects non-string values", () => {
    expect(error({ ...homeContact, phone: 11999990000 })).toMatchObject({
      status: 400,
      error: expect.stringContaining("telefone (phone)"),
    });
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

  it("checks addresses by validator.js's isEmail rules (dot-atom, a dotted domain, a real TLD)", () => {
    for (const email of REFUSED_EMAILS) {
      expect(error({ ...homeContact, email })).toEqual({
        ok: false,
        status: 422,
        error: "Informe um endereço válido no campo e-mail (email).",
        field: "email",
      });
      expect(error({ ...fullQuote, email }).error).toContain("e-mail (email)");
    }
    for (const email of ACCEPTED_EMAILS) {
      expect(validateLead({ ...contactPage, email })).toMatchObject({ ok: true, lead: { email } });
    }
  });

  it("enforces maximum lengths", () => {
    expect(error({ ...quote, name: "a".repeat(121) }).error).toMatch(/120 caracteres/);
    expect(validateLead({ ...quote, name: "a".repeat(120) }).ok).toBe(true);
    expect(error({ ...homeContact, message: "m".repeat(5001) }).error).toMatch(/5000/);
    expect(error({ ...fullQuote, phone: "1".repeat(41) }).error).toContain("telefone (phone)");
    expect(error({ ...fullQuote, email: `${"a".repeat(250)}@b.com` }).error).toMatch(/254/);
  });

  it("counts lengths in code points: 5000 emoji (10000 UTF-16 units) pass, 5001 do not", () => {
    const emoji = "😀".repeat(5000);
    expect(emoji).toHaveLength(10000);
    expect(validateLead({ ...homeContact, message: emoji })).toMatchObject({ ok: true, lead: { message: emoji } });
    expect(validateLead({ ...fullQuote, additionalDetails: emoji }).ok).toBe(true);
    expect(error({ ...homeContact, message: `${emoji}😀` })).toEqual({
      ok: false,
      status: 422,
      error: "O campo mensagem (message) ultrapassa o limite de 5000 caracteres.",
      field: "message",
    });
    expect(validateLead({ ...quote, name: "é".normalize("NFD").repeat(60) }).ok).toBe(true);
    expect(error({ ...quote, name: `${"🚗".repeat(120)}x` }).error).toMatch(/120 caracteres/);
  });
});

describe("validateLead: characters no form produces", () => {
  it.each([
    ["a NUL byte", "Ana\u0000Souza"],
    ["another control character", "Ana\u0007"],
    ["DEL", "Ana\u007f"],
    ["a lone high surrogate", "Ana\ud800"],
    ["a lone low surrogate", "\udc00Ana"],
    ["a lone high surrogate before a pair", "Ana\ud800😀"],
    ["a lone low surrogate after a pair", "Ana😀\udc00"],
  ])("rejects %s with 422 naming the field", (_, name) => {
    expect(error({ ...homeContact, name })).toEqual({
      ok: false,
      status: 422,
      error: "O campo nome (name) contém caracteres inválidos.",
      field: "name",
    });
    expect(error({ ...contactPage, message: `oi ${name}` }).error).toBe(
      "O campo mensagem (message) contém caracteres inválidos.",
    );
  });

  it.each([
    ["a C1 control character (U+0085, next line)", "\u0085"],
    ["a C1 control character (U+0080)", "\u0080"],
    ["a C1 control character (U+009F)", "\u009f"],
    ...["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"].map(
      (char) => [`the bidi control U+${char.codePointAt(0)?.toString(16).toUpperCase()}`, char] as [string, string],
    ),
  ])("rejects %s with 422 naming the field", (_, char) => {
    expect(error({ ...homeContact, name: `Ana${char}Souza` })).toEqual({
      ok: false,
      status: 422,
      error: "O campo nome (name) contém caracteres inválidos.",
      field: "name",
    });
    expect(error({ ...fullQuote, additionalDetails: `carro ${char}` }).error).toBe(
      "O campo detalhes adicionais (additionalDetails) contém caracteres inválidos.",
    );
    expect(error({ ...contactPage, email: `caio${char}@example.com` }).error).toBe(
      "O campo e-mail (email) contém caracteres inválidos.",
    );
  });

  it("accepts the characters next to the refused ranges (U+00A0, U+2029, U+202F, U+2065, U+206A)", () => {
    expect(validateLead({ ...contactPage, message: "a\u00a0b\u2029c\u202fd\u2065e\u206af" }).ok).toBe(true);
  });

  it("accepts tabs, line breaks, accents and emoji (a complete surrogate pair)", () => {
    expect(validateLead({ ...contactPage, message: "Olá,\tcotação\r\nseguro 🚗 ção" }).ok).toBe(true);
  });
});

// validator.js's isEmail with its defaults refuses these (require_tld, no `..`, no dot at either end
// of the local part, no hyphen at either end of a label, letters-only TLD of two or more).
const REFUSED_EMAILS = [
  "joao..silva@example.com",
  "a@b.c",
  "a@b",
  ".a@b.com",
  "a.@b.com",
  "a@-b.com",
  "a@b-.com",
  "a@b.c0m",
  "a@b..com",
  "a@b.com.",
  "a@b_c.com",
  "a@1.23",
  '"ana souza"@example.com',
  "ana@exam ple.com",
  `${"a".repeat(65)}@b.co`,
  `a@${"b".repeat(64)}.com`,
];
const ACCEPTED_EMAILS = [
  "nome.sobrenome+tag@corretora.com.br",
  "a@b.co",
  "jose@exemplo.com.br",
  "x@xn--mnchen-3ya.de",
  "a@b.xn--p1ai",
  "josé@exemplo.com.br",
  "a@münchen.de",
  "o'brien@example.com",
  "a!#$%&'*+/=?^_`{|}~-z@example.com",
  "a@1337.com",
  `${"a".repeat(64)}@b.co`,
  `a@${"b".repeat(63)}.com`,
];

describe("EMAIL_PATTERN_SOURCE (the server's check and the forms' pattern attribute)", () => {
  // Browsers compile a pattern attribute as ^(?:pattern)$ with the v flag (stricter class syntax).
  const unicode = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, "u");
  const unicodeSets = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, "v");

  it.each(REFUSED_EMAILS)("refuses %p with the u and the v flag", (email) => {
    expect(unicode.test(email)).toBe(false);
    expect(unicodeSets.test(email)).toBe(false);
    expect(isValidEmail(email)).toBe(false);
  });

  it.each(ACCEPTED_EMAILS)("accepts %p with the u and the v flag", (email) => {
    expect(unicode.test(email)).toBe(true);
    expect(unicodeSets.test(email)).toBe(true);
    expect(isValidEmail(email)).toBe(true);
  });

  it("refuses characters that hide or reorder text, as the field check does", () => {
    for (const char of ["\u00a0", "\u200b", "\u200e", "\u2028", "\u202e", "\u2066", "\ufeff", "\u3000"]) {
      for (const email of [`a${char}b@example.com`, `ab@exa${char}mple.com`, `ab@example.co${char}m`]) {
        expect(unicode.test(email)).toBe(false);
        expect(unicodeSets.test(email)).toBe(false);
      }
    }
  });

  it("caps the whole address at 254 characters and the local part at 64 octets", () => {
    const domain = `${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(63)}.com`;
    const longest = `${"a".repeat(254 - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
    // 32 two-octet characters are 64 octets; 33 are one too many, though only 33 characters.
    expect(isValidEmail(`${"é".repeat(32)}@b.co`)).toBe(true);
    expect(isValidEmail(`${"é".repeat(33)}@b.co`)).toBe(false);
  });
});

const ACCEPTED_PHONES = [
  "(11) 98765-4321",
  "11987654321",
  "11 3333-4444",
  "+55 11 98765-4321",
  "+55 (11) 98765-4321",
  "011 98765-4321",
  "0055 11 98765 4321",
  "+351 912 345 678",
  "3333-4444",
  " 11 98765-4321 ",
];
const REFUSED_PHONES = [
  '+1"><script>alert(1)</script>234567890',
  "11 98765-4321 ramal 2",
  "11.98765.4321",
  "11 98765+4321",
  "++55 11 98765-4321",
  "1234567",
  "1234567890123456",
  "telefone: 11 98765-4321",
  "１１９８７６５４３２１",
  "(11) 98765-4321\u202e",
];

describe("PHONE_PATTERN_SOURCE (the server's check and the forms' pattern attribute)", () => {
  const unicode = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, "u");
  const unicodeSets = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, "v");

  it.each(ACCEPTED_PHONES)("accepts %p with the u and the v flag", (phone) => {
    expect(unicode.test(phone)).toBe(true);
    expect(unicodeSets.test(phone)).toBe(true);
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(REFUSED_PHONES)("refuses %p with the u and the v flag", (phone) => {
    expect(unicode.test(phone)).toBe(false);
    expect(unicodeSets.test(phone)).toBe(false);
    expect(isValidPhone(phone)).toBe(false);
  });

  it("answers at once on a long run of separators (one digit per repetition: no runaway backtracking)", () => {
    const started = Date.now();
    expect(isValidPhone(`${"(-".repeat(20_000)}x`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it("refuses a lead whose phone is not a phone with 422 naming the field, in every form", () => {
    for (const body of [quote, homeContact, contactPage, fullQuote]) {
      for (const phone of ['+1"><script>alert(1)</script>234567890', "123"]) {
        expect(validateLead({ ...body, phone })).toEqual({
          ok: false,
          status: 422,
          error:
            "Informe um número válido no campo telefone (phone): só algarismos, espaços e + ( ) -, com 8 a 15 algarismos.",
          field: "phone",
        });
      }
      expect(validateLead({ ...body, phone: " +55 (11) 98765-4321 " })).toMatchObject({
        ok: true,
        lead: { phone: "+55 (11) 98765-4321" },
      });
    }
  });
});
