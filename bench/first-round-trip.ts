/**
 * `npm run bench:bytes [-- --dir <public/> --routes /a,/b]`: what each page sends in the first round
 * trip, counted as __tests__/browser/first-round-trip.test.ts counts it (test-kit/served-bytes.ts):
 * served by the Netlify-like static server with brotli, the status line and headers included, against
 * the 14,600 bytes of ten TCP segments. Bytes do not move with the machine's load: one run is the
 * figure, and two builds (`--dir`) compare exactly. The home page is longer than one round trip by
 * design (the test checks that its head, hero and heading come first), so it is listed apart.
 */
import path from "node:path";
import { startStaticServer } from "../scripts/serve/static-server";
import { FIRST_ROUND_TRIP, served } from "../test-kit/served-bytes";
import { FIXED_ROUTES, guideRoutes, NOT_FOUND_ROUTE, serviceRoutes } from "../test-kit/routes";
import { ROUTES } from "../supabase/functions/_shared/contract/routes";
import { snapshotBuild } from "./serving";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const dir = option("--dir");
  const root = dir ? path.resolve(dir) : await snapshotBuild();
  const routes = option("--routes")?.split(",") ?? [
    ...FIXED_ROUTES.filter((route) => route !== ROUTES.home),
    NOT_FOUND_ROUTE,
    ...serviceRoutes()
      .filter((route) => route.path === route.canonical)
      .map((route) => route.path),
    ...guideRoutes().map((guide) => guide.path),
  ];
  const server = await startStaticServer({ root, port: 0 });
  try {
    const rows: [string, number][] = [];
    for (const route of routes) {
      const { headerBytes, body } = await served(`${server.url}${route}`);
      rows.push([route, headerBytes + body.length]);
    }
    rows.sort((a, b) => b[1] - a[1]);
    console.log(`| Page | bytes with headers | spare of ${FIRST_ROUND_TRIP} |\n| --- | ---: | ---: |`);
    for (const [route, bytes] of rows) console.log(`| \`${route}\` | ${bytes} | ${FIRST_ROUND_TRIP - bytes} |`);
    if (rows.some(([, bytes]) => bytes > FIRST_ROUND_TRIP)) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

void main();
