import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  contactPageBody,
  fullQuoteBody,
  homeContactBody,
  quickQuoteBody,
  type FullQuoteValues,
} from "../../supabase/functions/_shared/contract/form-bodies";
import { MAX_LENGTHS, type LeadBody } from "../../supabase/functions/_shared/contract/lead-contract";
import { EMAIL_PATTERN_SOURCE } from "../../supabase/functions/_shared/contract/email-address";
import { PHONE_PATTERN_SOURCE } from "../../supabase/functions/_shared/contract/phone";
import { ContactForm } from "../../src/components/forms/ContactForm";
import { FullQuoteForm } from "../../src/quote/FullQuoteForm";
import { HomeContactForm } from "../../src/components/forms/HomeContactForm";
import { QuickQuoteForm } from "../../src/components/forms/QuickQuoteForm";
import { HONEYPOT_NAME } from "../../src/components/forms/useLeadSubmit";
import { fillPlaceholders } from "../../src/components/ui/fill-placeholders";
import { TERMS_NOT_ACCEPTED } from "../../src/components/forms/messages";
import { submitLead, type LeadSender } from "../../src/components/forms/submit-lead";
import {
  CONTACT_PAGE_FORM,
  emptyValues,
  FULL_QUOTE_FORM,
  HOME_CONTACT_FORM,
  QUICK_QUOTE_FORM,
  reminderForm,
  type FieldDeclaration,
} from "../../src/components/forms/form-fields";
import { ReminderForm } from "../../src/reminders/ReminderForm";
import { QUOTE_QUESTIONS, SIMULATOR_RANGES } from "../../test-kit/lead-fixtures";

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
/** The full quote as its page renders it, with the site's questions. */
const FullQuoteWithQuestions = () =>
  createElement(FullQuoteForm, { questions: QUOTE_QUESTIONS, simulatorRanges: SIMULATOR_RANGES });
const termsAccepted = (values: FullQuoteValues) => (values.aceiteTermos ? null : TERMS_NOT_ACCEPTED);
const sender = () => jest.fn<ReturnType<LeadSender>, Parameters<LeadSender>>();

describe("submitLead", () => {
  it("sends the body built from the values and reports success", async () => {
    const send = sender().mockResolvedValue({ protocol: "2026-00042", confirmation: null });
    await expect(submitLead({ values: contact, honeypot: "", toBody: contactPageBody, send })).resolves.toEqual({
      kind: "sent",
      receipt: { protocol: "2026-00042", confirmation: null },
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      {
        formType: "contact",
        name: "Ana",
        email: "ana@example.com",
        phone: "11 99999-0000",
        subject: "Dúvida",
        message: "Oi",
      },
      { honeypot: "" },
    );
  });

  it("reports a failed send with its error", async () => {
    const error = new Error("500");
    const send = sender().mockRejectedValue(error);
    await expect(submitLead({ values: contact, honeypot: "", toBody: contactPageBody, send })).resolves.toEqual({
      kind: "failed",
      error,
    });
  });

  it("still sends the lead when the honeypot is filled, passing its value beside the unchanged body", async () => {
    const send = sender().mockResolvedValue({ protocol: "2026-00042", confirmation: null });
    await expect(
      submitLead({ values: contact, honeypot: " http://spam ", toBody: contactPageBody, send }),
    ).resolves.toEqual({
      kind: "sent",
      receipt: { protocol: "2026-00042", confirmation: null },
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(contactPageBody(contact), { honeypot: " http://spam " });
  });

  it("reports a failed send with a filled honeypot as any other failure", async () => {
    const error = new Error("500");
    const send = sender().mockRejectedValue(error);
    await expect(submitLead({ values: contact, honeypot: "x", toBody: contactPageBody, send })).resolves.toEqual({
      kind: "failed",
      error,
    });
  });

  it("blocks the full quote before any call while the terms are not accepted, honeypot or not", async () => {
    const send = sender();
    const outcome = await submitLead({
      values: { ...fullQuote, aceiteTermos: false },
      honeypot: "http://spam",
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

  it("stops at fields the form checks itself, before the terms and before any call", async () => {
    const send = sender();
    const checkFields = jest.fn(() => false);
    const outcome = await submitLead({
      values: { ...fullQuote, aceiteTermos: false },
      honeypot: "",
      checkFields,
      check: termsAccepted,
      toBody: fullQuoteBody,
      send,
    });
    expect(outcome).toEqual({ kind: "invalid" });
    expect(checkFields).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the full quote without the terms flag once accepted", async () => {
    const send = sender().mockResolvedValue({ protocol: "2026-00042", confirmation: null });
    await submitLead({ values: fullQuote, honeypot: "", check: termsAccepted, toBody: fullQuoteBody, send });
    expect(send.mock.calls[0][0]).not.toHaveProperty("aceiteTermos");
    expect(send.mock.calls[0][0]).toMatchObject({
      formType: "full-quote",
      insuranceType: "vida",
      additionalDetails: "",
    });
  });
});

/** The attributes of each text input and textarea in a form's server-rendered HTML, by field name. */
function textControls(form: ComponentType): Map<string, Record<string, string>> {
  const html = renderToStaticMarkup(createElement(form));
  const controls = new Map<string, Record<string, string>>();
  for (const [, tag] of html.matchAll(/<((?:input|textarea)\s[^>]*)>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value]),
    );
    if (attributes.type === "checkbox" || attributes.name === HONEYPOT_NAME) continue;
    controls.set(attributes.name, attributes);
  }
  return controls;
}

/** Which body field each form value lands in, read from the form's own body builder. */
function bodyFieldOf<V extends object>(
  toBody: (values: V) => LeadBody,
  names: (keyof V & string)[],
): Map<string, string> {
  const marked = Object.fromEntries(names.map((name) => [name, `<${name}>`])) as V;
  const body = toBody(marked) as unknown as Record<string, unknown>;
  return new Map(
    Object.entries(body).flatMap(([field, value]) =>
      typeof value === "string" && /^<.+>$/.test(value) ? [[value.slice(1, -1), field]] : [],
    ),
  );
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("the forms carry the function's limits", () => {
  const forms: [string, ComponentType, Map<string, string>][] = [
    ["quick quote", QuickQuoteForm, bodyFieldOf(quickQuoteBody, ["nome", "cpf", "telefone", "servicos", "empresa"])],
    [
      "home contact",
      HomeContactForm,
      bodyFieldOf(homeContactBody, ["name", "email", "phone", "insuranceType", "message"]),
    ],
    ["contact page", ContactForm, bodyFieldOf(contactPageBody, ["nome", "telefone", "email", "assunto", "mensagem"])],
    [
      "full quote",
      FullQuoteWithQuestions,
      bodyFieldOf(fullQuoteBody, ["nome", "cpf", "email", "telefone", "tipoSeguro", "outrosDetalhes"]),
    ],
  ];

  it.each(forms)("%s: every text field has the maxLength of the body field it fills", (_, form, bodyField) => {
    const controls = textControls(form);
    expect(controls.size).toBeGreaterThanOrEqual(4);
    for (const [name, attributes] of controls) {
      const field = bodyField.get(name) as keyof typeof MAX_LENGTHS | undefined;
      expect(field).toBeDefined();
      expect([name, attributes.maxlength]).toEqual([name, String(MAX_LENGTHS[field as keyof typeof MAX_LENGTHS])]);
    }
  });

  it.each(forms)("%s: the e-mail and phone inputs carry the function's patterns, and no custom message", (_, form) => {
    const controls = [...textControls(form).values()];
    for (const attributes of controls) {
      if (attributes.type === "email") expect(unescapeHtml(attributes.pattern)).toBe(EMAIL_PATTERN_SOURCE);
      else if (attributes.type === "tel") expect(unescapeHtml(attributes.pattern)).toBe(PHONE_PATTERN_SOURCE);
      else expect(attributes.pattern).toBeUndefined();
      expect(attributes.title).toBeUndefined();
    }
    expect(controls.filter((attributes) => attributes.type === "email")).toHaveLength(form === QuickQuoteForm ? 0 : 1);
    expect(controls.filter((attributes) => attributes.type === "tel")).toHaveLength(1);
  });
});

describe("each form's field table", () => {
  const row = ({ name, label, control, required = false }: FieldDeclaration) => [name, label, control, required];
  const FORMS = [
    [
      "quick quote",
      QUICK_QUOTE_FORM,
      [
        ["nome", "Nome", "text", true],
        ["cpf", "CNPJ/CPF", "text", true],
        ["telefone", "Telefone", "tel", true],
        ["servicos", "Serviço de interesse", "select", true],
        ["empresa", "Empresa (opcional)", "text", false],
      ],
    ],
    [
      "home contact",
      HOME_CONTACT_FORM,
      [
        ["name", "Nome", "text", true],
        ["email", "E-mail", "email", true],
        ["phone", "Telefone", "tel", true],
        ["insuranceType", "Tipo de seguro", "select", true],
        ["message", "Mensagem", "textarea", true],
      ],
    ],
    [
      "contact page",
      CONTACT_PAGE_FORM,
      [
        ["nome", "Nome", "text", true],
        ["telefone", "Telefone", "tel", true],
        ["email", "E-mail", "email", true],
        ["assunto", "Assunto", "text", true],
        ["mensagem", "Mensagem", "textarea", true],
      ],
    ],
    [
      "full quote",
      FULL_QUOTE_FORM,
      [
        ["nome", "Nome completo", "text", true],
        ["cpf", "CPF", "text", true],
        ["telefone", "Telefone", "tel", true],
        ["email", "E-mail", "email", true],
        ["tipoSeguro", "Tipo de seguro", "select", true],
        ["outrosDetalhes", "Outros detalhes (opcional)", "textarea", false],
        // Not natively required: the form's own check shows SPEC §5's notice.
        ["aceiteTermos", "Li e aceito os termos e condições e a Política de Privacidade.", "checkbox", false],
      ],
    ],
    [
      "renewal reminder",
      reminderForm("Autorizo."),
      [
        ["name", "Nome", "text", true],
        ["email", "E-mail", "email", true],
        ["phone", "WhatsApp (opcional)", "tel", false],
        ["insuranceType", "Seguro", "select", true],
        ["renewalDate", "Vencimento do seguro atual", "date", true],
        ["currentInsurer", "Seguradora atual (opcional)", "text", false],
        ["consent", "Autorizo.", "checkbox", true],
      ],
    ],
  ] as const;

  it.each(FORMS)("%s: SPEC §3's input names with the labels the visitor reads, in order", (_, form, expected) => {
    expect(Object.values<FieldDeclaration>(form.fields).map(row)).toEqual(expected);
    for (const [name, field] of Object.entries<FieldDeclaration>(form.fields)) expect(field.name).toBe(name);
  });

  it.each(FORMS)(
    "%s: the rows place each field once (the full quote draws its details and terms itself)",
    (_, form) => {
      const placed = form.rows.flat();
      const drawnByTheForm = form === FULL_QUOTE_FORM ? ["outrosDetalhes", "aceiteTermos"] : [];
      expect(new Set(placed).size).toBe(placed.length);
      expect([...placed, ...drawnByTheForm].sort()).toEqual(Object.keys(form.fields).sort());
    },
  );

  it("starts each form empty: every text empty, every box unticked", () => {
    expect(emptyValues(FULL_QUOTE_FORM.fields)).toEqual({
      nome: "",
      cpf: "",
      telefone: "",
      email: "",
      tipoSeguro: "",
      outrosDetalhes: "",
      aceiteTermos: false,
    });
  });

  it("keeps the privacy link out of the consent labels, so a tap on their text ticks the box", () => {
    const html = [
      renderToStaticMarkup(createElement(FullQuoteWithQuestions)),
      renderToStaticMarkup(createElement(ReminderForm, { brokerageName: "Corretora", daysBefore: 30 })),
    ].join("");
    const consentLabels = [...html.matchAll(/<label[^>]*>(?:(?!<\/label>)[\s\S])*type="checkbox"[\s\S]*?<\/label>/g)];
    expect(consentLabels).toHaveLength(2);
    for (const [label] of consentLabels) expect(label).not.toContain("<a ");
    // Every policy link of a form opens in a new tab and says so.
    const links = [...html.matchAll(/<a [^>]*href="\/politica-de-privacidade"[^>]*>([^<]*)<\/a>/g)];
    expect(links.map(([, text]) => text)).toEqual([
      "Ler a Política de Privacidade (abre em nova aba)",
      "Política de Privacidade (abre em nova aba)",
      "Política de Privacidade (abre em nova aba)",
    ]);
    for (const [link] of links) expect(link).toMatch(/target="_blank" rel="noopener"/);
  });
});

describe("fillPlaceholders", () => {
  const values = {
    retention: { text: "5 anos" },
    dpoEmail: { text: "dpo@example.com", href: "mailto:dpo@example.com" },
  };

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
