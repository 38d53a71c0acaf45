/**
 * How pages load and hydrate: the built HTML carries no Gatsby async script tags (the loader
 * requests them after the first paint), static parts are kept as the server wrote them, and a
 * hydration error still reaches the console without costing the page its content.
 */
import type { Browser, Page, Route } from "playwright-core";
import home from "../../data/home.json";
import { FIXED_ROUTES, MOBILE, launchBrowser, openPage, serviceRoutes, siteUrl } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RESOURCES = /<script type="application\/json" id="page-resources">([^<]*)<\/script>/;

describe("the served HTML", () => {
  it.each([...FIXED_ROUTES, "/pagina-que-nao-existe", ...serviceRoutes().map((service) => service.path)])(
    "%s has no Gatsby <script src async> tag, only the loader and the list of what it loads",
    async (route) => {
      const html = await (await fetch(siteUrl(route))).text();
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html).not.toContain("gatsby-script-loader");
      const resources = JSON.parse(RESOURCES.exec(html)?.[1] ?? "null") as { pagePath: string; scripts: string[]; data: string[] } | null;
      expect(resources?.scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-[0-9a-f]+\.js$/), expect.stringMatching(/^\/framework-[0-9a-f]+\.js$/)]));
      for (const url of [...(resources?.scripts ?? []), ...(resources?.data ?? [])]) expect({ url, status: (await fetch(siteUrl(url))).status }).toEqual({ url, status: 200 });
    },
  );
});

/** Opens "/" with its HTML changed by `edit` before the browser sees it. */
async function openEdited(edit: (html: string) => string, viewport = MOBILE) {
  const opened = await openPage(browser, viewport);
  await opened.page.route(siteUrl("/"), async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
  return opened;
}

/** Resolves once React has hydrated: the submit buttons are only enabled by their hydrated form. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('form button[type="submit"]:not([disabled])').length === 2, undefined, { timeout: 20000 });

describe("hydration", () => {
  it("leaves static parts as the server wrote them: React neither compares nor re-renders them", async () => {
    const edited = `${home.hero.headline} (editado)`;
    const { context, page, problems } = await openEdited((html) => html.replace(`>${home.hero.headline}</h1>`, `>${edited}</h1>`));
    try {
      await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
      await hydrated(page);
      // A hydrated text that differs from what React renders is an error; this one is not even looked at.
      expect(await page.locator("h1").innerText()).toBe(edited);
      expect(problems).toEqual([]);
      // The interactive parts around it work.
      await page.locator('header button[aria-label="Abrir menu"]').click();
      await page.getByRole("dialog").waitFor();
    } finally {
      await context.close();
    }
  });

  it("reports a hydration error on the console, and the page keeps all of its content", async () => {
    // The services button is hydrated; text the server did not write makes React's hydration fail there.
    const { context, page, problems } = await openEdited((html) => html.replace(/(aria-controls="menu-movel-servicos"[^>]*>)Produtos e Serviços/, "$1Produtos"));
    try {
      await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
      await hydrated(page);
      const deadline = Date.now() + 10000;
      while (!problems.some((problem) => /Minified React error #(418|423|425)/.test(problem)) && Date.now() < deadline) await page.waitForTimeout(200);
      expect(problems.join("\n")).toMatch(/Minified React error #(418|423|425)/);
      // React starts over in the browser for what it could not hydrate; nothing goes missing.
      await expect(page.locator("h1").innerText()).resolves.toBe(home.hero.headline);
      await expect(page.locator("section#services [data-testid=service-card]").count()).resolves.toBe(13);
      await expect(page.locator("footer nav a").count()).resolves.toBe(4);
      await page.locator('header button[aria-label="Abrir menu"]').click();
      await expect(page.getByRole("dialog").getByRole("button", { name: "Produtos e Serviços" }).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});
