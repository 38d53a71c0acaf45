/** The about, contact, full quote, privacy, claims and accessibility pages: their content, fields, links and accessibility. */
import type { Page } from "playwright-core";
import about from "../../data/about.json";
import accessibility from "../../data/accessibility.json";
import claims from "../../data/claims.json";
import contact from "../../data/contact.json";
import privacy from "../../data/privacy.json";
import quote from "../../data/quote.json";
import insurersFile from "../../data/insurers.json";
import rules from "../../data/rules.json";
import site from "../../data/site.json";
import { DISCLOSURES_ANCHOR, DISCLOSURES_PATH } from "../../supabase/functions/_shared/contract/routes";
import type { Rule } from "../../src/rules/register";
import { SPEC_FULL_QUOTE_TYPES } from "../../test-kit/lead-fixtures";
import { axeViolations, DESKTOP, browserForFile, MOBILE, VIEWPORTS, withPage } from "./support";

const browser = browserForFile();

const ROUTES = [
  "/quem-somos",
  "/fale-conosco",
  "/solicitar-cotacao",
  "/politica-de-privacidade",
  "/sinistro-e-assistencia",
  "/acessibilidade",
];

const RULES: readonly Rule[] = rules.rules;

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .allTextContents()
    .then((all) => all.map((t) => t.trim()));

interface FieldShape {
  name: string;
  tag: "input" | "select" | "textarea";
  type?: string;
  required: boolean;
}

async function expectFields(page: Page, testId: string, shapes: FieldShape[]) {
  const form = page.getByTestId(testId);
  for (const shape of shapes) {
    const field = form.locator(`${shape.tag}[name="${shape.name}"]`);
    expect(await field.count()).toBe(1);
    if (shape.type) expect(await field.getAttribute("type")).toBe(shape.type);
    expect(await field.evaluate((el) => (el as HTMLInputElement).required)).toBe(shape.required);
    // Every field has a visible label.
    const label = await field.evaluate((el) => {
      const labels = (el as HTMLInputElement).labels;
      const first = labels?.[0];
      return first && first.getBoundingClientRect().height > 0 ? first.textContent?.trim() : "";
    });
    expect(label).toBeTruthy();
  }
  const submit = form.locator('button[type="submit"]');
  expect(await submit.getAttribute("data-float-avoid")).toBe("");
  expect(await form.locator('a[href="/politica-de-privacidade"]').count()).toBeGreaterThanOrEqual(1);
}

describe.each(ROUTES)("%s", (route) => {
  it.each(VIEWPORTS)(
    "at %s: one h1, labelled sections, no overflow, no serious axe violations",
    async (_label, viewport) => {
      await withPage(
        browser(),
        route,
        async (page) => {
          expect(await page.locator("h1").count()).toBe(1);
          const unlabelled = await page.$$eval(
            "main section",
            (sections) =>
              sections.filter((section) => {
                const heading = document.getElementById(section.getAttribute("aria-labelledby") ?? "");
                return !heading || !/^H[1-6]$/.test(heading.tagName) || !heading.textContent?.trim();
              }).length,
          );
          expect(unlabelled).toBe(0);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          expect(await axeViolations(page, ["serious", "critical"])).toEqual([]);
        },
        viewport,
      );
    },
  );
});

describe("/quem-somos", () => {
  it("tells the history, mission, vision, the six values and the four statistics", async () => {
    await withPage(browser(), "/quem-somos", async (page) => {
      expect(await texts(page, "h1")).toEqual([about.title]);
      const h2 = await texts(page, "main h2");
      for (const title of [
        about.history.title,
        about.mission.title,
        about.vision.title,
        about.values.title,
        about.stats.title,
      ]) {
        expect(h2).toContain(title);
      }
      const body = await page.locator("main").innerText();
      expect(body).toContain("1989");
      expect(body).toContain("1997");
      expect(body).toContain("35+");
      expect(await texts(page, '[data-testid="about-value"] h3')).toEqual([
        "Confiança",
        "Excelência",
        "Agilidade",
        "Proximidade",
        "Tradição e Inovação",
        "Compromisso com Pessoas",
      ]);
      const stats = await texts(page, '[data-testid="about-stat"] dd');
      expect(stats).toEqual(["10000+", "35+", "98%", "24h"]);
      expect(await texts(page, '[data-testid="about-stat"] dt')).toEqual(site.stats.map((stat) => stat.label));
      const cta = page.locator('section[aria-labelledby="about-closing"] a[href="/solicitar-cotacao"]');
      expect(await cta.count()).toBe(1);
    });
  });

  it("discloses before a sale what Res. CNSP 382/2020 asks, at its own address: no stake either way, no exclusivity, every partner insurer, the remuneration in the proposal, the rule's norm, source and date", async () => {
    await withPage(browser(), DISCLOSURES_PATH, async (page) => {
      const section = page.getByRole("region", { name: about.disclosures.title });
      expect(await section.getAttribute("id")).toBe(DISCLOSURES_ANCHOR);
      // Opened at the section: its top is in the viewport.
      const top = await section.evaluate((element) => element.getBoundingClientRect().top);
      expect(top >= 0 && top < (page.viewportSize()?.height ?? 0)).toBe(true);
      const { stakes, holders, insurers: exclusivity, remuneration } = about.disclosures;
      expect(await section.locator("ol > li h3").allInnerTexts()).toEqual([
        stakes.title,
        holders.title,
        exclusivity.title,
        remuneration.title,
      ]);
      // The percentage is the register's, written as the page writes a percentage.
      const rule = RULES.find((candidate) => candidate.id === about.disclosures.rule);
      const percent = `${rule?.values?.find((value) => value.name === "participacao")?.value}\u00a0%`;
      const items = await section.locator("ol > li").allInnerTexts();
      expect(items[0]).toContain(stakes.none.replace("{participacao}", percent));
      expect(items[1]).toContain(holders.none.replace("{participacao}", percent));
      expect(items[2]).toContain(exclusivity.none);
      expect(items[3]).toContain(remuneration.text);
      expect(await texts(page, '[data-testid="about-partners"] li')).toEqual(
        insurersFile.insurers.map((insurer) => insurer.name),
      );
      const source = section.getByTestId("rule-source");
      expect(await source.getByRole("link").getAttribute("href")).toBe(rule?.sourceUrl);
      expect(await source.textContent()).toBe(
        `Fonte: ${rule?.norm} (texto oficial, abre em nova aba), em vigor desde 01/07/2020.`,
      );
      expect(await source.locator("time").getAttribute("datetime")).toBe(rule?.effectiveFrom);
      for (const link of about.disclosures.links) {
        const anchor = section.getByRole("link", { name: link.label });
        expect(await anchor.getAttribute("href")).toBe(link.url);
        expect(await anchor.getAttribute("target")).toBe("_blank");
      }
      expect(about.disclosures.links.map((link) => new URL(link.url).host)).toEqual(
        expect.arrayContaining(["www.gov.br", "www.consumidor.gov.br"]),
      );
    });
  });

  it("shows the brokerage's legal data: razão social, CNPJ, SUSEP registration, address with CEP and e-mail", async () => {
    await withPage(browser(), "/quem-somos", async (page) => {
      const block = page.getByRole("region", { name: about.legal.title });
      const terms = await block.locator("dt").allInnerTexts();
      const details = await block.locator("dd").allInnerTexts();
      expect(Object.fromEntries(terms.map((term, index) => [term, details[index].replace(/\s+/g, " ")]))).toEqual({
        "Razão social": site.legal.name,
        CNPJ: site.legal.cnpj,
        "Registro na SUSEP": site.legal.susep,
        Endereço: `${site.legal.address.street} – ${site.legal.address.district} ${site.city} – ${site.state}, CEP ${site.legal.address.postalCode}`,
        "E-mail": site.email,
      });
    });
  });
});

describe("/fale-conosco", () => {
  it("has the form with required, starred fields", async () => {
    await withPage(browser(), "/fale-conosco", async (page) => {
      expect(await texts(page, "h1")).toEqual([contact.title]);
      await expectFields(page, "contact-form", [
        { name: "nome", tag: "input", required: true },
        { name: "telefone", tag: "input", type: "tel", required: true },
        { name: "email", tag: "input", type: "email", required: true },
        { name: "assunto", tag: "input", required: true },
        { name: "mensagem", tag: "textarea", required: true },
      ]);
      const starred = await page
        .getByTestId("contact-form")
        .locator("label")
        .evaluateAll((labels) => labels.filter((label) => label.textContent?.trim().endsWith("*")).length);
      expect(starred).toBe(5);
    });
  });

  it("shows the channels, hours, answer time, call and e-mail shortcuts and the four FAQ items", async () => {
    await withPage(browser(), "/fale-conosco", async (page) => {
      const info = (await page.locator('[data-testid="contact-info"]').allInnerTexts()).join("\n");
      expect(info).toContain(site.phone.display);
      expect(info).toContain(site.email);
      expect(info).toContain("WhatsApp");
      expect(info).toContain("São Paulo");
      expect(info).toContain("08:00 às 18:00, de segunda a sexta-feira");
      expect(info).toContain(site.answerTimes.contact);
      expect(site.answerTimes.contact).toContain("24 horas");
      expect(await page.getByTestId("contact-call").getAttribute("href")).toBe("tel:+551130000000");
      expect(await page.getByTestId("contact-email").getAttribute("href")).toBe(`mailto:${site.email}`);
      const whatsapp = page.locator('[data-testid="contact-info"] a[href^="https://wa.me/551130000000"]');
      expect(await whatsapp.getAttribute("target")).toBe("_blank");

      const faq = page.locator('section[aria-labelledby="contact-faq"] [data-testid="faq-item"]');
      expect(await faq.count()).toBe(4);
      const faqText = (await faq.allInnerTexts()).join("\n");
      expect(faqText).toContain("24 horas");
      expect(faqText).toContain("48 horas");
      expect(faqText).toContain("12x");
      expect(faqText).toContain("suporte 24h");
      expect(faqText).toContain("seguradoras");
      expect(await texts(page, 'section[aria-labelledby="contact-faq"] h3')).toEqual(
        contact.faq.items.map((i) => i.question),
      );
      // The claims answer links the claims page by its title; no marker is left on the page.
      const claimsLink = faq.filter({ hasText: "sinistro" }).getByRole("link", { name: claims.title, exact: true });
      expect(await claimsLink.getAttribute("href")).toBe("/sinistro-e-assistencia");
      expect(faqText).not.toMatch(/\{\w+\}/);
    });
  });
});

describe("/solicitar-cotacao", () => {
  it("has the full form, the benefits, the insurance types and the 24h promise", async () => {
    await withPage(browser(), "/solicitar-cotacao", async (page) => {
      expect(await texts(page, "h1")).toEqual([quote.title]);
      await expectFields(page, "full-quote-form", [
        { name: "nome", tag: "input", required: true },
        { name: "cpf", tag: "input", required: true },
        { name: "email", tag: "input", type: "email", required: true },
        { name: "telefone", tag: "input", type: "tel", required: true },
        { name: "tipoSeguro", tag: "select", required: true },
        { name: "outrosDetalhes", tag: "textarea", required: false },
        { name: "aceiteTermos", tag: "input", type: "checkbox", required: false },
      ]);
      const options = await page
        .locator('select[name="tipoSeguro"] option:not([value=""])')
        .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
      expect(options).toEqual(SPEC_FULL_QUOTE_TYPES);
      expect(await texts(page, '[data-testid="quote-benefits"] li')).toEqual(quote.benefits.items);
      expect(await texts(page, '[data-testid="quote-types"] li')).toEqual(quote.insuranceTypes.items);
      expect(await page.getByTestId("quote-answer-time").innerText()).toBe(site.answerTimes.fullQuote);
    });
  });

  it("points, next to the form, to what the brokerage discloses before a sale", async () => {
    await withPage(browser(), "/solicitar-cotacao", async (page) => {
      const box = page.getByRole("region", { name: quote.disclosures.title });
      expect(await box.innerText()).toContain(quote.disclosures.text);
      const link = box.getByRole("link", { name: quote.disclosures.link, exact: true });
      expect(await link.getAttribute("href")).toBe(DISCLOSURES_PATH);
      await Promise.all([page.waitForURL(`**${DISCLOSURES_PATH}`), link.click()]);
      expect(await page.getByRole("region", { name: about.disclosures.title }).isVisible()).toBe(true);
    });
  });
});

describe("/politica-de-privacidade", () => {
  it("covers the data, retention, recipients, controller, rights and how to exercise them", async () => {
    await withPage(browser(), "/politica-de-privacidade", async (page) => {
      expect(await texts(page, "h1")).toEqual([privacy.title]);
      const h2 = await texts(page, "main section h2");
      expect(h2).toEqual(privacy.sections.map((section) => section.title));
      const body = await page.locator("main").innerText();
      expect(body).not.toMatch(/\{\w+\}/);
      for (const needle of [
        site.legal.name,
        `CNPJ ${site.legal.cnpj}`,
        `${site.legal.address.street} – ${site.legal.address.district}, ${site.city} – ${site.state}, CEP ${site.legal.address.postalCode}`,
        site.privacy.dpoEmail,
        "5 anos",
        "Agência Nacional de Proteção de Dados",
        "Lei nº 13.709/2018",
        "art. 18",
        "ANPD",
        "portabilidade",
        "revogação do consentimento",
        "provedor de envio de e-mails",
        "CNPJ/CPF",
        "assunto",
      ]) {
        expect(body).toContain(needle);
      }
      expect(await page.locator(`main a[href="mailto:${site.privacy.dpoEmail}"]`).count()).toBeGreaterThanOrEqual(1);
    });
  });
});

describe("privacy links", () => {
  it.each(["/", "/fale-conosco", "/solicitar-cotacao"])("%s links every form to the privacy policy", async (route) => {
    await withPage(browser(), route, async (page) => {
      const forms = await page.locator("main form").count();
      expect(forms).toBeGreaterThanOrEqual(1);
      const linked = await page
        .locator("main form")
        .evaluateAll((all) => all.filter((form) => form.querySelector('a[href="/politica-de-privacidade"]')).length);
      expect(linked).toBe(forms);
    });
  });
});

describe("/acessibilidade", () => {
  it("is where the footer's accessibility symbol leads, from every kind of page, at 390 and 1366 px", async () => {
    for (const [route, viewport] of [
      ["/", MOBILE],
      ["/servicos/vida", DESKTOP],
      ["/quem-somos", MOBILE],
    ] as const) {
      await withPage(
        browser(),
        route,
        async (page) => {
          const symbol = page.locator("footer").getByRole("link", { name: "Acessibilidade", exact: true });
          expect(await symbol.count()).toBe(1);
          // The symbol itself: an inline SVG drawn in the link, shown, not a word alone.
          const icon = symbol.locator("svg");
          expect(await icon.count()).toBe(1);
          const box = await icon.boundingBox();
          expect(box?.width).toBeGreaterThanOrEqual(24);
          expect(await icon.isVisible()).toBe(true);
          const [response] = await Promise.all([page.waitForNavigation(), symbol.click()]);
          expect(response?.status()).toBe(200);
          expect(new URL(page.url()).pathname).toBe("/acessibilidade");
          expect(await page.locator("h1").innerText()).toBe(accessibility.title);
        },
        viewport,
      );
    }
  });

  it("states the standard, how the site is tested, what does not conform, how to report a barrier, and the law with its address", async () => {
    await withPage(browser(), "/acessibilidade", async (page) => {
      expect(await texts(page, "main h2")).toEqual([
        ...accessibility.sections.map((section) => section.title),
        "Fontes",
      ]);
      const main = await page.locator("main").innerText();
      for (const words of [
        "WCAG 2.2",
        "ABNT NBR 17225:2025",
        "axe-core",
        "1366 px",
        "390 px",
        "teclado",
        "leitores de tela",
        "Lei nº 13.146",
      ])
        expect(main).toContain(words);
      expect(await page.locator(`main a[href="mailto:${site.email}"]`).count()).toBe(1);
      expect(await page.locator(`main a[href="tel:${site.phone.e164}"]`).count()).toBe(1);
      for (const source of accessibility.sources)
        expect(await page.locator(`main a[href="${source.url}"]`).innerText()).toContain(source.label);
      expect(main).toContain("(www.planalto.gov.br)");
      expect(accessibility.sources[0].url).toBe(
        "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/lei/l13146.htm",
      );
    });
  });
});
