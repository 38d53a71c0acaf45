/**
 * `npm run bench`: Lighthouse page-speed benchmark of every page of the site.
 *
 * Builds the site when its inputs changed (unless --url points at a deployed site), serves
 * public/ like Netlify does (scripts/static-server.ts), then runs Lighthouse sequentially —
 * mobile defaults (simulated slow 4G, Moto G Power) and the desktop preset, N runs each —
 * keeps the median run (Lighthouse's computeMedianRun), prints tables, writes
 * bench/results.json (+ the median reports in bench/reports/) and checks bench/budgets.json.
 *
 * Flags: --url <base>  --runs N  --routes /a,/b  --only mobile|desktop  --all (include alias URLs)
 *        --no-fail (exit 0 even when budgets are missed)  --markdown (print only the markdown summary)
 * Exit: 0 all budgets pass, 1 a budget missed or a page could not be measured, 2 setup error.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium";
import { startStaticServer, type StaticServer } from "../scripts/static-server";
import { contentDir } from "../src/node/content-dir";
import { servicePaths } from "../src/node/create-pages";

const ROOT = path.resolve(import.meta.dirname, "..");
// Loaded through require: imported from this ES module, tsx gives the CommonJS build.ts a wrong
// __dirname (one level too high), so it would look for public/ outside the project.
const { ensureBuild } = createRequire(import.meta.url)("../__tests__/browser/build") as typeof import("../__tests__/browser/build");
const BENCH_DIR = path.join(ROOT, "bench");
const RESULTS_FILE = path.join(BENCH_DIR, "results.json");
const REPORTS_DIR = path.join(BENCH_DIR, "reports");
const BUDGETS_FILE = path.join(BENCH_DIR, "budgets.json");

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const FORM_FACTORS = ["mobile", "desktop"] as const;
type FormFactor = (typeof FORM_FACTORS)[number];
const NOT_FOUND_ROUTE = "/pagina-que-nao-existe";
const FIXED_ROUTES = ["/", "/quem-somos", "/fale-conosco", "/solicitar-cotacao", "/servicos", "/politica-de-privacidade"];

// ---------------------------------------------------------------------------------------------
// Command line

interface Options {
  baseUrl?: string;
  runs: number;
  routes?: string[];
  formFactors: FormFactor[];
  all: boolean;
  fail: boolean;
  markdownOnly: boolean;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 3, formFactors: [...FORM_FACTORS], all: false, fail: true, markdownOnly: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith("--")) throw new UsageError(`${name} needs a value`);
      return next;
    };
    switch (name) {
      case "--url":
        options.baseUrl = value().replace(/\/+$/, "");
        if (!/^https?:\/\//.test(options.baseUrl)) throw new UsageError(`--url must start with http:// or https:// (got ${options.baseUrl})`);
        break;
      case "--runs": {
        const runs = Number(value());
        if (!Number.isInteger(runs) || runs < 1) throw new UsageError("--runs must be a positive integer");
        options.runs = runs;
        break;
      }
      case "--routes":
        options.routes = value()
          .split(",")
          .map((route) => route.trim())
          .filter(Boolean)
          .map((route) => (route.startsWith("/") ? route : `/${route}`).replace(/(.)\/+$/, "$1"));
        break;
      case "--only": {
        const only = value();
        if (only !== "mobile" && only !== "desktop") throw new UsageError("--only must be mobile or desktop");
        options.formFactors = [only];
        break;
      }
      case "--all":
        options.all = true;
        break;
      case "--no-fail":
        options.fail = false;
        break;
      case "--markdown":
        options.markdownOnly = true;
        break;
      case "--help":
      case "-h":
        console.log(fs.readFileSync(import.meta.filename, "utf8").split("*/")[0]);
        process.exit(0);
        break;
      default:
        throw new UsageError(`Unknown argument ${arg} (see bench/README.md)`);
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Routes

interface Route {
  path: string;
  label: string;
  notFound: boolean;
}

function serviceRoutes(includeAliases: boolean): Route[] {
  const dir = path.join(contentDir(ROOT), "services");
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { slug: string; aliases?: string[] | null })
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .flatMap((service) => {
      const [canonical, ...aliases] = servicePaths({ slug: service.slug, aliases: service.aliases ?? null });
      return [
        { path: canonical, label: canonical, notFound: false },
        ...(includeAliases ? aliases.map((alias) => ({ path: alias, label: `${alias} (alias)`, notFound: false })) : []),
      ];
    });
}

function allRoutes(options: Options): Route[] {
  const routes: Route[] = [
    ...FIXED_ROUTES.map((route) => ({ path: route, label: route, notFound: false })),
    { path: NOT_FOUND_ROUTE, label: `${NOT_FOUND_ROUTE} (404)`, notFound: true },
    ...serviceRoutes(options.all || Boolean(options.routes)),
  ];
  if (!options.routes) return routes;
  const unknown = options.routes.filter((wanted) => !routes.some((route) => route.path === wanted));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown route(s): ${unknown.join(", ")}.\nKnown routes: ${routes.map((route) => route.path).join(", ")}`);
  }
  return routes.filter((route) => options.routes?.includes(route.path));
}

// ---------------------------------------------------------------------------------------------
// Figures taken from a Lighthouse result

interface Opportunity {
  id: string;
  title: string;
  displayValue?: string;
  /** Estimated savings per metric (ms for FCP/LCP/TBT, unitless for CLS) as Lighthouse reports them. */
  metricSavings?: Record<string, number>;
  savingsBytes?: number;
}

interface Figures {
  scores: Record<Category, number | null>;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  jsKB: number | null;
  totalKB: number | null;
}

interface PageFormFactorResult extends Figures {
  url: string;
  runs: (Figures & { error?: string })[];
  /** Index in `runs` of the median run. */
  medianRun: number | null;
  errors: string[];
  warnings: string[];
  lcpElement?: string;
  opportunities: Opportunity[];
  failingAudits: { category: Category; id: string; title: string }[];
  report?: string;
  /** Lighthouse's CPU benchmark of the machine during the median run (a busy or slow machine inflates TBT). */
  benchmarkIndex?: number;
}

const round = (value: number | undefined | null, digits = 0): number | null =>
  value === undefined || value === null || Number.isNaN(value) ? null : Number(value.toFixed(digits));

const numeric = (lhr: Result, id: string): number | undefined => lhr.audits[id]?.numericValue;

/** Audit `details` are a union of many shapes; these helpers only read the generic table form. */
interface TableLike {
  type?: string;
  items?: Record<string, unknown>[];
  overallSavingsBytes?: number;
}

function tableItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as TableLike | undefined;
  return Array.isArray(details?.items) ? details.items : [];
}

function transferKB(lhr: Result): { jsKB: number | null; totalKB: number | null } {
  const summary = tableItems(lhr, "resource-summary");
  if (summary.length > 0) {
    const bytes = (type: string) => Number(summary.find((item) => item.resourceType === type)?.transferSize ?? 0);
    return { jsKB: round(bytes("script") / 1024, 1), totalKB: round(bytes("total") / 1024, 1) };
  }
  const requests = tableItems(lhr, "network-requests");
  if (requests.length === 0) return { jsKB: null, totalKB: null };
  const sum = (items: Record<string, unknown>[]) => items.reduce((total, item) => total + Number(item.transferSize ?? 0), 0);
  return {
    jsKB: round(sum(requests.filter((item) => item.resourceType === "Script")) / 1024, 1),
    totalKB: round(sum(requests) / 1024, 1),
  };
}

function figures(lhr: Result): Figures {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  return {
    scores,
    fcp: round(numeric(lhr, "first-contentful-paint")),
    lcp: round(numeric(lhr, "largest-contentful-paint")),
    tbt: round(numeric(lhr, "total-blocking-time")),
    cls: round(numeric(lhr, "cumulative-layout-shift"), 3),
    ...transferKB(lhr),
  };
}

/** The first DOM node found anywhere in an audit's details (the LCP element audit nests tables). */
function findNode(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  if (record.type === "node" && typeof record.snippet === "string") {
    return `${record.snippet}${typeof record.selector === "string" ? ` (${record.selector})` : ""}`;
  }
  for (const child of Object.values(record)) {
    const found = Array.isArray(child) ? child.map(findNode).find(Boolean) : findNode(child);
    if (found) return found;
  }
  return undefined;
}

function opportunities(lhr: Result): Opportunity[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const savingsMs = (op: Opportunity) =>
    Math.max(0, ...Object.entries(op.metricSavings ?? {}).filter(([metric]) => metric !== "CLS").map(([, ms]) => ms));
  return refs
    .filter((ref) => ref.group !== "metrics" && ref.group !== "hidden")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      metricSavings: audit.metricSavings as Record<string, number> | undefined,
      savingsBytes: (audit.details as TableLike | undefined)?.overallSavingsBytes,
    }))
    .sort((a, b) => savingsMs(b) - savingsMs(a) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0))
    .slice(0, 10);
}

function failingAudits(lhr: Result): PageFormFactorResult["failingAudits"] {
  return CATEGORIES.filter((category) => category !== "performance").flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => ({ category, id: audit.id, title: audit.title })),
  );
}

/** Lighthouse's representative run (closest to the median FCP and TTI); falls back to the median performance score. */
function medianRun(runs: Result[]): Result {
  try {
    return computeMedianRun(runs);
  } catch {
    const sorted = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    return sorted[Math.floor((sorted.length - 1) / 2)];
  }
}

// ---------------------------------------------------------------------------------------------
// Chrome + Lighthouse

// The Launcher object rather than launch()'s result, so a Chrome that is still starting when
// SIGINT arrives (its process is spawned before the debugging port answers) is killed too.
let chrome: chromeLauncher.Launcher | undefined;
let server: StaticServer | undefined;

async function launchChrome(): Promise<number> {
  const launcher = new chromeLauncher.Launcher({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // handled below, so the static server is closed too
    logLevel: "silent",
  });
  chrome = launcher;
  await launcher.launch();
  if (!launcher.port) throw new Error("Chromium started without a debugging port");
  return launcher.port;
}

function killChrome(): void {
  if (!chrome) return;
  try {
    chrome.kill();
  } catch {
    // already gone
  }
  chrome = undefined;
}

/**
 * Serves a copy of public/, taken under the build lock: other engineers' `gatsby build` rewrites
 * public/ in place, and a page whose HTML and page-data/app-data.json come from different builds
 * makes Gatsby reload it (the page loads twice, doubling LCP/TBT). Seen in practice, hence the copy.
 */
let snapshot: string | undefined;
function snapshotBuild(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), "corretora-bench-public-"));
  execFileSync("flock", ["/tmp/corretora-build.lock", "cp", "-a", `${path.join(ROOT, "public")}/.`, target]);
  return target;
}

async function cleanup(): Promise<void> {
  if (snapshot) {
    fs.rmSync(snapshot, { recursive: true, force: true });
    snapshot = undefined;
  }
  killChrome();
  if (server) {
    const closing = server;
    server = undefined;
    await closing.close();
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chrome and the static server…`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function runLighthouse(url: string, formFactor: FormFactor, notFound: boolean): Promise<Result> {
  const port = chrome?.port ?? (await launchChrome());
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
    // The 404 page is served with status 404 on purpose; measure it instead of refusing it.
    ignoreStatusCode: notFound,
  };
  const config: Config | undefined = formFactor === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error("Lighthouse returned no result");
  return result.lhr;
}

async function measure(route: Route, baseUrl: string, formFactor: FormFactor, runs: number): Promise<PageFormFactorResult> {
  const url = `${baseUrl}${route.path}`;
  const good: Result[] = [];
  const goodIndex: number[] = []; // good[i] is runFigures[goodIndex[i]]
  const runFigures: PageFormFactorResult["runs"] = [];
  const errors: string[] = [];
  const warnings = new Set<string>();
  try {
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`  ${formFactor.padEnd(7)} ${route.label} run ${run}/${runs}… `);
      const started = Date.now();
      try {
        const lhr = await runLighthouse(url, formFactor, route.notFound);
        lhr.runWarnings.forEach((warning) => warnings.add(String(warning)));
        if (lhr.runtimeError) {
          const error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
          errors.push(`run ${run}: ${error}`);
          runFigures.push({ ...figures(lhr), error });
          console.log(`ERROR ${error}`);
          continue;
        }
        good.push(lhr);
        goodIndex.push(runFigures.length);
        const fig = figures(lhr);
        runFigures.push(fig);
        console.log(`perf ${fig.scores.performance}, LCP ${fig.lcp} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (process.env.BENCH_DEBUG) console.error(error);
        errors.push(`run ${run}: ${message}`);
        runFigures.push({ ...emptyFigures(), error: message });
        console.log(`FAILED ${message}`);
        killChrome(); // start the next run with a fresh browser
      }
    }
  } finally {
    killChrome(); // a fresh browser (and profile) for every page and form factor
  }
  if (good.length === 0) {
    return { url, ...emptyFigures(), runs: runFigures, medianRun: null, errors, warnings: [...warnings], opportunities: [], failingAudits: [] };
  }
  const median = medianRun(good);
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const slug = route.path === "/" ? "home" : route.path.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "_");
  const report = path.join(REPORTS_DIR, `${formFactor}-${slug}.json`);
  fs.writeFileSync(report, JSON.stringify(median));
  return {
    url,
    ...figures(median),
    runs: runFigures,
    medianRun: goodIndex[good.indexOf(median)],
    errors,
    warnings: [...warnings],
    lcpElement: findNode(median.audits["largest-contentful-paint-element"]?.details),
    opportunities: opportunities(median),
    failingAudits: failingAudits(median),
    report: path.relative(ROOT, report),
    benchmarkIndex: round(median.environment.benchmarkIndex) ?? undefined,
  };
}

function emptyFigures(): Figures {
  return {
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    fcp: null,
    lcp: null,
    tbt: null,
    cls: null,
    jsKB: null,
    totalKB: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Budgets

type BudgetMetric = Category | "lcp" | "tbt" | "cls" | "jsKB" | "fcp" | "totalKB";
interface Budget {
  metric: BudgetMetric;
  min?: number;
  max?: number;
  formFactors: FormFactor[];
  /** Routes the budget does not apply to, with the reason in budgets.json. */
  exceptRoutes?: string[];
}
interface Miss {
  route: string;
  formFactor: FormFactor;
  metric: BudgetMetric | "errors";
  value: number | null;
  budget: string;
}

function loadBudgets(): Budget[] {
  const raw = JSON.parse(fs.readFileSync(BUDGETS_FILE, "utf8")) as { budgets?: unknown };
  if (!Array.isArray(raw.budgets)) throw new UsageError(`${BUDGETS_FILE}: "budgets" must be an array`);
  const metrics: BudgetMetric[] = [...CATEGORIES, "lcp", "tbt", "cls", "jsKB", "fcp", "totalKB"];
  return raw.budgets.map((entry: Budget, index: number) => {
    if (!metrics.includes(entry.metric)) throw new UsageError(`${BUDGETS_FILE}: budget ${index} has unknown metric ${String(entry.metric)}`);
    if (typeof entry.min !== "number" && typeof entry.max !== "number") throw new UsageError(`${BUDGETS_FILE}: budget ${index} needs min or max`);
    return { ...entry, formFactors: entry.formFactors ?? [...FORM_FACTORS] };
  });
}

function metricValue(result: Figures, metric: BudgetMetric): number | null {
  return (CATEGORIES as readonly string[]).includes(metric) ? result.scores[metric as Category] : result[metric as Exclude<BudgetMetric, Category>];
}

const UNITS: Partial<Record<BudgetMetric, string>> = { lcp: " ms", tbt: " ms", fcp: " ms", jsKB: " KB", totalKB: " KB" };

function checkBudgets(route: Route, formFactor: FormFactor, result: PageFormFactorResult, budgets: Budget[]): Miss[] {
  if (result.medianRun === null) {
    return [{ route: route.path, formFactor, metric: "errors", value: null, budget: `no successful run (${result.errors.join("; ")})` }];
  }
  return budgets
    .filter((budget) => budget.formFactors.includes(formFactor) && !budget.exceptRoutes?.includes(route.path))
    .flatMap((budget): Miss[] => {
      const value = metricValue(result, budget.metric);
      const unit = UNITS[budget.metric] ?? "";
      if (value === null) return [{ route: route.path, formFactor, metric: budget.metric, value, budget: "no value reported" }];
      if (budget.min !== undefined && value < budget.min) return [{ route: route.path, formFactor, metric: budget.metric, value, budget: `≥ ${budget.min}${unit}` }];
      if (budget.max !== undefined && value > budget.max) return [{ route: route.path, formFactor, metric: budget.metric, value, budget: `≤ ${budget.max}${unit}` }];
      return [];
    });
}

// ---------------------------------------------------------------------------------------------
// Output

const show = (value: number | null | undefined): string => (value === null || value === undefined ? "–" : String(value));

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, col) => Math.max(header.length, ...rows.map((row) => row[col].length)));
  const line = (cells: string[]) => cells.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join("  ");
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

interface PageResult {
  route: string;
  label: string;
  formFactors: Partial<Record<FormFactor, PageFormFactorResult>>;
}

function formFactorTable(pages: PageResult[], formFactor: FormFactor): string {
  const headers = ["route", "perf", "a11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "JS KB", "total KB"];
  const rows = pages.flatMap((page) => {
    const r = page.formFactors[formFactor];
    if (!r) return [];
    return [[
      page.label + (r.errors.length > 0 ? ` (!${r.errors.length} err)` : ""),
      show(r.scores.performance),
      show(r.scores.accessibility),
      show(r.scores["best-practices"]),
      show(r.scores.seo),
      show(r.fcp),
      show(r.lcp),
      show(r.tbt),
      show(r.cls),
      show(r.jsKB),
      show(r.totalKB),
    ]];
  });
  return table(headers, rows);
}

function markdownTable(pages: PageResult[]): string {
  const lines = [
    "| Page | Mobile perf | Mobile LCP (ms) | Mobile TBT (ms) | Mobile CLS | JS (KB) | Desktop perf |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const nums = (pick: (page: PageResult) => number | null | undefined) =>
    pages.map(pick).filter((value): value is number => typeof value === "number");
  for (const page of pages) {
    const m = page.formFactors.mobile;
    const d = page.formFactors.desktop;
    lines.push(`| \`${page.label}\` | ${show(m?.scores.performance)} | ${show(m?.lcp)} | ${show(m?.tbt)} | ${show(m?.cls)} | ${show(m?.jsKB ?? d?.jsKB)} | ${show(d?.scores.performance)} |`);
  }
  const worst = (values: number[], pick: (...xs: number[]) => number) => (values.length ? String(pick(...values)) : "–");
  lines.push(
    `| **worst** | **${worst(nums((p) => p.formFactors.mobile?.scores.performance), Math.min)}** | **${worst(nums((p) => p.formFactors.mobile?.lcp), Math.max)}** | **${worst(nums((p) => p.formFactors.mobile?.tbt), Math.max)}** | **${worst(nums((p) => p.formFactors.mobile?.cls), Math.max)}** | **${worst(nums((p) => p.formFactors.mobile?.jsKB ?? p.formFactors.desktop?.jsKB), Math.max)}** | **${worst(nums((p) => p.formFactors.desktop?.scores.performance), Math.min)}** |`,
  );
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main

async function checkReachable(url: string): Promise<void> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: "follow" });
    if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    const cause = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ""}` : String(error);
    throw new UsageError(`Cannot reach ${url}: ${cause}. Check the URL and that the site is up.`);
  }
}

/** Fetches every route and the same-origin scripts/styles it references, so the first measured run doesn't pay for cold caches (the local server compresses lazily). */
async function warmUp(baseUrl: string, routes: Route[]): Promise<void> {
  const seen = new Set<string>();
  const get = async (url: string) => {
    if (seen.has(url)) return "";
    seen.add(url);
    try {
      const response = await fetch(url, { headers: { "Accept-Encoding": "br, gzip" }, signal: AbortSignal.timeout(30_000) });
      return await response.text();
    } catch {
      return "";
    }
  };
  for (const route of routes) {
    const html = await get(`${baseUrl}${route.path}`);
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|json|woff2))"/g)].map((match) => `${baseUrl}${match[1]}`);
    for (const asset of assets) await get(asset);
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const budgets = loadBudgets();
  const routes = allRoutes(options);

  let baseUrl = options.baseUrl;
  if (!baseUrl) {
    ensureBuild();
    snapshot = snapshotBuild();
    server = await startStaticServer({ root: snapshot, host: "127.0.0.1", port: 0 });
    baseUrl = server.url;
    console.log(`Serving a snapshot of public/ at ${baseUrl}`);
  }
  await checkReachable(`${baseUrl}${routes[0].path}`);
  await warmUp(baseUrl, routes);

  const started = Date.now();
  console.log(`Lighthouse: ${routes.length} page(s) × ${options.formFactors.join(" + ")} × ${options.runs} run(s), sequentially\n`);
  const pages: PageResult[] = [];
  const misses: Miss[] = [];
  let lighthouseVersion: string | undefined;
  let chromiumVersion: string | undefined;
  // Written after every page too, so an interrupted run leaves its figures (complete: false).
  const writeResults = ({ complete }: { complete: boolean }) => {
    const results = {
      complete,
      date: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      baseUrl: options.baseUrl ?? "local build (public/)",
      lighthouseVersion,
      chromiumVersion,
      runsPerPage: options.runs,
      formFactors: options.formFactors,
      medianRun: "Lighthouse computeMedianRun (the run closest to the median FCP and TTI)",
      budgets,
      passed: complete && misses.length === 0,
      misses,
      pages,
    };
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  };
  for (const route of routes) {
    const page: PageResult = { route: route.path, label: route.label, formFactors: {} };
    for (const formFactor of options.formFactors) {
      const result = await measure(route, baseUrl, formFactor, options.runs);
      page.formFactors[formFactor] = result;
      misses.push(...checkBudgets(route, formFactor, result, budgets));
      if (result.report && !lighthouseVersion) {
        const lhr = JSON.parse(fs.readFileSync(path.join(ROOT, result.report), "utf8")) as Result;
        lighthouseVersion = lhr.lighthouseVersion;
        chromiumVersion = /(?:Headless)?Chrom(?:e|ium)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0];
      }
    }
    pages.push(page);
    writeResults({ complete: false });
  }

  if (!options.markdownOnly) {
    for (const formFactor of options.formFactors) {
      console.log(`\n${formFactor === "mobile" ? "Mobile (Moto G Power, simulated slow 4G)" : "Desktop (Lighthouse desktop preset)"} — median of ${options.runs} run(s)\n`);
      console.log(formFactorTable(pages, formFactor));
    }
    const errored = pages.flatMap((page) =>
      Object.entries(page.formFactors).flatMap(([formFactor, r]) => (r?.errors ?? []).map((error) => `  ${page.route} [${formFactor}] ${error}`)),
    );
    if (errored.length > 0) console.log(`\nRuns that errored (left out of the median):\n${errored.join("\n")}`);
    console.log(misses.length === 0 ? "\nAll budgets met." : `\nBudget misses (${misses.length}):`);
    for (const miss of misses) {
      console.log(`  ${miss.route} [${miss.formFactor}] ${miss.metric}: ${show(miss.value)}${UNITS[miss.metric as BudgetMetric] ?? ""} (budget ${miss.budget})`);
    }
  }
  console.log(`\nMarkdown summary (for the README):\n\n${markdownTable(pages)}\n`);

  writeResults({ complete: true });
  console.log(`Wrote ${path.relative(ROOT, RESULTS_FILE)} and the median reports in ${path.relative(ROOT, REPORTS_DIR)}/`);

  if (misses.length > 0 && !options.fail) console.log("--no-fail: exiting 0 despite the misses.");
  return misses.length > 0 && options.fail ? 1 : 0;
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
