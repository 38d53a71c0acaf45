/** Shared helpers for the browser tests: Chromium, pages with error capture, axe, the function server. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import type { AxeResults, Result } from "axe-core";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "../../test-kit/chromium";
import { nodeEntryArgs } from "../../test-kit/node-entries";
import { ROOT } from "../../test-kit/paths";
import { LOCAL_SUPABASE_URL } from "../../src/components/forms/lead-client";

export const DESKTOP = { width: 1366, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
export const VIEWPORTS = [
  ["1366 px", DESKTOP],
  ["390 px", MOBILE],
] as const;

export { FIXED_ROUTES, serviceRoutes } from "../../test-kit/routes";

export function baseUrl(): string {
  const url = process.env.BROWSER_BASE_URL;
  if (!url) throw new Error("BROWSER_BASE_URL is not set: run the browser tests through jest (global setup)");
  return url;
}

export const siteUrl = (pathname: string): string => `${baseUrl()}${pathname}`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** One Chromium for the test file that calls this: launched before its first test, closed after its last. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("browserForFile: Chromium launches in beforeAll; use it inside a test or a hook");
    return browser;
  };
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  problems: string[];
}

/** A fresh context and page at the given viewport that records every error it sees. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    locale: "pt-BR",
    reducedMotion: options.reducedMotion ?? "no-preference",
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  // The built site calls the function at its default local URL; send that to the test server.
  // A test's own page.route (e.g. a failing function) takes precedence over this.
  const functionUrl = process.env.FUNCTION_SERVER_URL;
  if (functionUrl) {
    await context.route(`${LOCAL_SUPABASE_URL}/**`, (route) =>
      route.continue({ url: route.request().url().replace(LOCAL_SUPABASE_URL, functionUrl) }),
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return { context, page, problems };
}

/**
 * Ticks a checkbox as a keyboard user does: focus, then Space. Not a click at its coordinates: a form
 * that hydrates meanwhile draws the chosen product's questions above the box, and a click aimed
 * before that shift lands beside it (docs/testing.md, "Timings": the race it fixed).
 */
export async function tick(checkbox: Locator): Promise<void> {
  await checkbox.press("Space");
  if (!(await checkbox.isChecked())) throw new Error("the checkbox is not ticked after Space");
}

/**
 * Submits a form as a keyboard user does: focus on its button, then Enter. Not a click at the
 * button's coordinates, for the same race as tick(): the full quote hydrates while the test fills it
 * and then draws the chosen product's questions above the button, so a click aimed before that
 * shift lands beside it (seen once on a loaded host: no notice, no call).
 */
export async function pressSubmit(root: Locator): Promise<void> {
  await root.locator('button[type="submit"]').press("Enter");
}

/**
 * Holds every script file the page asks for until the returned function is called: what a visitor
 * sees and does before React arrives, on a slow connection.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((open) => (release = open));
  await page.route("**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens `route` in a fresh context, runs `test`, then expects no errors; always closes the context. */
export async function withPage(
  browser: Browser,
  route: string,
  test: (page: Page) => Promise<void>,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<void> {
  const { context, page, problems } = await openPage(browser, viewport);
  try {
    await page.goto(siteUrl(route), { waitUntil: "networkidle" });
    await test(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * One page for a describe block's tests that only load pages and read them: opened before its first
 * test, closed after its last, its problems cleared before each test. A new page is a new renderer
 * process, about half a CPU second on the headless shell (docs/testing.md); a test that clicks,
 * types or stores anything opens its own. Only the block's first page is a first visit: the later
 * ones load as for a returning visitor (HTTP cache warm, the web-fonts flag in localStorage), so a
 * first-visit check belongs on a page of its own, as in loading.test.ts.
 */
export function pageForReading(browser: () => Browser, viewport: { width: number; height: number }): () => OpenedPage {
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    opened = await openPage(browser(), viewport);
  });
  beforeEach(() => {
    if (opened) opened.problems.length = 0;
  });
  afterAll(async () => {
    await opened?.context.close();
  });
  return () => {
    if (!opened) throw new Error("pageForReading: the page opens in beforeAll; use it inside a test");
    return opened;
  };
}

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** axe-core violations on the current page, limited to the given impacts (all by default). */
export async function axeViolations(
  page: Page,
  impacts: ReadonlyArray<NonNullable<Result["impact"]>> = ["minor", "moderate", "serious", "critical"],
): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses injected <script> tags.
  // Once per document: a test that checks one page in several states runs axe there several times.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Run = (context: Document, options: { resultTypes: string[] }) => Promise<AxeResults>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    // Only violations are read: axe then keeps one node of each pass, instead of listing every node
    // of every rule, and only the violations cross the DevTools protocol.
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations
    .filter((violation) => violation.impact && impacts.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
}

/** Every service URL, canonical and alias, read from data/services. */
/** The token `npm run leads` sends to the server's private routes, kept by the server in its data folder. */
function privateRouteHeaders(): Record<string, string> {
  const token = fs.readFileSync(path.join(process.env.FUNCTION_DATA_DIR ?? "", "leads-token"), "utf8").trim();
  return { Authorization: `Bearer ${token}` };
}

/** The local function server started by the global setup. */
export const functionServer = {
  url(): string {
    const url = process.env.FUNCTION_SERVER_URL;
    if (!url) throw new Error("FUNCTION_SERVER_URL is not set");
    return url;
  },
  async leads(): Promise<Array<Record<string, unknown>>> {
    const response = await fetch(`${functionServer.url()}/leads`, { headers: privateRouteHeaders() });
    const { leads } = (await response.json()) as { leads: Array<Record<string, unknown>> };
    return leads;
  },
  /** The renewal reminders as stored (the server's private /reminders route, as `npm run reminders -- --list` asks it). */
  async reminders(): Promise<Array<{ id: string; state: string; email: string }>> {
    const response = await fetch(`${functionServer.url()}/reminders`, { headers: privateRouteHeaders() });
    if (!response.ok) throw new Error(`/reminders answered ${response.status}`);
    return ((await response.json()) as { reminders: Array<{ id: string; state: string; email: string }> }).reminders;
  },
  /**
   * What staff export for one lead: `npm run leads -- --csv --protocol <protocol>` on the server's
   * folder, whose lock tells the CLI to ask the server and whose token lets it.
   */
  async leadsCsv(protocol: string): Promise<string> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...nodeEntryArgs("leads"), "--csv", "--protocol", protocol],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: process.env.FUNCTION_DATA_DIR, DATABASE_URL: "" } },
    );
    return stdout;
  },
  outbox(): string[] {
    const dir = path.join(process.env.FUNCTION_DATA_DIR ?? "", "outbox");
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
  },
};

interface AXNode {
  nodeId: string;
  ignored?: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
  properties?: { name: string; value: { value: unknown } }[];
}

export interface LiveRegion {
  role: string;
  live: string;
  /** The region's text as a screen reader receives it: its descendants' text, spaces collapsed. */
  text: string;
}

/** Chromium's own accessibility tree of the page, as assistive technology receives it. */
async function accessibilityTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as unknown as { nodes: AXNode[] };
    return nodes;
  } finally {
    await cdp.detach();
  }
}

/** The page's live regions with role status or alert, read from Chromium's own accessibility tree. */
export async function liveRegions(page: Page): Promise<LiveRegion[]> {
  const nodes = await accessibilityTree(page);
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const textOf = (node: AXNode): string =>
    node.role?.value === "StaticText"
      ? (node.name?.value ?? "")
      : (node.childIds ?? [])
          .map((id) => byId.get(id))
          .filter((child): child is AXNode => child !== undefined)
          .map(textOf)
          .join(" ");
  return nodes.flatMap((node) => {
    const live = node.properties?.find((property) => property.name === "live")?.value.value;
    const role = node.role?.value ?? "";
    if (typeof live !== "string" || !["status", "alert"].includes(role)) return [];
    return [{ role, live, text: textOf(node).replace(/\s+/g, " ").trim() }];
  });
}

/**
 * The expanded state Chromium gives assistive technology for the button named `name`: a popover's
 * invoker (the burger) has no aria-expanded attribute, the browser derives it from the popover.
 */
export async function accessibleExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const buttons = (await accessibilityTree(page)).filter(
    (node) => !node.ignored && node.role?.value === "button" && node.name?.value === name,
  );
  if (buttons.length !== 1) throw new Error(`${buttons.length} buttons named "${name}" in the accessibility tree`);
  const expanded = buttons[0].properties?.find((property) => property.name === "expanded")?.value.value;
  return typeof expanded === "boolean" ? expanded : undefined;
}
