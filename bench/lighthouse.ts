/**
 * `npm run bench`: what each page's JavaScript costs a new visitor on a mid-range phone.
 *
 * Absolute Lighthouse figures move with the machine, so every page is measured against its
 * script-free twin: the same built page with every <script> removed, served by the same server
 * under /__script-free/… (scripts/serve/static-server.ts). Lighthouse CI (`lhci collect`) runs Lighthouse's
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
 *        --only lighthouse|lcp|inputs  --no-fail (exit 0 even when a budget is missed)  --help
 * Exit: 0 every budget met, 1 a budget missed, 2 setup error (bad flag, build or Lighthouse failure).
 *
 * Each job is a file: options.ts (flags, routes), budgets.ts, serving.ts (snapshot, route check),
 * the three measurements (lighthouse-ci.ts, observed-lcp.ts, first-input.ts) and report.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { SCRIPT_FREE_PREFIX, startStaticServer, type StaticServer } from "../scripts/serve/static-server";
import { ensureBuild } from "../test-kit/site-build";
import { ROOT } from "../test-kit/paths";
import { loadBudgets } from "./budgets";
import { inputCases, measureFirstInputs, type InputResult } from "./first-input";
import { LHR_DIR, measureLighthouse, type RoutePairs } from "./lighthouse-ci";
import { measureObservedLcp, type ObservedLcp } from "./observed-lcp";
import { allRoutes, parseArgs, USAGE, UsageError } from "./options";
import { budgetMisses, printReport, routeRows } from "./report";
import { checkRoutes, snapshotBuild } from "./serving";

const RESULTS_FILE = path.join(__dirname, "results.json");

let server: StaticServer | undefined;
let snapshot: string | undefined;

async function cleanup(): Promise<void> {
  if (server) await server.close();
  server = undefined;
  if (snapshot) fs.rmSync(snapshot, { recursive: true, force: true });
  snapshot = undefined;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const budgets = loadBudgets();
  const routes = allRoutes(options.routes);

  let root = options.dir;
  if (!root) {
    await ensureBuild();
    root = snapshot = await snapshotBuild();
  }
  server = await startStaticServer({ root, host: "127.0.0.1", port: 0, scriptFreeTwins: true });
  const baseUrl = server.url;
  console.log(
    `Serving ${options.dir ?? "a snapshot of public/"} at ${baseUrl}, script-free twins under ${SCRIPT_FREE_PREFIX}/`,
  );
  await checkRoutes(baseUrl, routes);

  let pairs = new Map<string, RoutePairs>(routes.map((route) => [route, { page: [], twin: [] }]));
  let assertOutput = "";
  let assertFailed = false;
  if (options.lighthouse)
    ({ pairs, assertOutput, assertFailed } = await measureLighthouse(baseUrl, routes, options.runs, budgets));

  let observed: ObservedLcp[] = [];
  if (options.lcp) {
    console.log(
      `Observed LCP: ${routes.length} page(s) and their twins, ${options.lcpRuns} interleaved round(s), Chromium with the same emulation`,
    );
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

  const rows = routeRows(routes, pairs, observed, inputs);
  const misses = budgetMisses(rows, inputs, observed, budgets, {
    lighthouse: options.lighthouse,
    lcp: options.lcp,
    assertFailed,
  });
  printReport(rows, inputs, misses, options, assertOutput);

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
