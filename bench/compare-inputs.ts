/**
 * First inputs of two or more builds, interleaved in one run: what a change does to a tap, measured
 * against its reference on the same machine at the same moment (docs/speed.md).
 *
 *   npx tsx bench/compare-inputs.ts <runs> <route,route,…> <input name regex> <label=public dir>…
 *   npx tsx bench/compare-inputs.ts 5 /,/fale-conosco '^burger$' before=/tmp/old-public after=public
 *
 * Each round measures every side once (bench/first-input.ts, one load per input), the order of the
 * sides alternating between rounds; it prints each round, then each input's Event Timing medians,
 * first / second tap.
 */
import { startStaticServer } from "../scripts/serve/static-server";
import { inputCases, measureFirstInputs, median } from "./first-input";

async function main(): Promise<void> {
  const [runsArg, routesArg, filter, ...sides] = process.argv.slice(2);
  const runs = Number(runsArg);
  if (
    !Number.isInteger(runs) ||
    runs < 1 ||
    !routesArg ||
    !filter ||
    sides.length < 2 ||
    sides.some((side) => !side.includes("="))
  ) {
    throw new Error(
      "usage: compare-inputs.ts <runs> <route,route,…> <input name regex> <label=public dir> <label=public dir>…",
    );
  }
  const cases = inputCases(routesArg.split(",")).filter((input) => new RegExp(filter).test(input.name));
  const servers = await Promise.all(
    sides.map(async (side) => {
      const [label, dir] = side.split("=");
      return { label, server: await startStaticServer({ root: dir, host: "127.0.0.1", port: 0 }) };
    }),
  );
  const samples = new Map<string, { first: number[]; second: number[] }>();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const { label, server } of run % 2 === 0 ? servers : [...servers].reverse()) {
        for (const result of await measureFirstInputs(server.url, cases, 1, () => undefined)) {
          const key = `${result.route} ${result.name} | ${label}`;
          const entry = samples.get(key) ?? { first: [], second: [] };
          const [first, second] = [result.eventSamples[0], result.secondEventSamples[0]];
          if (first != null) entry.first.push(first);
          if (second != null) entry.second.push(second);
          samples.set(key, entry);
          console.log(`round ${run + 1} ${key}: ${first ?? "no answer"} / ${second ?? "–"} ms`);
        }
      }
    }
    console.log("\nEvent Timing medians, first / second tap (ms), and the first taps of each round:");
    for (const [key, { first, second }] of [...samples].sort()) {
      console.log(`${key}: ${median(first)} / ${median(second) ?? "–"}  (${first.join(", ")})`);
    }
  } finally {
    await Promise.all(servers.map(({ server }) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
