/**
 * How pages load and hydrate: the built HTML carries no Gatsby async script tags; pages with a
 * form or the carousel list React for the loader (requested after the first paint), the others
 * load no JavaScript file at all. Static parts are kept as the server wrote them, and a hydration
 * error still reaches the console without costing the page its content.
 */
import type { Page, Route } from "playwright-core";
import home from "../../data/home.json";
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_KEY } from "../../src/theme/web-font-names";
import { reminderServiceRoutes, simulatorRoutes } from "../../test-kit/routes";
import { REMINDER_TOKEN_ROUTES, ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { FIXED_ROUTES, MOBILE, browserForFile, openPage, serviceRoutes, siteUrl } from "./support";
import { longestGuideRoute } from "../../test-kit/routes";
import { FOOTER_LINKS } from "../../src/components/layout/Footer";

const browser = browserForFile();

const RESOURCES = /<script type="application\/json" id="page-resources">([^<]*)<\/script>/;

/**
 * The pages with a form, the carousel, a simulator or a renewal reminder's invitation or link: the only
 * ones that load React.
 */
const ISLAND_ROUTES = [
  "/",
  "/fale-conosco",
  "/solicitar-cotacao",
  ROUTES.reminder,
  ...Object.values(REMINDER_TOKEN_ROUTES),
  ...simulatorRoutes(),
  ...reminderServiceRoutes(),
];
const EXECUTABLE_INLINE_SCRIPT = /<script(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>/g;

describe("the served HTML", () => {
  it.each([
    ...FIXED_ROUTES,
    ...Object.values(REMINDER_TOKEN_ROUTES),
    "/pagina-que-nao-existe",
    ...serviceRoutes().map((service) => service.path),
    longestGuideRoute(),
  ])(
    "%s has no Gatsby <script src async> tag; React is listed for the loader only where a form, the carousel or a simulator needs it",
    async (route) => {
      const html = await (await fetch(siteUrl(route))).text();
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html).not.toContain("gatsby-script-loader");
      const resources = JSON.parse(RESOURCES.exec(html)?.[1] ?? "null") as {
        pagePath: string;
        scripts: string[];
        data: string[];
      } | null;
      if (!ISLAND_ROUTES.includes(route)) {
        // The web fonts' mark in the head and the shell's behaviour are the only scripts such a page
        // runs; Gatsby's runtime globals are gone with its runtime.
        expect(resources).toBeNull();
        expect(html).not.toContain("window.___");
        expect(html.match(EXECUTABLE_INLINE_SCRIPT)).toHaveLength(2);
        return;
      }
      // The web fonts' mark, then the island loader with the shell's behaviour in one script; Gatsby's
      // runtime globals are the first file the loader requests, not inline.
      expect(html.match(EXECUTABLE_INLINE_SCRIPT)).toHaveLength(2);
      expect(html).not.toContain("window.___");
      expect(resources?.scripts[0]).toMatch(/^\/runtime-globals-[0-9a-f]{20}\.js$/);
      expect(resources?.scripts).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/app-[0-9a-f]+\.js$/),
          expect.stringMatching(/^\/framework-[0-9a-f]+\.js$/),
        ]),
      );
      for (const url of [...(resources?.scripts ?? []), ...(resources?.data ?? [])])
        expect({ url, status: (await fetch(siteUrl(url))).status }).toEqual({ url, status: 200 });
    },
  );

  it.each(["/quem-somos", "/servicos/seguro-auto", longestGuideRoute()])(
    "%s loads no JavaScript file at all, and its menus work",
    async (route) => {
      const { context, page, problems } = await openPage(browser(), MOBILE);
      try {
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(request.url());
        });
        await page.goto(siteUrl(route), { waitUntil: "networkidle" });
        await page.waitForTimeout(500);
        expect(scripts).toEqual([]);
        await page.locator('header button[aria-label="Abrir menu"]').click();
        await page.getByRole("dialog").waitFor();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe("a page with a form", () => {
  it("requests no script until the form is touched; what was typed and chosen before React hydrated is kept", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      // React's runtime is held back until the typing is done, however fast it would otherwise
      // arrive: what is checked is what happens to values entered before hydration.
      let releaseReact = () => {};
      const typingDone = new Promise<void>((resolve) => (releaseReact = resolve));
      await page.route(/\/framework-[0-9a-f]+\.js$/, async (route) => {
        await typingDone;
        await route.continue();
      });
      await page.goto(siteUrl("/solicitar-cotacao"), { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      expect(scripts).toEqual([]);
      const form = page.getByTestId("full-quote-form");
      const hydrated = () => form.evaluate((element) => element.hasAttribute("data-hydrated"));
      expect(await hydrated()).toBe(false);
      // The first focus requests React.
      await form.locator('[name="nome"]').fill("Ana Souza");
      const service = await form
        .locator('select[name="tipoSeguro"] option:not([value=""])')
        .first()
        .getAttribute("value");
      await form.locator('select[name="tipoSeguro"]').selectOption(service ?? "");
      expect(await hydrated()).toBe(false);
      releaseReact();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="full-quote-form"]')?.hasAttribute("data-hydrated"),
        undefined,
        { timeout: 20000 },
      );
      expect(scripts.some((url) => /\/framework-[0-9a-f]+\.js$/.test(url))).toBe(true);
      // What the first submit needs (the function's client, the notices) came with React: the submit waits for no download.
      expect(scripts.some((url) => /\/lead-client-[0-9a-f]+\.js$/.test(url))).toBe(true);
      expect(scripts.some((url) => /\/notices-[0-9a-f]+\.js$/.test(url))).toBe(true);
      expect(await form.locator('[name="nome"]').inputValue()).toBe("Ana Souza");
      expect(await form.locator('select[name="tipoSeguro"]').inputValue()).toBe(service);
      // The state has them too: typing on continues from them.
      await form.locator('[name="nome"]').press("End");
      await form.locator('[name="nome"]').pressSequentially(" Lima");
      expect(await form.locator('[name="nome"]').inputValue()).toBe("Ana Souza Lima");
      expect(await form.locator('select[name="tipoSeguro"]').inputValue()).toBe(service);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The fonts Chromium actually draws the page's first heading with (DevTools protocol). */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Font downloads (start, bytes over the network), the load event's end and the page's layout shifts, from the page's own performance entries. */
function fontLoading(page: Page) {
  return page.evaluate(
    (attribute) =>
      new Promise<{
        fonts: { start: number; transferSize: number }[];
        loadEnd: number;
        shifts: number;
        marked: boolean;
      }>((resolve) => {
        let shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive in the observer's first callback, soon after observe().
        setTimeout(() => {
          const fonts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => entry.name.includes(".woff2"))
            .map((entry) => ({ start: entry.startTime, transferSize: entry.transferSize }));
          const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          resolve({
            fonts,
            loadEnd: navigation.loadEventEnd,
            shifts,
            marked: document.documentElement.hasAttribute(attribute),
          });
        }, 300);
      }),
    WEB_FONTS_ATTRIBUTE,
  );
}

describe("the web fonts", () => {
  it("a first page shows the metric-matched fallback and fetches Inter only after its load; the next page is in Inter, from the cache, and nothing moves", async () => {
    // A context of its own, without request routing: routing would turn Chromium's HTTP cache off.
    const context = await browser().newContext({ viewport: MOBILE, locale: "pt-BR", isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl("/servicos/seguro-auto"), { waitUntil: "load" });
      await page.waitForFunction((key) => localStorage.getItem(key) === "1", WEB_FONTS_KEY, { timeout: 10000 });
      const first = await fontLoading(page);
      expect(first.marked).toBe(false);
      expect(first.fonts).toHaveLength(2);
      for (const font of first.fonts) expect(font.start).toBeGreaterThan(first.loadEnd);
      expect(await headingFonts(page)).not.toContain("Inter");

      await page.goto(siteUrl("/quem-somos"), { waitUntil: "load" });
      await page.waitForTimeout(1500);
      const next = await fontLoading(page);
      expect(next.marked).toBe(true);
      // Immutable URLs: taken from the cache, not even revalidated.
      expect(next.fonts.map((font) => font.transferSize)).toEqual([0, 0]);
      expect(await headingFonts(page)).toEqual(["Inter"]);
      expect([first.shifts, next.shifts]).toEqual([0, 0]);
    } finally {
      await context.close();
    }
  });
});

/** Opens "/" with its HTML changed by `edit` before the browser sees it. */
async function openEdited(edit: (html: string) => string, viewport = MOBILE) {
  const opened = await openPage(browser(), viewport);
  await opened.page.route(siteUrl("/"), async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
  return opened;
}

/** Touches a form of "/", which requests React, and resolves once both forms have hydrated (each marks itself). */
async function hydrated(page: Page) {
  await page.getByTestId("quick-quote-form").locator('[name="nome"]').click();
  await page.waitForFunction(() => document.querySelectorAll("form[data-hydrated]").length === 2, undefined, {
    timeout: 20000,
  });
}

describe("hydration", () => {
  it("leaves static parts as the server wrote them: React neither compares nor re-renders them", async () => {
    const edited = `${home.hero.headline} (editado)`;
    const { context, page, problems } = await openEdited((html) =>
      html.replace(`>${home.hero.headline}</h1>`, `>${edited}</h1>`),
    );
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
    // The quick quote form is hydrated; a label the server did not write makes React's hydration fail there.
    const { context, page, problems } = await openEdited((html) =>
      html.replace(/(data-testid="quick-quote-form"[\s\S]*?<label[^>]*>)Nome/, "$1Nome completo"),
    );
    try {
      await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
      await hydrated(page);
      const deadline = Date.now() + 10000;
      while (!problems.some((problem) => /Minified React error #(418|423|425)/.test(problem)) && Date.now() < deadline)
        await page.waitForTimeout(200);
      expect(problems.join("\n")).toMatch(/Minified React error #(418|423|425)/);
      // React starts over in the browser for what it could not hydrate; nothing goes missing.
      await expect(page.locator("h1").innerText()).resolves.toBe(home.hero.headline);
      await expect(page.locator("section#services [data-testid=service-card]").count()).resolves.toBe(13);
      await expect(page.locator("footer nav a").count()).resolves.toBe(FOOTER_LINKS.length);
      await expect(page.getByTestId("quick-quote-form").getByLabel(/^Nome/).count()).resolves.toBe(1);
      await page.locator('header button[aria-label="Abrir menu"]').click();
      await expect(page.getByRole("dialog").getByRole("button", { name: "Produtos e Serviços" }).count()).resolves.toBe(
        1,
      );
    } finally {
      await context.close();
    }
  });
});
