/**
 * The claims and 24 h assistance page as a client in a claim meets it, typically on a phone at the
 * roadside: one tap from the footer, the menus and the contact page's answer, every partner
 * insurer's 24 h numbers a tap each, complete without JavaScript, in the sitemap, and accessible.
 */
import claims from "../../data/claims.json";
import insurers from "../../data/insurers.json";
import rules from "../../data/rules.json";
import site from "../../data/site.json";
import { findRule, ruleValue, type Rule } from "../../src/rules/register";
import { axeViolations, browserForFile, MOBILE, openPage, siteUrl, VIEWPORTS, withPage } from "./support";

const ROUTE = "/sinistro-e-assistencia";
// SITE_URL at build time, or the default of gatsby-config.ts.
const SITE_URL = (process.env.SITE_URL || "https://www.corretoratranquilidade.com.br").replace(/\/+$/, "");

const RULES: readonly Rule[] = rules.rules;

/** A Brazilian number in E.164 as a tel: link: a 0800, a capital's 4004 or 3003, or an area code and number. */
const E164_TEL = /^tel:\+55(?:800\d{7}|4004\d{4}|3003\d{4}|[1-9]{2}\d{8,9})$/;

const browser = browserForFile();

describe("placeholder content (src/content/go-live.ts)", () => {
  it("is announced as 'Dados de exemplo' above the insurers' numbers and in the footer of every page, while data/ keeps its placeholders", async () => {
    await withPage(
      browser(),
      ROUTE,
      async (page) => {
        const notices = page.getByRole("note");
        expect(await notices.count()).toBe(2);
        const inMain = page.locator("main").getByRole("note");
        expect(await inMain.isVisible()).toBe(true);
        expect(await inMain.innerText()).toMatch(
          /^Dados de exemplo: as seguradoras e os telefones desta página são fictícios/,
        );
        // Before the numbers it warns about.
        const noticeTop = (await inMain.boundingBox())?.y ?? Infinity;
        const firstNumber = (await page.locator('main a[href^="tel:"]').first().boundingBox())?.y ?? 0;
        expect(noticeTop).toBeLessThan(firstNumber);
        expect(await page.locator("footer").getByRole("note").innerText()).toMatch(/^Dados de exemplo: /);
      },
      MOBILE,
    );
    await withPage(browser(), "/quem-somos", async (page) =>
      expect(await page.locator("footer").getByRole("note").isVisible()).toBe(true),
    );
  });
});

describe("the claims page", () => {
  it("is the footer's 'Assistência em sinistros 24h': the link answers 200 with a page about sinistros", async () => {
    await withPage(browser(), "/", async (page) => {
      const link = page.locator("footer").getByRole("link", { name: "Assistência em sinistros 24h", exact: true });
      const [response] = await Promise.all([page.waitForNavigation(), link.click()]);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(ROUTE);
      expect(await page.locator("h1").innerText()).toBe(claims.title);
      expect(await page.locator("main").innerText()).toMatch(/sinistro/i);
      expect(await page.title()).toBe(`${claims.seo.title} | ${site.name}`);
    });
  });

  it("is linked from the contact page's answer about claims and from both menus", async () => {
    await withPage(browser(), "/fale-conosco", async (page) => {
      expect(await page.locator(`main a[href="${ROUTE}"]`).count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator(`header nav[aria-label="Principal"] a[href="${ROUTE}"]`).count()).toBe(1);
      expect(await page.locator(`dialog nav a[href="${ROUTE}"]`).count()).toBe(1);
    });
  });

  it("gives every partner insurer its 24 h numbers as tel: links in E.164, each a tap target of 44 px or more at 390 px, its site and a 'verificado em' date", async () => {
    await withPage(
      browser(),
      ROUTE,
      async (page) => {
        const cards = page.getByTestId("insurer-contacts");
        expect(await cards.locator("h3").allInnerTexts()).toEqual(insurers.insurers.map((insurer) => insurer.name));
        for (const partner of site.partners) {
          const card = cards.filter({ has: page.getByRole("heading", { name: partner.name, exact: true }) });
          const entry = insurers.insurers.find((insurer) => insurer.name === partner.name);
          const calls = card.locator('a[href^="tel:"]');
          expect({ partner: partner.name, calls: await calls.count() }).toEqual({
            partner: partner.name,
            calls: entry?.numbers.length,
          });
          for (const call of await calls.all()) {
            const href = (await call.getAttribute("href")) ?? "";
            expect({ partner: partner.name, href, e164: E164_TEL.test(href) }).toEqual({
              partner: partner.name,
              href,
              e164: true,
            });
            // The number dialled is the number shown: its digits, the trunk prefix of a 0800 aside.
            expect(href.slice("tel:+55".length)).toBe(
              (await call.innerText()).replace(/\D/g, "").replace(/^0800/, "800"),
            );
            const box = await call.boundingBox();
            expect({ partner: partner.name, height: (box?.height ?? 0) >= 44, width: (box?.width ?? 0) >= 44 }).toEqual(
              { partner: partner.name, height: true, width: true },
            );
          }
          expect(await card.locator('a[href^="https://"]').getAttribute("href")).toBe(entry?.site);
          expect(await card.innerText()).toMatch(/Verificado em \d{2}\/\d{2}\/\d{4}/);
          expect(await card.locator("time").getAttribute("datetime")).toBe(entry?.verifiedOn);
        }
        // Every kind of number the file allows is on the page: 0800, a capital's 4004 or 3003, and a landline.
        const kinds = await page
          .locator('main a[href^="tel:+55"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
        expect(kinds.some((href) => href.startsWith("tel:+55800"))).toBe(true);
        expect(kinds.some((href) => /^tel:\+55(4004|3003)\d{4}$/.test(href))).toBe(true);
        expect(kinds.some((href) => /^tel:\+55[1-9]{2}[2-5]\d{7}$/.test(href))).toBe(true);
      },
      MOBILE,
    );
  });

  it("says what to do first in each kind of claim, and offers the brokerage's own call and chat", async () => {
    await withPage(browser(), ROUTE, async (page) => {
      const steps = page.getByRole("region", { name: claims.steps.title });
      expect(await steps.locator("h3").allInnerTexts()).toEqual(claims.steps.groups.map((group) => group.title));
      for (const group of claims.steps.groups) {
        const card = steps
          .getByTestId("claim-steps")
          .filter({ has: page.getByRole("heading", { name: group.title, exact: true }) });
        expect(await card.locator("ol > li").allInnerTexts()).toEqual(group.steps);
        expect(await card.innerText()).toMatch(/protocolo/);
      }
      const help = page.getByRole("region", { name: claims.help.title });
      expect(await help.locator(`a[href="tel:${site.phone.e164}"]`).count()).toBe(1);
      expect(await help.locator(`a[href^="https://wa.me/${site.whatsapp.number}"]`).count()).toBe(1);
    });
  });

  it("gives the insurer's and the brokerage's deadlines with the register's numbers, each with its norm, official text and start date, and says which policies they apply to", async () => {
    await withPage(
      browser(),
      ROUTE,
      async (page) => {
        const section = page.getByRole("region", { name: claims.deadlines.title });
        const cards = section.getByTestId("claim-deadlines");
        expect(await cards.locator("h3").allInnerTexts()).toEqual([
          claims.deadlines.insurer.title,
          claims.deadlines.broker.title,
        ]);
        const days = (id: string, name: string) => `${ruleValue(findRule(RULES, id), name)} dias`;
        const insurer = await cards.nth(0).locator("li").allInnerTexts();
        expect(insurer[0]).toMatch(new RegExp(`^Até ${days("seguro-prazo-sinistro", "decisao")} para dizer se cobre`));
        expect(insurer[1]).toContain(`até ${days("seguro-prazo-sinistro", "pagamento")} para pagar`);
        expect(insurer[2]).toContain(`no máximo ${days("seguro-prazo-sinistro", "maximoSusep")}`);
        expect(await cards.nth(1).locator("li").innerText()).toContain(
          `em até ${days("seguro-corretor-documentos", "prazo")} úteis`,
        );
        expect(await section.innerText()).not.toMatch(/\{[^{}\s]+\}/);

        const scope = section.getByTestId("claim-deadlines-scope");
        expect(await scope.innerText()).toContain(claims.deadlines.scope.text);
        const sources = [
          [cards.nth(0), claims.deadlines.insurer.rule],
          [cards.nth(1), claims.deadlines.broker.rule],
          [scope, claims.deadlines.scope.rule],
        ] as const;
        for (const [block, id] of sources) {
          const rule = findRule(RULES, id);
          const source = block.getByTestId("rule-source");
          const link = source.getByRole("link");
          expect({ id, href: await link.getAttribute("href"), target: await link.getAttribute("target") }).toEqual({
            id,
            href: rule.sourceUrl,
            target: "_blank",
          });
          // The link's text is the norm; a screen reader also hears that it opens the official text in a new tab.
          expect((await link.innerText()).slice(0, rule.norm.length)).toBe(rule.norm);
          expect(await source.textContent()).toBe(
            `Fonte: ${rule.norm} (texto oficial, abre em nova aba), em vigor desde ${rule.effectiveFrom.split("-").reverse().join("/")}.`,
          );
          expect(await source.locator("time").getAttribute("datetime")).toBe(rule.effectiveFrom);
        }
        expect(findRule(RULES, claims.deadlines.scope.rule).effectiveFrom).toBe("2025-12-11");
      },
      MOBILE,
    );
  });

  it("works with no JavaScript at all: every section, number and link is in the served HTML, and no script file loads", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    try {
      await page.goto(siteUrl(ROUTE), { waitUntil: "networkidle" });
      expect(scripts).toEqual([]);
    } finally {
      await context.close();
    }
    const noScript = await browser().newContext({ javaScriptEnabled: false, viewport: MOBILE });
    try {
      const plain = await noScript.newPage();
      await plain.goto(siteUrl(ROUTE));
      expect(await plain.locator("h1").innerText()).toBe(claims.title);
      expect(await plain.locator('main a[href^="tel:"]').count()).toBe(
        insurers.insurers.reduce((count, insurer) => count + insurer.numbers.length, 0) + 1,
      );
      expect(await plain.getByRole("heading", { name: claims.steps.title }).isVisible()).toBe(true);
      expect(await plain.getByRole("heading", { name: claims.deadlines.title }).isVisible()).toBe(true);
    } finally {
      await noScript.close();
    }
  });

  it("is in the sitemap under its canonical URL", async () => {
    const index = await (await fetch(siteUrl("/sitemap-index.xml"))).text();
    const urls: string[] = [];
    for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const xml = await (await fetch(siteUrl(new URL(sitemap).pathname))).text();
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    }
    expect(urls).toContain(`${SITE_URL}${ROUTE}`);
  });

  it.each(VIEWPORTS)("has no axe violations of any impact at %s", async (_label, viewport) => {
    await withPage(browser(), ROUTE, async (page) => expect(await axeViolations(page)).toEqual([]), viewport);
  });
});
