/**
 * The renewal reminder (issue 42) in the browser: its invitation on a service page, its form's
 * own checks (the end date's window, the consent) with nothing sent, its pages' accessibility, the
 * confirm and cancel pages' handling of the token in the URL fragment, consent by a tap only (a
 * link opened, prefetched or rendered without one changes nothing in the database), and the whole
 * flow from a service page to the confirmation, through the local function's reminder routes.
 */
import fs from "node:fs";
import PostalMime from "postal-mime";
import type { BrowserContext, Page } from "playwright-core";
import texts from "../../data/reminder-page.json";
import {
  checkRenewalDate,
  REMINDER_CONSENT_MISSING,
  REMINDER_ROUTES,
  REMINDER_STATE_ROUTE,
  REMINDER_TOKEN_MESSAGES,
  type ReminderTokenState,
} from "../../supabase/functions/_shared/contract/renewal-reminder";
import { addMonths, formatDate, shiftDays, todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import { FUNCTION_PATH } from "../../supabase/functions/_shared/contract/local-function";
import { REMINDER_RETRY_TEXT } from "../../src/reminders/reminder";
import { REMINDER_MESSAGES } from "../../src/components/forms/messages";
import { REMINDER_TOKEN_ROUTES, ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { waitForValue } from "../../test-kit/wait";
import {
  axeViolations,
  DESKTOP,
  functionServer,
  holdScripts,
  browserForFile,
  liveRegions,
  MOBILE,
  openPage,
  siteUrl,
  tick,
  VIEWPORTS,
} from "./support";

const browser = browserForFile();

const form = (page: Page) => page.getByTestId("reminder-form");

/** Waits until the confirm or cancel page shows `state` (the island's data-state): a reading, a tap's answer. */
async function tokenState(page: Page, state: ReminderTokenState | "ready" | "failed"): Promise<void> {
  await page.waitForSelector(`[data-testid="reminder-token"][data-state="${state}"]`, { timeout: 20_000 });
}

/** What the confirm or cancel page's live region says. */
function tokenStatus(page: Page): Promise<string | null> {
  return page.getByTestId("reminder-token").getByRole("status").textContent();
}

/** Every POST from this page to the function (its submit route and the reminder routes), as sent. */
function collectPosts(page: Page): { url: string; body: Record<string, unknown> }[] {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/functions/v1/"))
      posts.push({ url: request.url(), body: request.postDataJSON() as Record<string, unknown> });
  });
  return posts;
}

/** Opens the invitation on a service page: the summary's tap opens it and loads the island, which draws the form. */
async function openInvitation(page: Page, route: string): Promise<void> {
  await page.goto(siteUrl(route), { waitUntil: "networkidle" });
  const section = page.locator('section[aria-labelledby="service-reminder"]');
  await section.getByText("Criar lembrete").click();
  await form(page).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="reminder-form"]')?.hasAttribute("data-hydrated"),
  );
}

async function fillContact(page: Page, email: string): Promise<void> {
  await form(page).locator('[name="name"]').fill("Ana Lembrete");
  await form(page).locator('[name="email"]').fill(email);
  await form(page).locator('[name="phone"]').fill("(11) 98765-4321");
}

/** The text the field's aria-describedby points at: what a screen reader reads with it. */
function described(page: Page, name: string): Promise<string> {
  return form(page)
    .locator(`[name="${name}"]`)
    .evaluate((element) =>
      (element.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((ref) => document.getElementById(ref)?.textContent ?? "")
        .join(" | "),
    );
}

describe("the reminder form on a service page", () => {
  it("/servicos/seguro-auto: a past date, a date past 13 months and a missing consent are refused at the field, with nothing sent", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await openInvitation(page, "/servicos/seguro-auto");
      expect(await form(page).locator('select[name="insuranceType"]').inputValue()).toBe("veiculo");
      const today = todayInSaoPaulo();
      const date = form(page).locator('[name="renewalDate"]');
      expect(await date.getAttribute("min")).toBe(shiftDays(today, 1));
      expect(await date.getAttribute("max")).toBe(addMonths(today, 13));
      const address = `refusals.${Date.now()}@example.com`;
      await fillContact(page, address);
      await tick(form(page).locator('[name="consent"]'));
      const posts = collectPosts(page);

      for (const typed of [shiftDays(today, -1), shiftDays(addMonths(today, 13), 1)]) {
        const check = checkRenewalDate(typed, today);
        if (check.ok) throw new Error(`${typed} should be refused`);
        await date.fill(typed);
        await form(page).locator('button[type="submit"]').click();
        await page.waitForSelector('[name="renewalDate"][aria-invalid="true"]');
        expect(await described(page, "renewalDate")).toContain(check.message);
        // The browser's own check stops it too, in the contract's words.
        expect(await date.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(check.message);
      }

      await date.fill(shiftDays(today, 40));
      await page.waitForSelector('[name="renewalDate"]:not([aria-invalid="true"])');
      await form(page).locator('[name="consent"]').press("Space");
      expect(await form(page).locator('[name="consent"]').isChecked()).toBe(false);
      await form(page).locator('button[type="submit"]').click();
      await page.waitForSelector('[name="consent"][aria-invalid="true"]');
      expect(await described(page, "consent")).toBe(REMINDER_CONSENT_MISSING);

      await page.waitForTimeout(500);
      expect(posts).toEqual([]);
      // Nor any mail for this address (other test files' leads share the outbox).
      expect(functionServer.outbox().filter((file) => fs.readFileSync(file, "utf8").includes(address))).toEqual([]);
      expect(await form(page).locator('button[type="submit"]').isEnabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a field the function refuses (its 422 names it) shows the function's message there, with no failure notice", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const refusal = "Informe um endereço válido no campo E-mail (email).";
      // The function's answer to a refused field, as the handler words it (validate.ts) with the field named.
      await page.route("**/functions/v1/send-form-email", (route) =>
        route.fulfill({
          status: 422,
          contentType: "application/json",
          headers: { "Access-Control-Allow-Origin": "*" },
          body: JSON.stringify({ error: refusal, field: "email" }),
        }),
      );
      await openInvitation(page, "/servicos/vida");
      await fillContact(page, `recusado.${Date.now()}@example.com`);
      await form(page).locator('[name="renewalDate"]').fill(shiftDays(todayInSaoPaulo(), 60));
      await tick(form(page).locator('[name="consent"]'));
      await form(page).locator('button[type="submit"]').click();
      await page.waitForSelector('[name="email"][aria-invalid="true"]', { timeout: 15_000 });
      expect(await described(page, "email")).toContain(refusal);
      await page.waitForFunction((name) => document.activeElement?.getAttribute("name") === name, "email");
      expect((await liveRegions(page)).filter((region) => region.text !== "")).toEqual([]);
      // The visitor's values stay; a change clears the refusal.
      expect(await form(page).locator('[name="name"]').inputValue()).toBe("Ana Lembrete");
      await form(page).locator('[name="email"]').fill("outro@example.com");
      await page.waitForSelector('[name="email"]:not([aria-invalid="true"])');
      expect(problems.filter((problem) => !problem.includes("422"))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("/servicos/seguro-auto without scripts links to the reminder's page with the product chosen", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: MOBILE, locale: "pt-BR" });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl("/servicos/seguro-auto"));
      await page.getByText("Criar lembrete").click();
      const link = page.getByRole("link", { name: "Abrir o formulário do lembrete" });
      expect(await link.getAttribute("href")).toBe(`${ROUTES.reminder}?produto=veiculo`);
    } finally {
      await context.close();
    }
  });
});

describe("the reminder's pages", () => {
  it.each(VIEWPORTS)(
    "at %s, axe finds no violation on the form page (a field refused) and on the confirm page",
    async (_label, viewport) => {
      const { context, page, problems } = await openPage(browser(), viewport);
      try {
        await page.goto(siteUrl(`${ROUTES.reminder}?produto=vida`), { waitUntil: "networkidle" });
        expect(await form(page).locator('select[name="insuranceType"]').inputValue()).toBe("vida");
        await form(page).locator('[name="name"]').focus();
        await page.waitForSelector('[data-testid="reminder-form"][data-hydrated]', { timeout: 20_000 });
        await form(page).locator('[name="renewalDate"]').fill(todayInSaoPaulo());
        await form(page).locator('[name="renewalDate"]').blur();
        await page.waitForSelector('[name="renewalDate"][aria-invalid="true"]');
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(siteUrl(REMINDER_TOKEN_ROUTES.confirm), { waitUntil: "networkidle" });
        await tokenState(page, "invalid");
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});

describe("the confirm and cancel pages", () => {
  const token = "x".repeat(40) + "Q_-";

  it.each(Object.entries(REMINDER_TOKEN_ROUTES))(
    "%s without a token says the link is incomplete, offers no button and posts nothing",
    async (_action, route) => {
      const { context, page, problems } = await openPage(browser(), MOBILE);
      try {
        const posts = collectPosts(page);
        await page.goto(siteUrl(route), { waitUntil: "networkidle" });
        await tokenState(page, "invalid");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.outcomes.invalid);
        expect(await tokenStatus(page)).toBe(REMINDER_TOKEN_MESSAGES.invalid);
        expect(await page.getByRole("button", { name: texts.confirm.button }).count()).toBe(0);
        expect(posts).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it("takes the token off the address bar, reads, then posts it in a body only; a dropped connection keeps the button", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    try {
      const posts = collectPosts(page);
      const renewalDate = shiftDays(todayInSaoPaulo(), 90);
      // The function's reading stood in (this token exists nowhere); then the function unreachable, as on a phone that lost its connection.
      await page.route("**/reminders/state", (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          headers: { "Access-Control-Allow-Origin": "*" },
          body: JSON.stringify({ state: "ready", insuranceType: "residencia", renewalDate }),
        }),
      );
      await page.route("**/reminders/cancel", (route) => route.abort("internetdisconnected"));
      await page.goto(siteUrl(`${REMINDER_TOKEN_ROUTES.cancel}#${token}`), { waitUntil: "networkidle" });
      await tokenState(page, "ready");
      expect(page.url()).toBe(siteUrl(REMINDER_TOKEN_ROUTES.cancel));
      expect(await page.evaluate(() => location.hash)).toBe("");
      expect(await page.getByTestId("reminder-token-which").textContent()).toBe(
        `Lembrete do Seguro Residencial, que vence em ${formatDate(renewalDate)}.`,
      );
      await page.getByRole("button", { name: texts.cancel.button }).click();
      await tokenState(page, "failed");
      expect(await tokenStatus(page)).toBe(REMINDER_RETRY_TEXT);
      expect(posts.map((post) => [new URL(post.url).pathname, post.url.includes(token), post.body])).toEqual([
        [REMINDER_STATE_ROUTE, false, { token, action: "cancel" }],
        [REMINDER_ROUTES.cancel, false, { token }],
      ]);
      // The token stays in memory for another tap, never back in the address bar.
      await page.unroute("**/reminders/cancel");
      await page.getByRole("button", { name: texts.cancel.button }).click();
      await waitForValue(() => (posts.length === 3 ? true : undefined), 15_000, "the second POST");
      expect(posts[2].body).toEqual({ token });
      expect(page.url()).toBe(siteUrl(REMINDER_TOKEN_ROUTES.cancel));
    } finally {
      await context.close();
    }
  });

  it("says plainly, without scripts, that it cannot work and what to do", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: MOBILE, locale: "pt-BR" });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl(`${REMINDER_TOKEN_ROUTES.confirm}#${token}`));
      expect(await page.locator("main").textContent()).toContain(
        "O JavaScript está desligado neste navegador, e sem ele esta página não consegue confirmar o lembrete.",
      );
    } finally {
      await context.close();
    }
  });
});

/** The confirmation mail sent to `address`, parsed as a mail client would. */
function confirmationMail(address: string) {
  return waitForValue(
    async () => {
      for (const file of functionServer.outbox().filter((name) => name.endsWith(".eml"))) {
        const email = await PostalMime.parse(fs.readFileSync(file));
        if (email.to?.some((to) => to.address === address)) return email;
      }
      return undefined;
    },
    15_000,
    "the reminder's confirmation mail",
  );
}

/** The token a mail's link to one of the site's pages carries in its fragment. */
function linkToken(text: string | undefined, route: string): string {
  const link = new RegExp(`https?://[^\\s"<>]*${route}#([A-Za-z0-9_-]{43})`).exec(text ?? "");
  if (!link) throw new Error(`no ${route} link in the mail`);
  return link[1];
}

/** A reminder asked straight from the function, as the form would; its id, end date and the two tokens its mail carries. */
async function askReminder(address: string) {
  const renewalDate = shiftDays(todayInSaoPaulo(), 60);
  const response = await fetch(`${functionServer.url()}${FUNCTION_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      formType: "renewal-reminder",
      name: "Rita Cliente",
      email: address,
      phone: "",
      insuranceType: "veiculo",
      renewalDate,
      currentInsurer: "",
      consent: true,
    }),
  });
  if (response.status !== 200) throw new Error(`the function answered ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  const mail = await confirmationMail(address);
  return {
    id,
    renewalDate,
    confirm: linkToken(mail.text, REMINDER_TOKEN_ROUTES.confirm),
    cancel: linkToken(mail.text, REMINDER_TOKEN_ROUTES.cancel),
  };
}

/** The reminder's state as stored, "deleted" once cancelled. */
async function storedState(id: string): Promise<string> {
  return (await functionServer.reminders()).find((reminder) => reminder.id === id)?.state ?? "deleted";
}

/** Every URL the context requests, to show that no token ever travels in one. */
function collectUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return urls;
}

describe("opening a link is no consent (mail scanners open links)", () => {
  it("opened, prefetched or rendered without a tap, the confirm and cancel links change nothing; the buttons do, and say so", async () => {
    const reminder = await askReminder(`so.abriu.${Date.now()}@example.com`);
    const link = (action: "confirm" | "cancel") => siteUrl(`${REMINDER_TOKEN_ROUTES[action]}#${reminder[action]}`);
    const which = `Lembrete do Seguro de Veículo, que vence em ${formatDate(reminder.renewalDate)}.`;

    // A scanner's headless browser: it renders both pages, runs their scripts and waits; it taps nothing.
    const scanner = await openPage(browser(), DESKTOP);
    const scannerUrls = collectUrls(scanner.context);
    try {
      for (const action of ["confirm", "cancel"] as const) {
        await scanner.page.goto(link(action), { waitUntil: "networkidle" });
        await tokenState(scanner.page, "ready");
        expect(await scanner.page.getByTestId("reminder-token-which").textContent()).toBe(which);
        // The button is described by it, as a screen reader reads the button.
        expect(
          await scanner.page
            .getByRole("button", { name: texts[action].button })
            .evaluate((button) => document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent),
        ).toBe(which);
        expect(await scanner.page.getByRole("heading", { level: 1 }).textContent()).toBe(texts[action].title);
        expect(await axeViolations(scanner.page)).toEqual([]);
      }
      // A scanner without scripts, and a plain GET of the pages.
      const noScript = await browser().newContext({ javaScriptEnabled: false });
      for (const action of ["confirm", "cancel"] as const) {
        await (await noScript.newPage()).goto(link(action), { waitUntil: "networkidle" });
        expect((await scanner.context.request.get(link(action))).status()).toBe(200);
      }
      await noScript.close();
      // The links prefetched, as a mail client or the browser itself may do: the pages' HTML arrives, nothing else happens.
      await scanner.page.goto(siteUrl(ROUTES.home), { waitUntil: "networkidle" });
      const prefetched = Promise.all(
        (["confirm", "cancel"] as const).map((action) =>
          scanner.page.waitForResponse((response) => response.url() === siteUrl(REMINDER_TOKEN_ROUTES[action])),
        ),
      );
      await scanner.page.evaluate(
        (hrefs) =>
          hrefs.forEach((href) => {
            const prefetch = document.createElement("link");
            prefetch.rel = "prefetch";
            prefetch.href = href;
            document.head.append(prefetch);
          }),
        [link("confirm"), link("cancel")],
      );
      expect((await prefetched).map((response) => response.status())).toEqual([200, 200]);
      expect(scanner.problems).toEqual([]);
      expect(await storedState(reminder.id)).toBe("pending");
      // Nor did any token travel in a URL: the fragment never leaves the browser.
      expect(scannerUrls.filter((url) => url.includes(reminder.confirm) || url.includes(reminder.cancel))).toEqual([]);
    } finally {
      await scanner.context.close();
    }

    // The owner taps "Confirmar lembrete": the heading says what happened, the focus on it.
    const { context, page, problems } = await openPage(browser(), MOBILE);
    const urls = collectUrls(context);
    try {
      await page.goto(link("confirm"), { waitUntil: "networkidle" });
      await tokenState(page, "ready");
      await page.getByRole("button", { name: texts.confirm.button }).click();
      await tokenState(page, "confirmed");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.outcomes.confirmed);
      expect(await tokenStatus(page)).toBe(REMINDER_TOKEN_MESSAGES.confirmed);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("reminder-token-title");
      expect(await storedState(reminder.id)).toBe("confirmed");
      expect(await axeViolations(page)).toEqual([]);

      // A second visit reads the state: already confirmed, no button, no error anywhere.
      await page.goto("about:blank");
      await page.goto(link("confirm"), { waitUntil: "networkidle" });
      await tokenState(page, "used");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.outcomes.used);
      expect(await tokenStatus(page)).toBe(REMINDER_TOKEN_MESSAGES.used);
      expect(await page.getByRole("button", { name: texts.confirm.button }).count()).toBe(0);

      // "Cancelar lembrete": deleted at once; a second visit finds it no more.
      await page.goto(link("cancel"), { waitUntil: "networkidle" });
      await tokenState(page, "ready");
      expect(await storedState(reminder.id)).toBe("confirmed");
      await page.getByRole("button", { name: texts.cancel.button }).click();
      await tokenState(page, "cancelled");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.outcomes.cancelled);
      expect(await tokenStatus(page)).toBe(REMINDER_TOKEN_MESSAGES.cancelled);
      expect(await storedState(reminder.id)).toBe("deleted");
      await page.goto("about:blank");
      await page.goto(link("cancel"), { waitUntil: "networkidle" });
      await tokenState(page, "unknown");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.outcomes.unknown);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      expect(urls.filter((url) => url.includes(reminder.confirm) || url.includes(reminder.cancel))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("confirms with a tap made before React has loaded, once React is there", async () => {
    const reminder = await askReminder(`toque.cedo.${Date.now()}@example.com`);
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const release = await holdScripts(page);
      await page.goto(siteUrl(`${REMINDER_TOKEN_ROUTES.confirm}#${reminder.confirm}`), { waitUntil: "load" });
      await page.getByRole("button", { name: texts.confirm.button }).click();
      // Held by the loader, not sent: nothing has changed yet.
      expect(await storedState(reminder.id)).toBe("pending");
      release();
      await tokenState(page, "confirmed");
      expect(await storedState(reminder.id)).toBe("confirmed");
      expect(page.url()).toBe(siteUrl(REMINDER_TOKEN_ROUTES.confirm));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("from a service page to a confirmed reminder", () => {
  it("asks on /servicos/seguro-auto for a reminder 40 days ahead, opens the mail's link, taps the button and sees it confirmed", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await openInvitation(page, "/servicos/seguro-auto");
      const address = `lembrete.${Date.now()}@example.com`;
      await fillContact(page, address);
      await form(page).locator('[name="renewalDate"]').fill(shiftDays(todayInSaoPaulo(), 40));
      await form(page).locator('[name="currentInsurer"]').fill("Seguradora Exemplo");
      await tick(form(page).locator('[name="consent"]'));
      const posts = collectPosts(page);
      await form(page).locator('button[type="submit"]').click();
      await waitForValue(
        async () => ((await liveRegions(page)).find((region) => region.text.includes("Quase lá")) ? true : undefined),
        15_000,
        "the success notice",
      );
      expect(posts.map((post) => post.body.formType)).toEqual(["renewal-reminder"]);
      expect(await form(page).locator('[name="email"]').inputValue()).toBe("");
      // Cleared, the form shows no error at the fields it emptied.
      expect(await form(page).locator('[aria-invalid="true"]').count()).toBe(0);

      const mail = await confirmationMail(address);
      // Never echoes what the visitor typed.
      expect(`${mail.subject ?? ""}${mail.text ?? ""}`).not.toContain("Ana Lembrete");
      const confirm = linkToken(mail.text, REMINDER_TOKEN_ROUTES.confirm);
      await page.goto(siteUrl(`${REMINDER_TOKEN_ROUTES.confirm}#${confirm}`), { waitUntil: "networkidle" });
      await tokenState(page, "ready");
      await page.getByRole("button", { name: texts.confirm.button }).click();
      await tokenState(page, "confirmed");
      expect(await tokenStatus(page)).toBe(REMINDER_TOKEN_MESSAGES.confirmed);
      expect(page.url()).toBe(siteUrl(REMINDER_TOKEN_ROUTES.confirm));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a reminder whose confirmation cannot go now", () => {
  it("says so, never the success, and keeps what was typed to ask again later", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await openInvitation(page, "/servicos/seguro-auto");
      const address = `sem.confirmacao.${Date.now()}@example.com`;
      const ask = async (days: number) => {
        await fillContact(page, address);
        await form(page).locator('[name="renewalDate"]').fill(shiftDays(todayInSaoPaulo(), days));
        await tick(form(page).locator('[name="consent"]'));
        await form(page).locator('button[type="submit"]').click();
      };
      await ask(40);
      await waitForValue(
        async () => ((await liveRegions(page)).find((region) => region.text.includes("Quase lá")) ? true : undefined),
        15_000,
        "the first reminder's success",
      );
      await confirmationMail(address);
      // Another end date for the same mailbox the same day: its confirmation cannot go (one a day).
      await ask(60);
      const skipped = REMINDER_MESSAGES.unconfirmed?.skipped;
      if (!skipped) throw new Error("the reminder form has no notice for a confirmation that cannot go");
      await waitForValue(
        async () =>
          (await liveRegions(page)).find((region) => region.role === "alert" && region.text.includes(skipped.title))
            ? true
            : undefined,
        15_000,
        "the notice that no confirmation went",
      );
      expect(await liveRegions(page)).toContainEqual({
        role: "alert",
        live: "assertive",
        text: expect.stringContaining(`${skipped.title} ${skipped.description}`),
      });
      // What was typed stays, to ask again later.
      expect(await form(page).locator('[name="email"]').inputValue()).toBe(address);
      expect(await form(page).locator('[name="consent"]').isChecked()).toBe(true);
      await page.waitForTimeout(500);
      const toAddress = [];
      for (const file of functionServer.outbox().filter((name) => name.endsWith(".eml")))
        if ((await PostalMime.parse(fs.readFileSync(file))).to?.some((to) => to.address === address))
          toAddress.push(file);
      expect(toAddress).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
