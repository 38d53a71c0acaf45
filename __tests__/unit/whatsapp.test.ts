import fs from "node:fs";
import path from "node:path";
import { validateAgainstSchema } from "../../src/content/content-schemas";
import { SERVICE_PLACEHOLDER, serviceGreeting, whatsappLink } from "../../src/components/layout/whatsapp";

const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", "data", "site.json"), "utf8")) as {
  whatsapp: { number: string; greeting: string; quoteMessage: string; serviceMessage: string };
};
const TEMPLATE = "Olá! Gostaria de saber mais sobre {servico} com a Corretora.";

describe("serviceGreeting", () => {
  it("puts the service's name where {servico} is", () => {
    expect(serviceGreeting(TEMPLATE, "Seguro Auto")).toBe(
      "Olá! Gostaria de saber mais sobre Seguro Auto com a Corretora.",
    );
  });

  it("takes the name as written: accents, & and $ patterns stay as they are", () => {
    expect(serviceGreeting("{servico}", "Seguro Caminhão & Cargas")).toBe("Seguro Caminhão & Cargas");
    expect(serviceGreeting("Sobre {servico}.", "Plano $& $1 $$")).toBe("Sobre Plano $& $1 $$.");
  });

  it("trims the name and fills every {servico}", () => {
    expect(serviceGreeting("{servico}: {servico}", "  Seguro Viagem ")).toBe("Seguro Viagem: Seguro Viagem");
  });

  it("leaves a text without {servico} unchanged (the schema refuses one)", () => {
    expect(serviceGreeting("Olá!", "Seguro Auto")).toBe("Olá!");
  });

  it("uses the placeholder data/site.json's whatsapp.serviceMessage has, and the link carries the filled text", () => {
    expect(site.whatsapp.serviceMessage.split(SERVICE_PLACEHOLDER)).toHaveLength(2);
    const text = serviceGreeting(site.whatsapp.serviceMessage, "Seguro de Vida");
    expect(text).toContain("Seguro de Vida");
    expect(text).not.toContain("{");
    const link = new URL(whatsappLink(site.whatsapp.number, text));
    expect(link.searchParams.get("text")).toBe(text);
  });
});

describe("whatsapp.serviceMessage in schemas/site.schema.json", () => {
  const withMessage = (serviceMessage: unknown) => {
    const whatsapp: Record<string, unknown> = { ...site.whatsapp, serviceMessage };
    if (serviceMessage === undefined) delete whatsapp.serviceMessage;
    return validateAgainstSchema("site.schema.json", { ...site, whatsapp });
  };

  it("accepts data/site.json as it is", () => {
    expect(validateAgainstSchema("site.schema.json", site)).toEqual([]);
  });

  it("requires the field", () => {
    expect(withMessage(undefined)).toEqual([
      { path: ["whatsapp", "serviceMessage"], reason: "campo obrigatório ausente" },
    ]);
  });

  it.each([
    ["no placeholder", "Olá! Gostaria de saber mais."],
    ["a misspelt placeholder", "Olá! Gostaria de saber mais sobre {serviço}."],
    ["two placeholders", "{servico} ou {servico}?"],
    ["another marker", "Olá, {nome}! Quer saber mais sobre {servico}?"],
    ["an empty text", ""],
  ])("refuses %s, in pt-BR", (_case, message) => {
    const problems = withMessage(message);
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toEqual(["whatsapp", "serviceMessage"]);
    expect(problems[0].reason).toMatch(/^deve ter \{servico\} uma única vez/);
  });
});
