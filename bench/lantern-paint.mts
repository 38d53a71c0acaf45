/**
 * `npm run bench:lantern`: why Lighthouse's simulated LCP of a small page jumps between three values,
 * page and script-free twin alike (docs/speed.md; bench/observed-lcp.ts). An .mts
 * file: from CommonJS, tsx would compile Lighthouse with name helpers that do not exist in the page
 * where Lighthouse evaluates its functions.
 *
 * Loads each page and its twin with Lighthouse (mobile defaults, one fresh Chromium per load, the
 * twin first in every other round) and prints, for each load: the simulated LCP and FCP, the
 * observed load event and largest paint of the unthrottled load Lighthouse simulates from (ms from
 * navigation start), and which requests Chromium itself started after the load event (the manifest,
 * the favicon, the manifest's icon) had *ended* before that paint. Lantern counts those.
 *
 * Flags: --routes /a,/b (default /solicitar-cotacao)  --runs N (default 3)  --dir <built site> (default public/, built if stale)
 */
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchChromium, CHROMIUM_FLAGS } from "../test-kit/chromium";
import { ensureBuild } from "../test-kit/site-build";
import { ROOT } from "../test-kit/paths";
import { SCRIPT_FREE_PREFIX, startStaticServer } from "../scripts/serve/static-server";

interface TraceEvent {
  name: string;
  ts: number;
}
interface NetworkRecord {
  url: string;
  start: number;
  end?: number;
}

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function loadOnce(url: string): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: benchChromium(),
    chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    const events = artifacts.Trace.traceEvents as unknown as TraceEvent[];
    // Times count from the main document's request (the trace's navigationStart is not always marked
    // as the main frame's); DevTools timestamps are in seconds of the trace's clock.
    const log = artifacts.DevtoolsLog.map(({ method, params }) => ({
      method,
      event: params as { requestId?: string; timestamp?: number; type?: string; request?: { url: string } },
    }));
    const documentRequest = log.find(
      ({ method, event }) => method === "Network.requestWillBeSent" && event.type === "Document",
    );
    if (documentRequest?.event.timestamp === undefined) throw new Error(`No document request for ${url}`);
    const start = documentRequest.event.timestamp * 1e6;
    const sinceStart = (microseconds: number) => Math.round((microseconds - start) / 1000);
    const after = events.filter((event) => event.ts >= start);
    const load = after.find((event) => event.name === "loadEventStart");
    const paint = after.filter((event) => event.name === "largestContentfulPaint::Candidate").pop();
    if (!load || !paint) throw new Error(`No load event or largest paint in the trace of ${url}`);

    const records = new Map<string, NetworkRecord>();
    for (const { method, event } of log) {
      if (!event.requestId || event.timestamp === undefined) continue;
      const at = sinceStart(event.timestamp * 1e6);
      if (method === "Network.requestWillBeSent" && event.request)
        records.set(event.requestId, { url: event.request.url, start: at });
      const record = records.get(event.requestId);
      if (record && (method === "Network.loadingFinished" || method === "Network.loadingFailed")) record.end = at;
    }
    const counted = [...records.values()]
      .filter(
        (record) =>
          record.start >= sinceStart(load.ts) && record.end !== undefined && record.end <= sinceStart(paint.ts),
      )
      .map((record) => new URL(record.url).pathname);
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return `simulated LCP ${metric("largest-contentful-paint")} FCP ${metric("first-contentful-paint")} | load ${sinceStart(load.ts)} paint ${sinceStart(paint.ts)} | ended before the paint: ${counted.join(" ") || "none"}`;
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  const routes = (flag("--routes") ?? "/solicitar-cotacao").split(",").filter(Boolean);
  const runs = Number(flag("--runs") ?? 3);
  const dir = flag("--dir");
  if (!dir) await ensureBuild();
  const server = await startStaticServer({
    root: path.resolve(dir ?? path.join(ROOT, "public")),
    host: "127.0.0.1",
    port: 0,
    scriptFreeTwins: true,
  });
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const route of routes) {
        for (const twin of round % 2 === 0 ? [true, false] : [false, true]) {
          const line = await loadOnce(`${server.url}${twin ? SCRIPT_FREE_PREFIX : ""}${route}`);
          console.log(`${round}/${runs} ${route} ${twin ? "twin" : "page"}: ${line}`);
        }
      }
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
