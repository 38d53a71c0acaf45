/**
 * No tap is lost before hydration. At load every submit button is enabled, like any call to
 * action; a first tap on an empty form gets the browser's own required-field check with no script;
 * a first tap on a filled form, before React has even arrived, is held (never the browser's GET)
 * and sent exactly once when the form hydrates, with the usual 'Enviando...' and success notice,
 * which the accessibility tree exposes as a live region.
 */
import type { Locator, Page, Request } from "playwright-core";
import { FORM_ROUTES } from "../../test-kit/routes";
import { functionServer, browserForFile, liveRegions, MOBILE, openPage, siteUrl, tick } from "./support";

const browser = browserForFile();

const FORMS = [
  { route: "/", testId: "quick-quote-form", firstRequired: "nome" },
  { route: "/", testId: "home-contact-form", firstRequired: "name" },
  { route: "/fale-conosco", testId: "contact-form", firstRequired: "nome" },
  { route: "/solicitar-cotacao", testId: "full-quote-form", firstRequired: "nome" },
] as const;

const FUNCTION_POST = "/functions/v1/send-form-email";
const REACT_RUNTIME = /\/framework-[0-9a-f]+\.js$/;

/** Holds React's runtime back until released, however fast it would otherwise arrive. */
async function holdReact(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(REACT_RUNTIME, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function functionPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes(FUNCTION_POST)) posts.push(request);
  });
  return posts;
}

/** Holds the lead's POST a moment (then lets it reach the real function), so the pending state can be seen. */
async function delayFunctionPost(page: Page): Promise<void> {
  await page.route(`**${FUNCTION_POST}`, async (request) => {
    if (request.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1200));
    await request.fallback();
  });
}

/** Fills the full quote form validly, whether or not it has hydrated. */
async function fillFullQuote(form: Locator, name: string, email: string): Promise<void> {
  await form.locator('[name="nome"]').fill(name);
  await form.locator('[name="cpf"]').fill("123.456.789-00");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="telefone"]').fill("(11) 98888-7777");
  const type = await form.locator('select[name="tipoSeguro"] option:not([value=""])').first().getAttribute("value");
  await form.locator('select[name="tipoSeguro"]').selectOption(type ?? "");
  await tick(form.locator('[name="aceiteTermos"]'));
}

describe("the served HTML", () => {
  it.each(FORM_ROUTES)("%s serves every submit button enabled, in forms that post", async (route) => {
    const html = await (await fetch(siteUrl(route))).text();
    const buttons = html.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).not.toMatch(/\sdisabled(=""|\s|>)/);
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(buttons.length);
    for (const form of forms) expect(form).toMatch(/\smethod="post"/);
  });
});

describe.each(FORMS)("$testId on $route, before its island hydrates", ({ route, testId, firstRequired }) => {
  it("answers a first tap on the empty form with the browser's own required-field check, sending nothing", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const release = await holdReact(page);
      const posts = functionPosts(page);
      await page.goto(siteUrl(route), { waitUntil: "networkidle" });
      const form = page.getByTestId(testId);
      await form.locator('button[type="submit"]').click();
      const state = await page.evaluate((id) => {
        const element = document.querySelector(`[data-testid="${id}"]`) as HTMLFormElement;
        const active = document.activeElement as HTMLInputElement | null;
        return {
          valid: element.checkValidity(),
          focused: active?.name,
          message: active?.validationMessage,
          hydrated: element.hasAttribute("data-hydrated"),
        };
      }, testId);
      expect(state).toMatchObject({ valid: false, focused: firstRequired, hydrated: false });
      expect(state.message).toBeTruthy();
      release();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(siteUrl(route));
      expect(posts).toHaveLength(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a first tap on a filled form before React has arrived", () => {
  it("is held, then sent exactly once with 'Enviando...' and the success notice, announced as a live region", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const release = await holdReact(page);
      const posts = functionPosts(page);
      await delayFunctionPost(page);
      await page.goto(siteUrl("/solicitar-cotacao"), { waitUntil: "networkidle" });
      const name = `Primeiro Toque ${Date.now()}`;
      const form = page.getByTestId("full-quote-form");
      await fillFullQuote(form, name, "primeiro.toque@example.com");
      await form.locator('button[type="submit"]').click();

      // Held: no navigation, no request, React still on its way.
      await page.waitForTimeout(300);
      expect(page.url()).toBe(siteUrl("/solicitar-cotacao"));
      expect(posts).toHaveLength(0);
      expect(await form.evaluate((element) => element.hasAttribute("data-hydrated"))).toBe(false);
      // ...but the tap is answered at once: the form is busy, its button disabled and reading 'Enviando...'.
      expect(await form.getAttribute("aria-busy")).toBe("true");
      expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
      const drawn = await form.locator('button[type="submit"]').evaluate((button) => ({
        label: getComputedStyle(button).color,
        after: getComputedStyle(button, "::after").content,
      }));
      expect(drawn).toEqual({ label: "rgba(0, 0, 0, 0)", after: '"Enviando..."' });

      release();
      await page.waitForFunction(
        () => {
          const button = document.querySelector(
            '[data-testid="full-quote-form"] button[type="submit"]',
          ) as HTMLButtonElement | null;
          return button?.disabled && button.textContent?.trim() === "Enviando...";
        },
        undefined,
        { timeout: 20000 },
      );
      // While it is sent, both live regions are already in the accessibility tree, empty: the
      // notice's text arrives in a region that exists, which is what screen readers announce.
      expect(await liveRegions(page)).toEqual(
        expect.arrayContaining([
          { role: "status", live: "polite", text: "" },
          { role: "alert", live: "assertive", text: "" },
        ]),
      );
      const notice = page
        .locator('.chakra-alert[data-status="success"]')
        .filter({ hasText: "Cotação solicitada com sucesso!" });
      await notice.first().waitFor({ state: "visible", timeout: 15000 });
      await page.waitForTimeout(500);
      expect(posts).toHaveLength(1);
      expect(await form.getAttribute("aria-busy")).toBeNull();
      expect(await form.locator('button[type="submit"]').isEnabled()).toBe(true);
      expect(posts[0].postDataJSON()).toMatchObject({
        formType: "full-quote",
        name,
        email: "primeiro.toque@example.com",
      });
      expect((await functionServer.leads()).filter((lead) => lead.name === name)).toHaveLength(1);
      expect(page.url()).toBe(siteUrl("/solicitar-cotacao"));

      // Emotion adopted the server's styles (their ids restored by the loader): React re-inserted
      // none of the page's ~200 rules, only the few of parts the server never drew (the notice).
      const styles = await page.evaluate(() => ({
        adoptedIds:
          (document.querySelector('style[data-emotion^="css "]')?.getAttribute("data-emotion") ?? "").split(" ")
            .length - 1,
        insertedRules: Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'))
          .filter((style) => style.textContent === "")
          .reduce((count, style) => count + (style.sheet?.cssRules.length ?? 0), 0),
      }));
      expect(styles.adoptedIds).toBeGreaterThan(100);
      expect(styles.insertedRules).toBeLessThan(40);
      // The notice is in the polite live region, as a screen reader receives it.
      expect(await liveRegions(page)).toContainEqual({
        role: "status",
        live: "polite",
        text: expect.stringContaining("Cotação solicitada com sucesso!"),
      });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a tap on a hydrated form", () => {
  it("is answered in its own task, before React redraws the form: busy, disabled, 'Enviando...'; sent once", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const posts = functionPosts(page);
      await delayFunctionPost(page);
      await page.goto(siteUrl("/solicitar-cotacao"), { waitUntil: "networkidle" });
      const name = `Toque Hidratado ${Date.now()}`;
      const form = page.getByTestId("full-quote-form");
      await fillFullQuote(form, name, "toque.hidratado@example.com");
      await page.waitForSelector('[data-testid="full-quote-form"][data-hydrated]', { timeout: 20000 });

      // The tap and the reading in one task: what the next frame paints, before any later task of React's.
      const state = await form.evaluate((element) => {
        const button = element.querySelector('button[type="submit"]') as HTMLButtonElement;
        button.click();
        return {
          busy: element.getAttribute("aria-busy"),
          disabled: button.disabled,
          label: getComputedStyle(button).color,
          after: getComputedStyle(button, "::after").content,
          reactText: button.textContent?.trim(),
        };
      });
      expect(state).toEqual({
        busy: "true",
        disabled: true,
        label: "rgba(0, 0, 0, 0)",
        after: '"Enviando..."',
        reactText: "Solicitar Cotação",
      });

      // Then React draws it itself (spinner and text), and the mark steps aside.
      await page.waitForFunction(
        () => {
          const element = document.querySelector('[data-testid="full-quote-form"]');
          const button = element?.querySelector('button[type="submit"]') as HTMLButtonElement | null;
          return (
            button?.disabled && button.textContent?.trim() === "Enviando..." && !element?.hasAttribute("aria-busy")
          );
        },
        undefined,
        // React may still be loading: up to seconds with three test files at once.
        { timeout: 20_000 },
      );
      const notice = page
        .locator('.chakra-alert[data-status="success"]')
        .filter({ hasText: "Cotação solicitada com sucesso!" });
      await notice.first().waitFor({ state: "visible", timeout: 30000 });
      await page.waitForTimeout(300);
      expect(await form.getAttribute("aria-busy")).toBeNull();
      expect(await form.locator('button[type="submit"]').isEnabled()).toBe(true);
      expect(await form.locator('button[type="submit"]').textContent()).toBe("Solicitar Cotação");
      expect(posts).toHaveLength(1);
      expect((await functionServer.leads()).filter((lead) => lead.name === name)).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a tap while React takes over the form", () => {
  it("waits until the form's state holds what was typed before React, then sends the whole lead once", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const release = await holdReact(page);
      const posts = functionPosts(page);
      await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
      const name = `Toque Durante ${Date.now()}`;
      // The home contact form: no check of its own stands between a stale state and the call.
      const form = page.getByTestId("home-contact-form");
      await form.locator('[name="name"]').fill(name);
      await form.locator('[name="email"]').fill("toque.durante@example.com");
      await form.locator('[name="phone"]').fill("(11) 98888-7777");
      await form.locator('select[name="insuranceType"]').selectOption({ index: 1 });
      await form.locator('[name="message"]').fill("Quero uma cotação.");
      // The tap lands once React has committed the hydrated page (its handlers live) and before the
      // form's own effect, which runs in a later task, has read what was typed into its state: as a
      // slow phone's tap can. Polled in the task queue React's scheduler uses; React is pinned, and
      // its root's `isDehydrated` is the one internal read here, only to time the tap.
      await form.evaluate((element) => {
        const channel = new MessageChannel();
        const container = document.getElementById("___gatsby") as unknown as Record<
          string,
          { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
        >;
        const committed = () => {
          const key = Object.keys(container).find((name) => name.startsWith("__reactContainer$"));
          return key !== undefined && container[key]?.stateNode?.current?.memoizedState?.isDehydrated === false;
        };
        channel.port1.onmessage = () => {
          if (element.hasAttribute("data-hydrated")) return void document.body.setAttribute("data-tap", "missed");
          if (!committed()) return void channel.port2.postMessage(null);
          document.body.setAttribute("data-tap", "while-hydrating");
          (element as HTMLFormElement).requestSubmit();
        };
        channel.port2.postMessage(null);
      });
      release();
      await page.waitForSelector("body[data-tap]", { timeout: 20000 });
      expect(await page.getAttribute("body", "data-tap")).toBe("while-hydrating");
      const notice = page
        .locator('.chakra-alert[data-status="success"]')
        .filter({ hasText: "Mensagem enviada com sucesso!" });
      await notice.first().waitFor({ state: "visible", timeout: 30000 });
      await page.waitForTimeout(500);
      expect(await page.locator(".chakra-alert").count()).toBe(1);
      expect(posts).toHaveLength(1);
      expect(posts[0].postDataJSON()).toMatchObject({
        formType: "contact",
        name,
        email: "toque.durante@example.com",
        phone: "(11) 98888-7777",
        insuranceType: expect.stringMatching(/\S/),
        message: "Quero uma cotação.",
      });
      expect((await functionServer.leads()).filter((lead) => lead.name === name)).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
