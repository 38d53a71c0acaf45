import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { accessibleExpanded, DESKTOP, browserForFile, MOBILE, openPage, siteUrl, withPage } from "./support";
import { longestGuideRoute } from "../../test-kit/routes";

const DATA = path.resolve(__dirname, "..", "..", "data");
const site = JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8")) as {
  email: string;
  phone: { e164: string; display: string };
  whatsapp: { number: string; greeting: string; quoteMessage: string; serviceMessage: string };
  social: { url: string };
  city: string;
};
const navigation = JSON.parse(fs.readFileSync(path.join(DATA, "navigation.json"), "utf8")) as {
  groups: { title: string; links: { label: string; slug: string }[] }[];
};
// Written out rather than taken from the routes module (contract/routes.ts), so a wrong route there fails here.
const MENU_LINKS = navigation.groups
  .flatMap((group) => group.links)
  .map((link) => ({ ...link, to: `/servicos/${link.slug}` }));
// "/" stays as it is in the text (a query may hold it): the path at the end reads as a path.
const wa = (message: string) =>
  `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(message).replace(/%2F/g, "/")}`;

const browser = browserForFile();

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href")));

describe.each([
  ["1366 px", DESKTOP],
  ["390 px", MOBILE],
] as const)("shell at %s", (_label, viewport) => {
  it("has a top bar inside the header with e-mail, phone, social profile and the quote button", async () => {
    await withPage(
      browser(),
      "/quem-somos",
      async (page) => {
        const header = page.locator("header").first();
        expect(await header.locator(`a[href="mailto:${site.email}"]`).count()).toBe(1);
        expect(await header.locator(`a[href="tel:${site.phone.e164}"]`).count()).toBe(1);
        const social = header.locator(`a[href="${site.social.url}"]`);
        expect(await social.getAttribute("target")).toBe("_blank");
        expect(await social.getAttribute("rel")).toContain("noopener");
        const cta = header.getByRole("link", { name: "SOLICITE COTAÇÃO", exact: true });
        expect(await cta.getAttribute("href")).toBe("/solicitar-cotacao");
        expect(await cta.isVisible()).toBe(true);
        // Icon-only links on phones still have names.
        for (const link of await header.locator('a[href^="mailto:"], a[href^="tel:"]').all()) {
          expect((await link.innerText()).trim() || (await link.textContent())?.trim()).toBeTruthy();
        }
      },
      viewport,
    );
  });

  // A page with islands keeps all its CSS; a page without React keeps only what its markup names
  // (src/postbuild/unused-css.ts), which must include the mark the icons' step writes.
  it.each(["/fale-conosco", longestGuideRoute()])(
    "draws every line icon on %s as before the build folded its attributes: no fill, a 2 px round stroke in the text's colour",
    async (route) => {
      await withPage(
        browser(),
        route,
        async (page) => {
          const icons = await page.locator("svg[data-line-icon]").evaluateAll((svgs) =>
            svgs.map((svg) => {
              const style = getComputedStyle(svg);
              return [
                style.fill,
                style.stroke === style.color,
                style.strokeWidth,
                style.strokeLinecap,
                style.strokeLinejoin,
              ].join(" ");
            }),
          );
          expect(icons.length).toBeGreaterThan(10);
          expect(new Set(icons)).toEqual(new Set(["none true 2px round round"]));
        },
        viewport,
      );
    },
  );

  it("has the footer quick links, phone, e-mail, city and social link", async () => {
    await withPage(
      browser(),
      "/",
      async (page) => {
        const footer = page.locator("footer");
        const quick = footer.getByRole("navigation", { name: "Links rápidos" });
        expect(await quick.getByRole("link").allInnerTexts()).toEqual([
          "Home",
          "Sobre Nós",
          "Contato",
          "Guias",
          "Solicitar Cotação",
        ]);
        expect(await hrefs(page, "footer nav a")).toEqual([
          "/",
          "/quem-somos",
          "/fale-conosco",
          "/guias",
          "/solicitar-cotacao",
        ]);
        expect(await footer.locator(`a[href="tel:${site.phone.e164}"]`).innerText()).toBe(site.phone.display);
        expect(await footer.locator(`a[href="mailto:${site.email}"]`).innerText()).toBe(site.email);
        expect(await footer.innerText()).toContain(site.city);
        expect(await footer.locator(`a[href="${site.social.url}"]`).getAttribute("target")).toBe("_blank");
        expect(await footer.locator('a[href="/politica-de-privacidade"]').count()).toBe(1);
        expect(
          await footer.getByRole("link", { name: "Assistência em sinistros 24h", exact: true }).getAttribute("href"),
        ).toBe("/sinistro-e-assistencia");
      },
      viewport,
    );
  });

  it("has a floating chat button with a name that opens the quote message in a new tab (a service page's names its service)", async () => {
    for (const [route, message] of [
      ["/", `${site.whatsapp.quoteMessage} /`],
      [
        "/servicos/seguro-auto",
        `${site.whatsapp.serviceMessage.replace("{servico}", "Seguro Auto")} /servicos/seguro-auto`,
      ],
    ]) {
      await withPage(
        browser(),
        route,
        async (page) => {
          const button = page.locator("a[data-float]");
          expect(await button.getAttribute("href")).toBe(wa(message));
          expect(await button.getAttribute("target")).toBe("_blank");
          expect(await button.getAttribute("rel")).toContain("noopener");
          expect(
            await page
              .getByRole("link", { name: /^Solicitar cotação \(abre o WhatsApp em nova aba\)\. Respondemos / })
              .count(),
          ).toBe(1);
          expect(await button.isVisible()).toBe(true);
        },
        viewport,
      );
    }
  });
});

describe("desktop navigation (1366 px)", () => {
  it("links Home, Sobre Nós, Guias, Contato and the claims page; 'Produtos e Serviços' is a button that lists the nineteen services", async () => {
    await withPage(
      browser(),
      "/",
      async (page) => {
        const nav = page.locator("header nav").first();
        expect(await nav.getByRole("link", { name: "Home", exact: true }).getAttribute("href")).toBe("/");
        expect(await nav.getByRole("link", { name: "Sobre Nós", exact: true }).getAttribute("href")).toBe(
          "/quem-somos",
        );
        expect(await nav.getByRole("link", { name: "Contato", exact: true }).getAttribute("href")).toBe(
          "/fale-conosco",
        );
        expect(await nav.getByRole("link", { name: "Sinistro 24h", exact: true }).getAttribute("href")).toBe(
          "/sinistro-e-assistencia",
        );
        expect(await nav.getByRole("link", { name: "Guias", exact: true }).getAttribute("href")).toBe("/guias");
        expect(await nav.getByRole("link", { name: "Produtos e Serviços" }).count()).toBe(0);
        const toggle = nav.getByRole("button", { name: "Produtos e Serviços" });
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        expect(await nav.locator("a[href^='/servicos/']").first().isVisible()).toBe(false);

        await toggle.click();
        expect(await toggle.getAttribute("aria-expanded")).toBe("true");
        const links = nav.locator("a[href^='/servicos/']");
        expect(await links.count()).toBe(19);
        expect(await links.allInnerTexts()).toEqual(MENU_LINKS.map((link) => link.label));
        expect(await hrefs(page, "header nav[aria-label='Principal'] a[href^='/servicos/']")).toEqual(
          MENU_LINKS.map((link) => link.to),
        );
        for (const group of navigation.groups)
          expect(await nav.getByText(group.title, { exact: true }).isVisible()).toBe(true);

        // Every entry answers.
        for (const link of MENU_LINKS) expect((await page.request.get(siteUrl(link.to))).status()).toBe(200);

        // Choosing an entry navigates and closes the menu.
        await links.filter({ hasText: "Seguro Moto" }).click();
        await page.waitForURL(siteUrl("/servicos/seguro-moto"));
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      },
      DESKTOP,
    );
  });

  it("opens and closes the services menu by keyboard, and closes on a click outside", async () => {
    await withPage(
      browser(),
      "/quem-somos",
      async (page) => {
        const nav = page.locator("header nav").first();
        const toggle = nav.getByRole("button", { name: "Produtos e Serviços" });
        await toggle.focus();
        await page.keyboard.press("Enter");
        expect(await toggle.getAttribute("aria-expanded")).toBe("true");
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(MENU_LINKS[0].to);
        await page.keyboard.press("Escape");
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Produtos e Serviços");
        await page.keyboard.press("Space");
        expect(await toggle.getAttribute("aria-expanded")).toBe("true");
        await page.mouse.click(5, 600);
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        // Keyboard choice navigates too.
        await toggle.click();
        await nav.getByRole("link", { name: "Consórcio" }).focus();
        await page.keyboard.press("Enter");
        await page.waitForURL(siteUrl("/servicos/consorcio"));
        expect(await page.locator("h1").count()).toBe(1);
      },
      DESKTOP,
    );
  });
});

describe("mobile menu (390 px)", () => {
  it("opens a drawer from the burger, expands the services inline and closes when a link is chosen", async () => {
    await withPage(
      browser(),
      "/",
      async (page) => {
        expect(await page.locator("header nav").first().isVisible()).toBe(false);
        const burger = page.locator('header button[aria-label="Abrir menu"]');
        expect(await burger.isVisible()).toBe(true);
        expect(await accessibleExpanded(page, "Abrir menu")).toBe(false);
        await burger.click();
        const drawer = page.getByRole("dialog");
        await drawer.waitFor();
        expect(await accessibleExpanded(page, "Abrir menu")).toBe(true);
        // Focus moves into the menu, and the page behind it does not scroll.
        expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe("menu-movel");
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
        const menu = drawer.getByRole("navigation", { name: "Menu móvel" });
        expect(await menu.getByRole("link").allInnerTexts()).toEqual([
          "Home",
          "Sobre Nós",
          "Guias",
          "Contato",
          "Sinistro 24h",
        ]);
        expect(await menu.getByRole("link", { name: "Guias", exact: true }).getAttribute("href")).toBe("/guias");
        expect(await menu.getByRole("link", { name: "Sinistro 24h", exact: true }).getAttribute("href")).toBe(
          "/sinistro-e-assistencia",
        );

        const services = drawer.getByRole("button", { name: "Produtos e Serviços" });
        expect(await services.getAttribute("aria-expanded")).toBe("false");
        await services.click();
        expect(await services.getAttribute("aria-expanded")).toBe("true");
        const serviceLinks = menu.locator("a[href^='/servicos/']");
        expect(await serviceLinks.count()).toBe(19);
        expect(await serviceLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
          MENU_LINKS.map((link) => link.to),
        );

        const whatsapp = drawer.getByRole("link", { name: /WhatsApp/ });
        expect(await whatsapp.getAttribute("href")).toBe(wa(`${site.whatsapp.greeting} /`));
        expect(await whatsapp.getAttribute("target")).toBe("_blank");
        expect(await drawer.getByRole("link", { name: "Solicitar Cotação", exact: true }).getAttribute("href")).toBe(
          "/solicitar-cotacao",
        );

        await serviceLinks.filter({ hasText: "Rastreadores" }).click();
        await page.waitForURL(siteUrl("/servicos/rastreadores"));
        await drawer.waitFor({ state: "detached" });
        expect(await accessibleExpanded(page, "Abrir menu")).toBe(false);
      },
      MOBILE,
    );
  });

  it.each([
    ["Sobre Nós", "/quem-somos"],
    ["Solicitar Cotação", "/solicitar-cotacao"],
  ])("closes the drawer after choosing %s", async (name, target) => {
    await withPage(
      browser(),
      "/servicos/vida",
      async (page) => {
        await page.getByRole("button", { name: /menu/i }).click();
        const drawer = page.getByRole("dialog");
        await drawer.getByRole("link", { name, exact: true }).click();
        await page.waitForURL(siteUrl(target));
        await drawer.waitFor({ state: "detached" });
      },
      MOBILE,
    );
  });

  it("closes the drawer with Escape and its close button, returning focus to the burger", async () => {
    await withPage(
      browser(),
      "/",
      async (page) => {
        const burger = page.getByRole("button", { name: /menu/i });
        await burger.click();
        await page.getByRole("dialog").waitFor();
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/menu/i);
        await burger.click();
        await page.getByRole("button", { name: "Fechar menu" }).click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
      },
      MOBILE,
    );
  });

  it("closes the drawer on a tap beside it and when focus leaves it", async () => {
    await withPage(
      browser(),
      "/fale-conosco",
      async (page) => {
        const burger = page.getByRole("button", { name: "Abrir menu" });
        await burger.tap();
        await page.getByRole("dialog").waitFor();
        // The drawer is at most 320 px wide on the right; the backdrop covers the rest.
        await page.touchscreen.tap(20, 400);
        await page.getByRole("dialog").waitFor({ state: "detached" });
        expect(page.url()).toBe(siteUrl("/fale-conosco"));

        await burger.focus();
        await page.keyboard.press("Enter");
        const drawer = page.getByRole("dialog");
        await drawer.waitFor();
        // Tab through the menu until focus lands outside it: the menu is closed at that very step.
        const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
        for (let tab = 0; tab < 20 && (await focusInMenu()); tab++) await page.keyboard.press("Tab");
        expect(await focusInMenu()).toBe(false);
        expect(await page.evaluate(() => document.getElementById("menu-movel")?.matches(":popover-open"))).toBe(false);
        expect(await accessibleExpanded(page, "Abrir menu")).toBe(false);
      },
      MOBILE,
    );
  });

  it("opens the same drawer as a modal dialog in a browser without popovers", async () => {
    // Such a browser ignores the popover attributes, and the page's script finds no Popover API.
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.addInitScript(() => {
        delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
      });
      await page.route(siteUrl("/quem-somos"), async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/ popover(target|targetaction)?="[^"]*"/g, "");
        await route.fulfill({ response, body: html });
      });
      await page.goto(siteUrl("/quem-somos"), { waitUntil: "networkidle" });
      const burger = page.locator('header button[aria-label="Abrir menu"]');
      expect(await burger.getAttribute("aria-expanded")).toBe("false");
      await burger.click();
      const drawer = page.locator("dialog#menu-movel");
      await drawer.waitFor();
      expect(await drawer.evaluate((dialog: HTMLDialogElement) => dialog.open && dialog.matches(":modal"))).toBe(true);
      expect(await burger.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "hidden" });
      // The dialog's close event, which the script answers, comes a task after the dialog hides.
      await page.locator('header button[aria-label="Abrir menu"][aria-expanded="false"]').waitFor({ timeout: 5000 });
      await burger.click();
      await page.getByRole("button", { name: "Fechar menu" }).click();
      await drawer.waitFor({ state: "hidden" });
      await burger.click();
      await drawer.getByRole("link", { name: "Contato", exact: true }).click();
      await page.waitForURL(siteUrl("/fale-conosco"));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the floating chat button at 390 px", () => {
  /** Whether the visible floating button overlaps the element. */
  const covers = (page: Page, selector: string) =>
    page.evaluate((target) => {
      const button = document.querySelector("a[data-float]") as HTMLElement;
      const style = getComputedStyle(button);
      if (style.visibility === "hidden" || style.opacity === "0") return false;
      const a = button.getBoundingClientRect();
      return Array.from(document.querySelectorAll(target)).some((element) => {
        const b = element.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
    }, selector);

  it.each(["/", "/fale-conosco", "/solicitar-cotacao"])(
    "never covers a submit button or the footer links on %s while scrolling",
    async (route) => {
      await withPage(
        browser(),
        route,
        async (page) => {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0; y < height; y += 120) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            // The check runs on the next animation frame after a scroll.
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            expect({ y, covers: await covers(page, 'button[type="submit"], footer a') }).toEqual({ y, covers: false });
          }
        },
        MOBILE,
      );
    },
  );
});
