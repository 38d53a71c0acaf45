/**
 * `npm run bench`: what each page's JavaScript costs a new visitor on a mid-range phone.
 *
 * Absolute Lighthouse figures move with the machine, so every page is measured against its
 * script-free twin: the same built page with every <script> removed, served by the same server
 * under /__script-free/… (test-kit/static-server.ts). Lighthouse CI (`lhci collect`) runs Lighthouse's
 * mobile defaults (Moto G Power, simulated slow 4G, 4× CPU) on page and twin one after the other,
 * every page in turn, round after round (the twin goes first in every other round), so both sides of
 * a pair see the same machine. Then:
 *   - the TBT a page adds over its twin (median of the per-round differences) is checked here;
 *   - `lhci assert` checks the page's own medians: performance, LCP, CLS, script KB, a11y/BP/SEO;
 *   - bench/observed-lcp.ts loads page and twin in Chromium with the same emulation applied by the
 *     browser itself, and the LCP a page adds over its twin (median of the per-round differences) is
 *     checked here: Lighthouse's simulated LCP turns on requests Chromium makes after the load event,
 *     page and twin alike (see that file);
 *   - bench/first-input.ts taps the burger and the services dropdown (every page), the carousel and
 *     the forms in Chromium with the same emulation, most of them twice in the same load, and checks
 *     the time to the answer, the Event Timing duration of the first tap and how far it is above the second's.
 * Prints one table, writes bench/results.json; the LHRs and HTML reports stay in bench/.lhci/.
 *
 * Flags: --runs N (default 5)  --lcp-runs N (default 15)  --routes /a,/b  --dir <built site> (instead of building public/)
 *        --only lighthouse|lcp|inputs  --no-fail (exit 0 even when a budget is missed)
 * Exit: 0 every budget met, 1 a budget missed, 2 setup error (bad flag, build or Lighthouse failure).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Result } from "lighthouse";
import { benchChromium, CHROMIUM_FLAGS } from "../test-kit/chromium";
import { SCRIPT_FREE_PREFIX, startStaticServer, type StaticServer } from "../test-kit/static-server";
import { withBuildLock } from "../test-kit/build-lock";
import { ensureBuild } from "../test-kit/site-build";
import { ROOT } from "../test-kit/paths";
import { FIXED_ROUTES, longestGuideRoute, NOT_FOUND_ROUTE, serviceRoutes } from "../test-kit/routes";
import { inputCases, measureFirstInputs, median, type InputResult } from "./first-input";
import { measureObservedLcp, type ObservedLcp } from "./observed-lcp";

const WORK_DIR = path.join(__dirname, ".lhci");
const LHR_DIR = path.join(WORK_DIR, ".lighthouseci");
const RC_FILE = path.join(WORK_DIR, "lighthouserc.json");
const RESULTS_FILE = path.join(__dirname, "results.json");
/**
 * A page and its twin differ by ±100 ms from one load to the next on a busy 2-core VM (robust
 * spread of the per-round differences, every route, 2026-11-25): the median of 5 then misses a
 * 100 ms budget by chance on about one page in twenty, of 15 on about one in four hundred.
 * A load takes about 3 s.
 */
const DEFAULT_LCP_RUNS = 15;
const LHCI = path.join(ROOT, "node_modules", "@lhci", "cli", "src", "cli.js");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

class UsageError extends Error {}

interface Options {
  runs: number;
  /** Rounds of the observed-LCP comparison: cheaper per load than Lighthouse, and noisier per load. */
  lcpRuns: number;
  routes?: string[];
  dir?: string;
  lighthouse: boolean;
  lcp: boolean;
  inputs: boolean;
  fail: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 5, lcpRuns: DEFAULT_LCP_RUNS, lighthouse: true, lcp: true, inputs: true, fail: true };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].includes("=") ? [argv[i].slice(0, argv[i].indexOf("=")), argv[i].slice(argv[i].indexOf("=") + 1)] : [argv[i], undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith("--")) throw new UsageError(`${name} needs a value`);
      return next;
    };
    switch (name) {
      case "--runs":
        options.runs = Number(value());
        if (!Number.isInteger(options.runs) || options.runs < 1) throw new UsageError("--runs must be a positive integer");
        break;
      case "--lcp-runs":
        options.lcpRuns = Number(value());
        if (!Number.isInteger(options.lcpRuns) || options.lcpRuns < 1) throw new UsageError("--lcp-runs must be a positive integer");
        break;
      case "--routes":
        options.routes = value()
          .split(",")
          .map((route) => route.trim())
          .filter(Boolean)
          .map((route) => (route.startsWith("/") ? route : `/${route}`).replace(/(.)\/+$/, "$1"));
        break;
      case "--dir":
        options.dir = path.resolve(value());
        if (!fs.existsSync(path.join(options.dir, "index.html"))) throw new UsageError(`--dir: no index.html in ${options.dir}`);
        break;
      case "--only": {
        const only = value();
        if (only !== "lighthouse" && only !== "lcp" && only !== "inputs") throw new UsageError("--only must be lighthouse, lcp or inputs");
        options.lighthouse = only === "lighthouse";
        options.lcp = only === "lcp";
        options.inputs = only === "inputs";
        break;
      }
      case "--no-fail":
        options.fail = false;
        break;
      default:
        throw new UsageError(`Unknown argument ${argv[i]} (see bench/README.md)`);
    }
  }
  return options;
}

/**
 * The fixed pages (/guias among them), the not-found page, every canonical service page (aliases
 * render the same page) and the longest guide, which stands for the others (one template).
 */
function allRoutes(wanted?: string[]): string[] {
  const services = [...new Set(serviceRoutes().map((service) => service.canonical))].sort();
  const routes = [...FIXED_ROUTES, NOT_FOUND_ROUTE, ...services, longestGuideRoute()];
  if (!wanted) return routes;
  const unknown = wanted.filter((route) => !routes.includes(route));
  if (unknown.length > 0) throw new UsageError(`Unknown route(s): ${unknown.join(", ")}.\nKnown routes: ${routes.join(", ")}`);
  return routes.filter((route) => wanted.includes(route));
}

// ---------------------------------------------------------------------------------------------
// Budgets

interface Budgets {
  tbtOverTwinMs: number;
  lcpOverTwinMs: number;
  performance: number;
  lcpMs: number;
  cls: number;
  scriptKB: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  categoryExemptRoutes: Partial<Record<Category, string[]>>;
  firstInputMs: number;
  firstOverSecondMs: number;
}

function loadBudgets(): Budgets {
  const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, "budgets.json"), "utf8")) as Budgets;
  for (const key of ["tbtOverTwinMs", "lcpOverTwinMs", "performance", "lcpMs", "cls", "scriptKB", "accessibility", "best-practices", "seo", "firstInputMs", "firstOverSecondMs"] as const) {
    if (typeof budgets[key] !== "number") throw new UsageError(`bench/budgets.json: "${key}" must be a number`);
  }
  return budgets;
}

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

// ---------------------------------------------------------------------------------------------
// Lighthouse CI

function lhci(args: string[], { quiet }: { quiet: boolean }): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LHCI, ...args, `--config=${RC_FILE}`], { cwd: WORK_DIR, stdio: ["ignore", "pipe", "pipe"] });
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

interface Figures {
  performance: number | null;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  scriptKB: number;
}

function figures(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
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

interface RoutePairs {
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
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    results.set(lhr.requestedUrl ?? lhr.finalDisplayedUrl, lhr);
  }
  const missing = urls.filter((url) => !results.has(url));
  if (missing.length > 0) throw new Error(`lhci collect left no result for ${missing.join(", ")}`);
  return results;
}

// ---------------------------------------------------------------------------------------------
// Serving

let server: StaticServer | undefined;
let snapshot: string | undefined;

/**
 * A copy of public/ taken under the build lock: another worktree's `gatsby build` rewrites public/
 * in place, and a page whose HTML and page-data come from different builds makes Gatsby reload it.
 */
async function snapshotBuild(): Promise<string> {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), "corretora-bench-public-"));
  await withBuildLock(() => fs.promises.cp(path.join(ROOT, "public"), target, { recursive: true, preserveTimestamps: true }));
  return target;
}

async function cleanup(): Promise<void> {
  if (server) await server.close();
  server = undefined;
  if (snapshot) fs.rmSync(snapshot, { recursive: true, force: true });
  snapshot = undefined;
}

/** Every route answers as it should (404 for the not-found page), page and twin, before any run. */
async function checkRoutes(baseUrl: string, routes: string[]): Promise<void> {
  for (const route of routes) {
    for (const url of [`${baseUrl}${route}`, `${baseUrl}${SCRIPT_FREE_PREFIX}${route}`]) {
      const response = await fetch(url, { headers: { "Accept-Encoding": "br" } });
      const html = await response.text();
      const expected = route === NOT_FOUND_ROUTE ? 404 : 200;
      if (response.status !== expected) throw new UsageError(`${url} answered ${response.status}, expected ${expected}`);
      // Warms the server's compression cache for the page's own assets, so no run pays for it.
      for (const asset of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|json|woff2))"/g)) {
        await (await fetch(`${baseUrl}${asset[1]}`, { headers: { "Accept-Encoding": "br" } })).arrayBuffer();
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Output

interface RouteRow {
  route: string;
  pageTbt: number | null;
  twinTbt: number | null;
  tbtOverTwin: number | null;
  pageLcp: number | null;
  twinLcp: number | null;
  lcpOverTwin: number | null;
  pageObservedLcp: number | null;
  twinObservedLcp: number | null;
  observedLcpOverTwin: number | null;
  performance: number | null;
  cls: number | null;
  scriptKB: number | null;
  firstTapMs: number | null;
  secondTapMs: number | null;
}

const show = (value: number | null | undefined): string => (value === null || value === undefined ? "–" : String(value));
const medianOf = (values: (number | null)[]) => median(values.filter((value): value is number => value !== null));

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, col) => Math.max(header.length, ...rows.map((row) => row[col].length)));
  const line = (cells: string[]) => cells.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join("  ");
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const ROW_HEADERS = [
  "Page",
  "TBT ms",
  "twin TBT ms",
  "Δ TBT ms",
  "LCP ms",
  "twin LCP ms",
  "Δ LCP ms",
  "Chromium LCP ms",
  "twin Chromium LCP ms",
  "Δ Chromium LCP ms",
  "perf",
  "CLS",
  "JS KB",
  "first tap ms",
  "second tap ms",
];
const rowCells = (row: RouteRow) => [
  row.route,
  show(row.pageTbt),
  show(row.twinTbt),
  show(row.tbtOverTwin),
  show(row.pageLcp),
  show(row.twinLcp),
  show(row.lcpOverTwin),
  show(row.pageObservedLcp),
  show(row.twinObservedLcp),
  show(row.observedLcpOverTwin),
  show(row.performance),
  show(row.cls),
  show(row.scriptKB),
  show(row.firstTapMs),
  show(row.secondTapMs),
];

const INPUT_HEADERS = [
  "Input",
  "Page",
  "Event Timing first ms",
  "Event Timing second ms",
  "first − second ms",
  "answer first ms",
  "answer second ms",
  "Event Timing first, runs (ms)",
];
/** First minus second, Event Timing medians: what the first tap costs over the same input used again. */
const firstOverSecond = (input: InputResult): number | null =>
  input.eventMedian === null || input.secondEventMedian === null ? null : input.eventMedian - input.secondEventMedian;
const inputCells = (input: InputResult) => [
  input.name,
  input.route,
  show(input.eventMedian),
  input.secondEventSamples.length ? show(input.secondEventMedian) : "–",
  show(firstOverSecond(input)),
  show(input.median),
  input.secondSamples.length ? show(input.secondMedian) : "–",
  input.eventSamples.map(show).join(", "),
];

function markdown(rows: RouteRow[], inputs: InputResult[]): string {
  const lines = [
    `| ${ROW_HEADERS.join(" | ")} |`,
    `| --- |${" ---: |".repeat(ROW_HEADERS.length - 1)}`,
    ...rows.map((row) => `| ${rowCells(row).map((cell, index) => (index === 0 ? `\`${cell}\`` : cell)).join(" | ")} |`),
  ];
  if (inputs.length > 0) {
    lines.push("", `| ${INPUT_HEADERS.join(" | ")} |`, `| --- | --- |${" ---: |".repeat(INPUT_HEADERS.length - 3)} --- |`);
    for (const input of inputs) lines.push(`| ${inputCells(input).map((cell, index) => (index === 1 ? `\`${cell}\`` : cell)).join(" | ")} |`);
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const budgets = loadBudgets();
  const routes = allRoutes(options.routes);

  let root = options.dir;
  if (!root) {
    await ensureBuild();
    root = snapshot = await snapshotBuild();
  }
  server = await startStaticServer({ root, host: "127.0.0.1", port: 0, scriptFreeTwins: true });
  const baseUrl = server.url;
  console.log(`Serving ${options.dir ?? "a snapshot of public/"} at ${baseUrl}, script-free twins under ${SCRIPT_FREE_PREFIX}/`);
  await checkRoutes(baseUrl, routes);

  const pairs = new Map<string, RoutePairs>(routes.map((route) => [route, { page: [], twin: [] }]));
  let assertOutput = "";
  let assertFailed = false;
  if (options.lighthouse) {
    fs.rmSync(WORK_DIR, { recursive: true, force: true });
    fs.mkdirSync(WORK_DIR, { recursive: true });
    fs.writeFileSync(RC_FILE, JSON.stringify(lighthouserc(baseUrl, routes, budgets), null, 2));
    console.log(`Lighthouse CI: ${routes.length} page(s) and their twins, ${options.runs} interleaved round(s)`);
    for (let round = 1; round <= options.runs; round += 1) {
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
      console.log(`  round ${round}/${options.runs} (${Math.round((Date.now() - started) / 1000)} s): TBT page−twin ${deltas.join(", ")}`);
    }
    const assertion = await lhci(["assert"], { quiet: true });
    assertOutput = assertion.output.trim();
    assertFailed = assertion.code !== 0;
  }

  let observed: ObservedLcp[] = [];
  if (options.lcp) {
    console.log(`Observed LCP: ${routes.length} page(s) and their twins, ${options.lcpRuns} interleaved round(s), Chromium with the same emulation`);
    observed = await measureObservedLcp(
      (route) => `${baseUrl}${route}`,
      (route) => `${baseUrl}${SCRIPT_FREE_PREFIX}${route}`,
      routes,
      options.lcpRuns,
      (line) => console.log(line),
    );
  }

  let inputs: InputResult[] = [];
  if (options.inputs) {
    console.log(`First input: ${options.runs} run(s) of each input, 4 s after load, Lighthouse's mobile emulation`);
    inputs = await measureFirstInputs(baseUrl, inputCases(routes), options.runs, (line) => console.log(line));
  }

  const rows: RouteRow[] = routes.map((route) => {
    const { page, twin } = pairs.get(route) as RoutePairs;
    const burger = inputs.find((input) => input.name === "burger" && input.route === route);
    const lcp = observed.find((item) => item.route === route);
    // A round where either side has no figure has no difference either.
    const observedDeltas = (lcp?.page ?? []).map((value, index) => (value === null || lcp?.twin[index] == null ? null : value - (lcp.twin[index] as number)));
    return {
      route,
      pageTbt: medianOf(page.map((run) => run.tbt)),
      twinTbt: medianOf(twin.map((run) => run.tbt)),
      tbtOverTwin: medianOf(page.map((run, index) => run.tbt - twin[index].tbt)),
      pageLcp: medianOf(page.map((run) => run.lcp)),
      twinLcp: medianOf(twin.map((run) => run.lcp)),
      lcpOverTwin: medianOf(page.map((run, index) => run.lcp - twin[index].lcp)),
      pageObservedLcp: lcp && lcp.page.every((value) => value !== null) ? medianOf(lcp.page) : null,
      twinObservedLcp: lcp && lcp.twin.every((value) => value !== null) ? medianOf(lcp.twin) : null,
      observedLcpOverTwin: lcp && observedDeltas.every((value) => value !== null) ? medianOf(observedDeltas) : null,
      performance: medianOf(page.map((run) => run.performance)),
      cls: medianOf(page.map((run) => run.cls)),
      scriptKB: medianOf(page.map((run) => run.scriptKB)),
      firstTapMs: burger?.median ?? null,
      secondTapMs: burger?.secondMedian ?? null,
    };
  });

  const misses: string[] = [];
  if (options.lighthouse) {
    for (const row of rows) {
      if (row.tbtOverTwin === null || row.tbtOverTwin > budgets.tbtOverTwinMs) {
        misses.push(`${row.route}: TBT over the script-free twin ${show(row.tbtOverTwin)} ms (budget ≤ ${budgets.tbtOverTwinMs} ms)`);
      }
    }
    if (assertFailed) misses.push("lhci assert: page budgets missed (see its report above)");
  }
  if (options.lcp) {
    for (const row of rows) {
      if (row.observedLcpOverTwin === null || row.observedLcpOverTwin > budgets.lcpOverTwinMs) {
        const item = observed.find((entry) => entry.route === row.route);
        const elements = item && item.pageElement !== item.twinElement ? ` (largest element ${item.pageElement} vs twin ${item.twinElement})` : "";
        misses.push(`${row.route}: LCP over the script-free twin in Chromium ${row.observedLcpOverTwin === null ? "not measured in every round" : `${row.observedLcpOverTwin} ms`} (budget ≤ ${budgets.lcpOverTwinMs} ms)${elements}`);
      }
    }
  }
  for (const input of inputs) {
    // The answer is never below the Event Timing duration (first-input.ts), nor then its median: one check holds both.
    if (input.median === null || input.median > budgets.firstInputMs) {
      const measured = input.median === null ? "did not always answer" : `${input.median} ms (Event Timing ${show(input.eventMedian)} ms)`;
      misses.push(`${input.route} ${input.name}: first input ${measured} (budget ≤ ${budgets.firstInputMs} ms)`);
    }
    const overSecond = firstOverSecond(input);
    if (input.secondEventSamples.length > 0 && (overSecond === null || overSecond > budgets.firstOverSecondMs)) {
      misses.push(
        `${input.route} ${input.name}: first tap over the second (Event Timing) ${overSecond === null ? "not measured in every run" : `${overSecond} ms (${input.eventMedian} vs ${input.secondEventMedian})`} (budget ≤ ${budgets.firstOverSecondMs} ms)`,
      );
    }
    if (input.fetchedOnInput.length > 0) misses.push(`${input.route} ${input.name}: the first input fetched ${input.fetchedOnInput.join(", ")}`);
  }

  console.log(
    `\nMobile, median of ${options.runs} round(s) (${options.lcpRuns} for Chromium LCP); every Δ is the median of the per-round differences page − twin.` +
      `\nLCP: Lighthouse's simulation (lhci assert's budget); Chromium LCP: observed under the same emulation applied by the browser (the Δ budget)\n`,
  );
  console.log(table(ROW_HEADERS, rows.map(rowCells)));
  if (inputs.length > 0) {
    console.log(`\nInputs, median of ${options.runs} run(s): Event Timing (the tap's longest event entry) and the answer (the later of that and the frame that shows it).\n`);
    console.log(table(INPUT_HEADERS, inputs.map(inputCells)));
  }
  if (assertOutput) console.log(`\nlhci assert:\n${assertOutput}`);
  console.log(`\nMarkdown (for docs/speed.md):\n\n${markdown(rows, inputs)}\n`);
  console.log(misses.length === 0 ? "All budgets met." : `Budget misses (${misses.length}):\n  ${misses.join("\n  ")}`);

  fs.writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), runs: options.runs, lcpRuns: options.lcpRuns, served: options.dir ?? "public/ (snapshot)", budgets, rows, pairs: Object.fromEntries(pairs), observedLcp: observed, inputs, misses }, null, 2)}\n`,
  );
  console.log(`Wrote ${path.relative(ROOT, RESULTS_FILE)}; Lighthouse reports in ${path.relative(ROOT, LHR_DIR)}/`);
  if (misses.length > 0 && !options.fail) console.log("--no-fail: exiting 0 despite the misses.");
  return misses.length > 0 && options.fail ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    await cleanup();
    console.error(error instanceof UsageError ? `\n${error.message}` : error);
    process.exit(2);
  });
