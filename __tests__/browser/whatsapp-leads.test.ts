/**
 * WhatsApp as the second road to a lead, in Chromium against the local function: a simulator's
 * chat link carries the simulation as the visitor types it (never the income typed beside it), and
 * a quote sent by the form goes on to WhatsApp under the protocol that the staff mail shows, with
 * none of what the visitor typed about themselves.
 */
import fs from "node:fs";
import PostalMime from "postal-mime";
import type { Browser, Locator, Page } from "playwright-core";
import { waitForValue } from "../../test-kit/wait";
import { functionServer, launchBrowser, MOBILE, openPage, siteUrl, tick } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const textOf = (href: string | null): string => new URL(href ?? "about:blank").searchParams.get("text") ?? "";

/** Types a value as a visitor does: select what is there, then key by key. */
async function typeInto(form: Locator, label: string, value: string): Promise<void> {
  const input = form.getByLabel(label, { exact: true });
  await input.click();
  await input.press("ControlOrMeta+a");
  await input.pressSequentially(value);
}

/** Waits for the simulator's chat link to say `expected` (it follows the state after each key). */
async function chatText(form: Locator, expected: string): Promise<string> {
  const link = form.getByTestId("simulator-whatsapp");
  return waitForValue(
    async () => {
      const text = textOf(await link.getAttribute("href"));
      return text.includes(expected) ? text : undefined;
    },
    15_000,
    `the chat link with "${expected}"`,
  );
}

/** Every link's address on the page, decoded. */
async function decodedLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return hrefs.map((href) => decodeURIComponent(href ?? ""));
}

describe("a simulator's WhatsApp link", () => {
  it("consórcio: carries the credit, the term and the instalment the visitor simulated, and the page's path", async () => {
    const { context, page, problems } = await openPage(browser, MOBILE);
    try {
      await page.goto(siteUrl("/servicos/consorcio"), { waitUntil: "networkidle" });
      const form = page.getByRole("form", { name: "Simulador de consórcio" });
      await typeInto(form, "Carta de crédito (R$)", "160000");
      const text = await chatText(form, "R$ 1.111,11");
      expect(text).toBe(
        "Olá! Simulei um consórcio: crédito de R$ 160.000,00 em 180 meses, parcela de R$ 1.111,11. /servicos/consorcio",
      );
      const link = form.getByRole("link", { name: /Falar no WhatsApp sobre esta simulação \(abre o WhatsApp/ });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("previdência: carries the contribution and the years; the income typed beside them is in no link of the page", async () => {
    const { context, page, problems } = await openPage(browser, MOBILE);
    try {
      await page.goto(siteUrl("/servicos/previdencia"), { waitUntil: "networkidle" });
      const form = page.getByRole("form", { name: "Simulador de previdência" });
      await typeInto(form, "Renda bruta tributável (R$ por ano)", "234567,89");
      await typeInto(form, "Contribuição mensal (R$)", "750");
      const text = await chatText(form, "R$ 750,00 por mês");
      expect(text).toMatch(
        /^Olá! Simulei uma previdência: R\$ 750,00 por mês durante 10 anos\. \/servicos\/previdencia$/,
      );
      for (const href of await decodedLinks(page)) {
        expect({ href, income: /234[.\s]?567/.test(href) }).toEqual({ href, income: false });
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a quote sent by the form", () => {
  it("goes on to WhatsApp under the protocol the staff mail shows, with nothing the visitor typed about themselves", async () => {
    const { context, page, problems } = await openPage(browser, MOBILE);
    try {
      await page.goto(siteUrl("/solicitar-cotacao"), { waitUntil: "networkidle" });
      const visitor = {
        name: `Maria WhatsApp ${Date.now()}`,
        cpf: "123.456.789-09",
        email: "maria.whatsapp@example.com",
        phone: "(11) 98765-4321",
      };
      const form = page.getByTestId("full-quote-form");
      await form.locator('[name="nome"]').fill(visitor.name);
      await form.locator('[name="cpf"]').fill(visitor.cpf);
      await form.locator('[name="email"]').fill(visitor.email);
      await form.locator('[name="telefone"]').fill(visitor.phone);
      await form.locator('select[name="tipoSeguro"]').selectOption("veiculo");
      await tick(form.locator('[name="aceiteTermos"]'));
      await form.locator('button[type="submit"]').click();

      const notice = page.getByRole("status").filter({ hasText: "Cotação solicitada com sucesso!" });
      const chat = notice.getByRole("link", { name: /^Continuar no WhatsApp \(abre o WhatsApp em nova aba\)$/ });
      await chat.waitFor({ timeout: 30_000 });
      // SPEC §8's texts as they are, the protocol on its own line beside them.
      expect(await notice.textContent()).toContain(
        "Nossa equipe entrará em contato em até 24 horas com sua cotação personalizada.",
      );
      const protocolLine = (await notice.getByTestId("notice-protocol").textContent()) ?? "";
      const protocol = /^Protocolo (\d{4}-\d{5,})$/.exec(protocolLine)?.[1] ?? "";
      expect(protocol).not.toBe("");

      const href = await chat.getAttribute("href");
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(await chat.getAttribute("target")).toBe("_blank");
      const text = textOf(href);
      expect(text).toBe(`Olá! Acabei de pedir uma cotação de Seguro de Veículo pelo site, protocolo ${protocol}.`);
      const decoded = decodeURIComponent(href ?? "");
      for (const value of [visitor.name, "Maria", visitor.cpf, "12345678909", visitor.email, visitor.phone, "98765"]) {
        expect({ value, in: decoded.includes(value) }).toEqual({ value, in: false });
      }

      // The lead is stored under that protocol, and the staff mail's WhatsApp button opens on it.
      const lead = await waitForValue(
        async () => (await functionServer.leads()).find((row) => row.name === visitor.name),
        15_000,
        "the stored lead",
      );
      expect(lead.protocol).toBe(protocol);
      const mail = await waitForValue(
        async () => {
          for (const file of functionServer.outbox().filter((path) => path.endsWith(".eml"))) {
            const email = await PostalMime.parse(fs.readFileSync(file));
            if ((email.subject ?? "").includes(protocol) && (email.text ?? "").includes(visitor.name)) return email;
          }
          return undefined;
        },
        15_000,
        "the staff mail",
      );
      expect(mail.text).toContain(`Protocolo ${protocol}`);
      const staffHref = /href="(https:\/\/wa\.me\/5511987654321\?text=[^"]+)"/.exec(mail.html ?? "")?.[1] ?? "";
      const staffText = textOf(staffHref.replace(/&amp;/g, "&"));
      expect(staffText.split("\n")[0]).toContain(`protocolo ${protocol}`);
      expect(staffText).not.toContain("Maria");

      // The notice stays until the visitor closes it; the protocol can be selected whole.
      expect(await notice.getByTestId("notice-protocol").evaluate((line) => getComputedStyle(line).userSelect)).toBe(
        "all",
      );
      await notice.getByRole("button", { name: "Fechar aviso" }).click();
      await chat.waitFor({ state: "detached" });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
