/**
 * The bench's first measurement: Lighthouse CI (`lhci collect`) on every page and its script-free
 * twin, round after round, then `lhci assert` on the pages' medians (bench/lighthouse.ts).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Result } from "lighthouse";
import { benchChromium, CHROMIUM_FLAGS } from "../test-kit/chromium";
import { SCRIPT_FREE_PREFIX } from "../scripts/serve/static-server";
import { ROOT } from "../test-kit/paths";
import { CATEGORIES, type Budgets } from "./budgets";

const WORK_DIR = path.join(__dirname, ".lhci");
export const LHR_DIR = path.join(WORK_DIR, ".lighthouseci");
const RC_FILE = path.join(WORK_DIR, "lighthouserc.json");
const LHCI = path.join(ROOT, "node_modules", "@lhci", "cli", "src", "cli.js");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Lighthouse CI's configuration: how to collect, and the page budgets `lhci assert` checks (twins excluded). */
function lighthouserc(baseUrl: string, routes: string[], budgets: Budgets) {
  const pageUrl = (route: string) => `^${escapeRegExp(`${baseUrl}${route}`)}$`;
  const score = (value: number) => (value - 0.5) / 100; // Lighthouse shows Math.round(score × 100)
  return {
    ci: {
      collect: {
        chromePath: benchChromium(),
        numberOfRuns: 1,
        additive: true,
        settings: {
          chromeFlags: CHROMIUM_FLAGS.join(" "),
          onlyCategories: [...CATEGORIES],
          disableFullPageScreenshot: true,
          // The not-found page answers 404 on purpose; every route's status is checked before the runs.
          ignoreStatusCode: true,
        },
      },
      assert: {
        assertMatrix: routes.map((route) => ({
          matchingUrlPattern: pageUrl(route),
          aggregationMethod: "median",
          assertions: {
            "categories:performance": ["error", { minScore: score(budgets.performance) }],
            "largest-contentful-paint": ["error", { maxNumericValue: budgets.lcpMs }],
            "cumulative-layout-shift": ["error", { maxNumericValue: budgets.cls }],
            "resource-summary:script:size": ["error", { maxNumericValue: budgets.scriptKB * 1024 }],
            ...Object.fromEntries(
              (["accessibility", "best-practices", "seo"] as const)
                .filter((category) => !budgets.categoryExemptRoutes[category]?.includes(route))
                .map((category) => [`categories:${category}`, ["error", { minScore: score(budgets[category]) }]]),
            ),
          },
        })),
      },
    },
  };
}

function lhci(args: string[], { quiet }: { quiet: boolean }): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LHCI, ...args, `--config=${RC_FILE}`], {
      cwd: WORK_DIR,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collectOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on("data", collectOutput);
    child.stderr.on("data", collectOutput);
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

export interface Figures {
  performance: number | null;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  scriptKB: number;
}

function figures(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary =
    (
      lhr.audits["resource-summary"]?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const score = lhr.categories.performance?.score;
  return {
    performance: typeof score === "number" ? Math.round(score * 100) : null,
    tbt: Math.round(audit("total-blocking-time")),
    lcp: Math.round(audit("largest-contentful-paint")),
    fcp: Math.round(audit("first-contentful-paint")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    scriptKB: Number(((summary.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024).toFixed(1)),
  };
}

export interface RoutePairs {
  page: Figures[];
  twin: Figures[];
}

/** One round: every page and its twin, in turn; the twin first when `twinFirst`. Returns the new LHRs by URL. */
async function collectRound(urls: string[]): Promise<Map<string, Result>> {
  const before = new Set(fs.existsSync(LHR_DIR) ? fs.readdirSync(LHR_DIR) : []);
  const { code, output } = await lhci(["collect", ...urls.map((url) => `--url=${url}`)], { quiet: true });
  if (code !== 0) throw new Error(`lhci collect failed (exit ${code}):\n${output.slice(-4000)}`);
  const results = new Map<string, Result>();
  for (const file of fs.readdirSync(LHR_DIR).filter((name) => /^lhr-\d+\.json$/.test(name) && !before.has(name))) {
    const lhr = JSON.parse(fs.readFileSync(path.join(LHR_DIR, file), "utf8")) as Result;
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    results.set(lhr.requestedUrl ?? lhr.finalDisplayedUrl, lhr);
  }
  const missing = urls.filter((url) => !results.has(url));
  if (missing.length > 0) throw new Error(`lhci collect left no result for ${missing.join(", ")}`);
  return results;
}

/** Every page and its twin, `runs` interleaved rounds (the twin first in every other), then `lhci assert`. */
export async function measureLighthouse(baseUrl: string, routes: string[], runs: number, budgets: Budgets) {
  const pairs = new Map<string, RoutePairs>(routes.map((route) => [route, { page: [], twin: [] }]));
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.writeFileSync(RC_FILE, JSON.stringify(lighthouserc(baseUrl, routes, budgets), null, 2));
  console.log(`Lighthouse CI: ${routes.length} page(s) and their twins, ${runs} interleaved round(s)`);
  for (let round = 1; round <= runs; round += 1) {
    const twinFirst = round % 2 === 0;
    const urls = routes.flatMap((route) => {
      const pair = [`${baseUrl}${route}`, `${baseUrl}${SCRIPT_FREE_PREFIX}${route}`];
      return twinFirst ? pair.reverse() : pair;
    });
    const started = Date.now();
    const results = await collectRound(urls);
    for (const route of routes) {
      const pair = pairs.get(route) as RoutePairs;
      pair.page.push(figures(results.get(`${baseUrl}${route}`) as Result));
      pair.twin.push(figures(results.get(`${baseUrl}${SCRIPT_FREE_PREFIX}${route}`) as Result));
    }
    const deltas = routes.map((route) => {
      const pair = pairs.get(route) as RoutePairs;
      return `${route} ${pair.page[round - 1].tbt}−${pair.twin[round - 1].tbt}`;
    });
    console.log(
      `  round ${round}/${runs} (${Math.round((Date.now() - started) / 1000)} s): TBT page−twin ${deltas.join(", ")}`,
    );
  }
  const assertion = await lhci(["assert"], { quiet: true });
  return { pairs, assertOutput: assertion.output.trim(), assertFailed: assertion.code !== 0 };
}
