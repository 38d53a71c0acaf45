/**
 * The text every WhatsApp link prefills, read from the HTML with no script running (the links are
 * in the page at build): on a service page (aliases included) it names that service
 * (data/site.json's whatsapp.serviceMessage), on a guide its title (whatsapp.guideMessage), on the
 * quote page a quote, on the contact page data/contact.json's whatsapp.message; everywhere else
 * the menu button keeps whatsapp.greeting and the floating button whatsapp.quoteMessage. Every
 * message ends with its page's path. The floating button's name says that it opens WhatsApp and
 * when the answers come.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { contentDir } from "../../src/content/content-dir";
import { ROOT } from "../../test-kit/paths";
import { guideRoutes, NOT_FOUND_ROUTE, serviceRoutes } from "../../test-kit/routes";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { browserForFile, DESKTOP, MOBILE, siteUrl } from "./support";

const DATA = contentDir(ROOT);
const site = JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8")) as {
  phone: { e164: string };
  whatsapp: { number?: string; greeting: string; quoteMessage: string; serviceMessage: string; guideMessage: string };
};
const contact = JSON.parse(fs.readFileSync(path.join(DATA, "contact.json"), "utf8")) as {
  whatsapp: { message: string; hours: string };
};
/** The number data/site.json says: WhatsApp's own, else the phone's. */
const NUMBER = site.whatsapp.number ?? site.phone.e164.slice(1);
const serviceName = (file: string): string =>
  (JSON.parse(fs.readFileSync(path.join(DATA, "services", file), "utf8")) as { name: string }).name;

const WA_LINKS = 'a[href^="https://wa.me/"]';

const browser = browserForFile();

interface ChatLink {
  number: string;
  text: string | null;
  /** The link's place: the floating button, the mobile menu's button, or the page's content. */
  where: "floating" | "menu" | "content";
}

/** Every wa.me link of the page, its prefilled text decoded. */
async function chatLinks(page: Page): Promise<ChatLink[]> {
  const found = await page.locator(WA_LINKS).evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute("href") ?? "",
      where: link.matches("a[data-float]") ? "floating" : link.closest("dialog") ? "menu" : "content",
    })),
  );
  return found.map(({ href, where }) => {
    const url = new URL(href);
    return { number: url.pathname.slice(1), text: url.searchParams.get("text"), where: where as ChatLink["where"] };
  });
}

/**
 * Opens each route in turn with scripts off (what a page carries before any script), hands its
 * chat links to `check`. The 404 page is answered with its status; the others must load.
 */
async function eachRoute(routes: readonly string[], check: (route: string, links: ChatLink[]) => void): Promise<void> {
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: MOBILE });
  try {
    const page = await context.newPage();
    for (const route of routes) {
      const response = await page.goto(siteUrl(route));
      expect({ route, status: response?.status() }).toEqual({ route, status: route === NOT_FOUND_ROUTE ? 404 : 200 });
      check(route, await chatLinks(page));
    }
  } finally {
    await context.close();
  }
}

/** What a page's message says: its words, then the page's path. */
const withPath = (words: string, route: string) => `${words} ${route}`;

describe("WhatsApp links", () => {
  const services = serviceRoutes();

  it("name the service on every service page, aliases included", async () => {
    expect(services.length).toBeGreaterThan(0);
    const names = new Map(services.map((service) => [service.path, serviceName(service.file)]));
    const expected = (name: string, route: string) =>
      withPath(site.whatsapp.serviceMessage.split("{servico}").join(name), route);
    await eachRoute([...names.keys()], (route, links) => {
      const name = names.get(route) as string;
      // The floating button and the mobile menu's button at least.
      expect({ route, where: links.map((link) => link.where).sort() }).toEqual({
        route,
        where: expect.arrayContaining(["floating", "menu"]),
      });
      for (const link of links) {
        expect({ route, where: link.where, number: link.number }).toEqual({ route, where: link.where, number: NUMBER });
        // The simulator's link, before a simulation, says what the page's links say.
        expect({ route, where: link.where, text: link.text }).toEqual({
          route,
          where: link.where,
          text: expected(name, route),
        });
        expect(link.text).toContain(name);
        expect(link.text?.endsWith(` ${route}`)).toBe(true);
      }
    });
  });

  it("name the guide by its title on every guide", async () => {
    const guides = guideRoutes();
    expect(guides.length).toBeGreaterThan(0);
    await eachRoute(
      guides.map((guide) => guide.path),
      (route, links) => {
        const guide = guides.find((candidate) => candidate.path === route);
        const text = withPath(site.whatsapp.guideMessage.split("{guia}").join(guide?.title ?? "?"), route);
        expect({ route, where: links.map((link) => link.where).sort() }).toEqual({
          route,
          where: expect.arrayContaining(["floating", "menu"]),
        });
        for (const link of links) {
          expect({ route, text: link.text, number: link.number }).toEqual({ route, text, number: NUMBER });
          expect(link.text).toContain(guide?.title);
        }
      },
    );
  });

  it.each([
    [ROUTES.quote, site.whatsapp.quoteMessage],
    [ROUTES.contact, contact.whatsapp.message],
  ])("say what the visitor came for on %s, in every link of the page", async (route, words) => {
    await eachRoute([route], (_route, links) => {
      expect(links.map((link) => link.where)).toEqual(expect.arrayContaining(["floating", "menu"]));
      for (const link of links) {
        expect(link.text).toBe(withPath(words, route));
        expect(link.number).toBe(NUMBER);
      }
    });
  });

  it.each(["/", "/quem-somos", "/servicos", "/politica-de-privacidade", "/sinistro-e-assistencia", NOT_FOUND_ROUTE])(
    "keep the site-wide texts on %s, ending with its path",
    async (route) => {
      // The not-found page is one file for every unknown address: its messages say "/404".
      const path = route === NOT_FOUND_ROUTE ? "/404" : route;
      await eachRoute([route], (_route, links) => {
        const byPlace = (where: ChatLink["where"]) =>
          links.filter((link) => link.where === where).map((link) => link.text);
        expect(byPlace("floating")).toEqual([withPath(site.whatsapp.quoteMessage, path)]);
        expect(byPlace("menu")).toEqual([withPath(site.whatsapp.greeting, path)]);
        // The claims page's help button keeps the greeting too.
        for (const text of byPlace("content")) expect(text).toBe(withPath(site.whatsapp.greeting, path));
        for (const link of links) expect(link.number).toBe(NUMBER);
      });
    },
  );

  it("name the floating button for what it does, that it opens WhatsApp and when answers come; the hours show beside it on a wide screen", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser().newContext({ javaScriptEnabled: false, viewport });
      try {
        const page = await context.newPage();
        await page.goto(siteUrl(ROUTES.about));
        const button = page.locator("a[data-float]");
        expect(await button.textContent()).toBe(
          `Solicitar cotação (abre o WhatsApp em nova aba). ${contact.whatsapp.hours}`,
        );
        expect(
          await page
            .getByRole("link", { name: /^Solicitar cotação \(abre o WhatsApp em nova aba\)\. Respondemos/ })
            .count(),
        ).toBe(1);
        const hours = page.getByText(contact.whatsapp.hours, { exact: true });
        const box = await hours.boundingBox();
        // On a phone the round button alone (the hours only in its name); from 992 px the hours are written beside the icon.
        if (viewport === DESKTOP) expect(box?.width).toBeGreaterThan(100);
        else expect(box?.width ?? 0).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    }
  });
});
