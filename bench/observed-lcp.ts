/**
 * Largest Contentful Paint as Chromium observes it, page against script-free twin, under Lighthouse's
 * mobile emulation applied by Chromium itself (bench/emulation.ts: slow 4G, 4× CPU, Moto G Power).
 *
 * Why not Lighthouse's own LCP for this comparison: Lighthouse simulates slow 4G (Lantern) from an
 * unthrottled load, and counts every request that *ended* before the observed largest paint. These
 * pages load from localhost in a few milliseconds and paint just after their load event, right when
 * Chromium itself starts fetching the manifest, the favicon and the manifest's icon; whether those
 * end a few milliseconds before or after the paint moves the estimate by a large step, on page and
 * twin alike (docs/speed.md has the traces and figures). Under real throttling they start after the paint and
 * cannot move it, while anything the page's own scripts do before the paint still delays it.
 *
 * Each load is a new browser context (a first visit: empty cache and storage), read one second
 * after the load event (no page here paints anything larger later without an input).
 */
import { chromium, type Browser } from "playwright-core";
import { benchChromium, CHROMIUM_FLAGS } from "../test-kit/chromium";
import { emulatedPage, lighthouseEmulation, type Emulation } from "./emulation";

export interface ObservedLcp {
  route: string;
  /** One per round; null when the load failed or reported no LCP. */
  page: (number | null)[];
  twin: (number | null)[];
  /** The largest element of each side in the last round (tag#id.class), to see both paint the same thing. */
  pageElement: string | null;
  twinElement: string | null;
}

const SETTLE_AFTER_LOAD_MS = 1000;

/** Runs in the page: the last LCP entry's time (from navigation start) and what it painted. */
const READ_LCP = `new Promise((resolve) => {
  const entries = [];
  new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(() => {
    const last = entries[entries.length - 1];
    const element = last && last.element;
    const name = element ? element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") : last ? "(removed)" : null;
    resolve({ lcp: last ? last.startTime : null, element: name });
  }, 100);
})`;

async function loadOnce(
  browser: Browser,
  emulation: Emulation,
  url: string,
): Promise<{ lcp: number | null; element: string | null }> {
  const { context, page } = await emulatedPage(browser, emulation, "mobile");
  try {
    await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    await page.waitForTimeout(SETTLE_AFTER_LOAD_MS);
    const { lcp, element } = (await page.evaluate(READ_LCP)) as { lcp: number | null; element: string | null };
    return { lcp: lcp === null ? null : Math.round(lcp), element };
  } finally {
    await context.close();
  }
}

/**
 * `runs` rounds over every route, page and twin one after the other (the twin first in every other
 * round), so both sides of a pair see the same moment of the machine.
 */
export async function measureObservedLcp(
  pageUrl: (route: string) => string,
  twinUrl: (route: string) => string,
  routes: readonly string[],
  runs: number,
  log: (line: string) => void,
): Promise<ObservedLcp[]> {
  const emulation = await lighthouseEmulation();
  const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_FLAGS, headless: true });
  const results: ObservedLcp[] = routes.map((route) => ({
    route,
    page: [],
    twin: [],
    pageElement: null,
    twinElement: null,
  }));
  try {
    // The browser's first context pays for start-up work no later one does: not measured.
    if (routes.length > 0) await loadOnce(browser, emulation, twinUrl(routes[0]));
    for (let round = 1; round <= runs; round += 1) {
      const twinFirst = round % 2 === 0;
      for (const result of results) {
        for (const side of twinFirst ? (["twin", "page"] as const) : (["page", "twin"] as const)) {
          const url = side === "page" ? pageUrl(result.route) : twinUrl(result.route);
          const { lcp, element } = await loadOnce(browser, emulation, url).catch((error: unknown) => {
            log(`  ${url}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
            return { lcp: null, element: null };
          });
          result[side].push(lcp);
          if (side === "page") result.pageElement = element;
          else result.twinElement = element;
        }
      }
      log(
        `  observed LCP round ${round}/${runs}: ${results.map((result) => `${result.route} ${result.page[round - 1]}−${result.twin[round - 1]}`).join(", ")}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
