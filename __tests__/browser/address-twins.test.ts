/**
 * The built site as Netlify answers it (docs/deploy.md, "How Netlify serves the pages"; the local
 * server follows netlify.toml and Netlify's parsers): every page's trailing-slash and upper-case
 * twins answer 200 with the same CSP and COOP as the canonical address, and none costs a redirect.
 */
import { FIXED_ROUTES, serviceRoutes, siteUrl } from "./support";

const canonical = [
  ...FIXED_ROUTES.filter((route) => route !== "/"),
  ...new Set(serviceRoutes().map((route) => route.canonical)),
];

it.each(canonical)("%s: its twins /…/ and upper case carry its CSP and COOP, with no redirect", async (route) => {
  const head = async (urlPath: string) => {
    const response = await fetch(siteUrl(urlPath), { redirect: "manual" });
    await response.arrayBuffer();
    return {
      status: response.status,
      csp: response.headers.get("content-security-policy"),
      coop: response.headers.get("cross-origin-opener-policy"),
    };
  };
  const reference = await head(route);
  expect(reference.status).toBe(200);
  expect(reference.csp).toMatch(/^default-src 'self'; script-src 'self'/);
  expect(reference.coop).toBe("same-origin");
  for (const twin of [`${route}/`, route.toUpperCase(), `${route.toUpperCase()}/`])
    expect({ twin, ...(await head(twin)) }).toEqual({ twin, ...reference });
});
