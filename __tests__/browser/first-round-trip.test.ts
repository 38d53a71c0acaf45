/**
 * Each page arrives in the first round trip of a new connection: a server's initial congestion
 * window is ten segments, about 14,600 bytes, and whatever the page needs past them waits a whole
 * round trip more (on a phone's 4G, 100–300 ms) before the first paint. Counted exactly as the
 * built site is served (scripts/serve/static-server.ts, which applies public/_headers as Netlify does and compresses
 * with brotli like the host): the status line, every header and the compressed body.
 */
import http from "node:http";
import zlib from "node:zlib";
import { FIXED_ROUTES, serviceRoutes, siteUrl } from "./support";
import { guideRoutes, NOT_FOUND_ROUTE } from "../../test-kit/routes";
import { REMINDER_TOKEN_ROUTES, ROUTES } from "../../src/lib/routes";

/** Ten TCP segments of 1,460 bytes (RFC 6928's initial window). */
const FIRST_ROUND_TRIP = 14_600;

interface Served {
  headerBytes: number;
  body: Buffer;
}

/** The response as it crosses the wire: header bytes (status line and blank line included) and the encoded body. */
function served(route: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    http
      .get(siteUrl(route), { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
        const raw = response.rawHeaders;
        let headerBytes = Buffer.byteLength(
          `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n\r\n`,
        );
        for (let index = 0; index < raw.length; index += 2)
          headerBytes += Buffer.byteLength(`${raw[index]}: ${raw[index + 1]}\r\n`);
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headerBytes, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

// Every guide: which one compresses largest depends on its text and tables, not only on its length.
const routes = [
  ...FIXED_ROUTES.filter((route) => route !== ROUTES.home),
  ...Object.values(REMINDER_TOKEN_ROUTES),
  NOT_FOUND_ROUTE,
  ...serviceRoutes().map((route) => route.path),
  ...guideRoutes().map((guide) => guide.path),
];

describe("the first round trip", () => {
  it.each(routes)("carries all of %s, headers included", async (route) => {
    const { headerBytes, body } = await served(route);
    expect(body.length).toBeGreaterThan(0);
    expect([route, headerBytes + body.length <= FIRST_ROUND_TRIP, headerBytes, body.length]).toEqual([
      route,
      true,
      headerBytes,
      body.length,
    ]);
  });

  it("carries the home page's head, its hero photo and its heading: what its first paint needs", async () => {
    const { headerBytes, body } = await served(ROUTES.home);
    // The home page (hero, portfolio, partners, two forms) is longer than one round trip; the part
    // that arrives first is what brotli decodes from its first bytes.
    const first = zlib
      .brotliDecompressSync(body.subarray(0, FIRST_ROUND_TRIP - headerBytes), {
        finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
      })
      .toString("utf8");
    expect(first).toContain("</head>");
    expect(first).toMatch(/<img[^>]*fetchpriority="high"/);
    expect(first).toMatch(/<h1[^>]*>[\s\S]*?<\/h1>/);
  });
});
