/** The home page in real Chromium at 1366 and 390 px: hero, portfolio, partner carousel, contact, a11y. */
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import home from "../../data/home.json";
import site from "../../data/site.json";
import { DESKTOP, VIEWPORTS, axeViolations, browserForFile, openPage, siteUrl } from "./support";

const INTERVAL_MS = 3000;
const GROUP_SIZES = [6, 2, 2, 3];
const partnerNames = site.partners.map((partner) => partner.name);
// Gatsby serves a logo under /static/<hash>/ with its file name (an SVG) or a resized copy of it.
const logoNames = site.partners.map((partner) => path.posix.parse(partner.logo).name);
const isLogoUrl = (url: URL): boolean =>
  url.pathname.startsWith("/static/") && logoNames.some((name) => path.posix.basename(url.pathname).startsWith(name));

const browser = browserForFile();

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');
const toggle = (page: Page) => page.getByTestId("carousel-toggle");

/** Index of the slide that is not aria-hidden (exactly one must be). */
/**
 * Waits until a part skipped while off screen (content-visibility: auto) has been drawn: its text
 * is there from the first frame after it came near the viewport, and innerText reads "" before.
 */
async function drawn(heading: Locator): Promise<void> {
  for (const started = Date.now(); (await heading.innerText()) === "";) {
    if (Date.now() - started > 5000) throw new Error("the part was not drawn within 5 s of coming into view");
    await heading.page().waitForTimeout(50);
  }
}

async function activeSlide(page: Page): Promise<number> {
  const hidden = await slides(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-hidden")));
  const visible = hidden.flatMap((value, index) => (value === "true" ? [] : [index]));
  expect(visible).toHaveLength(1);
  return visible[0];
}

/** Opens the home page and scrolls to the carousel (its own chunk, loaded as it comes near the viewport). */
async function openHome(page: Page): Promise<void> {
  await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
  await page.locator("#partners-title").scrollIntoViewIfNeeded();
  await carousel(page).waitFor();
  await carousel(page).scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
}

/** Takes the pointer and keyboard focus away from the carousel. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Waits for the carousel to report whether it rotates: hover and focus reach its state in a
 * transition (PartnerCarousel.tsx), a frame or so after the event.
 */
async function expectRotating(page: Page, rotating: boolean): Promise<void> {
  await page.locator(`[aria-roledescription="carousel"][data-rotating="${rotating}"]`).waitFor({ timeout: 2000 });
}

async function expectSlideStays(page: Page, index: number): Promise<void> {
  await page.waitForTimeout(INTERVAL_MS + 800);
  expect(await activeSlide(page)).toBe(index);
}

describe.each(VIEWPORTS)("home page at %s", (_label, viewport) => {
  const expectedSlides = viewport.width >= 768 ? 3 : 5;
  const perSlide = viewport.width >= 768 ? 4 : 2;

  it("shows the hero: the only h1, the subline and the quote CTA above the fold", async () => {
    const { context, page, problems } = await openPage(browser(), viewport);
    try {
      const heroFiles = new Set<string>();
      page.on("request", (request) => {
        if (/\/hero\.(avif|webp|jpe?g)$/.test(request.url())) heroFiles.add(request.url());
      });
      await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
      await expect(page.locator("h1").allInnerTexts()).resolves.toEqual([home.hero.headline]);
      await expect(page.getByTestId("hero-subline").innerText()).resolves.toBe(home.hero.subline);
      const cta = page.getByTestId("hero-cta");
      await expect(cta.getAttribute("href")).resolves.toBe("/solicitar-cotacao");
      await expect(cta.innerText()).resolves.toBe("SOLICITE COTAÇÃO");
      const box = await cta.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);

      const image = page.locator('[data-testid="home-hero"] picture img');
      await expect(image.getAttribute("loading")).resolves.toBe("eager");
      await expect(image.getAttribute("fetchpriority")).resolves.toBe("high");
      await expect(image.getAttribute("alt")).resolves.toBe(home.hero.imageAlt);
      await expect(page.locator('[data-testid="home-hero"] picture source[type="image/avif"]').count()).resolves.toBe(
        1,
      );
      const currentSrc = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(currentSrc).toMatch(/\.avif$/);
      // Only the one file the browser picked is fetched (no JPEG fallback next to the AVIF).
      expect([...heroFiles]).toEqual([currentSrc]);

      // Every page part is a section named by a heading inside it.
      const unlabelled = await page.locator("main section").evaluateAll((sections) =>
        sections
          .filter((section) => {
            const id = section.getAttribute("aria-labelledby");
            const heading = id ? document.getElementById(id) : null;
            return !heading || !section.contains(heading) || !/^H[1-6]$/.test(heading.tagName);
          })
          .map((section) => section.outerHTML.slice(0, 80)),
      );
      expect(unlabelled).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lists the portfolio in four groups (6/2/2/3) with four features and a working 'Saiba mais' each", async () => {
    const { context, page, problems } = await openPage(browser(), viewport);
    try {
      await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
      const portfolio = page.locator("section#services");
      await expect(portfolio.getAttribute("aria-labelledby")).resolves.toBe("portfolio-title");
      // Its text is laid out in the frame after it comes near the viewport, as a visitor scrolls (content-visibility: auto, below-the-fold.ts).
      await portfolio.scrollIntoViewIfNeeded();
      await drawn(portfolio.locator("h2#portfolio-title"));
      const groups = portfolio.getByTestId("portfolio-group");
      await expect(groups.locator("h3").allInnerTexts()).resolves.toEqual([
        "Seguros Pessoais",
        "Seguros Empresariais",
        "Saúde e Previdência",
        "Produtos Financeiros",
      ]);
      const sizes = await groups.evaluateAll((nodes) =>
        nodes.map((node) => node.querySelectorAll('[data-testid="service-card"]').length),
      );
      expect(sizes).toEqual(GROUP_SIZES);

      const cards = portfolio.getByTestId("service-card");
      await expect(cards.count()).resolves.toBe(13);
      const features = await cards.evaluateAll((nodes) =>
        nodes.map((node) => node.querySelectorAll('[data-testid="service-features"] li').length),
      );
      expect(features).toEqual(Array(13).fill(4));

      const expected = home.portfolio.groups.flatMap((group) => group.cards);
      for (const card of expected) {
        const link = page.getByRole("link", { name: `Saiba mais sobre ${card.title}`, exact: true });
        await expect(link.count()).resolves.toBe(1);
        await expect(link.getAttribute("href")).resolves.toBe(`/servicos/${card.slug}`);
        const response = await page.request.get(siteUrl(`/servicos/${card.slug}`));
        expect({ slug: card.slug, status: response.status() }).toEqual({ slug: card.slug, status: 200 });
      }
      // Sighted visitors read just 'Saiba mais'; the service name is in a visually hidden span.
      const visibleLabels = await portfolio.getByTestId("service-link").evaluateAll((links) =>
        links.map((link) => {
          const hidden = [...link.querySelectorAll("span")].filter((span) => span.getBoundingClientRect().width <= 1);
          const visible = [...link.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? "");
          return { visible: visible.join("").trim(), hidden: hidden.length };
        }),
      );
      expect(visibleLabels).toEqual(Array(13).fill({ visible: "Saiba mais", hidden: 1 }));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it(`rotates the partner carousel: ${expectedSlides} slides, every 3 s, pause button, hover, focus and dots`, async () => {
    const { context, page, problems } = await openPage(browser(), viewport);
    try {
      await openHome(page);
      // Named apart from its section heading, so the two landmarks are distinguishable.
      await expect(carousel(page).getAttribute("aria-label")).resolves.toBe("Logotipos das seguradoras parceiras");
      await expect(slides(page).count()).resolves.toBe(expectedSlides);
      const labels = await slides(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label")));
      expect(labels).toEqual(Array.from({ length: expectedSlides }, (_, i) => `${i + 1} de ${expectedSlides}`));
      await expect(slides(page).nth(0).getByTestId("partner-logo").count()).resolves.toBe(perSlide);
      await expect(page.getByTestId("partner-logo").count()).resolves.toBe(10);
      const altTexts = await page
        .locator('[data-testid="partner-logo"] img')
        .evaluateAll((imgs) =>
          imgs.map((img) => [
            img.getAttribute("alt"),
            img.getAttribute("loading"),
            img.getAttribute("width"),
            img.getAttribute("height"),
          ]),
        );
      expect(altTexts).toEqual(partnerNames.map((name) => [name, "lazy", "240", "80"]));

      // One slide shows; the hidden ones are hidden from assistive tech and hold nothing focusable.
      // Which one shows depends on how long the checks above took on a busy machine (it turns every 3 s).
      const shownFirst = await activeSlide(page);
      const focusableInHidden = await page
        .locator('[aria-roledescription="slide"][aria-hidden="true"]')
        .evaluateAll(
          (nodes) =>
            nodes.flatMap((node) => [...node.querySelectorAll("a, button, input, select, textarea, [tabindex]")])
              .length,
        );
      expect(focusableInHidden).toBe(0);

      // Auto-advance after about 3 s, announced politely only when not rotating.
      await expect(page.locator("#partner-slides").getAttribute("aria-live")).resolves.toBe("off");
      const slideShown = (index: number) =>
        page.waitForFunction(
          (i) => document.querySelectorAll('[aria-roledescription="slide"]')[i]?.getAttribute("aria-hidden") === null,
          index,
          { timeout: INTERVAL_MS + 2500 },
        );
      await slideShown((shownFirst + 1) % expectedSlides);
      // Measured from a known moment: a dot click (focus inside pauses) and then leaving the carousel.
      await page.getByTestId("carousel-dot").first().click();
      await leaveCarousel(page);
      const restarted = Date.now();
      await slideShown(1);
      const interval = Date.now() - restarted;
      expect(interval).toBeGreaterThan(INTERVAL_MS - 300);
      expect(interval).toBeLessThan(INTERVAL_MS + 1500);

      // The pause button stops it (with pointer and focus elsewhere).
      await expect(toggle(page).getAttribute("aria-label")).resolves.toBe("Pausar carrossel");
      await toggle(page).click();
      await expect(toggle(page).getAttribute("aria-label")).resolves.toBe("Retomar carrossel");
      await leaveCarousel(page);
      await expect(page.locator("#partner-slides").getAttribute("aria-live")).resolves.toBe("polite");
      const pausedAt = await activeSlide(page);
      await expectSlideStays(page, pausedAt);

      // Dots jump straight to a slide and mark it current.
      const dots = page.getByTestId("carousel-dot");
      await expect(dots.count()).resolves.toBe(expectedSlides);
      const target = expectedSlides - 1;
      await page.getByRole("button", { name: `Ir para o slide ${target + 1}`, exact: true }).click();
      expect(await activeSlide(page)).toBe(target);
      const current = await dots.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-current")));
      expect(current).toEqual(Array.from({ length: expectedSlides }, (_, i) => (i === target ? "true" : null)));
      await page.waitForTimeout(800);
      const slideBox = await slides(page).nth(target).boundingBox();
      const carouselBox = await page.locator("#partner-slides").locator("..").boundingBox();
      expect(Math.abs(slideBox!.x - carouselBox!.x)).toBeLessThan(2);

      // Resume; then hovering pauses it, and so does keyboard focus inside.
      await toggle(page).click();
      await expect(toggle(page).getAttribute("aria-label")).resolves.toBe("Pausar carrossel");
      await leaveCarousel(page);
      await expectRotating(page, true);
      await page.locator("#partner-slides").hover();
      await expectRotating(page, false);
      const hoveredAt = await activeSlide(page);
      await expectSlideStays(page, hoveredAt);
      await page.mouse.move(1, 1);
      await expectRotating(page, true);
      await dots.first().focus();
      await expectRotating(page, false);
      await leaveCarousel(page);
      await expectRotating(page, true);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the insurers' names when their logos fail to load", async () => {
    const { context, page } = await openPage(browser(), viewport);
    try {
      let blocked = 0;
      await page.route(isLogoUrl, (route) => {
        blocked += 1;
        return route.abort();
      });
      await openHome(page);
      await toggle(page).click();
      await leaveCarousel(page);
      for (let index = 0; index < expectedSlides; index += 1) {
        await page.getByRole("button", { name: `Ir para o slide ${index + 1}`, exact: true }).click();
        await leaveCarousel(page);
        const names = partnerNames.slice(index * perSlide, (index + 1) * perSlide);
        for (const name of names) {
          await slides(page)
            .nth(index)
            .getByTestId("partner-name")
            .filter({ hasText: name })
            .waitFor({ timeout: 5000 });
        }
      }
      expect(blocked).toBeGreaterThan(0);
      await expect(page.getByTestId("partner-name").allInnerTexts()).resolves.toEqual(partnerNames);
      await expect(page.locator('[data-testid="partner-logo"] img').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it("ends with the contact section: form, hours, answer time, phone and e-mail", async () => {
    const { context, page, problems } = await openPage(browser(), viewport);
    try {
      await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
      const contact = page.locator("section#contact");
      await expect(contact.getAttribute("aria-labelledby")).resolves.toBe("contact-title");
      // Its text is laid out in the frame after it comes near the viewport, as a visitor scrolls (content-visibility: auto, below-the-fold.ts).
      await contact.scrollIntoViewIfNeeded();
      await drawn(contact.locator("h2#contact-title"));
      await expect(contact.locator("h2#contact-title").innerText()).resolves.toBe(home.contact.title);
      await expect(contact.getByTestId("home-contact-form").count()).resolves.toBe(1);
      await expect(contact.getByTestId("contact-hours").locator("p").allInnerTexts()).resolves.toEqual(site.hours.home);
      await expect(contact.getByTestId("contact-answer-time").innerText()).resolves.toBe(site.answerTimes.home);
      await expect(contact.locator(`a[href="mailto:${site.email}"]`).count()).resolves.toBe(1);
      await expect(contact.locator(`a[href="tel:${site.phone.e164}"]`).count()).resolves.toBe(1);

      const about = page.locator('section[aria-labelledby="about-title"]');
      await expect(about.locator("h2").innerText()).resolves.toBe("Sobre nós");
      await expect(about.getByTestId("quick-quote-form").count()).resolves.toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("has no serious or critical axe violations and no console errors", async () => {
    const { context, page, problems } = await openPage(browser(), viewport);
    try {
      await openHome(page);
      await toggle(page).click();
      await page.waitForTimeout(300);
      await expect(axeViolations(page, ["serious", "critical"])).resolves.toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it("does not rotate the carousel under prefers-reduced-motion; the button offers play", async () => {
  const { context, page, problems } = await openPage(browser(), DESKTOP, { reducedMotion: "reduce" });
  try {
    await openHome(page);
    await expect(toggle(page).getAttribute("aria-label")).resolves.toBe("Retomar carrossel");
    await expect(page.locator("#partner-slides").getAttribute("aria-live")).resolves.toBe("polite");
    await expectSlideStays(page, 0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
