/**
 * The one WhatsApp link builder (supabase/functions/_shared/contract/whatsapp.ts): every message it
 * makes, walked with a visitor's personal values where a careless caller could hand them over; pt-BR
 * text encoded as UTF-8 and back; the length limit; the number the data says; and the templates'
 * fields in schemas/site.schema.json and schemas/contact.schema.json.
 */
import fs from "node:fs";
import path from "node:path";
import { validateAgainstSchema } from "../../src/content/content-schemas";
import {
  brokerageChatNumber,
  chatLink,
  chatNumber,
  confirmationChat,
  continuationChat,
  MAX_LINK_LENGTH,
  MAX_TEXT_LENGTH,
  namedMessage,
  pageChat,
  PLACEHOLDERS,
  plainLabel,
  productLabelOf,
  renewalChat,
  renewalStaffChat,
  sentRequestOf,
  simulationChat,
  staffChat,
  type ChatText,
  type SentRequest,
  type SimulationFigures,
} from "../../supabase/functions/_shared/contract/whatsapp";
import {
  FULL_QUOTE_TYPES,
  HOME_INSURANCE_TYPES,
  QUICK_QUOTE_SERVICES,
} from "../../supabase/functions/_shared/contract/options";

const DATA = path.resolve(__dirname, "..", "..", "data");
const site = JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8")) as {
  phone: { e164: string };
  whatsapp: { number?: string; greeting: string; quoteMessage: string; serviceMessage: string; guideMessage: string };
};
const contact = JSON.parse(fs.readFileSync(path.join(DATA, "contact.json"), "utf8")) as {
  whatsapp: { message: string; hours: string };
};

const NUMBER = "551130000000";
const textOf = (link: string): string | null => new URL(link).searchParams.get("text");

/** A visitor's personal values, as a form holds them (a careless caller's object would carry them). */
const PERSONAL = {
  name: "Maria Joaquina de Amaral",
  cpf: "123.456.789-09",
  cpfDigits: "12345678909",
  email: "maria.amaral@example.com",
  phone: "(11) 98765-4321",
  phoneDigits: "11987654321",
  income: 187654.32,
  message: "Meu carro foi roubado ontem na Rua das Flores",
  subject: "Sinistro urgente da Maria",
} as const;
const PERSONAL_TEXTS = [
  PERSONAL.name,
  PERSONAL.cpf,
  PERSONAL.cpfDigits,
  PERSONAL.email,
  PERSONAL.phone,
  PERSONAL.phoneDigits,
  "187.654,32",
  "187654",
  PERSONAL.message,
  PERSONAL.subject,
];

/** Fails naming the value when any personal text is in the link, encoded or decoded. */
function expectNothingPersonal(link: string): void {
  const decoded = textOf(link) ?? "";
  for (const value of PERSONAL_TEXTS) {
    expect({ value, in: decoded.includes(value) || link.includes(encodeURIComponent(value)) }).toEqual({
      value,
      in: false,
    });
  }
}

describe("the builders never carry what a visitor typed", () => {
  // Each builder's input, as a form's or a simulator's whole state would be (figures beside the
  // personal values): widened, so the compiler lets the extra fields through as a careless call would.
  const formState = { ...PERSONAL, insuranceType: "veiculo", formType: "full-quote" };

  it("simulations: only the figures their type names, never the income typed beside them", () => {
    const states: (SimulationFigures & Record<string, unknown>)[] = [
      { product: "consorcio", credit: 80000, months: 180, instalment: 555.56, ...formState },
      { product: "previdencia", contribution: 500, years: 20, grossIncome: PERSONAL.income, ...formState },
      { product: "vida", cover: 350000, monthlyExpenses: 5000, ...formState },
    ];
    for (const state of states) {
      const link = chatLink(NUMBER, simulationChat(state, site.whatsapp.quoteMessage, "/servicos/previdencia"));
      expectNothingPersonal(link);
    }
  });

  it("a lead's continuation: a product outside the forms' lists (a name, an e-mail, free text) names nothing", () => {
    const requests: SentRequest[] = ["quote", "contact", "renewal-reminder"];
    for (const request of requests) {
      for (const product of [...PERSONAL_TEXTS, "veiculo", null]) {
        for (const protocol of ["2026-00042", PERSONAL.cpf, PERSONAL.phoneDigits, PERSONAL.email, null]) {
          expectNothingPersonal(chatLink(NUMBER, continuationChat(request, product, protocol)));
        }
      }
    }
  });

  it("the staff's messages, the confirmation's and the reminder's: the same", () => {
    // The brokerage's name is data/site.json's, never a visitor's; every other slot gets the personal values.
    const brokerage = "Corretora Tranquilidade";
    for (const value of PERSONAL_TEXTS) {
      const staff = staffChat(brokerage, { protocol: "2026-00042", product: value });
      expect(staff).not.toBeNull();
      expectNothingPersonal(chatLink(NUMBER, staff as ChatText));
      expect(staffChat(brokerage, { protocol: value, product: "veiculo" })).toBeNull();
      expectNothingPersonal(chatLink(NUMBER, renewalStaffChat(brokerage, value, value)));
      expect(confirmationChat(value)).toBeNull();
      expectNothingPersonal(chatLink(NUMBER, renewalChat(value)));
    }
  });

  it("pages: a name from data/ that holds an e-mail, a CPF or a phone is replaced by the site's text; a path is only a path", () => {
    for (const value of [PERSONAL.email, PERSONAL.cpf, PERSONAL.cpfDigits, PERSONAL.phone, PERSONAL.phoneDigits]) {
      for (const [template, placeholder] of [
        [site.whatsapp.serviceMessage, PLACEHOLDERS.service],
        [site.whatsapp.guideMessage, PLACEHOLDERS.guide],
      ] as const) {
        const words = namedMessage(template, placeholder, `Seguro ${value}`, site.whatsapp.quoteMessage);
        expect(words).toBe(site.whatsapp.quoteMessage);
      }
      const link = chatLink(NUMBER, pageChat(site.whatsapp.quoteMessage, `/solicitar-cotacao?email=${value}#${value}`));
      expect(textOf(link)).toBe(`${site.whatsapp.quoteMessage} /solicitar-cotacao`);
      expectNothingPersonal(link);
    }
  });

  it("a message is only a builder's: a plain string is refused by the type", () => {
    // @ts-expect-error: a string typed anywhere is not a ChatText.
    const link = chatLink(NUMBER, PERSONAL.message);
    expect(typeof link).toBe("string");
    // @ts-expect-error: a simulation's figures have no room for an income.
    simulationChat({ product: "previdencia", contribution: 1, years: 1, grossIncome: 2 }, "", "/");
  });
});

describe("the messages", () => {
  it("a page's ends with its path, without a trailing slash, query or fragment", () => {
    expect(textOf(chatLink(NUMBER, pageChat("Olá!", "/servicos/seguro-auto/")))).toBe("Olá! /servicos/seguro-auto");
    expect(textOf(chatLink(NUMBER, pageChat("Olá!", "/")))).toBe("Olá! /");
    expect(textOf(chatLink(NUMBER, pageChat("Olá!", "/guias/x?utm_source=y#z")))).toBe("Olá! /guias/x");
    expect(textOf(chatLink(NUMBER, pageChat("Olá!", "javascript:alert(1)")))).toBe("Olá!");
    expect(textOf(chatLink(NUMBER, pageChat("Olá!", "/404.html")))).toBe("Olá! /404");
  });

  it("a service's and a guide's name their subject from data/'s templates", () => {
    expect(namedMessage(site.whatsapp.serviceMessage, PLACEHOLDERS.service, "Seguro Auto", "x")).toContain(
      "Seguro Auto",
    );
    expect(namedMessage("Olá! Sobre o guia {guia}.", PLACEHOLDERS.guide, "  Classe de bônus:\n o que é ", "x")).toBe(
      "Olá! Sobre o guia Classe de bônus: o que é.",
    );
    // A $ pattern is text, not a replacement pattern.
    expect(namedMessage("{servico}", PLACEHOLDERS.service, "Plano $& $1", "x")).toBe("Plano $& $1");
  });

  it("a simulation's carries its figures, written as Brazilians write them", () => {
    expect(
      simulationChat(
        { product: "consorcio", credit: 80000, months: 180, instalment: 555.56 },
        "x",
        "/servicos/consorcio",
      ),
    ).toBe(
      "Olá! Simulei um consórcio: crédito de R$ 80.000,00 em 180 meses, parcela de R$ 555,56. /servicos/consorcio",
    );
    expect(simulationChat({ product: "previdencia", contribution: 1500, years: 1 }, "x", "/servicos/previdencia")).toBe(
      "Olá! Simulei uma previdência: R$ 1.500,00 por mês durante 1 ano. /servicos/previdencia",
    );
    expect(simulationChat({ product: "vida", cover: 350000 }, "x", "/servicos/vida")).toBe(
      "Olá! Simulei um seguro de vida: cobertura sugerida de R$ 350.000,00. /servicos/vida",
    );
    // No simulation (or a broken one): the page's own message.
    expect(simulationChat(null, "Olá! Sobre Consórcio.", "/servicos/consorcio")).toBe(
      "Olá! Sobre Consórcio. /servicos/consorcio",
    );
    expect(simulationChat({ product: "vida", cover: Number.NaN }, "Olá!", "/servicos/vida")).toBe(
      "Olá! /servicos/vida",
    );
  });

  it("a lead's continuation names the request, its product from the forms' lists and its protocol", () => {
    expect(continuationChat("quote", "veiculo", "2026-00042")).toBe(
      "Olá! Acabei de pedir uma cotação de Seguro de Veículo pelo site, protocolo 2026-00042.",
    );
    expect(continuationChat("quote", "Seguro Viagem", "2026-00042")).toContain("cotação de Seguro Viagem");
    expect(continuationChat("contact", null, "2026-00007")).toBe(
      "Olá! Acabei de enviar uma mensagem pelo site, protocolo 2026-00007.",
    );
    expect(continuationChat("renewal-reminder", "residencia", null)).toBe(
      "Olá! Acabei de pedir um lembrete de renovação do Seguro Residencial pelo site.",
    );
    expect(sentRequestOf("full-quote")).toBe("quote");
    expect(sentRequestOf("quote")).toBe("quote");
    expect(sentRequestOf("contact")).toBe("contact");
    expect(sentRequestOf("renewal-reminder")).toBe("renewal-reminder");
    expect(sentRequestOf("other")).toBeNull();
  });

  it("every option of the forms' lists has its label", () => {
    for (const option of [...FULL_QUOTE_TYPES, ...HOME_INSURANCE_TYPES.filter((o) => o.value !== "outro")])
      expect(productLabelOf(option.value)).toBe(option.label);
    for (const label of QUICK_QUOTE_SERVICES) expect(productLabelOf(label)).toBe(label);
    expect(productLabelOf("outro")).toBeNull();
  });

  it("the staff's first line holds the protocol", () => {
    const text = staffChat("Corretora Tranquilidade", { protocol: "2026-00042", product: "veiculo" }) ?? "";
    expect(text.split("\n")[0]).toBe("Olá! Sobre a sua solicitação de Seguro de Veículo, protocolo 2026-00042:");
    expect(text).toContain("Corretora Tranquilidade");
    const link = chatLink("5511987654321", text as ChatText);
    expect(link).toContain("%0A");
    expect(textOf(link)).toBe(text);
  });
});

describe("the link", () => {
  it("encodes pt-BR as UTF-8, and the text comes back as written", () => {
    const words = "Olá! Ação, atenção, coração, pão, útil, você, à, ç, ü, “aspas”, 😀 & mais?";
    const link = chatLink(NUMBER, pageChat(words, "/"));
    expect(link).toMatch(/^https:\/\/wa\.me\/551130000000\?text=/);
    expect(link).toContain("Ol%C3%A1!%20A%C3%A7%C3%A3o");
    expect(link).toContain("%26%20mais%3F%20/");
    expect(link).not.toMatch(/[^\x21-\x7e]/);
    // Only what a query value may hold unencoded stays as it is: "&", "=", "+", "#" and "?" are encoded.
    expect(chatLink(NUMBER, pageChat("a&b=c+d#e?f: g, h/i", "/"))).toBe(
      "https://wa.me/551130000000?text=a%26b%3Dc%2Bd%23e%3Ff:%20g,%20h/i%20/",
    );
    expect(textOf(link)).toBe(`${words} /`);
  });

  it(`keeps a text within ${MAX_TEXT_LENGTH} characters, cut at a word with "…", the path still at its end`, () => {
    const long = namedMessage("Olá! {guia}", PLACEHOLDERS.guide, "palavra ".repeat(200), "x");
    const text = pageChat(`${long} ${"outra ".repeat(200)}`, "/guias/um-guia");
    expect(Array.from(text).length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(text).toMatch(/… \/guias\/um-guia$/);
    expect(text).not.toMatch(/\s…/);
  });

  it(`keeps the whole link within ${MAX_LINK_LENGTH} characters, even when every letter is encoded in 6`, () => {
    const accents = "ãõçéíúâêô".repeat(60);
    const text = pageChat(accents, "/");
    expect(Array.from(text).length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    const link = chatLink(NUMBER, text);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
    const back = textOf(link) ?? "";
    expect(back.endsWith("…")).toBe(true);
    expect(accents.startsWith(back.slice(0, -1))).toBe(true);
    // Never half a character: what is kept decodes as it was written.
    expect(() => decodeURIComponent(link.split("text=")[1])).not.toThrow();
  });

  it("never cuts an emoji in half", () => {
    const text = pageChat("😀".repeat(600), "/");
    expect(Array.from(text).every((char) => char === "😀" || char === "…" || char === " " || char === "/")).toBe(true);
  });
});

describe("the number", () => {
  it("is WhatsApp's own when the data gives one, else the phone's", () => {
    expect(brokerageChatNumber({ phone: { e164: "+551130000000" }, whatsapp: { number: "5511987654321" } })).toBe(
      "5511987654321",
    );
    expect(brokerageChatNumber({ phone: { e164: "+551130000000" }, whatsapp: {} })).toBe("551130000000");
    expect(brokerageChatNumber({ phone: { e164: "+551130000000" }, whatsapp: { number: null } })).toBe("551130000000");
    expect(brokerageChatNumber(site)).toBe(site.whatsapp.number ?? site.phone.e164.slice(1));
    expect(() => brokerageChatNumber({ phone: { e164: "fale conosco" }, whatsapp: {} })).toThrow(/phone\.e164/);
  });

  it("takes only digits", () => {
    expect(chatNumber("+5511987654321")).toBe("5511987654321");
    expect(chatNumber("(11) 98765-4321")).toBeNull();
    expect(chatNumber("123")).toBeNull();
  });
});

describe("plainLabel", () => {
  it("keeps a title with a year or a short number, and refuses an e-mail, a CPF or a phone", () => {
    expect(plainLabel("Seguro auto em 2026: 5 dicas")).toBe("Seguro auto em 2026: 5 dicas");
    expect(plainLabel("Fale com joao@x.com")).toBeNull();
    expect(plainLabel("CPF 123.456.789-09")).toBeNull();
    expect(plainLabel("Ligue (11) 98765-4321")).toBeNull();
    expect(plainLabel("   ")).toBeNull();
  });
});

describe("the WhatsApp texts in data/", () => {
  it("data/site.json and data/contact.json are valid as they are", () => {
    expect(validateAgainstSchema("site.schema.json", site)).toEqual([]);
    expect(validateAgainstSchema("contact.schema.json", contact)).toEqual([]);
    expect(contact.whatsapp.hours).toMatch(/^Respondemos /);
  });

  it("the number may be left out: the phone's is used", () => {
    const { number: _number, ...rest } = site.whatsapp;
    expect(validateAgainstSchema("site.schema.json", { ...site, whatsapp: rest })).toEqual([]);
  });

  it.each([
    ["serviceMessage", "Olá! Gostaria de saber mais.", /^deve ter \{servico\} uma única vez/],
    ["serviceMessage", "{servico} ou {servico}?", /^deve ter \{servico\} uma única vez/],
    ["guideMessage", "Olá! Sobre o guia.", /^deve ter \{guia\} uma única vez/],
    ["guideMessage", "Olá, {nome}! Sobre {guia}?", /^deve ter \{guia\} uma única vez/],
  ])("refuses %s %j, in pt-BR", (field, value, reason) => {
    const problems = validateAgainstSchema("site.schema.json", {
      ...site,
      whatsapp: { ...site.whatsapp, [field]: value },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toEqual(["whatsapp", field]);
    expect(problems[0].reason).toMatch(reason);
  });

  it("requires the hours in data/contact.json", () => {
    const problems = validateAgainstSchema("contact.schema.json", { ...contact, whatsapp: { message: "Olá!" } });
    expect(problems).toEqual([{ path: ["whatsapp", "hours"], reason: "campo obrigatório ausente" }]);
  });
});
