/**
 * The guides (data/guias/*.md) as pure logic: the check of a guide's file (front matter against its
 * schema with file, line and field; raw HTML and a level-1 heading refused with their line), heading
 * anchors, the table of contents, dates, which guides a service page and /guias show, their
 * structured data, the sitemap's lastmod and the feed's items, the editor's collection, and the
 * register's values in a guide's text ({{regra:id.valor}}) and its "Regras citadas".
 */
import fs from "node:fs";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { checkContentDir, checkContentText, formatProblem } from "../../src/content/load-content";
import { markdownProblems, outsideFont, parseGuideSource, yamlLineOf } from "../../src/content/guide-source";
import { prepareGuide, withRuleValuesIn, type HastNode } from "../../src/guides/guide-html";
import { GuideRules } from "../../src/guides/GuideRules";
import { GuidePageView } from "../../src/guides/GuidePageView";
import { RootProvider } from "../../src/theme/RootProvider";
import { brazilianDay, dayInWords } from "../../src/rules/dates";
import { findRule, type Rule } from "../../src/rules/register";
import { malformedTokens, ruleTokens, withRuleValues } from "../../src/rules/rule-tokens";
import { formatRuleValue, RULE_UNITS } from "../../src/rules/rule-text";
import {
  byNewestUpdate,
  guidesByArea,
  guidesForService,
  headingSlug,
  tableOfContents,
  uniqueSlugs,
  type GuideHeading,
  type GuideSummary,
} from "../../src/guides/guides";
import { articleJsonLd, breadcrumbJsonLd } from "../../src/components/layout/structured-data";
import { guideFeedItems, guidesFeedOptions, sitemapPages } from "../../src/guides/guide-feeds";
import { cmsConfig, GUIDE_BODY_FIELD } from "../../src/cms/cms-config";
import { brokenCopy, DATA, removeCopies } from "../../test-kit/content-fixtures";

const GUIDE = "como-acionar-o-seguro-auto";
const SHOWN = `data/guias/${GUIDE}.md`;
const original = fs.readFileSync(path.join(DATA, "guias", `${GUIDE}.md`), "utf8");
const check = (text: string, name = GUIDE) =>
  checkContentText(`guias/${name}.md`, text, `data/guias/${name}.md`).problems.map(formatProblem);
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;
/** A guide's HTML tree (hast) written by hand: text and elements without attributes. */
const text = (value: string): HastNode => ({ type: "text", value });
const element = (tagName: string, children: HastNode[]): HastNode => ({
  type: "element",
  tagName,
  properties: {},
  children,
});

describe("a guide's file", () => {
  it("passes as written in data/guias", () => {
    for (const name of fs.readdirSync(path.join(DATA, "guias"))) {
      const text = fs.readFileSync(path.join(DATA, "guias", name), "utf8");
      expect([name, check(text, name.replace(/\.md$/, ""))]).toEqual([name, []]);
    }
  });

  it("names the file, line and field of a missing title, an invalid date and a date of the wrong shape", () => {
    const broken = original
      .replace(/^title: .*\n/m, "")
      .replace(/^publishedOn: .*$/m, "publishedOn: 2026-02-30")
      .replace(/^updatedOn: .*$/m, "updatedOn: ontem");
    const problems = check(broken);
    expect(problems).toContain(`${SHOWN}:1: title: campo obrigatório ausente`);
    expect(problems).toContain(
      `${SHOWN}:${lineOf(broken, "publishedOn:")}: publishedOn: não é um dia do calendário (ex.: 2026-11-27)`,
    );
    expect(problems).toContain(
      `${SHOWN}:${lineOf(broken, "updatedOn:")}: updatedOn: deve ser uma data como ano-mês-dia (ex.: 2026-11-27)`,
    );
  });

  it("reads an unquoted date as the day it names, and refuses an update before the publication", () => {
    const text = original
      .replace(/^publishedOn: .*$/m, "publishedOn: 2026-11-28")
      .replace(/^updatedOn: .*$/m, 'updatedOn: "2026-11-01"');
    expect(parseGuideSource(text).data.publishedOn).toBe("2026-11-28");
    expect(check(text)).toEqual([
      `${SHOWN}:${lineOf(text, "updatedOn:")}: updatedOn: 2026-11-01 é antes da publicação (publishedOn, 2026-11-28): a atualização vem depois, ou no mesmo dia`,
    ]);
  });

  it("names nested fields by their own line: a source's address, the author's role, a misspelt key", () => {
    const text = original
      .replace(
        /url: "https:\/\/www\.planalto\.gov\.br\/ccivil_03\/leis/,
        'url: "http://www.planalto.gov.br/ccivil_03/leis',
      )
      .replace(/^ {2}role: /m, "  rol: ");
    const problems = check(text);
    expect(problems).toContain(
      `${SHOWN}:${lineOf(text, 'url: "http://')}: sources[1].url: deve ser um endereço começando por https:// (ex.: https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm)`,
    );
    expect(problems).toContain(
      `${SHOWN}:${lineOf(text, "  rol: ")}: author.rol: não é um campo conhecido (você quis dizer "role"?); campos possíveis: name, role`,
    );
    expect(problems).toContain(`${SHOWN}:${lineOf(text, "author:")}: author.role: campo obrigatório ausente`);
  });

  it("refuses a slug other than the file name, and a file without front matter", () => {
    expect(check(original, "outro-nome")).toContain(
      `data/guias/outro-nome.md:${lineOf(original, "slug:")}: slug: "${GUIDE}" deve ser igual ao nome do arquivo, "outro-nome"`,
    );
    expect(check("## Só texto\n\nSem cabeçalho.\n")[0]).toMatch(
      /^data\/guias\/como-acionar-o-seguro-auto\.md:1: \(arquivo\): o guia deve começar por um cabeçalho entre duas linhas ---/,
    );
    expect(check("---\ntitle: [sem fechar\n---\n\nTexto.\n")[0]).toMatch(
      /^data\/guias\/como-acionar-o-seguro-auto\.md:\d+: \(arquivo\): o cabeçalho não é YAML válido: /,
    );
  });

  it("refuses raw HTML of every kind with its line in the file: a script, an iframe, a <br>, a comment, HTML in a table", () => {
    const body = [
      "Texto com quebra<br>no meio.",
      "",
      "<script>alert(1)</script>",
      "",
      '<iframe src="https://exemplo.com"></iframe>',
      "",
      "<!-- nota -->",
      "",
      "| a | b |",
      "|---|---|",
      "| <b>x</b> | 2 |",
    ];
    const text = `${original.trimEnd()}\n\n${body.join("\n")}\n`;
    const problems = check(text);
    const at = (needle: string) => `${SHOWN}:${lineOf(text, needle)}: (texto): HTML não é permitido num guia`;
    for (const needle of ["quebra<br>", "<script>", "<iframe", "<!-- nota", "<b>x</b>"])
      expect(problems.some((problem) => problem.startsWith(at(needle)))).toBe(true);
    expect(problems).toHaveLength(6);
  });

  it("refuses a level-1 heading, a link that is not https, a site path or an anchor, and an image", () => {
    expect(
      markdownProblems(
        "Texto.\n\n# Título\n\n[clique](javascript:alert(1)) e [site](http://exemplo.com) e [ok](https://gov.br) [aqui](/guias) [seção](#prazos)\n\n![foto](https://exemplo.com/a.jpg)\n",
        10,
      ),
    ).toEqual([
      { line: 12, reason: expect.stringMatching(/^título de nível 1 \(#\) não é permitido/) },
      { line: 14, reason: expect.stringMatching(/^endereço de link não permitido \(javascript:alert\(1\)\)/) },
      { line: 14, reason: expect.stringMatching(/^endereço de link não permitido \(http:\/\/exemplo\.com\)/) },
      { line: 16, reason: "imagens não são aceitas num guia: a página mostra só texto, listas, links e tabelas" },
    ]);
  });

  it("refuses a link that looks like a path but leaves the site, or hides what it is, naming file and line", () => {
    const variants = [
      "/\\evil.example",
      "/\\\\evil.example",
      "\\/evil.example",
      "\\/\\/evil.example",
      "/&#92;evil.example",
      "/%5Cevil.example",
      "/%5cevil.example",
      "/%2F/evil.example",
      "/%2f/evil.example",
      "/%252F/evil.example",
      "/%2e%2e/%2e%2e/evil.example",
      "/a%zz",
      "//evil.example",
      "///evil.example",
      "/&#9;/evil.example",
      "</\t/evil.example>",
      "/&#10;/evil.example",
      "/&#13;/evil.example",
      "/%09/evil.example",
      "/&#0;/evil.example",
      "/&#x7F;/evil.example",
      "/&#x85;/evil.example",
      "/&#x200B;/evil.example",
      "/&#x202E;/evil.example",
      "/／evil.example",
      "／／evil.example",
      "/＼evil.example",
      "/&#x2215;evil.example",
      "/guias/ção",
      "https://www.gov.br@evil.example/",
      "https:/\\evil.example",
      "https:evil.example",
      "http://evil.example",
      "javascript:alert(1)",
      "evil.example",
    ];
    for (const href of variants) {
      const text = `${original.trimEnd()}\n\nVeja [aqui](${href}).\n`;
      expect([href, check(text)]).toEqual([
        href,
        [
          expect.stringMatching(
            new RegExp(`^${SHOWN}:${lineOf(text, "Veja [aqui]")}: \\(texto\\): endereço de link não permitido \\(`),
          ),
        ],
      ]);
    }
    expect(check(`${original.trimEnd()}\n\nVeja [aqui][x].\n\n[x]: /\\evil.example\n`)).toEqual([
      expect.stringMatching(/: \(texto\): endereço de link não permitido \(\/\\evil\.example\): tem barra invertida/),
    ]);
  });

  it("says why, and takes the site's own paths, anchors, https, e-mail and phone links", () => {
    const reason = (href: string) =>
      markdownProblems(`[z](${href})`, 1, "https://www.corretoravilanova.com.br")[0]?.reason;
    expect(reason("/\\evil.example")).toBe(
      "endereço de link não permitido (/\\evil.example): tem barra invertida (\\), que o navegador pode ler como / e levar a outro site; escreva o endereço só com /",
    );
    expect(reason("//evil.example")).toBe(
      "endereço de link não permitido (//evil.example): leva a outro site (evil.example): um link externo se escreve com https:// e o domínio",
    );
    expect(reason("/&#9;/evil.example")).toBe(
      "endereço de link não permitido (/[U+0009]/evil.example): tem um caractere invisível, de controle ou espaço (U+0009), que o navegador ignora ou troca",
    );
    expect(reason("/%2f/evil.example")).toBe(
      "endereço de link não permitido (/%2f/evil.example): tem %2f, que é / codificado: escreva o caminho sem esse código",
    );
    expect(reason("https://www.gov.br@evil.example/")).toMatch(
      /o link levaria a evil\.example, não ao site que parece$/,
    );
    for (const href of [
      "/guias/franquia-do-seguro-auto",
      "/solicitar-cotacao?produto=auto#dados",
      "#prazos",
      "https://www.gov.br/susep/pt-br/busca?q=a%2Fb",
      "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm",
      "mailto:contato@corretoravilanova.com.br",
      "tel:+551133334444",
    ])
      expect([href, reason(href)]).toEqual([href, undefined]);
  });

  it("finds the line of a field by indentation, falling back to the nearest enclosing field", () => {
    const lines = [
      "title: x",
      "author:",
      "  name: A",
      "  role: B",
      "products: [a, b]",
      "sources:",
      "  - title: S1",
      "    url: u1",
      "  - title: S2",
      "    url: u2",
      "list:",
      "- one",
      "- two",
    ];
    expect(yamlLineOf(lines, ["author", "role"], 2)).toBe(5);
    expect(yamlLineOf(lines, ["sources", 1, "url"], 2)).toBe(11);
    expect(yamlLineOf(lines, ["sources", 1], 2)).toBe(10);
    expect(yamlLineOf(lines, ["products", 1], 2)).toBe(6);
    expect(yamlLineOf(lines, ["list", 1], 2)).toBe(14);
    expect(yamlLineOf(lines, ["author", "email"], 2)).toBe(3);
    expect(yamlLineOf(lines, ["missing"], 2)).toBeUndefined();
    expect(yamlLineOf(lines, ["url"], 2)).toBeUndefined();
  });
});

describe("heading anchors and the table of contents", () => {
  it("fold pt-BR accents, lower the case and join words with hyphens", () => {
    expect(headingSlug("Franquia reduzida, normal ou majorada")).toBe("franquia-reduzida-normal-ou-majorada");
    expect(headingSlug("1. No local do acidente")).toBe("1-no-local-do-acidente");
    expect(headingSlug("Prazos: quanto tempo a seguradora tem?")).toBe("prazos-quanto-tempo-a-seguradora-tem");
    expect(headingSlug("Ação, Coração e Pão — Índice")).toBe("acao-coracao-e-pao-indice");
    expect(headingSlug("★ ✓")).toBe("secao");
  });

  it("are unique on the page, and never take an id the page already uses", () => {
    expect(uniqueSlugs(["Prazos", "Prazos", "Prazos"])).toEqual(["prazos", "prazos-2", "prazos-3"]);
    expect(uniqueSlugs(["Fontes", "Neste guia"], ["fontes", "neste-guia"])).toEqual(["fontes-2", "neste-guia-2"]);
  });

  it("open a guide with three or more sections (##), and only those sections", () => {
    const heading = (depth: number, text: string): GuideHeading => ({ depth, text, id: headingSlug(text) });
    expect(tableOfContents([heading(2, "Um"), heading(3, "Sub"), heading(2, "Dois")])).toBeNull();
    expect(
      tableOfContents([heading(2, "Um"), heading(3, "Sub"), heading(2, "Dois"), heading(2, "Três")])?.map(
        (entry) => entry.id,
      ),
    ).toEqual(["um", "dois", "tres"]);
  });

  it("are set on the rendered tree, and each table is named by the heading above it", () => {
    const root: HastNode = {
      type: "root",
      children: [
        element("h2", [text("Documentos "), element("strong", [text("básicos")])]),
        element("table", []),
        element("h3", [text("Prazos")]),
        element("p", [element("table", [])]),
      ],
    };
    const { root: prepared, headings } = prepareGuide(root, ["fontes"]);
    expect(headings).toEqual([
      { depth: 2, text: "Documentos básicos", id: "documentos-basicos" },
      { depth: 3, text: "Prazos", id: "prazos" },
    ]);
    const children = (
      prepared as {
        children: { properties?: Record<string, unknown>; children?: { properties?: Record<string, unknown> }[] }[];
      }
    ).children;
    expect(children[0].properties).toEqual({ id: "documentos-basicos" });
    expect(children[1].properties).toEqual({ labelledBy: "documentos-basicos" });
    expect(children[3].children?.[0].properties).toEqual({ labelledBy: "prazos" });
    // The input is left as it was.
    expect((root as { children: { properties?: object }[] }).children[0].properties).toEqual({});
  });
});

describe("dates and lists of guides", () => {
  const guide = (slug: string, updatedOn: string, products: string[], title = slug): GuideSummary => ({
    slug,
    title,
    description: `${slug}.`,
    updatedOn,
    products,
  });

  it("write a day in pt-BR words, from the front matter's day or the transformer's timestamp", () => {
    expect(dayInWords("2026-11-27")).toBe("27 de novembro de 2026");
    expect(dayInWords("2026-03-01T00:00:00.000Z")).toBe("1º de março de 2026");
  });

  it("put the newest update first, the same day by title", () => {
    const sorted = byNewestUpdate([
      guide("b", "2026-01-10", []),
      guide("c", "2026-05-01T00:00:00.000Z", []),
      guide("a", "2026-01-10", []),
    ]);
    expect(sorted.map((entry) => entry.slug)).toEqual(["c", "a", "b"]);
  });

  it("give a service page at most three guides about its product, newest first", () => {
    const guides = [
      guide("g1", "2026-01-01", ["seguro-auto"]),
      guide("g2", "2026-04-01", ["vida"]),
      guide("g3", "2026-03-01", ["veiculos", "seguro-auto"]),
      guide("g4", "2026-02-01", ["seguro-auto"]),
      guide("g5", "2026-05-01", ["seguro-auto"]),
    ];
    expect(guidesForService("seguro-auto", guides).map((entry) => entry.slug)).toEqual(["g5", "g3", "g4"]);
    expect(guidesForService("consorcio", guides)).toEqual([]);
  });

  it("group /guias by the area of each guide's first product, in the menu's order, leaving empty areas out", () => {
    const services = [
      { slug: "seguro-auto", group: "Veículos" },
      { slug: "vida", group: "Vida e Saúde" },
      { slug: "consorcio", group: "Outros Serviços" },
    ];
    const order = ["Veículos", "Residencial", "Vida e Saúde", "Outros Serviços"];
    const groups = guidesByArea(
      [
        guide("a", "2026-01-01", ["vida", "seguro-auto"]),
        guide("b", "2026-02-01", ["seguro-auto"]),
        guide("c", "2026-03-01", ["seguro-auto"]),
        guide("d", "2026-01-01", ["consorcio"]),
      ],
      services,
      order,
    );
    expect(groups.map((group) => [group.title, group.guides.map((entry) => entry.slug)])).toEqual([
      ["Veículos", ["c", "b"]],
      ["Vida e Saúde", ["a"]],
      ["Outros Serviços", ["d"]],
    ]);
  });
});

describe("structured data, sitemap and feed of the guides", () => {
  it("describe a guide as an Article published by the brokerage's legal name, with its dates and author", () => {
    const base = {
      siteUrl: "https://www.exemplo.com.br",
      path: "/guias/x",
      headline: "Título",
      description: "Resumo.",
      datePublished: "2026-11-01",
      dateModified: "2026-11-27",
      publisher: { name: "Corretora Ltda." },
    };
    const team = articleJsonLd({ ...base, author: { name: "Equipe Corretora", role: "Corretores" } });
    expect(team).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Título",
      description: "Resumo.",
      datePublished: "2026-11-01",
      dateModified: "2026-11-27",
      mainEntityOfPage: "https://www.exemplo.com.br/guias/x",
      author: { "@type": "Organization", name: "Equipe Corretora" },
      publisher: { "@type": "Organization", name: "Corretora Ltda.", url: "https://www.exemplo.com.br/" },
    });
    expect(articleJsonLd({ ...base, author: { name: "Ana Souza", role: "Corretora de seguros" } }).author).toEqual({
      "@type": "Person",
      name: "Ana Souza",
      jobTitle: "Corretora de seguros",
    });
  });

  it("give the trail Início › Guias › the guide as a BreadcrumbList of absolute addresses", () => {
    expect(
      breadcrumbJsonLd("https://www.exemplo.com.br", [
        { name: "Início", path: "/" },
        { name: "Guias", path: "/guias" },
        { name: "X", path: "/guias/x" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Início", item: "https://www.exemplo.com.br/" },
        { "@type": "ListItem", position: 2, name: "Guias", item: "https://www.exemplo.com.br/guias" },
        { "@type": "ListItem", position: 3, name: "X", item: "https://www.exemplo.com.br/guias/x" },
      ],
    });
  });

  it("give each guide's page in the sitemap its updatedOn as lastmod, and other pages none", () => {
    const pages = sitemapPages({
      allSitePage: { nodes: [{ path: "/" }, { path: "/guias" }, { path: "/guias/a" }, { path: "/guias/b" }] },
      allMarkdownRemark: {
        nodes: [
          { frontmatter: { slug: "a", updatedOn: "2026-11-20T00:00:00.000Z" } },
          { frontmatter: { slug: "b", updatedOn: "2026-10-01" } },
        ],
      },
    });
    expect(pages).toEqual([
      { path: "/" },
      { path: "/guias" },
      { path: "/guias/a", lastmod: "2026-11-20" },
      { path: "/guias/b", lastmod: "2026-10-01" },
    ]);
  });

  it("list every guide in the feed with its address as guid, announced on /guias and the guides only", () => {
    const items = guideFeedItems("https://www.exemplo.com.br", [
      {
        slug: "a",
        title: "A",
        description: "Sobre A.",
        publishedOn: "2026-11-01T00:00:00.000Z",
        updatedOn: "2026-11-20",
        author: { name: "Equipe" },
      },
    ]);
    expect(items).toEqual([
      {
        title: "A",
        description: "Sobre A.",
        url: "https://www.exemplo.com.br/guias/a",
        guid: "https://www.exemplo.com.br/guias/a",
        date: "2026-11-01",
        author: "Equipe",
      },
    ]);
    const match = new RegExp(guidesFeedOptions("https://www.exemplo.com.br", "Corretora").feeds[0].match);
    expect(["/guias", "/guias/a"].every((route) => match.test(route))).toBe(true);
    expect(["/", "/guiasx", "/servicos/seguro-auto"].some((route) => match.test(route))).toBe(false);
  });
});

describe("the editor's Guias collection", () => {
  it("is a folder of Markdown files with the schema's fields, then the body in the Markdown editor, with a preview", () => {
    const guides = cmsConfig({ siteUrl: "https://www.exemplo.com.br", backend: { branch: "main" } }).collections.find(
      (collection) => collection.name === "guias",
    );
    expect(guides).toMatchObject({
      label: "Guias",
      folder: "data/guias",
      extension: "md",
      format: "yaml-frontmatter",
      create: true,
      identifier_field: "slug",
      slug: "{{slug}}",
      editor: { preview: true },
    });
    expect(guides?.fields?.map((field) => [field.name, field.widget])).toEqual([
      ["title", "string"],
      ["description", "text"],
      ["slug", "string"],
      ["publishedOn", "string"],
      ["updatedOn", "string"],
      ["author", "object"],
      ["products", "list"],
      ["rules", "list"],
      ["sources", "list"],
      ["body", "markdown"],
    ]);
    expect(guides?.fields?.at(-1)).toBe(GUIDE_BODY_FIELD);
    const published = guides?.fields?.find((field) => field.name === "publishedOn");
    expect(new RegExp(published?.pattern?.[0] ?? "").test("2026-11-27")).toBe(true);
    expect(new RegExp(published?.pattern?.[0] ?? "").test("27/11/2026")).toBe(false);
  });
});

describe("a guide's characters", () => {
  it("are refused, with their line or field, when the site's font lacks them", () => {
    const text =
      original.replace(/^title: .*$/m, 'title: "Seguro auto ≥ 2026: o que fazer"').trimEnd() +
      "\n\nParcelas de 12 × R$ 100 − desconto.\n";
    const problems = check(text);
    expect(problems).toContain(
      `${SHOWN}:${lineOf(text, "title:")}: title: caractere(s) fora da fonte do site: ≥; use o equivalente comum (x para ×, - para −, >= para ≥) ou peça a quem desenvolve o site para incluí-los na fonte`,
    );
    expect(
      problems.some((problem) =>
        problem.startsWith(
          `${SHOWN}:${lineOf(text, "Parcelas de 12")}: (texto): caractere(s) fora da fonte do site: × −;`,
        ),
      ),
    ).toBe(true);
  });
});

/** Server HTML of a view inside the site's theme, as a page renders it, without Emotion's style tags and classes. */
const serverHtml = (view: ReactElement) =>
  renderToStaticMarkup(createElement(RootProvider, null, view))
    .replace(/<style[^>]*>[^<]*<\/style>/g, "")
    .replace(/ class="[^"]*"/g, "");
const RULES = (JSON.parse(fs.readFileSync(path.join(DATA, "rules.json"), "utf8")) as { rules: Rule[] }).rules;
const GUIDE_FILES = fs.readdirSync(path.join(DATA, "guias")).filter((name) => name.endsWith(".md"));
const guideSource = (name: string) => parseGuideSource(fs.readFileSync(path.join(DATA, "guias", name), "utf8"));
const citedRules = (name: string): Rule[] =>
  ((guideSource(name).data.rules as string[] | undefined) ?? []).map((id) => findRule(RULES, id));

describe("a register value in a guide's text", () => {
  it("is written as a sentence says it: days, months, years, percent, reais and coefficients, in the site's font", () => {
    const cases: [number, string, string][] = [
      [30, "dias", "30 dias"],
      [1, "dias", "1 dia"],
      [24, "meses", "24 meses"],
      [1, "meses", "1 mês"],
      [10, "anos", "10 anos"],
      [5, "percent", "5\u00a0%"],
      [27.5, "percent", "27,5\u00a0%"],
      [600000, "reais", "R$ 600.000"],
      [2694.15, "reais", "R$ 2.694,15"],
      [17640, "reais", "R$ 17.640"],
      [0.095575, "coeficiente", "0,095575"],
    ];
    for (const [value, unit, shown] of cases) {
      expect(formatRuleValue({ value, unit })).toBe(shown);
      expect(outsideFont(shown)).toBeNull();
    }
    expect([...RULE_UNITS].sort()).toEqual(["anos", "coeficiente", "dias", "meses", "percent", "reais"]);
    expect(() => formatRuleValue({ value: 1, unit: "semanas" })).toThrow('no way to write a value in "semanas"');
  });

  it("replaces each token by its rule's value, and a token of a rule not given is a bug", () => {
    const rules = [{ id: "prazo-x", values: [{ name: "decisao", value: 30, unit: "dias" }] }];
    expect(
      withRuleValues("Até {{regra:prazo-x.decisao}} para decidir; {{regra:prazo-x.decisao}} ao todo.", rules),
    ).toBe("Até 30 dias para decidir; 30 dias ao todo.");
    expect(() => withRuleValues("{{regra:prazo-y.decisao}}", rules)).toThrow(
      '{{regra:prazo-y.decisao}}: the guide does not cite rule "prazo-y" with a value "decisao"',
    );
    expect(ruleTokens("a {{regra:prazo-x.decisao}} b")).toEqual([
      { text: "{{regra:prazo-x.decisao}}", id: "prazo-x", name: "decisao", index: 2 },
    ]);
  });

  it("is found malformed when its braces form no token, and never when they do", () => {
    expect(malformedTokens("Até {{regra:prazo-x.decisao}} e {{regra:prazo-x.pagamento}}.")).toEqual([]);
    expect(malformedTokens("Até {{regra:prazo-x}} dias")).toEqual([{ index: 4, text: "{{regra:prazo-x}}" }]);
    expect(malformedTokens("Até {{ regra:prazo-x.decisao }}")).toEqual([
      { index: 4, text: "{{ regra:prazo-x.decisao }}" },
    ]);
    expect(malformedTokens("{{regra:Prazo.decisao}}")[0]?.text).toBe("{{regra:Prazo.decisao}}");
    expect(malformedTokens("texto }} solto")).toEqual([{ index: 6, text: "}} solto" }]);
  });

  it("is refused malformed by the file's own check, on its line in the file, as the editor saves it", () => {
    const text = `${original.trimEnd()}\n\nUm parágrafo em duas linhas,\ncom {{regra:seguro-prazo-sinistro}} no meio.\n`;
    expect(check(text)).toEqual([
      `${SHOWN}:${lineOf(text, "com {{regra")}: (texto): marca de regra malformada ({{regra:seguro-prazo-sinistro}}): escreva {{regra:identificador.valor}}, sem espaços, como {{regra:seguro-prazo-sinistro.decisao}}`,
    ]);
  });

  describe("checked against the register", () => {
    afterAll(removeCopies);
    const TODAY = new Date("2026-11-28T12:00:00Z");
    const withBody = (extra: string) => () => `${original.trimEnd()}\n\n${extra}\n`;
    const problemsOf = async (extra: string) =>
      (await checkContentDir(brokenCopy({ [`guias/${GUIDE}.md`]: withBody(extra) }), undefined, TODAY)).problems.map(
        formatProblem,
      );
    const ruleLine = (id: string) =>
      fs
        .readFileSync(path.join(DATA, "rules.json"), "utf8")
        .split("\n")
        .findIndex((row) => row.includes(`"id": "${id}"`)) + 1;
    const line = (extra: string) => lineOf(withBody(extra)(), extra);

    it("names an unknown rule, a rule the guide does not cite and a value the rule lacks, each on its line", async () => {
      const unknown = "Prazo de {{regra:nao-existe.prazo}}.";
      expect(await problemsOf(unknown)).toEqual([
        `${SHOWN}:${line(unknown)}: (texto): {{regra:nao-existe.prazo}}: não há regra "nao-existe" em data/rules.json; use o identificador (id) de uma regra de lá`,
      ]);
      const uncited = "Aceite em {{regra:seguro-prazo-aceitacao.prazo}}.";
      expect(await problemsOf(uncited)).toEqual([
        `${SHOWN}:${line(uncited)}: (texto): {{regra:seguro-prazo-aceitacao.prazo}}: o guia não cita a regra "seguro-prazo-aceitacao" (data/rules.json:${ruleLine("seguro-prazo-aceitacao")}): acrescente-a em rules, no cabeçalho, para a página mostrar a norma, a fonte e a data dela`,
      ]);
      const noValue = "Decisão em {{regra:seguro-prazo-sinistro.prazo}}.";
      expect(await problemsOf(noValue)).toEqual([
        `${SHOWN}:${line(noValue)}: (texto): {{regra:seguro-prazo-sinistro.prazo}}: a regra "seguro-prazo-sinistro" (data/rules.json:${ruleLine("seguro-prazo-sinistro")}) não tem o valor "prazo"; valores dela: decisao, pagamento, maximoSusep`,
      ]);
      expect(await problemsOf("Decisão em {{regra:seguro-prazo-sinistro.decisao}}.")).toEqual([]);
    });
  });
});

describe("each guide of data/guias", () => {
  it.each(GUIDE_FILES)("%s: every token is a value of a rule it cites", (name) => {
    const { body } = guideSource(name);
    const shown = withRuleValues(body, citedRules(name));
    expect(shown).not.toMatch(/\{\{|\}\}/);
  });

  it.each(GUIDE_FILES.filter((name) => citedRules(name).length > 0))(
    "%s: its page lists every rule it cites, with the norm linked to the official source and the day it took effect",
    (name) => {
      const rules = citedRules(name);
      const html = serverHtml(createElement(GuideRules, { rules }));
      expect(html).toContain('<h2 id="guia-regras"');
      expect(html.match(/<li/g)).toHaveLength(rules.length);
      for (const rule of rules) {
        const escapedUrl = rule.sourceUrl.replace(/&/g, "&amp;");
        expect(html).toContain(`href="${escapedUrl}"`);
        expect(html).toContain(`>${rule.norm}</a>`);
        expect(html).toContain(`<time dateTime="${rule.effectiveFrom}">${brazilianDay(rule.effectiveFrom)}</time>`);
        expect(html).toContain(
          `${rule.effectiveUntil ? ", em vigor de " : ", em vigor desde "}<time dateTime="${rule.effectiveFrom}">`,
        );
      }
    },
  );

  it("says when each rule stops, when it has an end", () => {
    const html = serverHtml(
      createElement(GuideRules, {
        rules: [
          {
            id: "tabela",
            title: "Tabela do ano",
            norm: "Lei nº 1/2026",
            sourceUrl: "https://www.planalto.gov.br/x",
            effectiveFrom: "2026-01-01",
            effectiveUntil: "2026-12-31",
          },
        ],
      }),
    );
    expect(html.replace(/<[^>]+>/g, "")).toContain(
      "Tabela do ano: Lei nº 1/2026, em vigor de 01/01/2026 a 31/12/2026.",
    );
  });
});

describe("a guide's page", () => {
  const rule = findRule(RULES, "seguro-prazo-sinistro");
  const body: HastNode = {
    type: "root",
    children: [
      element("p", [text("A seguradora tem "), element("strong", [text("{{regra:seguro-prazo-sinistro.decisao}}")])]),
    ],
  };

  it("shows the register's value in the text, not the token, and leaves the tree it was given as it was", () => {
    const resolved = withRuleValuesIn(body, [rule]);
    expect(JSON.stringify(resolved)).toContain('"value":"30 dias"');
    expect(JSON.stringify(body)).toContain("{{regra:seguro-prazo-sinistro.decisao}}");
  });

  it("shows the text's values and then the rules it cites, before its sources; none without rules", () => {
    const guide = {
      title: "Um guia de teste",
      description: "Um guia de teste, com uma regra citada e o seu prazo.",
      publishedOn: "2026-11-28",
      updatedOn: "2026-11-28",
      author: { name: "Equipe", role: "Corretores" },
      sources: [
        { title: "Lei nº 15.040/2024", url: "https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2024/lei/l15040.htm" },
      ],
      body,
    };
    const services = [{ slug: "seguro-auto", name: "Seguro Auto", quoteProduct: "veiculo" }];
    const html = serverHtml(createElement(GuidePageView, { guide, services, rules: [rule] }));
    expect(html).toContain("A seguradora tem <strong>30 dias</strong>");
    expect(html).not.toContain("{{regra");
    expect(html.indexOf('id="guia-regras"')).toBeGreaterThan(html.indexOf("30 dias"));
    expect(html.indexOf('id="guia-regras"')).toBeLessThan(html.indexOf('id="guia-fontes"'));
    expect(html).toContain(`>${rule.norm}</a>, em vigor desde <time dateTime="${rule.effectiveFrom}">`);
    const plain = serverHtml(
      createElement(GuidePageView, {
        guide: { ...guide, body: { type: "root", children: [element("p", [text("Sem regras.")])] } },
        services,
        rules: [],
      }),
    );
    expect(plain).not.toContain("guia-regras");
  });
});
