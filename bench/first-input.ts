/**
 * First-input latency: how long a visitor's first tap takes to show its answer, in Chromium with
 * Lighthouse's own mobile emulation (Moto G Power screen and user agent, slow 4G, 4× CPU), 4 s
 * after the load event, on a fresh profile each time.
 *
 * Two figures per tap. Event Timing: the longest `event` entry of the tap's interaction (entries
 * from its pointerdown on: input delay, handlers and the next paint, as INP counts it). Answer: the
 * later of that and the time from the pointerdown to the first animation frame in which the answer
 * is in the DOM and visible, which also covers answers that wait for something (a lazily loaded
 * chunk, a transition). Requests started by the tap and done before its answer showed are
 * recorded: the answer waited for them, and a first tap must not have to fetch anything (a
 * prefetch the tap starts for later, like a form's client, is fine).
 *
 * The menus, the carousel, the forms' submits and the simulators' fields are also used a second
 * time, in the same load (the burger and the services panel closed with Escape first, a form sent
 * again after its reset, a simulator's field tapped again once hydrated):
 * the first tap must be as fast as the second (budgets.json, firstOverSecondMs).
 *
 * The in-page part is a plain script installed before the page's own (PROBE) and driven by string
 * expressions through the DevTools protocol: tsx would wrap functions passed to page.evaluate with
 * helpers that do not exist in the page, and the site's CSP forbids the eval Playwright's
 * waitForFunction relies on. Answers are described as data (Answer) for the same reason.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request } from "playwright-core";
import { benchChromium, CHROMIUM_FLAGS } from "../test-kit/chromium";
import { HYDRATED_ATTRIBUTE } from "../src/islands/contract";
import { emulatedPage, lighthouseEmulation, type Emulation } from "./emulation";

/** What the screen shows once the input is answered. */
export type Answer =
  | { kind: "shown"; selector: string }
  | { kind: "attribute"; selector: string; name: string; value: string }
  | { kind: "focused"; selector: string }
  | { kind: "text"; selector: string; value: string };

export interface InputCase {
  /** What is tapped, as the tables show it. */
  name: string;
  route: string;
  viewport: "mobile" | "desktop";
  /** Earlier steps (filling a form); returns the selector to tap and the answer to wait for. */
  prepare?: (page: Page) => Promise<{ target: string; answer: Answer }>;
  target?: string;
  answer?: Answer;
  /**
   * Undoes the first answer (a key, not a tap, so it is no second input to the page's listeners)
   * and returns the same input again: its time is the "second tap" the first must match.
   */
  again?: (page: Page) => Promise<{ target: string; answer: Answer }>;
}

export interface InputResult {
  name: string;
  route: string;
  viewport: "mobile" | "desktop";
  /** The answer (see above), one per run; null when the answer did not come within ANSWER_TIMEOUT_MS. */
  samples: (number | null)[];
  median: number | null;
  /** The same input again in the same load (cases with `again`); else empty. */
  secondSamples: (number | null)[];
  secondMedian: number | null;
  /** Event Timing alone, first and second tap, one per run (null when that tap had no answer). */
  eventSamples: (number | null)[];
  eventMedian: number | null;
  secondEventSamples: (number | null)[];
  secondEventMedian: number | null;
  /** Requests (other than the form's own call) started by a tap and finished before its answer, in any run. */
  fetchedOnInput: string[];
}

const WAIT_AFTER_LOAD_MS = 4000;
/** The least time a visitor takes to fill one of the forms (four fields on a phone). */
const VISITOR_FILL_MS = 3000;
const ANSWER_TIMEOUT_MS = 10_000;
/**
 * A control the visitor scrolled to is tapped this long after the scroll. Playwright jumps to it
 * at once; a visitor's scroll takes a while and the finger then aims, and the page draws a part
 * as it comes within half a screen (content-visibility: auto, src/components/ui/below-the-fold.ts),
 * which a jump would put into the very frame of the tap.
 */
const AIM_AFTER_SCROLL_MS = 500;
/** The second use of a control comes this long after the page was set back for it (`again`). */
const SECOND_TAP_AFTER_MS = 1000;
/**
 * Event Timing reports an entry after the frame that follows its event has been presented; a tap
 * whose click has no entry by then took less than the API's least threshold (16 ms).
 */
const EVENT_ENTRY_TIMEOUT_MS = 1000;
const EVENT_THRESHOLD_MS = 16;
const FUNCTION_PATH = "/functions/v1/send-form-email";

/** Helpers available to the answer expressions, installed before any page script runs. */
const PROBE = `(() => {
  const state = { pointerdown: null, events: [] };
  window.__firstInput = state;
  addEventListener("pointerdown", (event) => { if (state.pointerdown === null) state.pointerdown = event.timeStamp; }, { capture: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  } catch (error) {}
  const answered = (answer) => {
    const element = document.querySelector(answer.selector);
    if (!element) return false;
    if (answer.kind === "focused") return document.activeElement === element;
    if (answer.kind === "attribute") return element.getAttribute(answer.name) === answer.value;
    if (answer.kind === "text") {
      // A held submission shows its text through ::after over a transparent label (FormSubmit.tsx).
      const after = getComputedStyle(element, "::after").content;
      const drawn = getComputedStyle(element).color === "rgba(0, 0, 0, 0)" && after !== "none" ? after.slice(1, -1) : element.textContent.trim();
      return drawn === answer.value;
    }
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.opacity !== "0";
  };
  // Resolves with the time of the first animation frame that shows the answer to an input, or null.
  window.__waitForAnswer = (answer, timeout) => new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (state.pointerdown !== null && answered(answer)) resolve(performance.now());
      else if (performance.now() - started > timeout) resolve(null);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  // Resolves with the longest Event Timing entry of the tap (entries from its pointerdown on) once its
  // click's entry has come, or with what came within the timeout: null when nothing reached the threshold.
  window.__eventDuration = (timeout) => new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const tap = state.events.filter((entry) => entry.start >= state.pointerdown - 1);
      if (tap.some((entry) => entry.name === "click") || performance.now() - started > timeout) {
        resolve(tap.length ? Math.max(...tap.map((entry) => entry.duration)) : null);
      } else setTimeout(check, 20);
    };
    check();
  });
})();`;

const shown = (selector: string): Answer => ({ kind: "shown", selector });
const attribute = (selector: string, name: string, value: string): Answer => ({
  kind: "attribute",
  selector,
  name,
  value,
});

const BURGER = 'header button[aria-label="Abrir menu"]';
const CAROUSEL_TOGGLE = '[data-testid="carousel-toggle"]';

/** A visitor scrolls down to the partners (the carousel loads as it comes near) and looks for a moment. */
async function scrollToCarousel(page: Page): Promise<void> {
  await page.locator("#partners-title").scrollIntoViewIfNeeded();
  await page.locator(CAROUSEL_TOGGLE).waitFor({ state: "visible", timeout: 30_000 });
  await page.waitForTimeout(1000);
}
const SERVICES_TOGGLE = 'header nav button[aria-controls="menu-servicos"]';

interface FormSpec {
  testId: string;
  route: string;
  text: Record<string, string>;
  select: Record<string, string>;
  check?: string;
}

const FORMS: FormSpec[] = [
  {
    testId: "quick-quote-form",
    route: "/",
    text: { nome: "Ana", cpf: "123", telefone: "11999999999" },
    select: { servicos: "Seguro de Vida" },
  },
  {
    testId: "home-contact-form",
    route: "/",
    text: { name: "Ana", email: "ana@example.com", phone: "11999999999", message: "Oi" },
    select: { insuranceType: "vida" },
  },
  {
    testId: "contact-form",
    route: "/fale-conosco",
    text: { nome: "Ana", telefone: "11999999999", email: "ana@example.com", assunto: "Oi", mensagem: "Oi" },
    select: {},
  },
  {
    testId: "full-quote-form",
    route: "/solicitar-cotacao",
    text: { nome: "Ana", cpf: "123", email: "ana@example.com", telefone: "11999999999" },
    select: { tipoSeguro: "vida" },
    check: "aceiteTermos",
  },
];

/** Fills the form as a visitor would, taking the time one takes (see VISITOR_FILL_MS). */
async function fillForm(page: Page, form: FormSpec, root: string): Promise<void> {
  for (const [name, value] of Object.entries(form.text)) await page.locator(`${root} [name="${name}"]`).fill(value);
  for (const [name, value] of Object.entries(form.select))
    await page.locator(`${root} [name="${name}"]`).selectOption(value);
  if (form.check) await page.locator(`${root} [name="${form.check}"]`).check({ force: true });
  // Playwright fills a form in milliseconds; a visitor takes seconds, and the first focus has
  // loaded React meanwhile. Tapping within the same milliseconds would time React's own
  // start-up, not the tap (a tap before React is answered by the held state: first-tap.test.ts).
  await page.waitForTimeout(VISITOR_FILL_MS);
}

/** Resolves once the form has been cleared: the (stubbed) function answered and the lead was sent. */
async function waitForReset(page: Page, field: string): Promise<void> {
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while ((await page.locator(field).inputValue()) !== "") {
    if (Date.now() > deadline) throw new Error(`${field} was not cleared after the submission`);
    await page.waitForTimeout(100);
  }
}

function formCases(form: FormSpec): InputCase[] {
  const root = `[data-testid="${form.testId}"]`;
  const firstField = `${root} [name="${Object.keys(form.text)[0]}"]`;
  const submit = `${root} button[type="submit"]`;
  const sending: Answer = { kind: "text", selector: submit, value: "Enviando..." };
  return [
    {
      name: `focus: ${form.testId}`,
      route: form.route,
      viewport: "mobile",
      target: firstField,
      answer: { kind: "focused", selector: firstField },
    },
    {
      name: `submit: ${form.testId}`,
      route: form.route,
      viewport: "mobile",
      prepare: async (page) => {
        await fillForm(page, form, root);
        return { target: submit, answer: sending };
      },
      // What a visitor repeats on a form is a whole request: once the first is sent (the form is
      // cleared), another (a second product, another person) filled in and sent with the same tap.
      // Tapping again while 'Enviando...' shows is no input at all (the button is disabled).
      again: async (page) => {
        await waitForReset(page, firstField);
        await fillForm(page, form, root);
        return { target: submit, answer: sending };
      },
    },
  ];
}

/** The simulators (src/simulators), each by its first field. */
const SIMULATORS = [
  { route: "/servicos/consorcio", form: "Simulador de consórcio", field: "credit" },
  { route: "/servicos/previdencia", form: "Simulador de previdência", field: "contribution" },
  { route: "/servicos/vida", form: "Simulador de seguro de vida", field: "monthlyExpenses" },
];

/**
 * A simulator's first tap, on its first field: focused at once, while it sets off React's loading
 * (the field works as HTML meanwhile). The same tap again once the island has hydrated (the focus
 * taken away by the page, not by an input): what a warm field costs.
 */
function simulatorCase({ route, form, field }: (typeof SIMULATORS)[number]): InputCase {
  const root = `form[aria-label="${form}"]`;
  const target = `${root} input[name="${field}"]`;
  const focused: Answer = { kind: "focused", selector: target };
  return {
    name: `focus: ${form}`,
    route,
    viewport: "mobile",
    target,
    answer: focused,
    again: async (page) => {
      await page.locator(`${root}[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached", timeout: 30_000 });
      await page.evaluate("document.activeElement.blur()");
      return { target, answer: focused };
    },
  };
}

/** Two dots on from the current slide (the carousel may have advanced by itself meanwhile). */
async function dotTwoOn(page: Page): Promise<{ target: string; answer: Answer }> {
  const count = await page.locator('[data-testid="carousel-dot"]').count();
  const current = Number(
    await page.evaluate(
      `[...document.querySelectorAll('[data-testid="carousel-dot"]')].findIndex((dot) => dot.getAttribute("aria-current") === "true")`,
    ),
  );
  const dot = `[data-testid="carousel-dot"]:nth-of-type(${((Math.max(current, 0) + 2) % count) + 1})`;
  return { target: dot, answer: attribute(dot, "aria-current", "true") };
}

/** Escape closes the menu dialog and the services panel alike; the same control is then used again. */
const afterEscape = (target: string, answer: Answer, closed: string) => async (page: Page) => {
  await page.keyboard.press("Escape");
  await page.locator(closed).waitFor({ state: "hidden", timeout: 5000 });
  return { target, answer };
};

/** Every input the budget covers, for the given routes: the burger and the dropdown everywhere, the rest where they are. */
export function inputCases(routes: readonly string[]): InputCase[] {
  // The menu is a popover, or a modal dialog where popovers are missing: shown either way.
  const menuOpen = shown("dialog#menu-movel");
  const cases: InputCase[] = routes.map((route) => ({
    name: "burger",
    route,
    viewport: "mobile",
    target: BURGER,
    answer: menuOpen,
    again: afterEscape(BURGER, menuOpen, "dialog#menu-movel"),
  }));
  const panelShown = shown("#menu-servicos");
  // Every page has the header: the desktop's dropdown is as much a first tap as the burger.
  const dropdowns: InputCase[] = routes.map((route) => ({
    name: "services dropdown",
    route,
    viewport: "desktop",
    target: SERVICES_TOGGLE,
    answer: panelShown,
    again: afterEscape(SERVICES_TOGGLE, panelShown, "#menu-servicos"),
  }));
  const extra: InputCase[] = [
    {
      name: "carousel pause",
      route: "/",
      viewport: "mobile",
      prepare: async (page) => {
        await scrollToCarousel(page);
        return { target: CAROUSEL_TOGGLE, answer: attribute(CAROUSEL_TOGGLE, "aria-label", "Retomar carrossel") };
      },
      // The same button again: it resumes.
      again: async () => ({
        target: CAROUSEL_TOGGLE,
        answer: attribute(CAROUSEL_TOGGLE, "aria-label", "Pausar carrossel"),
      }),
    },
    {
      name: "carousel dot",
      route: "/",
      viewport: "mobile",
      prepare: async (page) => {
        await scrollToCarousel(page);
        return dotTwoOn(page);
      },
      again: dotTwoOn,
    },
    ...FORMS.flatMap(formCases),
    ...SIMULATORS.map(simulatorCase),
  ];
  return [...cases, ...dropdowns, ...extra.filter((item) => routes.includes(item.route))];
}

async function throttledPage(
  browser: Browser,
  emulation: Emulation,
  viewport: "mobile" | "desktop",
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await emulatedPage(browser, emulation, viewport, PROBE);
  // The form's call never reaches a server here; it answers after a while, so the pending state is what is seen.
  await page.route(`**${FUNCTION_PATH}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: '{"ok":true}',
    });
  });
  return { context, page };
}

interface Timed {
  /** The answer: the later of the answer's frame and the Event Timing duration; null without an answer. */
  ms: number | null;
  /** Event Timing alone (null without an answer). */
  eventMs: number | null;
  fetched: string[];
}

const UNANSWERED: Timed = { ms: null, eventMs: null, fetched: [] };

/** Taps (or clicks) `target` and times it to the frame that shows `answer`; lists what it fetched meanwhile. */
async function timeTap(
  page: Page,
  input: InputCase,
  target: string,
  answer: Answer,
  requests: Map<Request, { started: number; finished?: number }>,
): Promise<Timed> {
  const element = page.locator(target).first();
  await element.waitFor({ state: "visible", timeout: 30_000 });
  const scrolledFrom = await page.evaluate("scrollY");
  await element.scrollIntoViewIfNeeded();
  if ((await page.evaluate("scrollY")) !== scrolledFrom) await page.waitForTimeout(AIM_AFTER_SCROLL_MS);
  // Through the touchscreen and the mouse at the control's centre, not the locator's tap() or click():
  // those add Playwright's own hit-target listeners to the page for the action, which then run in the
  // tap's pointerdown, touchstart and mousedown (a few ms each at 4x), work no visitor's tap has.
  const box = await element.boundingBox({ timeout: 5000 });
  if (!box) return UNANSWERED;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.evaluate("window.__firstInput.pointerdown = null");
  const tapped = Date.now();
  // Settled even when the tap throws and the page is closed: the tap's own error is the one reported.
  const answered = (
    page.evaluate(`window.__waitForAnswer(${JSON.stringify(answer)}, ${ANSWER_TIMEOUT_MS})`) as Promise<number | null>
  ).catch(() => null);
  if (input.viewport === "mobile") await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  const answeredAt = await answered;
  if (answeredAt === null) return UNANSWERED;
  const done = Date.now();
  const pointerdown = Number(await page.evaluate("window.__firstInput.pointerdown"));
  const event = (await page.evaluate(`window.__eventDuration(${EVENT_ENTRY_TIMEOUT_MS})`)) as number | null;
  // No entry at all: every event of the tap took less than the threshold, which bounds it.
  const eventMs = event ?? EVENT_THRESHOLD_MS;
  const fetched = [...requests]
    // Images (logos a slide brings into view) are not part of any answer measured here.
    .filter(([, { started, finished }]) => started >= tapped && finished !== undefined && finished <= done)
    .filter(([request]) => request.resourceType() !== "image" && !request.url().includes(FUNCTION_PATH))
    .map(([request]) => new URL(request.url()).pathname);
  return { ms: Math.round(Math.max(answeredAt - pointerdown, eventMs)), eventMs: Math.round(eventMs), fetched };
}

/** One measurement: load, wait, prepare, tap, wait for the answer; then, for cases with `again`, the second tap. */
async function measureOnce(
  browser: Browser,
  emulation: Emulation,
  baseUrl: string,
  input: InputCase,
): Promise<{ first: Timed; second: Timed | null }> {
  const { context, page } = await throttledPage(browser, emulation, input.viewport);
  const requests = new Map<Request, { started: number; finished?: number }>();
  page.on("request", (request: Request) => requests.set(request, { started: Date.now() }));
  const finish = (request: Request) => {
    const times = requests.get(request);
    if (times) times.finished = Date.now();
  };
  page.on("requestfinished", finish);
  page.on("requestfailed", finish);
  try {
    await page.goto(`${baseUrl}${input.route}`, { waitUntil: "load", timeout: 90_000 });
    await page.waitForTimeout(WAIT_AFTER_LOAD_MS);
    const { target, answer } = input.prepare
      ? await input.prepare(page)
      : { target: input.target as string, answer: input.answer as Answer };
    const first = await timeTap(page, input, target, answer, requests);
    if (!input.again || first.ms === null) return { first, second: input.again ? UNANSWERED : null };
    const next = await input.again(page);
    // After the page is set back, a pause as long as a visitor's: the second tap does not time what the reset left to do.
    await page.waitForTimeout(SECOND_TAP_AFTER_MS);
    return { first, second: await timeTap(page, input, next.target, next.answer, requests) };
  } finally {
    await context.close();
  }
}

export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Every case `runs` times, round-robin so that a busy moment of the machine hits all cases alike. */
export async function measureFirstInputs(
  baseUrl: string,
  cases: readonly InputCase[],
  runs: number,
  log: (line: string) => void,
): Promise<InputResult[]> {
  const emulation = await lighthouseEmulation();
  const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_FLAGS, headless: true });
  const results: InputResult[] = cases.map((input) => ({
    name: input.name,
    route: input.route,
    viewport: input.viewport,
    samples: [],
    median: null,
    secondSamples: [],
    secondMedian: null,
    eventSamples: [],
    eventMedian: null,
    secondEventSamples: [],
    secondEventMedian: null,
    fetchedOnInput: [],
  }));
  const show = (timed: Timed) =>
    timed.ms === null ? "no answer" : `${timed.ms} ms (Event Timing ${timed.eventMs} ms)`;
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, input] of cases.entries()) {
        const { first, second } = await measureOnce(browser, emulation, baseUrl, input).catch((error: unknown) => {
          log(
            `  ${input.route} ${input.name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
          );
          return { first: UNANSWERED, second: input.again ? UNANSWERED : null };
        });
        const result = results[index];
        result.samples.push(first.ms);
        result.eventSamples.push(first.eventMs);
        if (second) {
          result.secondSamples.push(second.ms);
          result.secondEventSamples.push(second.eventMs);
        }
        result.fetchedOnInput = [...new Set([...result.fetchedOnInput, ...first.fetched])];
        const fetched = first.fetched.length ? ` (fetched ${first.fetched.join(", ")})` : "";
        log(
          `  first input ${run}/${runs} ${input.route} ${input.name}: ${show(first)}${fetched}${second ? `, second: ${show(second)}` : ""}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  // A run without an answer counts as the worst case: the median is only taken when every run answered.
  const medianOfAll = (samples: (number | null)[]) =>
    samples.length > 0 && samples.every((sample) => sample !== null) ? median(samples as number[]) : null;
  for (const result of results) {
    result.median = medianOfAll(result.samples);
    result.secondMedian = medianOfAll(result.secondSamples);
    result.eventMedian = medianOfAll(result.eventSamples);
    result.secondEventMedian = medianOfAll(result.secondEventSamples);
  }
  return results;
}
