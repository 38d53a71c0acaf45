/**
 * The brokerage's legal identity, declared once in data/site.json (legal), as visitors and search
 * engines read it: in the footer of every kind of page (a form page, a service page, the home page)
 * and in the home page's structured data. The about page and the privacy policy: pages.test.ts.
 */
import site from "../../data/site.json";
import { hasValidCnpjDigits } from "../../src/content/content-formats";
import { DESKTOP, browserForFile, MOBILE, withPage } from "./support";

const browser = browserForFile();

/** A CNPJ as the site writes it, the alphanumeric one included. */
const CNPJ = /CNPJ ([0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-[0-9]{2})/;

describe.each([
  ["/", DESKTOP],
  ["/servicos/seguro-auto", MOBILE],
  ["/solicitar-cotacao", DESKTOP],
  ["/fale-conosco", MOBILE],
] as const)("the footer of %s", (route, viewport) => {
  it("shows the razão social, a CNPJ with valid check digits, the SUSEP registration and the address with its CEP", async () => {
    await withPage(
      browser(),
      route,
      async (page) => {
        const footer = (await page.locator("footer").innerText()).replace(/\s+/g, " ");
        const cnpj = CNPJ.exec(footer)?.[1] ?? "";
        expect(cnpj).toBe(site.legal.cnpj);
        expect(hasValidCnpjDigits(cnpj)).toBe(true);
        expect(footer).toContain(site.legal.name);
        expect(footer).toContain(`SUSEP nº ${site.legal.susep}`);
        expect(footer).toMatch(/\bSUSEP nº \d{9}\b/);
        expect(footer).toContain(
          `${site.legal.address.street} – ${site.legal.address.district} ${site.city} – ${site.state}, CEP ${site.legal.address.postalCode}`,
        );
        expect(footer).toMatch(/CEP \d{5}-\d{3}\b/);
      },
      viewport,
    );
  });
});

describe("the home page's structured data", () => {
  it("carries the legal name, the CNPJ as taxID and the address with street and CEP", async () => {
    await withPage(browser(), "/", async (page) => {
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const agency = data
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((item) => item["@type"] === "InsuranceAgency");
      expect(agency).toMatchObject({
        legalName: site.legal.name,
        taxID: site.legal.cnpj,
        address: {
          "@type": "PostalAddress",
          streetAddress: `${site.legal.address.street} – ${site.legal.address.district}`,
          postalCode: site.legal.address.postalCode,
          addressLocality: site.city,
          addressRegion: site.state,
          addressCountry: "BR",
        },
      });
      expect(hasValidCnpjDigits(String(agency?.taxID))).toBe(true);
    });
  });
});
