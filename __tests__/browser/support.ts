/** Shared helpers for the browser tests: Chromium, pages with error capture, axe, the function server. */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import type { AxeResults, Result } from "axe-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../dev/chromium";
import { LOCAL_SUPABASE_URL } from "../../src/lib/supabase";

export const DESKTOP = { width: 1366, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
export const VIEWPORTS = [
  ["1366 px", DESKTOP],
  ["390 px", MOBILE],
] as const;


/** Every fixed route (service routes come from data/services). */
export const FIXED_ROUTES = ["/", "/quem-somos", "/fale-conosco", "/solicitar-cotacao", "/servicos", "/politica-de-privacidade"];

export function baseUrl(): string {
  const url = process.env.BROWSER_BASE_URL;
  if (!url) throw new Error("BROWSER_BASE_URL is not set: run the browser tests through jest (global setup)");
  return url;
}

export const siteUrl = (pathname: string): string => `${baseUrl()}${pathname}`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
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

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** axe-core violations on the current page, limited to the given impacts (all by default). */
export async function axeViolations(
  page: Page,
  impacts: ReadonlyArray<NonNullable<Result["impact"]>> = ["minor", "moderate", "serious", "critical"],
): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses injected <script> tags.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    return axe.run(document);
  });
  return results.violations
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
export function serviceRoutes(): { path: string; file: string; canonical: string; cta: string; slug: string }[] {
  const dir = path.resolve(__dirname, "..", "..", "data", "services");
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const page = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as {
        slug: string;
        aliases?: string[];
        hero: { cta: string };
      };
      return [page.slug, ...(page.aliases ?? [])].map((slug) => ({
        path: `/servicos/${slug}`,
        file: name,
        canonical: `/servicos/${page.slug}`,
        cta: page.hero.cta,
        slug,
      }));
    });
}

/** The local function server started by the global setup. */
export const functionServer = {
  url(): string {
    const url = process.env.FUNCTION_SERVER_URL;
    if (!url) throw new Error("FUNCTION_SERVER_URL is not set");
    return url;
  },
  async leads(): Promise<Array<Record<string, unknown>>> {
    const response = await fetch(`${functionServer.url()}/leads`);
    const { leads } = (await response.json()) as { leads: Array<Record<string, unknown>> };
    return leads;
  },
  outbox(): string[] {
    const dir = path.join(process.env.FUNCTION_DATA_DIR ?? "", "outbox");
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
  },
};
