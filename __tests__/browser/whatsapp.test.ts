/**
 * The text every WhatsApp link prefills: on a service page (aliases included) it names that
 * service (data/site.json's whatsapp.serviceMessage); everywhere else the menu button keeps
 * whatsapp.greeting and the floating button whatsapp.quoteMessage.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { contentDir } from "../../src/content/content-dir";
import { ROOT } from "../../test-kit/paths";
import { NOT_FOUND_ROUTE, serviceRoutes } from "../../test-kit/routes";
import { browserForFile, MOBILE, openPage, siteUrl } from "./support";

const DATA = contentDir(ROOT);
const site = JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8")) as {
  whatsapp: { number: string; greeting: string; quoteMessage: string; serviceMessage: string };
};
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
      where: link.matches('[data-testid="floating-whatsapp"]')
        ? "floating"
        : link.closest("dialog")
          ? "menu"
          : "content",
    })),
  );
  return found.map(({ href, where }) => {
    const url = new URL(href);
    return { number: url.pathname.slice(1), text: url.searchParams.get("text"), where: where as ChatLink["where"] };
  });
}

/** Opens each route in turn in one mobile context, hands its chat links to `check`, then expects no page errors. */
async function eachRoute(routes: readonly string[], check: (route: string, links: ChatLink[]) => void): Promise<void> {
  const { context, page, problems } = await openPage(browser(), MOBILE);
  try {
    for (const route of routes) {
      await page.goto(siteUrl(route), { waitUntil: "networkidle" });
      check(route, await chatLinks(page));
    }
    // The 404 page is answered with its status, which the browser reports as a failed load.
    const tolerated = (problem: string) => routes.includes(NOT_FOUND_ROUTE) && /status of 404/.test(problem);
    expect(problems.filter((problem) => !tolerated(problem))).toEqual([]);
  } finally {
    await context.close();
  }
}

describe("WhatsApp links", () => {
  const services = serviceRoutes();

  it("name the service on every service page, aliases included", async () => {
    expect(services.length).toBeGreaterThan(0);
    const names = new Map(services.map((service) => [service.path, serviceName(service.file)]));
    const expected = (name: string) => site.whatsapp.serviceMessage.split("{servico}").join(name);
    await eachRoute([...names.keys()], (route, links) => {
      const name = names.get(route) as string;
      // The floating button and the mobile menu's button at least.
      expect({ route, where: links.map((link) => link.where).sort() }).toEqual({
        route,
        where: expect.arrayContaining(["floating", "menu"]),
      });
      for (const link of links) {
        expect({ route, where: link.where, number: link.number }).toEqual({
          route,
          where: link.where,
          number: site.whatsapp.number,
        });
        expect({ route, where: link.where, text: link.text }).toEqual({
          route,
          where: link.where,
          text: expected(name),
        });
        expect(link.text).toContain(name);
      }
    });
  });

  it.each([
    "/",
    "/quem-somos",
    "/fale-conosco",
    "/solicitar-cotacao",
    "/servicos",
    "/politica-de-privacidade",
    "/sinistro-e-assistencia",
    NOT_FOUND_ROUTE,
  ])("keep the site-wide texts on %s", async (route) => {
    await eachRoute([route], (_route, links) => {
      const byPlace = (where: ChatLink["where"]) =>
        links.filter((link) => link.where === where).map((link) => link.text);
      expect(byPlace("floating")).toEqual([site.whatsapp.quoteMessage]);
      expect(byPlace("menu")).toEqual([site.whatsapp.greeting]);
      // The contact page's own WhatsApp card and the claims page's help button keep the greeting too.
      for (const text of byPlace("content")) expect(text).toBe(site.whatsapp.greeting);
      for (const link of links) expect(link.number).toBe(site.whatsapp.number);
    });
  });
});
