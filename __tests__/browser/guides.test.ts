/**
 * The guides as a visitor and a crawler meet them: /guias lists every guide of data/guias by product
 * area, newest update first; each guide shows its author and dates, a table of contents when it has
 * three sections or more, its sources and a quote for its product, links back to its service pages
 * (which list it), and carries its Article and BreadcrumbList data; each guide shows the norm, official
 * source and effective date of every rule it cites, and the register's values in its text, never a
 * token; the feed parses as XML and both kinds of page announce it; /guias and the longest guide have
 * no axe violations at 390 and 1366 px; no page of the build says "a conferir".
 */
import fs from "node:fs";
import path from "node:path";
import { parser as saxParser } from "sax";
import { guideRoutes, longestGuideRoute, serviceRoutes } from "../../test-kit/routes";
import { parseGuideSource } from "../../src/content/guide-source";
import { guidesForService } from "../../src/guides/guides";
import { builtPages } from "../../src/postbuild/html-files";
import { brazilianDay, dayInWords } from "../../src/rules/dates";
import { findRule, ruleValue, type Rule } from "../../src/rules/register";
import { ruleTokens } from "../../src/rules/rule-tokens";
import { formatRuleValue } from "../../src/rules/rule-text";
import { GUIDES_FEED_PATH, ROUTES, quotePath, servicePath } from "../../supabase/functions/_shared/contract/routes";
import { axeViolations, DESKTOP, browserForFile, MOBILE, pageForReading, siteUrl, withPage } from "./support";

const ROOT = path.resolve(__dirname, "..", "..");
const site = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "site.json"), "utf8")) as { legal: { name: string } };
const navigation = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "navigation.json"), "utf8")) as {
  groups: { title: string }[];
};
const SITE_URL = (process.env.SITE_URL || "https://www.corretoratranquilidade.com.br").replace(/\/+$/, "");
const GUIDES = guideRoutes();
const SERVICES = serviceRoutes();
const RULES = (JSON.parse(fs.readFileSync(path.join(ROOT, "data", "rules.json"), "utf8")) as { rules: Rule[] }).rules;
/** The guide this change added, on Lei 15.040's rights and deadlines. */
const RIGHTS_GUIDE = { path: "/guias/seus-direitos-e-prazos-no-seguro", title: "Seus direitos e prazos no seguro" };
const groupOf = (slug: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, "data", "services", `${slug}.json`), "utf8")).group as string;

interface Front {
  title: string;
  description: string;
  publishedOn: string;
  updatedOn: string;
  author: { name: string; role: string };
  products: string[];
  rules?: string[];
  sources: { title: string; url: string }[];
}
const guideFile = (slug: string) =>
  parseGuideSource(fs.readFileSync(path.join(ROOT, "data", "guias", `${slug}.md`), "utf8"));
const frontOf = (slug: string) => guideFile(slug).data as unknown as Front;

const browser = browserForFile();

describe("/guias", () => {
  const reading = pageForReading(browser, DESKTOP);

  it("lists every guide once, under the area of its first product in the menu's order, newest update first", async () => {
    const { page, problems } = reading();
    await page.goto(siteUrl(ROUTES.guides), { waitUntil: "networkidle" });
    const sections = await page.$$eval("main section[aria-labelledby^='grupo-']", (elements) =>
      elements.map((section) => ({
        title: section.querySelector("h2")?.textContent ?? "",
        links: [...section.querySelectorAll("h3 a")].map((link) => link.getAttribute("href")),
      })),
    );
    const expected = navigation.groups
      .map(({ title }) => ({
        title,
        links: GUIDES.filter((guide) => groupOf(guide.products[0]) === title)
          .sort((a, b) =>
            a.updatedOn === b.updatedOn ? a.title.localeCompare(b.title, "pt-BR") : a.updatedOn < b.updatedOn ? 1 : -1,
          )
          .map((guide) => guide.path),
      }))
      .filter((group) => group.links.length > 0);
    expect(sections).toEqual(expected);
    expect(sections.flatMap((section) => section.links).sort()).toEqual(GUIDES.map((guide) => guide.path).sort());
    expect(await page.locator(`link[rel="alternate"][type="application/rss+xml"]`).getAttribute("href")).toBe(
      GUIDES_FEED_PATH,
    );
    expect(problems).toEqual([]);
  });

  it("lists the guide on Lei 15.040's rights and deadlines, by its title", async () => {
    const { page } = reading();
    await page.goto(siteUrl(ROUTES.guides), { waitUntil: "networkidle" });
    expect(await page.locator(`main h3 a[href="${RIGHTS_GUIDE.path}"]`).innerText()).toBe(RIGHTS_GUIDE.title);
  });

  it("is linked from the header's menu and the footer of every page", async () => {
    const { page } = reading();
    await page.goto(siteUrl("/quem-somos"), { waitUntil: "networkidle" });
    expect(await page.locator(`header nav[aria-label="Principal"] a[href="${ROUTES.guides}"]`).count()).toBe(1);
    expect(await page.locator(`#menu-movel a[href="${ROUTES.guides}"]`).count()).toBe(1);
    expect(await page.locator(`footer a[href="${ROUTES.guides}"]`).count()).toBe(1);
  });
});

describe.each(GUIDES.map((guide) => [guide.path, guide] as const))("%s", (route, guide) => {
  const front = frontOf(guide.slug);
  const reading = pageForReading(browser, DESKTOP);

  it("shows its title, author, dates, a table of contents when it has three sections, its sources and its quote", async () => {
    const { page, problems } = reading();
    const response = await page.goto(siteUrl(route), { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe(front.title);
    const hero = (await page.locator("main section").first().innerText()).replace(/\s+/g, " ");
    expect(hero).toContain(`Por ${front.author.name}, ${front.author.role}`);
    expect(hero).toContain(`Publicado em ${dayInWords(front.publishedOn)}`);
    if (front.updatedOn === front.publishedOn) expect(hero).not.toContain("Atualizado em");
    else expect(hero).toContain(`Atualizado em ${dayInWords(front.updatedOn)}`);

    // Every section heading has an anchor; three sections or more open with links to them.
    const sections = await page.$$eval(
      "article h2[id]:not(#neste-guia):not(#guia-regras):not(#guia-fontes):not(#guia-servicos)",
      (headings) => headings.map((heading) => heading.id),
    );
    const toc = await page.$$eval("nav[aria-labelledby='neste-guia'] a", (links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(toc).toEqual(sections.length >= 3 ? sections.map((id) => `#${id}`) : []);
    for (const id of sections) expect(await page.locator(`[id="${id}"]`).count()).toBe(1);

    // Tables: column headers with scope, each named by the heading above it.
    for (const table of await page.locator("article table").all()) {
      const label = await table.getAttribute("aria-labelledby");
      expect(label && (await page.locator(`[id="${label}"]`).innerText()).length > 0).toBe(true);
      expect(await table.locator("th:not([scope='col'])").count()).toBe(0);
    }

    const sources = await page.$$eval("section[aria-labelledby='guia-fontes'] a", (links) =>
      links.map((link) => [link.textContent, link.getAttribute("href")]),
    );
    expect(sources).toEqual(front.sources.map((source) => [source.title, source.url]));
    const quoteProduct = SERVICES.find((service) => service.slug === front.products[0])?.quoteProduct;
    const cta = page
      .locator("section[aria-labelledby='guia-cotacao']")
      .getByRole("link", { name: "Solicitar Cotação", exact: true });
    expect(await cta.getAttribute("href")).toBe(quotePath(quoteProduct));
    expect(problems).toEqual([]);
  });

  it("shows the norm, official source and effective date of each rule it cites, and their values in its text", async () => {
    const { page, problems } = reading();
    await page.goto(siteUrl(route), { waitUntil: "networkidle" });
    const cited = (front.rules ?? []).map((id) => findRule(RULES, id));
    const listed = await page.$$eval("section[aria-labelledby='guia-regras'] li", (items) =>
      items.map((item) => ({
        text: (item.textContent ?? "").replace(/\s+/g, " "),
        norm: item.querySelector("a")?.textContent,
        href: item.querySelector("a")?.getAttribute("href"),
        since: item.querySelector("time")?.getAttribute("datetime"),
      })),
    );
    expect(listed).toEqual(
      cited.map((rule) => ({
        text: `${rule.title}: ${rule.norm}, ${
          rule.effectiveUntil
            ? `em vigor de ${brazilianDay(rule.effectiveFrom)} a ${brazilianDay(rule.effectiveUntil)}`
            : `em vigor desde ${brazilianDay(rule.effectiveFrom)}`
        }.`,
        norm: rule.norm,
        href: rule.sourceUrl,
        since: rule.effectiveFrom,
      })),
    );
    if (cited.length > 0) expect(await page.locator("#guia-regras").innerText()).toBe("Regras citadas");
    // The text shows each value its Markdown names, written out; no token reaches the page.
    const text = await page.locator("article").innerText();
    expect(text).not.toContain("{{");
    for (const token of ruleTokens(guideFile(guide.slug).body)) {
      const rule = findRule(RULES, token.id);
      const unit = rule.values?.find((value) => value.name === token.name)?.unit ?? "";
      expect(text).toContain(formatRuleValue({ value: ruleValue(rule, token.name), unit }));
    }
    expect(problems).toEqual([]);
  });

  it("links back to its service pages, and each of them lists it among at most three guides", async () => {
    const { page } = reading();
    await page.goto(siteUrl(route), { waitUntil: "networkidle" });
    const services = await page.$$eval("section[aria-labelledby='guia-servicos'] a", (links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(services).toEqual(front.products.map(servicePath));
    for (const product of front.products) {
      await page.goto(siteUrl(servicePath(product)), { waitUntil: "networkidle" });
      const listed = await page.$$eval("section[aria-labelledby='service-guides'] h3 a", (links) =>
        links.map((link) => link.getAttribute("href")),
      );
      // The three newest guides about the product; this one among them unless three others are newer.
      const expected = guidesForService(
        product,
        GUIDES.map((other) => ({ ...other, description: "" })),
      ).map((other) => other.path);
      expect([product, listed]).toEqual([product, expected]);
      expect(expected.length).toBeLessThanOrEqual(3);
      if (GUIDES.filter((other) => other.products.includes(product)).length <= 3) expect(listed).toContain(route);
    }
  });

  it("has its own canonical, Open Graph article tags, Article and BreadcrumbList data and the feed's link", async () => {
    const { page } = reading();
    await page.goto(siteUrl(route), { waitUntil: "networkidle" });
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      ogType: document.querySelector('meta[property="og:type"]')?.getAttribute("content"),
      description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
      feed: document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
      ),
    }));
    const url = `${SITE_URL}${route}`;
    expect(head).toMatchObject({
      canonical: url,
      ogType: "article",
      description: front.description,
      feed: GUIDES_FEED_PATH,
    });
    expect(head.jsonLd.find((data) => data["@type"] === "Article")).toMatchObject({
      headline: front.title,
      description: front.description,
      datePublished: front.publishedOn,
      dateModified: front.updatedOn,
      author: { name: front.author.name },
      publisher: { "@type": "Organization", name: site.legal.name },
      mainEntityOfPage: url,
    });
    expect(head.jsonLd.find((data) => data["@type"] === "BreadcrumbList")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Início", item: `${SITE_URL}/` },
        { "@type": "ListItem", position: 2, name: "Guias", item: `${SITE_URL}${ROUTES.guides}` },
        { "@type": "ListItem", position: 3, name: front.title, item: url },
      ],
    });
  });
});

describe("the sitemap", () => {
  it("lists every guide with its updatedOn as lastmod", async () => {
    const index = await (await fetch(siteUrl("/sitemap-index.xml"))).text();
    const entries = new Map<string, string>();
    for (const sitemap of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)) {
      const xml = await (await fetch(siteUrl(sitemap))).text();
      for (const [, loc, lastmod] of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g))
        entries.set(loc, lastmod ?? "");
    }
    for (const guide of GUIDES)
      expect([guide.path, entries.get(`${SITE_URL}${guide.path}`)?.slice(0, 10)]).toEqual([
        guide.path,
        guide.updatedOn,
      ]);
    expect(entries.get(`${SITE_URL}${ROUTES.guides}`)).toBe("");
  });
});

describe("the guides' feed", () => {
  it("parses as XML (sax, strict) and lists every guide with its address", async () => {
    const response = await fetch(siteUrl(GUIDES_FEED_PATH));
    expect(response.status).toBe(200);
    const xml = await response.text();
    const links: string[] = [];
    let inItem = false;
    let element = "";
    const parser = saxParser(true);
    parser.onopentag = (tag) => {
      element = tag.name;
      if (tag.name === "item") inItem = true;
    };
    parser.onclosetag = (name) => {
      if (name === "item") inItem = false;
      element = "";
    };
    parser.ontext = (text) => {
      if (inItem && element === "link") links.push(text);
    };
    parser.write(xml).close();
    expect(links.sort()).toEqual(GUIDES.map((guide) => `${SITE_URL}${guide.path}`).sort());
  });

  it("is the guides' only: other pages do not announce it", async () => {
    const html = await (await fetch(siteUrl("/servicos/seguro-auto"))).text();
    expect(html).not.toContain(GUIDES_FEED_PATH);
  });
});

describe.each([
  ["390 px", MOBILE],
  ["1366 px", DESKTOP],
] as const)("at %s", (_name, viewport) => {
  it.each([ROUTES.guides, longestGuideRoute()])(
    "%s has no axe violations, and reads title, text, sources, call to action in that order",
    async (route) => {
      await withPage(
        browser(),
        route,
        async (page) => {
          expect(await axeViolations(page)).toEqual([]);
          if (route === ROUTES.guides) return;
          const order = await page.evaluate(() => {
            const all = [...document.querySelectorAll("h1, article, #guia-regras, #guia-fontes, #guia-cotacao")];
            return all.map((element) => element.id || element.tagName.toLowerCase());
          });
          const shown = GUIDES.find((guide) => guide.path === route);
          const cites = shown ? (frontOf(shown.slug).rules ?? []).length > 0 : false;
          expect(order).toEqual([
            "guia-titulo",
            "article",
            ...(cites ? ["guia-regras"] : []),
            "guia-fontes",
            "guia-cotacao",
          ]);
        },
        viewport,
      );
    },
  );
});

describe("the built site", () => {
  it("has no page that says 'a conferir': what could not be checked stays out of the site", () => {
    const pages = builtPages(path.join(ROOT, "public"));
    expect(pages.length).toBeGreaterThan(GUIDES.length);
    const noted = pages.filter((file) => /a\s+conferir/i.test(fs.readFileSync(file, "utf8")));
    expect(noted.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
