/**
 * A quote a broker can price: the full quote asks the chosen product's questions, a service page
 * leads into it with its product chosen, a malformed answer is refused at its field, and the
 * answers reach the stored lead, the staff's mail and the CSV, while the body stays SPEC §7's.
 */
import fs from "node:fs";
import PostalMime from "postal-mime";
import type { Page } from "playwright-core";
import { FULL_QUOTE_TYPES } from "../../supabase/functions/_shared/contract/options";
import { questionsOf } from "../../supabase/functions/_shared/contract/quote-questions";
import { FULL_QUOTE_BODY_KEYS, QUOTE_QUESTIONS } from "../../test-kit/lead-fixtures";
import { FULL_QUOTE_MESSAGES } from "../../src/components/forms/messages";
import { addMonths, formatDate, shiftDays, todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import { waitForValue } from "../../test-kit/wait";
import {
  axeViolations,
  functionServer,
  holdScripts,
  browserForFile,
  liveRegions,
  MOBILE,
  openPage,
  pressSubmit,
  siteUrl,
  tick,
  VIEWPORTS,
} from "./support";

const browser = browserForFile();

const form = (page: Page) => page.getByTestId("full-quote-form");
const answer = (page: Page, product: string, id: string) => form(page).locator(`[name="${product}.${id}"]`);

async function fillContact(page: Page, name: string): Promise<void> {
  await form(page).locator('[name="nome"]').fill(name);
  await form(page).locator('[name="cpf"]').fill("123.456.789-00");
  await form(page).locator('[name="email"]').fill("cotacao.auto@example.com");
  await form(page).locator('[name="telefone"]').fill("(11) 98765-4321");
  await tick(form(page).locator('[name="aceiteTermos"]'));
}

/** Every POST to the function from this page, as sent. */
function collectPosts(page: Page): Record<string, unknown>[] {
  const posts: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/functions/v1/send-form-email"))
      posts.push(request.postDataJSON() as Record<string, unknown>);
  });
  return posts;
}

/** The staff's mail of the lead whose text holds `marker`, parsed as a mail client would. */
function staffMail(marker: string) {
  return waitForValue(
    async () => {
      for (const file of functionServer.outbox().filter((path) => path.endsWith(".eml"))) {
        const email = await PostalMime.parse(fs.readFileSync(file));
        if ((email.text ?? "").includes(marker)) return email;
      }
      return undefined;
    },
    15_000,
    "the lead's e-mail",
  );
}

describe("from a service page to a quote a broker can price", () => {
  it("seguro-auto's call to action opens the quote with veiculo chosen and its questions shown; the answers reach the lead, the mail and the CSV", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/seguro-auto"), { waitUntil: "networkidle" });
      const cta = page.locator("main").getByRole("link", { name: "Solicitar Cotação" }).first();
      expect(await cta.getAttribute("href")).toBe("/solicitar-cotacao?produto=veiculo");
      await cta.click();
      await page.waitForURL("**/solicitar-cotacao?produto=veiculo");
      expect(await form(page).locator('select[name="tipoSeguro"]').inputValue()).toBe("veiculo");
      // The questions come with the form's script, which a chosen product loads after the page: no touch needed.
      const fieldset = form(page).locator('fieldset[data-questions="veiculo"]');
      await fieldset.waitFor({ timeout: 15_000 });
      expect(await fieldset.locator("legend").textContent()).toBe("Sobre o veículo");
      expect(await fieldset.textContent()).toContain("sem precisar ligar");
      expect(await form(page).locator("fieldset[data-questions]").count()).toBe(1);

      const name = `Cotação Auto ${Date.now()}`;
      await fillContact(page, name);
      await answer(page, "veiculo", "placa").fill("bra2e19");
      await answer(page, "veiculo", "modelo").fill("Volkswagen Polo 1.0");
      await answer(page, "veiculo", "anoModelo").fill("2022");
      await answer(page, "veiculo", "cepPernoite").fill("04538133");
      await answer(page, "veiculo", "nascimentoCondutor").fill("1984-07-02");
      await answer(page, "veiculo", "uso").selectOption("Particular");
      await answer(page, "veiculo", "garagemCasa").selectOption("Sim");
      await form(page).locator('[name="outrosDetalhes"]').fill("Quero carro reserva.");
      const posts = collectPosts(page);
      await form(page).locator('button[type="submit"]').click();

      const lead = await waitForValue(
        async () => (await functionServer.leads()).find((row) => row.name === name),
        15_000,
        "the stored lead",
      );
      expect(posts).toHaveLength(1);
      expect(Object.keys(posts[0])).toEqual(FULL_QUOTE_BODY_KEYS);
      const details =
        "Placa: BRA2E19\nMarca e modelo: Volkswagen Polo 1.0\nAno do modelo: 2022\nCEP de pernoite: 04538-133\n" +
        "Data de nascimento do condutor principal: 02/07/1984\nUso do veículo: Particular\nGaragem fechada em casa: Sim\n\nQuero carro reserva.";
      expect(posts[0]).toMatchObject({ formType: "full-quote", insuranceType: "veiculo", additionalDetails: details });
      expect(lead).toMatchObject({
        additionalDetails: details,
        quoteAnswers: {
          placa: "BRA2E19",
          modelo: "Volkswagen Polo 1.0",
          anoModelo: "2022",
          cepPernoite: "04538-133",
          nascimentoCondutor: "02/07/1984",
          uso: "Particular",
          garagemCasa: "Sim",
        },
      });

      // The visitor sees the protocol to quote on the phone, under the spec's own texts.
      const protocol = lead.protocol as string;
      await page.getByText(`Protocolo ${protocol}`).waitFor();
      const notice = (await liveRegions(page)).find((region) => region.role === "status")?.text;
      expect(notice).toBe(
        `Cotação solicitada com sucesso! Nossa equipe entrará em contato em até 24 horas com sua cotação personalizada. Protocolo ${protocol} Continuar no WhatsApp (abre o WhatsApp em nova aba) ${(FULL_QUOTE_MESSAGES.success.links ?? []).map((link) => link.label).join(" ")}`,
      );

      const mail = await staffMail(name);
      expect(mail.html).toMatch(
        /<h2[^>]*>Respostas para a cotação<\/h2>\n<table[^>]*>\n<tr><th[^>]*>Placa<\/th><td[^>]*>BRA2E19<\/td><\/tr>/,
      );
      expect(mail.html).toMatch(/<tr><th[^>]*>CEP de pernoite<\/th><td[^>]*>04538-133<\/td><\/tr>/);
      expect(mail.text).toContain("Respostas para a cotação:\n  Placa: BRA2E19");
      expect(mail.text).toContain(
        'Escrito pelo visitante (cada linha começa com "> "):\nDetalhes adicionais:\n> Quero carro reserva.',
      );

      const [header, row] = (await functionServer.leadsCsv(protocol)).replace(/^\uFEFF/, "").split("\r\n");
      const cells = (line: string) => line.slice(1, -1).split('";"');
      const column = cells(header).indexOf("Respostas para a cotação");
      expect(column).toBeGreaterThan(0);
      expect(cells(row)[column]).toBe(
        "Placa: BRA2E19; Marca e modelo: Volkswagen Polo 1.0; Ano do modelo: 2022; CEP de pernoite: 04538-133; " +
          "Data de nascimento do condutor principal: 02/07/1984; Uso do veículo: Particular; Garagem fechada em casa: Sim",
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an ad's link chooses the product before React has loaded, with the page's HTML as built", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      // Hold every script file: what is chosen is the inline loader's work, not React's.
      const release = await holdScripts(page);
      await page.goto(siteUrl("/solicitar-cotacao?produto=vida"), { waitUntil: "domcontentloaded" });
      expect(await form(page).locator('select[name="tipoSeguro"]').inputValue()).toBe("vida");
      expect(await page.locator("fieldset[data-questions]").count()).toBe(0);
      const served = await (await fetch(siteUrl("/solicitar-cotacao?produto=vida"))).text();
      expect(served).toBe(await (await fetch(siteUrl("/solicitar-cotacao"))).text());
      release();
      await form(page).locator('fieldset[data-questions="vida"]').waitFor({ timeout: 15_000 });
      // A value that is no option chooses nothing.
      await page.goto(siteUrl("/solicitar-cotacao?produto=saude"), { waitUntil: "networkidle" });
      expect(await form(page).locator('select[name="tipoSeguro"]').inputValue()).toBe("");
      expect(await page.locator("fieldset[data-questions]").count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a page whose service is none of the nine types keeps the plain link", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/saude"), { waitUntil: "domcontentloaded" });
      const links = await page
        .locator('main a[href^="/solicitar-cotacao"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(links.length).toBeGreaterThanOrEqual(2);
      expect(new Set(links)).toEqual(new Set(["/solicitar-cotacao"]));
    } finally {
      await context.close();
    }
  });
});

describe("the current policy's end date", () => {
  it("goes as a line of the details and reaches the staff's mail as the days left", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/solicitar-cotacao?produto=residencia"), { waitUntil: "networkidle" });
      await form(page).locator('fieldset[data-questions="residencia"]').waitFor({ timeout: 15_000 });
      const name = `Vencimento ${Date.now()}`;
      await fillContact(page, name);
      const ends = shiftDays(todayInSaoPaulo(), 23);
      const field = answer(page, "residencia", "vencimentoSeguroAtual");
      expect(await field.getAttribute("min")).toBe(shiftDays(todayInSaoPaulo(), 1));
      expect(await field.getAttribute("max")).toBe(addMonths(todayInSaoPaulo(), 13));
      await field.fill(ends);
      const posts = collectPosts(page);
      await form(page).locator('button[type="submit"]').click();
      await waitForValue(() => (posts.length === 1 ? true : undefined), 15_000, "the POST");
      expect(posts[0].additionalDetails).toBe(`Quando vence o seu seguro atual?: ${formatDate(ends)}`);
      const mail = await staffMail(name);
      expect(mail.text).toContain(`  Quando vence o seu seguro atual?: vence em 23 dias (${formatDate(ends)})\n`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the full quote's questions in the form", () => {
  it("show only the chosen product's questions, and send nothing that is hidden", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/solicitar-cotacao"), { waitUntil: "networkidle" });
      const select = form(page).locator('select[name="tipoSeguro"]');
      await select.selectOption("vida");
      await form(page).locator('fieldset[data-questions="vida"]').waitFor();
      await answer(page, "vida", "profissao").fill("Engenheira de software");
      await select.selectOption("empresa");
      await form(page).locator('fieldset[data-questions="empresa"]').waitFor();
      expect(await form(page).locator("fieldset[data-questions]").count()).toBe(1);
      expect(await answer(page, "vida", "profissao").count()).toBe(0);
      await answer(page, "empresa", "cnpj").fill("11222333000181");
      await select.selectOption("consorcio");
      await form(page).locator('fieldset[data-questions="consorcio"]').waitFor();
      await answer(page, "consorcio", "bem").selectOption("Imóvel");

      const name = `Troca de produto ${Date.now()}`;
      await fillContact(page, name);
      const posts = collectPosts(page);
      await form(page).locator('button[type="submit"]').click();
      await waitForValue(
        async () => (await functionServer.leads()).find((row) => row.name === name),
        15_000,
        "the stored lead",
      );
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ insuranceType: "consorcio", additionalDetails: "Tipo de bem: Imóvel" });
      expect(JSON.stringify(posts[0])).not.toMatch(/Engenheira|11\.222\.333/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ["veiculo", "cepPernoite", "1234-567", "Informe o CEP com 8 números, como 01310-100."],
    [
      "empresa",
      "cnpj",
      "11.222.333/0001-82",
      "Este CNPJ não existe: confira os números (os dígitos verificadores não batem).",
    ],
    ["veiculo", "placa", "AB-12345", "Informe a placa no formato ABC-1234 ou no padrão Mercosul, ABC1D23."],
    ["vida", "nascimento", "2015-06-01", "A idade nessa data deve ser de 18 a 80 anos."],
    [
      "empresa",
      "vencimentoSeguroAtual",
      shiftDays(addMonths(todayInSaoPaulo(), 13), 1),
      `Informe uma data até ${formatDate(addMonths(todayInSaoPaulo(), 13))}.`,
    ],
  ])("%s: a malformed %s is refused at the field, in pt-BR, with nothing sent", async (product, id, typed, message) => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/solicitar-cotacao"), { waitUntil: "networkidle" });
      await fillContact(page, `Resposta inválida ${Date.now()}`);
      await form(page).locator('select[name="tipoSeguro"]').selectOption(product);
      const field = answer(page, product, id);
      await field.fill(typed);
      const posts = collectPosts(page);
      // By keyboard (pressSubmit): leaving the field shows its error, which moves the button down
      // between a click's press and its release, unless the browser's scroll anchoring makes up for it.
      await pressSubmit(form(page));
      // The focus moves to the field, which says it is invalid and why (aria-describedby).
      await page.waitForFunction((name) => document.activeElement?.getAttribute("name") === name, `${product}.${id}`);
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      const described = await field.evaluate((element) =>
        (element.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((ref) => document.getElementById(ref)?.textContent ?? "")
          .join(" | "),
      );
      expect(described).toContain(message);
      await page.waitForTimeout(500);
      expect(posts).toHaveLength(0);
      expect(await form(page).locator('button[type="submit"]').isEnabled()).toBe(true);

      // Left empty, the question is optional: the same form goes through.
      await field.fill("");
      await pressSubmit(form(page));
      await waitForValue(() => (posts.length === 1 ? true : undefined), 15_000, "the POST");
      expect(Object.keys(posts[0])).toEqual(FULL_QUOTE_BODY_KEYS);
      expect(posts[0].additionalDetails).toBe("");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(VIEWPORTS)(
    "at %s, axe finds no violation with each product's questions shown",
    async (_label, viewport) => {
      const { context, page, problems } = await openPage(browser(), viewport);
      try {
        await page.goto(siteUrl("/solicitar-cotacao"), { waitUntil: "networkidle" });
        for (const { value } of FULL_QUOTE_TYPES) {
          await form(page).locator('select[name="tipoSeguro"]').selectOption(value);
          const fieldset = form(page).locator(`fieldset[data-questions="${value}"]`);
          await fieldset.waitFor();
          // A fieldset named by its legend, every question labelled, and one of them shown invalid.
          expect(await fieldset.evaluate((element) => element.querySelector(":scope > legend")?.textContent)).toBe(
            QUOTE_QUESTIONS.products[value]?.legend,
          );
          const first = questionsOf(QUOTE_QUESTIONS, value).find(
            (question) => question.format !== "escolha" && question.format !== "texto",
          );
          if (first) {
            await answer(page, value, first.id).fill(first.format.startsWith("data-") ? "1900-01-01" : "@@@");
            await answer(page, value, first.id).blur();
            await page.waitForSelector(`[name="${value}.${first.id}"][aria-invalid="true"]`);
          }
          expect([value, await axeViolations(page)]).toEqual([value, []]);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
      // Nine products, each an axe run: minutes when other test files share the cores.
    },
    240_000,
  );
});
