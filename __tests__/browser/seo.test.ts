import fs from "node:fs";
import path from "node:path";
import { AGENCY_DATA_ROUTES } from "../../src/components/layout/Layout";
import { REMINDER_TOKEN_ROUTES } from "../../supabase/functions/_shared/contract/routes";
import { DESKTOP, FIXED_ROUTES, browserForFile, openPage, serviceRoutes, siteUrl } from "./support";
import { guideRoutes } from "../../test-kit/routes";

const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", "data", "site.json"), "utf8")) as {
  name: string;
  email: string;
  city: string;
  phone: { e164: string };
  social: { url: string };
  legal: { name: string; cnpj: string; address: { postalCode: string } };
};
// SITE_URL at build time, or the default of gatsby-config.ts.
const SITE_URL = (process.env.SITE_URL || "https://www.corretoratranquilidade.com.br").replace(/\/+$/, "");
const canonicalOf = (route: string) => (route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`);

const SERVICES = serviceRoutes();
const GUIDES = guideRoutes().map((guide) => guide.path);
const CANONICAL_ROUTES = [...FIXED_ROUTES, ...new Set(SERVICES.map((service) => service.canonical)), ...GUIDES];
const ALL_ROUTES = [...FIXED_ROUTES, ...SERVICES.map((service) => service.path), ...GUIDES];

const browser = browserForFile();

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  ogImage: string | null;
  jsonLd: Array<Record<string, unknown>>;
}

async function readHead(route: string): Promise<Head & { problems: string[] }> {
  const { context, page, problems } = await openPage(browser(), DESKTOP);
  try {
    await page.goto(siteUrl(route), { waitUntil: "networkidle" });
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
      ),
    }));
    return { ...head, problems: [...problems] };
  } finally {
    await context.close();
  }
}

const heads = new Map<string, Awaited<ReturnType<typeof readHead>>>();
beforeAll(async () => {
  for (const route of ALL_ROUTES) heads.set(route, await readHead(route));
}, 240_000);

/**
 * No FAQPage data: Google shows FAQ rich results only for well-known government and health sites
 * since 2023, so the markup only cost bytes (the questions stay in the page itself). No error either.
 */
function expectNoFaq(head: Head & { problems: string[] }): void {
  expect(head.jsonLd.find((data) => data["@type"] === "FAQPage")).toBeUndefined();
  expect(head.problems).toEqual([]);
}

describe("every page's head", () => {
  it.each(ALL_ROUTES)("%s: title, description, canonical, Open Graph, JSON-LD where it belongs, no errors", (route) => {
    const head = heads.get(route)!;
    const canonicalRoute = SERVICES.find((service) => service.path === route)?.canonical ?? route;
    expect(head.title).toMatch(/\S/);
    expect(head.description?.length ?? 0).toBeGreaterThanOrEqual(50);
    expect(head.canonical).toBe(canonicalOf(canonicalRoute));
    expect(head.ogImage).toBe(`${SITE_URL}/og-image.jpg`);

    const agency = head.jsonLd.find((data) => data["@type"] === "InsuranceAgency");
    // The brokerage's own data on the pages about it (home, about, contact), not on every page.
    if (!AGENCY_DATA_ROUTES.includes(route)) {
      expect(agency).toBeUndefined();
      return expectNoFaq(head);
    }
    expect(agency).toMatchObject({
      "@context": "https://schema.org",
      name: site.name,
      telephone: site.phone.e164,
      email: site.email,
      foundingDate: "1989",
      legalName: site.legal.name,
      taxID: site.legal.cnpj,
      address: { addressLocality: site.city, postalCode: site.legal.address.postalCode },
      sameAs: [site.social.url],
    });
    expect((agency?.openingHours as string[]).length).toBeGreaterThan(0);

    expectNoFaq(head);
  });

  it("gives every canonical page its own title and description", () => {
    const titles = CANONICAL_ROUTES.map((route) => heads.get(route)!.title);
    const descriptions = CANONICAL_ROUTES.map((route) => heads.get(route)!.description);
    expect(new Set(titles).size).toBe(CANONICAL_ROUTES.length);
    expect(new Set(descriptions).size).toBe(CANONICAL_ROUTES.length);
  });

  it("marks the not-found page noindex, without a canonical", async () => {
    const { context, page } = await openPage(browser(), DESKTOP);
    try {
      await page.goto(siteUrl("/pagina-que-nao-existe"));
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("the renewal reminder's confirm and cancel pages", () => {
  it.each(Object.values(REMINDER_TOKEN_ROUTES))(
    "%s is noindex, without a canonical (and out of the sitemap)",
    async (route) => {
      const html = await (await fetch(siteUrl(route))).text();
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toContain('rel="canonical"');
    },
  );
});

describe("sitemap and robots.txt", () => {
  it("lists every canonical URL once, without aliases or the not-found page", async () => {
    const index = await (await fetch(siteUrl("/sitemap-index.xml"))).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const sitemap of sitemaps) {
      const xml = await (await fetch(siteUrl(new URL(sitemap).pathname))).text();
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    }
    expect(urls.sort()).toEqual(CANONICAL_ROUTES.map(canonicalOf).sort());
  });

  it("robots.txt allows crawling and points to the sitemap", async () => {
    const response = await fetch(siteUrl("/robots.txt"));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });

  it("serves the web app manifest with the brand name, theme color and icons", async () => {
    const manifest = (await (await fetch(siteUrl("/manifest.webmanifest"))).json()) as {
      name: string;
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe(site.name);
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.icons.length).toBeGreaterThan(0);
    // Icon paths are relative to the manifest's own URL.
    expect((await fetch(new URL(manifest.icons[0].src, siteUrl("/manifest.webmanifest")))).status).toBe(200);
  });
});

describe("security headers", () => {
  it.each(["/", "/servicos/vida", "/pagina-que-nao-existe"])(
    "%s is served with the security headers",
    async (route) => {
      const response = await fetch(siteUrl(route));
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:54321/);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    },
  );

  it("serves an uploaded SVG under /static/ sandboxed and unsniffed: opened in Chromium, it has no origin of the site's", async () => {
    // The carousel's logos, as the home page's data names them (an uploaded file's publicURL).
    const pageData = await (await fetch(siteUrl("/page-data/index/page-data.json"))).text();
    const logo = /"(\/static\/[0-9a-f]+\/[^"/]+\.svg)"/.exec(pageData)?.[1];
    expect(logo).toBeDefined();
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    try {
      const response = await page.goto(siteUrl(logo!));
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers["content-type"]).toBe("image/svg+xml");
      expect(headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The sandbox gives the document an opaque origin: a script in it could not read the site's storage or cookies.
      expect(await page.evaluate(() => window.origin)).toBe("null");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    // A malformed escape is an unknown address, not the end of the server.
    expect((await fetch(siteUrl("/static/%E0%A4%A"))).status).toBe(404);
    expect((await fetch(siteUrl(logo!))).status).toBe(200);
  });

  it("caches hashed assets for a year and revalidates page data", async () => {
    const html = await (await fetch(siteUrl("/"))).text();
    // The page's scripts are listed in the loader that requests them after the first paint.
    const script = /"(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(siteUrl(script!))).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(siteUrl("/page-data/index/page-data.json"))).headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate",
    );
  });
});
