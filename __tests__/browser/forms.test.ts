/**
 * The four lead forms against the real local function server (PGlite + .eml outbox):
 * the exact request body, the pending state, the notices, clearing or keeping values,
 * the stored lead and its e-mail; with a failing call or a filled trap, the other paths; and the
 * limits the forms share with the function (maxLength, the e-mail pattern).
 */
import fs from "node:fs";
import PostalMime from "postal-mime";
import type { Locator, Page, Request } from "playwright-core";
import { EMAIL_PATTERN_SOURCE } from "../../supabase/functions/_shared/contract/email-address";
import { PHONE_PATTERN_SOURCE } from "../../supabase/functions/_shared/contract/phone";
import { HONEYPOT_HEADER } from "../../supabase/functions/_shared/contract/spam-signals";
import { MAX_LENGTHS } from "../../supabase/functions/_shared/contract/lead-contract";
import { HONEYPOT_NAME } from "../../src/components/forms/useLeadSubmit";
import { FULL_QUOTE_MESSAGES } from "../../src/components/forms/messages";
import { DISCLOSURES_PATH, ROUTES } from "../../supabase/functions/_shared/contract/routes";
import {
  DESKTOP,
  functionServer,
  holdScripts,
  browserForFile,
  liveRegions,
  MOBILE,
  openPage,
  pressSubmit,
  siteUrl,
  tick,
} from "./support";
import { sleep, waitForValue } from "../../test-kit/wait";

const browser = browserForFile();

const FUNCTION_URL = "**/functions/v1/send-form-email";
const TRY_AGAIN = "Tente novamente ou entre em contato diretamente.";
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
};

type Fill = { kind: "text" | "select"; value: string };

interface FormCase {
  name: string;
  route: string;
  testId: string;
  fields: Record<string, Fill>;
  /** Ticked before sending (the full quote's terms). */
  checkboxes?: string[];
  body: (token: string) => Record<string, string>;
  /** Columns the stored lead leaves null because this form has no such field. */
  unfilled?: string[];
  success: [string, string];
  failure: [string, string];
  logsFailure: boolean;
}

const token = (label: string) => `Teste ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function fields(name: string, entries: Record<string, string | [string]>): Record<string, Fill> {
  return Object.fromEntries(
    Object.entries(entries).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? { kind: "select", value: value[0] }
        : { kind: "text", value: value.replace("{name}", name) },
    ]),
  );
}

const FORMS: ((name: string) => FormCase)[] = [
  (name) => ({
    name: "home quick quote",
    route: "/",
    testId: "quick-quote-form",
    fields: fields(name, {
      nome: "{name}",
      cpf: "123.456.789-09",
      telefone: "(11) 98888-7777",
      servicos: ["Consórcio de Imóveis"],
      empresa: "Padaria Central",
    }),
    body: (n) => ({
      formType: "quote",
      name: n,
      email: "",
      phone: "(11) 98888-7777",
      cpf: "123.456.789-09",
      insuranceType: "Consórcio de Imóveis",
      company: "Padaria Central",
    }),
    success: ["Cotação solicitada!", "Entraremos em contato em breve."],
    failure: ["Erro ao enviar cotação", TRY_AGAIN],
    logsFailure: true,
  }),
  (name) => ({
    name: "home contact form",
    route: "/",
    testId: "home-contact-form",
    fields: fields(name, {
      name: "{name}",
      email: "bia@example.com",
      phone: "(11) 97777-6666",
      insuranceType: ["residencial"],
      message: "Quero proteger meu apartamento.",
    }),
    body: (n) => ({
      formType: "contact",
      name: n,
      email: "bia@example.com",
      phone: "(11) 97777-6666",
      insuranceType: "residencial",
      message: "Quero proteger meu apartamento.",
    }),
    unfilled: ["subject"],
    success: ["Mensagem enviada com sucesso!", "Nossa equipe entrará em contato em breve."],
    failure: ["Erro ao enviar mensagem", TRY_AGAIN],
    logsFailure: false,
  }),
  (name) => ({
    name: "contact page form",
    route: "/fale-conosco",
    testId: "contact-form",
    fields: fields(name, {
      nome: "{name}",
      telefone: "(11) 96666-5555",
      email: "caio@example.com",
      assunto: "Sinistro",
      mensagem: "Preciso de ajuda com um sinistro.",
    }),
    body: (n) => ({
      formType: "contact",
      name: n,
      email: "caio@example.com",
      phone: "(11) 96666-5555",
      subject: "Sinistro",
      message: "Preciso de ajuda com um sinistro.",
    }),
    unfilled: ["insuranceType"],
    success: ["Mensagem enviada com sucesso!", "Entraremos em contato em breve. Obrigado!"],
    failure: ["Erro ao enviar mensagem", TRY_AGAIN],
    logsFailure: false,
  }),
  (name) => ({
    name: "full quote form",
    route: "/solicitar-cotacao",
    testId: "full-quote-form",
    fields: fields(name, {
      nome: "{name}",
      cpf: "987.654.321-00",
      email: "dora@example.com",
      telefone: "(11) 95555-4444",
      tipoSeguro: ["viagem"],
      outrosDetalhes: "Viagem para a Europa em julho.",
    }),
    checkboxes: ["aceiteTermos"],
    body: (n) => ({
      formType: "full-quote",
      name: n,
      email: "dora@example.com",
      phone: "(11) 95555-4444",
      cpf: "987.654.321-00",
      insuranceType: "viagem",
      additionalDetails: "Viagem para a Europa em julho.",
    }),
    success: [
      "Cotação solicitada com sucesso!",
      "Nossa equipe entrará em contato em até 24 horas com sua cotação personalizada.",
    ],
    failure: ["Erro ao enviar cotação", TRY_AGAIN],
    logsFailure: false,
  }),
];

/** What happened to the page's calls to the function, with times, for a failure to explain itself. */
type CallLog = string[];

async function openForm(form: FormCase) {
  const opened = await openPage(browser(), DESKTOP);
  const posts: Request[] = [];
  const calls: CallLog = [];
  const started = Date.now();
  const note = (request: Request, what: string) => {
    if (request.url().includes("/functions/v1/send-form-email"))
      calls.push(`${Date.now() - started} ms ${request.method()} ${what}`);
  };
  opened.page.on("request", (request) => {
    note(request, "sent");
    if (request.method() === "POST" && request.url().includes("/functions/v1/send-form-email")) posts.push(request);
  });
  opened.page.on(
    "requestfinished",
    (request) =>
      void request.response().then(
        async (response) => {
          const status = response?.status() ?? 0;
          // A refusal names the field (the function's pt-BR message); the body shows which values were empty.
          const detail = status >= 400 ? ` ${await response?.text().catch(() => "")} for ${request.postData()}` : "";
          note(request, `answered ${status}${detail}`);
        },
        // A request that finishes as the test closes its page has no response to read any more: the
        // log of calls is only read while the page is open, so nothing is lost.
        () => undefined,
      ),
  );
  opened.page.on("requestfailed", (request) => note(request, `failed: ${request.failure()?.errorText}`));
  await opened.page.goto(siteUrl(form.route), { waitUntil: "networkidle" });
  return { ...opened, posts, calls, root: opened.page.getByTestId(form.testId) };
}

async function fillForm(page: Page, form: FormCase) {
  const root = page.getByTestId(form.testId);
  for (const [name, fill] of Object.entries(form.fields)) {
    const field = root.locator(`[name="${name}"]`);
    if (fill.kind === "select") await field.selectOption(fill.value);
    else await field.fill(fill.value);
  }
  for (const name of form.checkboxes ?? []) await tick(root.locator(`[name="${name}"]`));
}

async function fieldValues(page: Page, form: FormCase): Promise<Record<string, string>> {
  const root = page.getByTestId(form.testId);
  const values: Record<string, string> = {};
  for (const name of Object.keys(form.fields)) values[name] = await root.locator(`[name="${name}"]`).inputValue();
  return values;
}

const expectedValues = (form: FormCase) =>
  Object.fromEntries(Object.entries(form.fields).map(([k, f]) => [k, f.value]));
const emptyValues = (form: FormCase) => Object.fromEntries(Object.keys(form.fields).map((k) => [k, ""]));

/** The form's and the notices' state and the function calls so far, for a notice that never came. */
async function whatHappened(page: Page, calls: CallLog, problems: string[]): Promise<string> {
  const state = await page
    .evaluate(() =>
      [...document.querySelectorAll("form[data-testid]")]
        .map((form) => {
          const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
          return `${form.getAttribute("data-testid")}: hydrated=${form.hasAttribute("data-hydrated")} aria-busy=${form.getAttribute("aria-busy")} button="${button?.textContent?.trim()}" disabled=${button?.disabled}`;
        })
        .concat(
          [...document.querySelectorAll(".chakra-alert")].map(
            (alert) => `notice ${alert.getAttribute("data-status")}: ${alert.textContent?.trim()}`,
          ),
        ),
    )
    .catch((error: unknown) => [`page unreadable: ${String(error)}`]);
  return [...state, ...(calls.length > 0 ? calls : ["no call to the function"]), ...problems].join("\n  ");
}

async function expectToast(
  page: Page,
  status: "success" | "error",
  [title, description]: [string, string],
  seen?: { calls: CallLog; problems: string[] },
): Promise<string | undefined> {
  const toast = page.locator(`.chakra-alert[data-status="${status}"]`).filter({ hasText: title });
  // 30 s: in CI the first lead of the run can share two cores with the Deno and PostgreSQL tiers.
  try {
    await toast.first().waitFor({ state: "visible", timeout: 30000 });
  } catch (error) {
    if (!seen) throw error;
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nWhat happened:\n  ${await whatHappened(page, seen.calls, seen.problems)}`,
    );
  }
  expect((await toast.first().locator(".chakra-alert__title").textContent())?.trim()).toBe(title);
  // The spec's text as it is; a success adds the lead's protocol on a line of its own.
  const lines = (await toast.first().locator(".chakra-alert__desc").allTextContents()).map((line) => line.trim());
  expect(lines[0]).toBe(description);
  // The full quote's success also offers the renewal reminder and the disclosures before a sale
  // (Res. CNSP 382/2020), each a link on a line of its own.
  const links =
    status === "success" && title === FULL_QUOTE_MESSAGES.success.title
      ? (FULL_QUOTE_MESSAGES.success.links ?? [])
      : [];
  // Every success first offers to go on to WhatsApp under its protocol (contract/whatsapp.ts, continuationChat).
  if (status === "success") {
    expect(lines).toEqual([
      description,
      expect.stringMatching(/^Protocolo \d{4}-\d{5}$/),
      "Continuar no WhatsApp (abre o WhatsApp em nova aba)",
      ...links.map((link) => link.label),
    ]);
    const chat = await toast
      .first()
      .getByRole("link", { name: /^Continuar no WhatsApp/ })
      .getAttribute("href");
    const protocol = (lines[1] ?? "").replace(/^Protocolo /, "");
    expect(new URL(chat ?? "about:blank").searchParams.get("text")).toMatch(
      new RegExp(`^Olá! Acabei de .+ pelo site, protocolo ${protocol}\\.$`),
    );
  } else expect(lines).toEqual([description]);
  const hrefs = await Promise.all(
    links.map((link) => toast.first().getByRole("link", { name: link.label }).getAttribute("href")),
  );
  expect(hrefs).toEqual(links.length > 0 ? [ROUTES.reminder, DISCLOSURES_PATH] : []);
  // Announced: in the live region of its kind, as Chromium's accessibility tree exposes it.
  const region = status === "error" ? { role: "alert", live: "assertive" } : { role: "status", live: "polite" };
  expect(await liveRegions(page)).toContainEqual({
    ...region,
    text: expect.stringContaining(`${title} ${lines.join(" ")}`),
  });
  return lines[1]?.replace(/^Protocolo /, "");
}

describe.each(FORMS.map((make) => [make("").name, make] as const))("%s", (_label, make) => {
  it("sends the exact body, shows 'Enviando...' while pending, then the success notice, clears, stores the lead and mails it", async () => {
    const name = token(make("").testId);
    const form = make(name);
    const { context, page, posts, calls, root, problems } = await openForm(form);
    try {
      // Holds the request back for a moment, so the pending state can be seen, then lets it reach the real function.
      await page.route(FUNCTION_URL, async (route) => {
        if (route.request().method() === "POST") await sleep(1200);
        await route.fallback();
      });
      await fillForm(page, form);
      const submit = root.locator('button[type="submit"]');
      await submit.press("Enter");
      await page.waitForFunction(
        (id) => {
          const button = document.querySelector(
            `[data-testid="${id}"] button[type="submit"]`,
          ) as HTMLButtonElement | null;
          return button?.disabled && button.textContent?.trim() === "Enviando...";
        },
        form.testId,
        // React may still be loading (the click is then held): up to seconds with three test files at once.
        { timeout: 20_000 },
      );
      const shownProtocol = await expectToast(page, "success", form.success, { calls, problems });
      expect(await fieldValues(page, form)).toEqual(emptyValues(form));
      for (const checkbox of form.checkboxes ?? [])
        expect(await root.locator(`[name="${checkbox}"]`).isChecked()).toBe(false);
      expect(await root.locator('button[type="submit"]').isEnabled()).toBe(true);

      expect(posts).toHaveLength(1);
      expect(posts[0].postDataJSON()).toStrictEqual(form.body(name));
      expect(await posts[0].headerValue(HONEYPOT_HEADER)).toBeNull();

      const lead = await waitForValue(
        async () => (await functionServer.leads()).find((row) => row.name === name),
        15000,
        "the stored lead",
      );
      // The stored row holds the body's fields, and null for the columns this form lacks.
      const unfilled = Object.fromEntries((form.unfilled ?? []).map((column) => [column, null]));
      expect(lead).toMatchObject({ ...form.body(name), ...unfilled });
      // The visitor was shown this lead's own protocol.
      expect(shownProtocol).toBe(lead.protocol);
      const mail = await waitForValue(
        async () => {
          for (const file of functionServer.outbox().filter((path) => path.endsWith(".eml"))) {
            const email = await PostalMime.parse(fs.readFileSync(file));
            if (`${email.subject ?? ""}\n${email.text ?? ""}`.includes(name)) return email;
          }
          return undefined;
        },
        15000,
        "the lead's e-mail",
      );
      expect(mail).toBeTruthy();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps every value and shows the error notice when the function answers 500", async () => {
    const form = make(token("falha"));
    const { context, page, calls, root, problems } = await openForm(form);
    try {
      await page.route(FUNCTION_URL, (route) =>
        route.request().method() === "OPTIONS"
          ? route.fulfill({ status: 204, headers: CORS })
          : route.fulfill({
              status: 500,
              headers: { ...CORS, "Content-Type": "application/json" },
              body: JSON.stringify({ error: "Falha simulada" }),
            }),
      );
      await fillForm(page, form);
      await pressSubmit(root);
      await expectToast(page, "error", form.failure, { calls, problems });
      expect(await fieldValues(page, form)).toEqual(expectedValues(form));
      for (const checkbox of form.checkboxes ?? [])
        expect(await root.locator(`[name="${checkbox}"]`).isChecked()).toBe(true);
      const logged = problems.filter((problem) => problem.includes("Falha ao enviar o formulário"));
      expect(logged.length > 0).toBe(form.logsFailure);
    } finally {
      await context.close();
    }
  });

  it("still sends a lead whose honeypot was filled: the spec body, the trap's value in the x-form-trap header, the success notice", async () => {
    const name = token("robo");
    const form = make(name);
    const { context, page, posts, calls, root, problems } = await openForm(form);
    try {
      await fillForm(page, form);
      const honeypot = root.locator(`input[name="${HONEYPOT_NAME}"]`);
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await honeypot.getAttribute("autocomplete")).toBe("off");
      expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
      await honeypot.fill("  https://spam.example  ", { force: true });
      await pressSubmit(root);
      await expectToast(page, "success", form.success, { calls, problems });
      expect(await fieldValues(page, form)).toEqual(emptyValues(form));
      expect(await honeypot.inputValue()).toBe("");
      await sleep(500);
      expect(posts).toHaveLength(1);
      expect(posts[0].postDataJSON()).toStrictEqual(form.body(name));
      expect(await posts[0].headerValue(HONEYPOT_HEADER)).toBe("https://spam.example");
      // The function keeps it, flagged as possible spam, rather than dropping it.
      const lead = await waitForValue(
        async () => (await functionServer.leads()).find((row) => row.name === name),
        15000,
        "the stored lead",
      );
      expect(lead).toMatchObject({ ...form.body(name), spamReason: expect.stringMatching(/\S/) });
    } finally {
      await context.close();
    }
  });

  it("carries the function's limits: each text field's maxLength, the e-mail and phone patterns", async () => {
    const name = token("limites");
    const form = make(name);
    const { context, root } = await openForm(form);
    try {
      const body = form.body(name);
      const textFields = Object.entries(form.fields).filter(([, fill]) => fill.kind === "text");
      // Every text control of the form is one of them (the trap and the terms checkbox aside).
      const controls = await root
        .locator(`input:not([type="checkbox"]):not([name="${HONEYPOT_NAME}"]), textarea`)
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("name")));
      expect(controls.sort()).toEqual(textFields.map(([field]) => field).sort());
      for (const [field, fill] of textFields) {
        // The body field this one fills is where its value lands in the spec body.
        const bodyField = Object.keys(body).find((key) => body[key] === fill.value) as keyof typeof MAX_LENGTHS;
        expect(bodyField).toBeDefined();
        const control = root.locator(`[name="${field}"]`);
        expect([field, await control.getAttribute("maxlength")]).toEqual([field, String(MAX_LENGTHS[bodyField])]);
        const type = await control.getAttribute("type");
        const pattern = type === "email" ? EMAIL_PATTERN_SOURCE : type === "tel" ? PHONE_PATTERN_SOURCE : null;
        expect([field, await control.getAttribute("pattern")]).toEqual([field, pattern]);
        expect(await control.getAttribute("title")).toBeNull();
      }
    } finally {
      await context.close();
    }
  });

  it("lets the browser's required checks stop an empty submission", async () => {
    const form = make("");
    const { context, page, posts, root } = await openForm(form);
    try {
      // The visitor taps into the form (React loads then: the submit button waits for it), then submits it empty.
      await root.locator(`[name="${Object.keys(form.fields)[0]}"]`).click();
      await root.locator('button[type="submit"]').click();
      await sleep(500);
      expect(posts).toHaveLength(0);
      expect(await page.locator(".chakra-alert").count()).toBe(0);
      const firstInvalid = await root.evaluate((el) => (el.querySelector(":invalid") as HTMLInputElement | null)?.name);
      expect(firstInvalid).toBe(Object.keys(form.fields)[0]);
    } finally {
      await context.close();
    }
  });
});

// The quick quote has no e-mail field.
const WITH_EMAIL = FORMS.filter((make) => "email" in make("").fields).map((make) => [make("").name, make] as const);

describe.each(WITH_EMAIL)("%s e-mail field", (_label, make) => {
  it("lets the browser refuse an address the function would refuse (joao..silva@example.com), sending nothing", async () => {
    const form = make(token("email"));
    const { context, page, posts, root } = await openForm(form);
    try {
      await fillForm(page, form);
      // This checks the browser's validation, not hydration: a re-render while fill() types could append.
      await page.waitForSelector(`[data-testid="${form.testId}"][data-hydrated]`, { timeout: 20000 });
      const email = root.locator('input[name="email"]');
      await email.fill("joao..silva@example.com");
      await pressSubmit(root);
      await sleep(500);
      // type="email" alone would take it (WHATWG allows ".."); the pattern is what stops it.
      expect(
        await email.evaluate((input: HTMLInputElement) => [
          input.validity.typeMismatch,
          input.validity.patternMismatch,
        ]),
      ).toEqual([false, true]);
      expect(await root.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
      expect(posts).toHaveLength(0);
      expect(await page.locator(".chakra-alert").count()).toBe(0);
      // And takes a proper one.
      await email.fill("joao.silva@example.com.br");
      expect(await root.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe.each(FORMS.map((make) => [make("").name, make] as const))("%s phone field", (_label, make) => {
  it("lets the browser refuse what is not a phone, natively, sending nothing; takes a real one", async () => {
    const form = make(token("telefone"));
    const { context, page, posts, root } = await openForm(form);
    try {
      await fillForm(page, form);
      await page.waitForSelector(`[data-testid="${form.testId}"][data-hydrated]`, { timeout: 20000 });
      const phone = root.locator('input[type="tel"]');
      await phone.fill('+1"><script>alert(1)</script>234567890');
      await pressSubmit(root);
      await sleep(500);
      expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
      expect(await root.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
      expect(posts).toHaveLength(0);
      expect(await page.locator(".chakra-alert").count()).toBe(0);
      for (const typed of ["(11) 98765-4321", "+55 11 98765-4321", "11987654321"]) {
        await phone.fill(typed);
        expect([typed, await root.evaluate((element) => (element as HTMLFormElement).checkValidity())]).toEqual([
          typed,
          true,
        ]);
      }
    } finally {
      await context.close();
    }
  });
});

/** Fails the first `count` requests for a chunk as a dropped connection does, then lets the rest through. */
async function dropFirstRequests(page: Page, chunk: RegExp, count: number): Promise<() => number> {
  let seen = 0;
  await page.route(chunk, (route) => {
    seen += 1;
    return seen <= count ? route.abort("connectionreset") : route.fallback();
  });
  return () => seen;
}

describe("a connection that drops while the form's code loads", () => {
  it.each([
    // The island loader's request for it fails; without a fresh request, sending waits for webpack's 120 s timeout.
    ["the function's client", /\/lead-client-[0-9a-f]+\.js$/, 1],
    // The loader's request and the next one fail: the notice asks for its code again rather than never showing.
    ["the notices", /\/notices-[0-9a-f]+\.js$/, 2],
  ])("still sends the lead and confirms it when %s failed to load at first", async (_label, chunk, failures) => {
    const name = token("queda");
    const form = FORMS[1](name);
    const { context, page, posts, calls, root, problems } = await openForm(form);
    try {
      const requests = await dropFirstRequests(page, chunk, failures);
      await fillForm(page, form);
      await pressSubmit(root);
      await expectToast(page, "success", form.success, { calls, problems });
      expect(requests()).toBeGreaterThan(failures);
      expect(posts).toHaveLength(1);
      expect(posts[0].postDataJSON()).toStrictEqual(form.body(name));
      const lead = await waitForValue(
        async () => (await functionServer.leads()).find((row) => row.name === name),
        15000,
        "the stored lead",
      );
      expect(lead).toMatchObject(form.body(name));
    } finally {
      await context.close();
    }
  });
});

describe("full quote terms gate", () => {
  it("blocks the submission before any call while the terms are unchecked", async () => {
    const form = FORMS[3](token("termos"));
    const { context, page, posts, calls, root, problems } = await openForm({ ...form, checkboxes: [] });
    try {
      const terms = root.locator('[name="aceiteTermos"]');
      expect(await terms.getAttribute("required")).toBeNull();
      await fillForm(page, { ...form, checkboxes: [] });
      await pressSubmit(root);
      await expectToast(
        page,
        "error",
        ["Erro no formulário", "Você deve aceitar os termos e condições para prosseguir."],
        { calls, problems },
      );
      await sleep(500);
      expect(posts).toHaveLength(0);
      expect(await fieldValues(page, form)).toEqual(expectedValues(form));
    } finally {
      await context.close();
    }
  });
});

/** Taps the middle of the label that holds the checkbox `name`, as a finger does. */
async function tapLabelMiddle(page: Page, root: Locator, name: string): Promise<void> {
  const label = root.locator(`label:has(input[name="${name}"])`);
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  if (!box) throw new Error(`the label of ${name} is not shown`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

describe.each([
  { route: ROUTES.quote, testId: "full-quote-form", name: "aceiteTermos" },
  { route: ROUTES.reminder, testId: "reminder-form", name: "consent" },
])("the consent $name on $route", ({ route, testId, name }) => {
  it.each([
    ["before the form hydrates", false],
    ["once it has hydrated", true],
  ])("ticks and unticks at a tap in the middle of its label, %s, and never leaves the page", async (_when, hydrate) => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const release = hydrate ? () => {} : await holdScripts(page);
      const opened: string[] = [];
      context.on("page", (other) => opened.push(other.url()));
      await page.goto(siteUrl(route), { waitUntil: hydrate ? "networkidle" : "domcontentloaded" });
      const root = page.getByTestId(testId);
      if (hydrate) {
        await root.locator('[name="email"]').focus();
        await page.waitForSelector(`[data-testid="${testId}"][data-hydrated]`, { timeout: 20_000 });
      }
      // The label holds no link: its whole text is the box's target.
      expect(await root.locator(`label:has(input[name="${name}"]) a`).count()).toBe(0);
      const box = root.locator(`[name="${name}"]`);
      await tapLabelMiddle(page, root, name);
      expect(await box.isChecked()).toBe(true);
      await tapLabelMiddle(page, root, name);
      expect(await box.isChecked()).toBe(false);
      release();
      await sleep(300);
      expect(page.url()).toBe(siteUrl(route));
      expect(opened).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the privacy policy from a form", () => {
  it.each([
    ["before the form hydrates", false],
    ["once it has hydrated", true],
  ])("opens in a new tab without an opener, %s, the form left as it was", async (_when, hydrate) => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const release = hydrate ? () => {} : await holdScripts(page);
      await page.goto(siteUrl(ROUTES.quote), { waitUntil: hydrate ? "networkidle" : "domcontentloaded" });
      const root = page.getByTestId("full-quote-form");
      await root.locator('[name="nome"]').fill("Leitora da Política");
      if (hydrate) await page.waitForSelector('[data-testid="full-quote-form"][data-hydrated]', { timeout: 20_000 });
      // Every link to the policy in the form (the terms' and the note's under the button) says where it opens.
      const links = root.locator(`a[href="${ROUTES.privacy}"]`);
      expect(await links.count()).toBe(2);
      for (const link of await links.all()) {
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toContain("noopener");
        expect(await link.innerText()).toMatch(/Política de Privacidade \(abre em nova aba\)$/);
      }
      const kept = (tab: Page) => tab.evaluate((path) => sessionStorage.getItem(`form:${path}`), ROUTES.quote);
      // Once hydrated, the form keeps what was typed in this tab (form-memory.test.ts).
      if (hydrate) await waitForValue(async () => ((await kept(page)) ? true : undefined), 10_000, "the kept values");
      const terms = root.getByRole("link", { name: "Ler a Política de Privacidade (abre em nova aba)", exact: true });
      const [policy] = await Promise.all([context.waitForEvent("page"), terms.click()]);
      await policy.waitForLoadState("domcontentloaded");
      expect(policy.url()).toBe(siteUrl(ROUTES.privacy));
      expect(await policy.evaluate(() => window.opener)).toBeNull();
      // Without an opener, the tab starts with a session storage of its own: nothing typed is in it.
      expect(await kept(policy)).toBeNull();
      expect(await policy.locator("h1").count()).toBe(1);
      await policy.close();
      release();
      expect(page.url()).toBe(siteUrl(ROUTES.quote));
      expect(await root.locator('[name="nome"]').inputValue()).toBe("Leitora da Política");
      expect(await root.locator('[name="aceiteTermos"]').isChecked()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
