/**
 * The guides (data/guias/*.md) as pure logic: the check of a guide's file (front matter against its
 * schema with file, line and field; raw HTML and a level-1 heading refused with their line), heading
 * anchors, the table of contents, dates, which guides a service page and /guias show, their
 * structured data, the sitemap's lastmod and the feed's items, and the editor's collection.
 */
import fs from "node:fs";
import path from "node:path";
import { checkContentText, formatProblem } from "../../src/content/load-content";
import { markdownProblems, parseGuideSource, yamlLineOf } from "../../src/content/guide-source";
import { prepareGuide, type HastNode } from "../../src/lib/guide-html";
import {
  byNewestUpdate,
  dayInWords,
  guidesByArea,
  guidesForService,
  headingSlug,
  tableOfContents,
  uniqueSlugs,
  type GuideHeading,
  type GuideSummary,
} from "../../src/lib/guides";
import { articleJsonLd, breadcrumbJsonLd } from "../../src/lib/structured-data";
import { guideFeedItems, guidesFeedOptions, sitemapPages } from "../../src/config/guide-feeds";
import { cmsConfig, GUIDE_BODY_FIELD } from "../../src/cms/cms-config";
import { DATA } from "../../test-kit/content-fixtures";

const GUIDE = "como-acionar-o-seguro-auto";
const SHOWN = `data/guias/${GUIDE}.md`;
const original = fs.readFileSync(path.join(DATA, "guias", `${GUIDE}.md`), "utf8");
const check = (text: string, name = GUIDE) =>
  checkContentText(`guias/${name}.md`, text, `data/guias/${name}.md`).problems.map(formatProblem);
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;

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
    const text = (value: string): HastNode => ({ type: "text", value });
    const element = (tagName: string, children: HastNode[]): HastNode => ({
      type: "element",
      tagName,
      properties: {},
      children,
    });
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
