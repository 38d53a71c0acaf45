import {
  axeViolations,
  DESKTOP,
  FIXED_ROUTES,
  browserForFile,
  MOBILE,
  openPage,
  pageForReading,
  serviceRoutes,
  siteUrl,
} from "./support";
import { longestGuideRoute } from "../../test-kit/routes";

const browser = browserForFile();

const SERVICES = serviceRoutes();
const ALL_ROUTES = [...FIXED_ROUTES, ...SERVICES.map((service) => service.path), longestGuideRoute()];

describe("every page", () => {
  it("covers the 24 service URLs of the spec", () => {
    expect(SERVICES).toHaveLength(24);
  });

  const reading = pageForReading(browser, DESKTOP);

  it.each(ALL_ROUTES)(
    "%s answers 200 with one h1, labelled sections, no errors and no axe violations",
    async (route) => {
      const { page, problems } = reading();
      const response = await page.goto(siteUrl(route), { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.locator("html").getAttribute("lang")).toBe("pt-BR");
      // Landmarks: the header holds the navigation; one main; one footer.
      expect(await page.locator("header nav").count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator("main").count()).toBe(1);
      expect(await page.locator("footer").count()).toBe(1);
      // Every page part is a section named by a heading that exists.
      const unlabelled = await page.$$eval("main section", (sections) =>
        sections
          .filter((section) => {
            const id = section.getAttribute("aria-labelledby");
            const heading = id ? document.getElementById(id) : null;
            return !heading || !/^H[1-6]$/.test(heading.tagName) || !heading.textContent?.trim();
          })
          .map((section) => section.outerHTML.slice(0, 120)),
      );
      expect(unlabelled).toEqual([]);
      // Zero axe violations of any impact.
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

describe("service pages", () => {
  const reading = pageForReading(browser, MOBILE);

  it.each(SERVICES.map((service) => [service.path, service] as const))(
    "%s: hero, CTA label, lists, three FAQ cards and the closing banner",
    async (_path, service) => {
      const { page } = reading();
      await page.goto(siteUrl(service.path));
      const hero = page.locator("main section").first();
      await expect(hero.locator("h1").textContent()).resolves.toBeTruthy();
      const heroCta = hero.getByRole("link", { name: service.cta, exact: true });
      // The full quote, with this page's product chosen when it sells one of the nine types.
      expect(await heroCta.getAttribute("href")).toBe(
        service.quoteProduct ? `/solicitar-cotacao?produto=${service.quoteProduct}` : "/solicitar-cotacao",
      );
      // One CTA in the hero, one in the closing banner, both with the page's label.
      const ctas = page.locator("main").getByRole("link", { name: service.cta, exact: true });
      expect(await ctas.count()).toBe(2);
      expect(await ctas.last().getAttribute("href")).toBe(await heroCta.getAttribute("href"));
      const listTitles = await page.locator("main section h2").allTextContents();
      expect(
        listTitles.some((title) =>
          ["Coberturas", "Soluções", "Modalidades", "Públicos atendidos", "Assistências"].includes(title),
        ),
      ).toBe(true);
      const faq = page.getByRole("region", { name: "Perguntas Frequentes" });
      expect(await faq.locator("[data-testid=faq-item]").count()).toBe(3);
      // Answers are visible, not hidden behind a toggle.
      for (const answer of await faq.locator("[data-testid=faq-item] p").all())
        expect(await answer.isVisible()).toBe(true);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
        new RegExp(`${service.canonical}$`),
      );
    },
  );

  it.each([
    ["/servicos/seguro-vida", "/servicos/vida"],
    ["/servicos/seguro-fianca-locaticia", "/servicos/fianca-locaticia"],
  ])("the alias %s shows the same content as %s, with its canonical URL", async (alias, canonical) => {
    const { context, page } = await openPage(browser(), DESKTOP);
    try {
      await page.goto(siteUrl(canonical));
      const original = await page.locator("main").innerText();
      await page.goto(siteUrl(alias));
      expect(await page.locator("main").innerText()).toBe(original);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${canonical}$`));
    } finally {
      await context.close();
    }
  });

  it("saude and plano-de-saude are different pages", async () => {
    const { context, page } = await openPage(browser(), DESKTOP);
    try {
      await page.goto(siteUrl("/servicos/saude"));
      const saude = await page.locator("h1").innerText();
      expect(await page.getByRole("link", { name: "Comparar Planos", exact: true }).count()).toBe(2);
      await page.goto(siteUrl("/servicos/plano-de-saude"));
      expect(await page.locator("h1").innerText()).not.toBe(saude);
      expect(await page.getByRole("link", { name: "Solicitar Cotação", exact: true }).count()).toBeGreaterThanOrEqual(
        2,
      );
    } finally {
      await context.close();
    }
  });

  it("the capitalisation page warns that it is not an investment", async () => {
    const { context, page } = await openPage(browser(), DESKTOP);
    try {
      await page.goto(siteUrl("/servicos/titulo-de-capitalizacao"));
      const warning = page.getByRole("region", { name: "Importante" });
      await expect(warning.innerText()).resolves.toMatch(/não é (um )?investimento/i);
    } finally {
      await context.close();
    }
  });
});

describe("/servicos", () => {
  it("lists every service page by group, each link answering 200", async () => {
    const { context, page } = await openPage(browser(), DESKTOP);
    try {
      await page.goto(siteUrl("/servicos"));
      const groups = await page.locator("main h2").allTextContents();
      expect(groups).toEqual(["Veículos", "Residencial", "Empresarial", "Vida e Saúde", "Outros Serviços"]);
      const hrefs = await page
        .locator("main a[href^='/servicos/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const canonical = [...new Set(SERVICES.map((service) => service.canonical))].sort();
      expect([...hrefs].sort()).toEqual(canonical);
      for (const href of hrefs) {
        const response = await page.request.get(siteUrl(href ?? ""));
        expect(response.status()).toBe(200);
      }
    } finally {
      await context.close();
    }
  });
});

describe("not-found page", () => {
  it.each(["/nao-existe", "/servicos/seguro-de-foguete", "/quem-somos/extra"])(
    "%s shows the not-found page with a link home",
    async (route) => {
      const { context, page, problems } = await openPage(browser(), MOBILE);
      try {
        const response = await page.goto(siteUrl(route), { waitUntil: "networkidle" });
        expect(response?.status()).toBe(404);
        await expect(page.locator("h1").innerText()).resolves.toBe("Oops! Page not found");
        const home = page.locator("main").getByRole("link", { name: /página inicial/i });
        expect(await home.getAttribute("href")).toBe("/");
        await home.click();
        await page.waitForURL(siteUrl("/"));
        // The URL changes before the new page renders; wait for its heading.
        await page.getByRole("heading", { level: 1, name: "Onde seguro é sinônimo de tranquilidade" }).waitFor();
        // The 404 status of the document itself is the only failed load.
        expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
