/** `npm run bench`'s report: one row per page, the budgets it misses, the tables and their Markdown. */
import type { Budgets } from "./budgets";
import { median, type InputResult } from "./first-input";
import type { RoutePairs } from "./lighthouse-ci";
import type { ObservedLcp } from "./observed-lcp";

export interface RouteRow {
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

const show = (value: number | null | undefined): string =>
  value === null || value === undefined ? "–" : String(value);
const medianOf = (values: (number | null)[]) => median(values.filter((value): value is number => value !== null));

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, col) => Math.max(header.length, ...rows.map((row) => row[col].length)));
  const line = (cells: string[]) =>
    cells.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join("  ");
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
    ...rows.map(
      (row) =>
        `| ${rowCells(row)
          .map((cell, index) => (index === 0 ? `\`${cell}\`` : cell))
          .join(" | ")} |`,
    ),
  ];
  if (inputs.length > 0) {
    lines.push(
      "",
      `| ${INPUT_HEADERS.join(" | ")} |`,
      `| --- | --- |${" ---: |".repeat(INPUT_HEADERS.length - 3)} --- |`,
    );
    for (const input of inputs)
      lines.push(
        `| ${inputCells(input)
          .map((cell, index) => (index === 1 ? `\`${cell}\`` : cell))
          .join(" | ")} |`,
      );
  }
  return lines.join("\n");
}

/** Each page's medians, from the three measurements (any of them may have been left out: --only). */
export function routeRows(
  routes: string[],
  pairs: Map<string, RoutePairs>,
  observed: ObservedLcp[],
  inputs: InputResult[],
): RouteRow[] {
  return routes.map((route) => {
    const { page, twin } = pairs.get(route) as RoutePairs;
    const burger = inputs.find((input) => input.name === "burger" && input.route === route);
    const lcp = observed.find((item) => item.route === route);
    // A round where either side has no figure has no difference either.
    const observedDeltas = (lcp?.page ?? []).map((value, index) =>
      value === null || lcp?.twin[index] == null ? null : value - (lcp.twin[index] as number),
    );
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
}

/** What was measured against bench/budgets.json: one line per miss. */
export function budgetMisses(
  rows: RouteRow[],
  inputs: InputResult[],
  observed: ObservedLcp[],
  budgets: Budgets,
  checked: { lighthouse: boolean; lcp: boolean; assertFailed: boolean },
): string[] {
  const misses: string[] = [];
  if (checked.lighthouse) {
    for (const row of rows) {
      if (row.tbtOverTwin === null || row.tbtOverTwin > budgets.tbtOverTwinMs) {
        misses.push(
          `${row.route}: TBT over the script-free twin ${show(row.tbtOverTwin)} ms (budget ≤ ${budgets.tbtOverTwinMs} ms)`,
        );
      }
    }
    if (checked.assertFailed) misses.push("lhci assert: page budgets missed (see its report above)");
  }
  if (checked.lcp) {
    for (const row of rows) {
      if (row.observedLcpOverTwin === null || row.observedLcpOverTwin > budgets.lcpOverTwinMs) {
        const item = observed.find((entry) => entry.route === row.route);
        const elements =
          item && item.pageElement !== item.twinElement
            ? ` (largest element ${item.pageElement} vs twin ${item.twinElement})`
            : "";
        misses.push(
          `${row.route}: LCP over the script-free twin in Chromium ${row.observedLcpOverTwin === null ? "not measured in every round" : `${row.observedLcpOverTwin} ms`} (budget ≤ ${budgets.lcpOverTwinMs} ms)${elements}`,
        );
      }
    }
  }
  for (const input of inputs) {
    // The answer is never below the Event Timing duration (first-input.ts), nor then its median: one check holds both.
    if (input.median === null || input.median > budgets.firstInputMs) {
      const measured =
        input.median === null
          ? "did not always answer"
          : `${input.median} ms (Event Timing ${show(input.eventMedian)} ms)`;
      misses.push(`${input.route} ${input.name}: first input ${measured} (budget ≤ ${budgets.firstInputMs} ms)`);
    }
    const overSecond = firstOverSecond(input);
    if (input.secondEventSamples.length > 0 && (overSecond === null || overSecond > budgets.firstOverSecondMs)) {
      misses.push(
        `${input.route} ${input.name}: first tap over the second (Event Timing) ${overSecond === null ? "not measured in every run" : `${overSecond} ms (${input.eventMedian} vs ${input.secondEventMedian})`} (budget ≤ ${budgets.firstOverSecondMs} ms)`,
      );
    }
    if (input.fetchedOnInput.length > 0)
      misses.push(`${input.route} ${input.name}: the first input fetched ${input.fetchedOnInput.join(", ")}`);
  }

  return misses;
}

/** The tables, lhci assert's output, the Markdown for docs/speed.md and the verdict, on stdout. */
export function printReport(
  rows: RouteRow[],
  inputs: InputResult[],
  misses: string[],
  runs: { runs: number; lcpRuns: number },
  assertOutput: string,
): void {
  console.log(
    `\nMobile, median of ${runs.runs} round(s) (${runs.lcpRuns} for Chromium LCP); every Δ is the median of the per-round differences page − twin.` +
      `\nLCP: Lighthouse's simulation (lhci assert's budget); Chromium LCP: observed under the same emulation applied by the browser (the Δ budget)\n`,
  );
  console.log(table(ROW_HEADERS, rows.map(rowCells)));
  if (inputs.length > 0) {
    console.log(
      `\nInputs, median of ${runs.runs} run(s): Event Timing (the tap's longest event entry) and the answer (the later of that and the frame that shows it).\n`,
    );
    console.log(table(INPUT_HEADERS, inputs.map(inputCells)));
  }
  if (assertOutput) console.log(`\nlhci assert:\n${assertOutput}`);
  console.log(`\nMarkdown (for docs/speed.md):\n\n${markdown(rows, inputs)}\n`);
  console.log(misses.length === 0 ? "All budgets met." : `Budget misses (${misses.length}):\n  ${misses.join("\n  ")}`);
}
