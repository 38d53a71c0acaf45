/**
 * What a visitor typed comes back when they return to the form, until they send it or close the
 * tab (src/islands/form-memory.ts): after following a link and coming Back, after a reload, typed
 * before the form hydrated or after, and the product questions only React draws; gone once sent,
 * and never in another tab. The privacy policy opens beside the form, never in its place.
 *
 * The Back here is a reload from the cache: the headless shell has no back/forward cache
 * (Chromium reports "BackForwardCacheDisabledForDelegate", and Playwright turns it off besides),
 * so these tests take the path where the page is built again, the one the memory exists for. A
 * browser that keeps the page in that cache shows it as it was left, its state and all.
 */
import type { Locator, Page } from "playwright-core";
import { shiftDays, todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { waitForValue } from "../../test-kit/wait";
import { axeViolations, holdScripts, browserForFile, MOBILE, openPage, pressSubmit, siteUrl, tick } from "./support";

const browser = browserForFile();

/** A field's value as the test types it: text, a select's option value, or a checkbox ticked. */
type Typed = Record<string, string | true>;

interface FormCase {
  route: string;
  testId: string;
  typed: (name: string) => Typed;
}

const CASES: FormCase[] = [
  {
    route: ROUTES.home,
    testId: "quick-quote-form",
    typed: (name) => ({
      nome: name,
      cpf: "12.345.678/0001-95",
      telefone: "(11) 98888-7777",
      servicos: "Vida em Grupo",
    }),
  },
  {
    route: ROUTES.home,
    testId: "home-contact-form",
    typed: (name) => ({ name, email: "volta@example.com", insuranceType: "vida", message: "Quero voltar depois." }),
  },
  {
    route: ROUTES.contact,
    testId: "contact-form",
    typed: (name) => ({ nome: name, email: "volta@example.com", assunto: "Renovação", mensagem: "Linha 1\nLinha 2" }),
  },
  {
    route: ROUTES.quote,
    testId: "full-quote-form",
    typed: (name) => ({
      nome: name,
      cpf: "123.456.789-09",
      tipoSeguro: "vida",
      // A product question: not in the server's HTML, drawn by React once the product is chosen.
      "vida.profissao": "Professora",
      outrosDetalhes: "Cobertura para a família.",
      aceiteTermos: true,
    }),
  },
  {
    route: ROUTES.reminder,
    testId: "reminder-form",
    typed: (name) => ({
      name,
      email: "volta@example.com",
      insuranceType: "residencia",
      renewalDate: shiftDays(todayInSaoPaulo(), 40),
      consent: true,
    }),
  },
];

const visitor = (label: string) => `Volta ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fill(form: Locator, typed: Typed): Promise<void> {
  for (const [name, value] of Object.entries(typed)) {
    const field = form.locator(`[name="${name}"]`);
    if (value === true) await tick(field);
    else if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The form's fields as the visitor sees them, for the names in `typed`. */
function shown(form: Locator, typed: Typed): Promise<Typed> {
  return form.evaluate(
    (element, names) =>
      Object.fromEntries(
        names.map((name) => {
          const field = (element as HTMLFormElement).elements.namedItem(name) as HTMLInputElement | null;
          return [name, field === null ? null : field.type === "checkbox" ? field.checked : field.value];
        }),
      ),
    Object.keys(typed),
  ) as Promise<Typed>;
}

/** Waits until the form shows exactly `typed`, and says what it shows when it never does. */
async function expectShown(form: Locator, typed: Typed, what: string): Promise<void> {
  let last: Typed = {};
  try {
    await waitForValue(
      async () => {
        last = await shown(form, typed);
        return JSON.stringify(last) === JSON.stringify(typed) ? true : undefined;
      },
      20_000,
      what,
    );
  } catch {
    expect([what, last]).toEqual([what, typed]);
  }
}

const hydrated = (page: Page, testId: string) =>
  page.waitForSelector(`[data-testid="${testId}"][data-hydrated]`, { timeout: 20_000 });

/** The tab's kept values of the page at `route`, or null. */
const kept = (page: Page, route: string) => page.evaluate((path) => sessionStorage.getItem(`form:${path}`), route);

/** Leaves by a link of the page, as a visitor does, to the about page. */
async function followLinkAway(page: Page): Promise<void> {
  await Promise.all([page.waitForURL(`**${ROUTES.about}`), page.locator(`footer a[href="${ROUTES.about}"]`).click()]);
}

describe.each(CASES)("$testId on $route", ({ route, testId, typed }) => {
  it("gives back what was typed after a link and Back, and after a reload; axe finds nothing", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl(route), { waitUntil: "networkidle" });
      const form = page.getByTestId(testId);
      const values = typed(visitor(testId));
      await fill(form, values);
      await hydrated(page, testId);
      await waitForValue(async () => ((await kept(page, route)) ? true : undefined), 10_000, "the kept values");

      await followLinkAway(page);
      await page.goBack({ waitUntil: "networkidle" });
      await expectShown(form, values, "the values after Back");

      await page.reload({ waitUntil: "networkidle" });
      await expectShown(form, values, "the values after a reload");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the memory and the islands", () => {
  it("keeps what was typed before the form hydrated, and another tab sees none of it", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const release = await holdScripts(page);
      await page.goto(siteUrl(ROUTES.contact), { waitUntil: "domcontentloaded" });
      const form = page.getByTestId("contact-form");
      const values = { nome: visitor("antes"), telefone: "(11) 97777-6666", assunto: "Antes do React" };
      await fill(form, values);
      release();
      await hydrated(page, "contact-form");
      await waitForValue(
        async () => ((await kept(page, ROUTES.contact)) ? true : undefined),
        10_000,
        "the kept values",
      );

      const other = await context.newPage();
      await other.goto(siteUrl(ROUTES.contact), { waitUntil: "networkidle" });
      expect(await kept(other, ROUTES.contact)).toBeNull();
      const empty = Object.fromEntries(Object.keys(values).map((name) => [name, ""]));
      expect(await shown(other.getByTestId("contact-form"), values)).toEqual(empty);
      await other.close();

      await followLinkAway(page);
      await page.goBack({ waitUntil: "networkidle" });
      await expectShown(form, values, "the values typed before hydration, after Back");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("forgets the values once the form is sent: a return finds the form empty", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl(ROUTES.contact), { waitUntil: "networkidle" });
      const form = page.getByTestId("contact-form");
      const values = {
        nome: visitor("enviado"),
        telefone: "(11) 96666-5555",
        email: "enviado@example.com",
        assunto: "Enviado",
        mensagem: "Depois de enviar, nada fica guardado.",
      };
      await fill(form, values);
      await hydrated(page, "contact-form");
      await pressSubmit(form);
      await page.locator('.chakra-alert[data-status="success"]').waitFor({ timeout: 30_000 });
      expect(await kept(page, ROUTES.contact)).toBeNull();

      await followLinkAway(page);
      await page.goBack({ waitUntil: "networkidle" });
      const empty = Object.fromEntries(Object.keys(values).map((name) => [name, ""]));
      expect(await shown(form, values)).toEqual(empty);
      expect(await kept(page, ROUTES.contact)).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps nothing a link chose on its own; once the visitor types, another link's product goes on top of it", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl(`${ROUTES.quote}?produto=vida`), { waitUntil: "networkidle" });
      await hydrated(page, "full-quote-form");
      const form = page.getByTestId("full-quote-form");
      await form.locator('fieldset[data-questions="vida"]').waitFor();
      expect(await kept(page, ROUTES.quote)).toBeNull();

      const name = visitor("anuncio");
      await form.locator('[name="nome"]').fill(name);
      await waitForValue(async () => ((await kept(page, ROUTES.quote)) ? true : undefined), 10_000, "the kept values");
      await page.goto(siteUrl(`${ROUTES.quote}?produto=residencia`), { waitUntil: "networkidle" });
      await expectShown(form, { nome: name, tipoSeguro: "residencia" }, "the name under the new link's product");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("gives back a simulation's answers as the visitor left them, without filling them in again", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const link = `${ROUTES.quote}?produto=consorcio&credito=90000&prazo=180&taxa=23&fundo=2&seguro=0`;
      await page.goto(siteUrl(link), { waitUntil: "networkidle" });
      const form = page.getByTestId("full-quote-form");
      const line =
        "Simulação de consórcio: crédito R$ 90.000,00 · 180 meses · taxa 23 % · fundo 2 % → parcela R$ 625,00";
      await expectShown(form, { "consorcio.prazo": "180", outrosDetalhes: line }, "the simulation's answers");
      const values = {
        nome: visitor("simulacao"),
        "consorcio.prazo": "120",
        outrosDetalhes: `${line}\nPrefiro 120 meses.`,
      };
      await fill(form, values);

      await followLinkAway(page);
      await page.goBack({ waitUntil: "networkidle" });
      await expectShown(form, { ...values, "consorcio.credito": "90.000,00" }, "the answers as left");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
