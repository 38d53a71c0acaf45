/**
 * Each page arrives in the first round trip of a new connection: a server's initial congestion
 * window is ten segments, about 14,600 bytes, and whatever the page needs past them waits a whole
 * round trip more (on a phone's 4G, 100–300 ms) before the first paint. Counted exactly as the
 * built site is served (scripts/serve/static-server.ts, which applies public/_headers as Netlify does and compresses
 * with brotli like the host): the status line, every header and the compressed body.
 */
import zlib from "node:zlib";
import { FIXED_ROUTES, serviceRoutes, siteUrl } from "./support";
import { guideRoutes, NOT_FOUND_ROUTE } from "../../test-kit/routes";
import { FIRST_ROUND_TRIP, served as servedAt } from "../../test-kit/served-bytes";
import { REMINDER_TOKEN_ROUTES, ROUTES } from "../../supabase/functions/_shared/contract/routes";

const served = (route: string) => servedAt(siteUrl(route));

// Every guide: which one compresses largest depends on its text and tables, not only on its length.
const guides = guideRoutes();
const routes = [
  ...FIXED_ROUTES.filter((route) => route !== ROUTES.home),
  ...Object.values(REMINDER_TOKEN_ROUTES),
  NOT_FOUND_ROUTE,
  ...serviceRoutes().map((route) => route.path),
  ...guides.map((guide) => guide.path),
];

/** What a page over the budget is called in the failure: a guide by its file, which is what a maintainer shortens. */
function pageName(route: string): string {
  const guide = guides.find((candidate) => candidate.path === route);
  return guide ? `${route} (data/guias/${guide.slug}.md)` : route;
}

describe("the first round trip", () => {
  it.each(routes)("carries all of %s, headers included", async (route) => {
    const { headerBytes, body } = await served(route);
    expect(body.length).toBeGreaterThan(0);
    const total = headerBytes + body.length;
    // The failure names the page and its bytes, and by how much it is over.
    const verdict =
      total <= FIRST_ROUND_TRIP
        ? "fits"
        : `${pageName(route)}: ${headerBytes} bytes of headers + ${body.length} of brotli body = ${total}, ` +
          `${total - FIRST_ROUND_TRIP} over the ${FIRST_ROUND_TRIP} of the first round trip`;
    expect(verdict).toBe("fits");
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
