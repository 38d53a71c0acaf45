/** Broken copies of data/ for the content tests: each edit gets a file's parsed JSON and returns new JSON or raw text. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

export { ROOT } from "./paths";
import { ROOT } from "./paths";
export const DATA = path.join(ROOT, "data");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures reach into arbitrary content shapes
export type Edit = (json: Record<string, any>) => unknown;

const copies: string[] = [];

/** A copy of data/ in a temp folder, with each edit applied to its file (created when missing). */
export function brokenCopy(edits: Record<string, Edit>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  const copy = path.join(dir, "data");
  fs.cpSync(DATA, copy, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(copy, file);
    const json =
      target.endsWith(".json") && fs.existsSync(target)
        ? (JSON.parse(fs.readFileSync(target, "utf8")) as Record<string, unknown>)
        : {};
    const result = edit(json);
    fs.writeFileSync(target, typeof result === "string" ? result : JSON.stringify(result, null, 2));
  }
  copies.push(dir);
  return copy;
}

export function removeCopies(): void {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A guide's text as data/guias holds it, for the fixtures that break a line of it. */
const guideText = (slug: string): string => fs.readFileSync(path.join(DATA, "guias", `${slug}.md`), "utf8");

export type MistakeKind =
  "missing field" | "unknown key" | "wrong type" | "broken JSON" | "missing image" | "wrong value" | "markup";

/** One broken copy per content file and kind of mistake, and the line each must produce. */
export const FIXTURES: [file: string, kind: MistakeKind, edit: Edit, expected: RegExp | RegExp[]][] = [
  // data/site.json
  [
    "site.json",
    "missing field",
    ({ email: _email, ...site }) => site,
    /^data\/site\.json:1: email: campo obrigatório ausente$/,
  ],
  [
    "site.json",
    "unknown key",
    (site) => ({ ...site, emial: "x@example.com" }),
    /^data\/site\.json:\d+: emial: não é um campo conhecido \(você quis dizer "email"\?\); campos possíveis: name, description, /,
  ],
  [
    "site.json",
    "wrong type",
    (site) => ({ ...site, foundingYear: "1989" }),
    /^data\/site\.json:\d+: foundingYear: deve ser um número inteiro \(encontrado o texto "1989"\)$/,
  ],
  [
    "site.json",
    "broken JSON",
    () => '{\n  "name": "Corretora",\n  "city": "São Paulo",\n}',
    /^data\/site\.json:4: \(arquivo\): JSON inválido na linha 4, coluna 1: falta o nome de um campo entre aspas/,
  ],
  // data/navigation.json
  [
    "navigation.json",
    "missing field",
    (nav) => withPath(nav, ["groups", 0, "links", 0, "label"], undefined),
    /^data\/navigation\.json:\d+: groups\[0\]\.links\[0\]\.label: campo obrigatório ausente$/,
  ],
  [
    "navigation.json",
    "unknown key",
    (nav) => withPath(nav, ["groups", 1, "titel"], "Residencial"),
    /^data\/navigation\.json:\d+: groups\[1\]\.titel: não é um campo conhecido \(você quis dizer "title"\?\); campos possíveis: title, links$/,
  ],
  [
    "navigation.json",
    "wrong type",
    (nav) => ({ ...nav, groups: { title: "Veículos" } }),
    /^data\/navigation\.json:\d+: groups: deve ser uma lista \[ … \] \(encontrado um objeto\)$/,
  ],
  [
    "navigation.json",
    "broken JSON",
    () => '{ "groups": [ { "title": "Veículos" "links": [] } ] }',
    /^data\/navigation\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 37: falta uma vírgula entre dois itens$/,
  ],
  // data/home.json
  [
    "home.json",
    "missing field",
    (home) => withPath(home, ["hero", "headline"], undefined),
    /^data\/home\.json:\d+: hero\.headline: campo obrigatório ausente$/,
  ],
  [
    "home.json",
    "unknown key",
    (home) => withPath(home, ["hero", "headlnie"], "x"),
    /^data\/home\.json:\d+: hero\.headlnie: não é um campo conhecido \(você quis dizer "headline"\?\)/,
  ],
  [
    "home.json",
    "wrong type",
    (home) => withPath(home, ["about", "paragraphs"], "um parágrafo"),
    /^data\/home\.json:\d+: about\.paragraphs: deve ser uma lista \[ … \] \(encontrado o texto "um parágrafo"\)$/,
  ],
  [
    "home.json",
    "broken JSON",
    () => '{ "seo": { "title": "Início" ',
    /^data\/home\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 30: falta fechar um objeto com "}"$/,
  ],
  [
    "home.json",
    "missing image",
    (home) => withPath(home, ["hero", "image"], "images/inicio/nao-existe.jpg"),
    /^data\/home\.json:\d+: hero\.image: arquivo de imagem não encontrado: data\/images\/inicio\/nao-existe\.jpg$/,
  ],
  // data/about.json
  [
    "about.json",
    "missing field",
    ({ lead: _lead, ...about }) => about,
    /^data\/about\.json:1: lead: campo obrigatório ausente$/,
  ],
  [
    "about.json",
    "unknown key",
    (about) => ({ ...about, misssion: {} }),
    /^data\/about\.json:\d+: misssion: não é um campo conhecido \(você quis dizer "mission"\?\)/,
  ],
  [
    "about.json",
    "wrong type",
    (about) => withPath(about, ["values", "items", 0, "text"], 3),
    /^data\/about\.json:\d+: values\.items\[0\]\.text: deve ser um texto entre aspas \(encontrado o número 3\)$/,
  ],
  [
    "about.json",
    "broken JSON",
    () => '{ "title": "Quem somos", }',
    /^data\/about\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 26: falta o nome de um campo entre aspas/,
  ],
  // data/contact.json
  [
    "contact.json",
    "missing field",
    (contact) => withPath(contact, ["shortcuts", "call"], undefined),
    /^data\/contact\.json:\d+: shortcuts\.call: campo obrigatório ausente$/,
  ],
  [
    "contact.json",
    "unknown key",
    (contact) => withPath(contact, ["faq", "itens"], []),
    /^data\/contact\.json:\d+: faq\.itens: não é um campo conhecido \(você quis dizer "items"\?\)/,
  ],
  [
    "contact.json",
    "wrong type",
    (contact) => withPath(contact, ["faq", "items"], "Perguntas"),
    /^data\/contact\.json:\d+: faq\.items: deve ser uma lista \[ … \]/,
  ],
  [
    "contact.json",
    "broken JSON",
    () => '{ "title": "Fale conosco" "lead": "x" }',
    /^data\/contact\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 27: falta uma vírgula entre dois itens$/,
  ],
  // data/quote.json
  [
    "quote.json",
    "missing field",
    (quote) => withPath(quote, ["benefits", "title"], undefined),
    /^data\/quote\.json:\d+: benefits\.title: campo obrigatório ausente$/,
  ],
  [
    "quote.json",
    "unknown key",
    (quote) => ({ ...quote, leadd: "x" }),
    /^data\/quote\.json:\d+: leadd: não é um campo conhecido \(você quis dizer "lead"\?\)/,
  ],
  [
    "quote.json",
    "wrong type",
    (quote) => withPath(quote, ["insuranceTypes", "items"], [1]),
    /^data\/quote\.json:\d+: insuranceTypes\.items\[0\]: deve ser um texto entre aspas \(encontrado o número 1\)$/,
  ],
  [
    "quote.json",
    "broken JSON",
    () => "",
    /^data\/quote\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 1: falta um valor/,
  ],
  // data/quote-questions.json
  [
    "quote-questions.json",
    "missing field",
    (questions) => withPath(questions, ["products", "vida", "legend"], undefined),
    /^data\/quote-questions\.json:\d+: products\.vida\.legend: campo obrigatório ausente$/,
  ],
  [
    "quote-questions.json",
    "unknown key",
    (questions) => withPath(questions, ["products", "veiculo", "questions", 0, "lable"], "Placa"),
    /^data\/quote-questions\.json:\d+: products\.veiculo\.questions\[0\]\.lable: não é um campo conhecido \(você quis dizer "label"\?\)/,
  ],
  [
    "quote-questions.json",
    "wrong type",
    (questions) => withPath(questions, ["products", "consorcio", "questions", 2, "max"], "240"),
    /^data\/quote-questions\.json:\d+: products\.consorcio\.questions\[2\]\.max: deve ser um número \(encontrado o texto "240"\)$/,
  ],
  [
    "quote-questions.json",
    "broken JSON",
    () => '{\n  "hint": "Opcionais"\n  "products": {}\n}',
    /^data\/quote-questions\.json:3: \(arquivo\): JSON inválido na linha 3, coluna 3: falta uma vírgula entre dois itens$/,
  ],
  // data/privacy.json
  [
    "privacy.json",
    "missing field",
    ({ updated: _updated, ...privacy }) => privacy,
    /^data\/privacy\.json:1: updated: campo obrigatório ausente$/,
  ],
  [
    "privacy.json",
    "unknown key",
    (privacy) => ({ ...privacy, sectons: [] }),
    /^data\/privacy\.json:\d+: sectons: não é um campo conhecido \(você quis dizer "sections"\?\)/,
  ],
  [
    "privacy.json",
    "wrong type",
    (privacy) => withPath(privacy, ["sections", 0, "paragraphs"], null),
    /^data\/privacy\.json:\d+: sections\[0\]\.paragraphs: deve ser uma lista \[ … \] \(encontrado null\)$/,
  ],
  [
    "privacy.json",
    "broken JSON",
    () => '{ "title": "Privacidade", "updated": "1º de maio }',
    /^data\/privacy\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 38: um texto não foi fechado com aspas$/,
  ],
  // data/claims.json
  [
    "claims.json",
    "missing field",
    (claims) => withPath(claims, ["help", "call"], undefined),
    /^data\/claims\.json:\d+: help\.call: campo obrigatório ausente$/,
  ],
  [
    "claims.json",
    "unknown key",
    (claims) => withPath(claims, ["steps", "grups"], []),
    /^data\/claims\.json:\d+: steps\.grups: não é um campo conhecido \(você quis dizer "groups"\?\); campos possíveis: title, documentsTitle, groups$/,
  ],
  [
    "claims.json",
    "wrong type",
    (claims) => withPath(claims, ["steps", "groups", 0, "documents"], "CNH"),
    /^data\/claims\.json:\d+: steps\.groups\[0\]\.documents: deve ser uma lista \[ … \] \(encontrado o texto "CNH"\)$/,
  ],
  [
    "claims.json",
    "broken JSON",
    () => '{ "title": "Sinistro" "lead": "x" }',
    /^data\/claims\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 23: falta uma vírgula entre dois itens$/,
  ],
  // data/insurers.json
  [
    "insurers.json",
    "missing field",
    (file) => withPath(file, ["insurers", 0, "verifiedOn"], undefined),
    /^data\/insurers\.json:\d+: insurers\[0\]\.verifiedOn: campo obrigatório ausente$/,
  ],
  [
    "insurers.json",
    "unknown key",
    (file) => withPath(file, ["insurers", 1, "numbres"], []),
    /^data\/insurers\.json:\d+: insurers\[1\]\.numbres: não é um campo conhecido \(você quis dizer "numbers"\?\); campos possíveis: name, numbers, site, verifiedOn$/,
  ],
  [
    "insurers.json",
    "wrong type",
    (file) => withPath(file, ["insurers", 2, "numbers"], "0800 000 1003"),
    /^data\/insurers\.json:\d+: insurers\[2\]\.numbers: deve ser uma lista \[ … \] \(encontrado o texto "0800 000 1003"\)$/,
  ],
  [
    "insurers.json",
    "broken JSON",
    () => '{ "insurers": [ ] ',
    /^data\/insurers\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 19: falta fechar um objeto com "}"$/,
  ],
  // data/accessibility.json
  [
    "accessibility.json",
    "missing field",
    ({ sources: _sources, ...statement }) => statement,
    /^data\/accessibility\.json:1: sources: campo obrigatório ausente$/,
  ],
  [
    "accessibility.json",
    "unknown key",
    (statement) => ({ ...statement, sectoins: [] }),
    /^data\/accessibility\.json:\d+: sectoins: não é um campo conhecido \(você quis dizer "sections"\?\)/,
  ],
  [
    "accessibility.json",
    "wrong value",
    (statement) => withPath(statement, ["sources", 0, "url"], "www.planalto.gov.br/lei"),
    /^data\/accessibility\.json:\d+: sources\[0\]\.url: deve começar com https:\/\/ e não ter espaços$/,
  ],
  [
    "accessibility.json",
    "broken JSON",
    () => '{ "title": "Acessibilidade" ',
    /^data\/accessibility\.json:1: \(arquivo\): JSON inválido na linha 1, coluna 29: falta fechar um objeto com "}"$/,
  ],
  // data/simulators.json
  [
    "simulators.json",
    "missing field",
    (file) => withPath(file, ["previdencia", "rules", "incomeTax"], undefined),
    /^data\/simulators\.json:\d+: previdencia\.rules\.incomeTax: campo obrigatório ausente$/,
  ],
  [
    "simulators.json",
    "unknown key",
    (file) => withPath(file, ["vida", "defaults", "dividas"], 1),
    /^data\/simulators\.json:\d+: vida\.defaults\.dividas: não é um campo conhecido/,
  ],
  [
    "simulators.json",
    "wrong type",
    (file) => withPath(file, ["consorcio", "defaults", "credit"], "80.000"),
    /^data\/simulators\.json:\d+: consorcio\.defaults\.credit: deve ser um número \(encontrado o texto "80\.000"\)$/,
  ],
  [
    "simulators.json",
    "wrong value",
    (file) => withPath(file, ["previdencia", "ranges", "years"], { min: 10, max: 5 }),
    /^data\/simulators\.json:\d+: previdencia\.ranges\.years\.max: deve ser maior que o mínimo \(10\)$/,
  ],
  // Values of the right type that are not what they claim to be: a CNPJ whose check digits are wrong, a phone number that is none.
  [
    "site.json",
    "wrong value",
    (site) => withPath(site, ["legal", "cnpj"], "11.222.333/0001-82"),
    /^data\/site\.json:\d+: legal\.cnpj: não é um CNPJ válido: os dígitos verificadores \(os dois últimos\) não conferem com os outros$/,
  ],
  [
    "insurers.json",
    "wrong value",
    (file) => withPath(file, ["insurers", 3, "numbers", 0, "number"], "ligue 4004"),
    /^data\/insurers\.json:\d+: insurers\[3\]\.numbers\[0\]\.number: não é um telefone: escreva 0800 000 0000, 4004-0000, 3003-0000 ou \(DDD\) 0000-0000/,
  ],
  // Markup pasted into text (issue 43's script in the brokerage's name), in a line and in prose: refused, never published.
  [
    "site.json",
    "markup",
    (site) => ({ ...site, name: "Corretora Tranquilidade</script><script>alert(document.domain)</script>" }),
    /^data\/site\.json:\d+: name: deve ser um texto de uma linha, sem < nem >, sem quebra de linha e sem caracteres de controle ou invisíveis; encontrado "<" na posição 24$/,
  ],
  [
    "services/seguro-auto.json",
    "markup",
    (page) => withPath(page, ["faq", 0, "answer"], 'Veja <img src=x onerror="alert(1)">.'),
    /^data\/services\/seguro-auto\.json:\d+: faq\[0\]\.answer: não pode ter marcação HTML \(< seguido de letra, \/ ou !\) nem caracteres de controle ou invisíveis; encontrado "<i" na posição 6$/,
  ],
  // data/services/<slug>.json
  [
    "services/seguro-auto.json",
    "missing field",
    (page) => withPath(page, ["hero", "title"], undefined),
    /^data\/services\/seguro-auto\.json:\d+: hero\.title: campo obrigatório ausente$/,
  ],
  [
    "services/seguro-auto.json",
    "unknown key",
    ({ faq, ...page }) => ({ ...page, fAq: faq }),
    [
      /^data\/services\/seguro-auto\.json:1: faq: campo obrigatório ausente$/,
      /^data\/services\/seguro-auto\.json:\d+: fAq: não é um campo conhecido \(você quis dizer "faq"\?\); campos possíveis: slug, aliases, name, group, quoteProduct, seo, hero, intro, audience, lists, extra, faq, closing$/,
    ],
  ],
  [
    "services/seguro-auto.json",
    "wrong type",
    (page) => ({ ...page, lists: "Coberturas" }),
    /^data\/services\/seguro-auto\.json:\d+: lists: deve ser uma lista \[ … \] \(encontrado o texto "Coberturas"\)$/,
  ],
  [
    "services/seguro-auto.json",
    "broken JSON",
    () => '{\n  "slug": "seguro-auto",\n  "name": \n}',
    /^data\/services\/seguro-auto\.json:4: \(arquivo\): JSON inválido na linha 4, coluna 1: falta um valor/,
  ],
  // guides (Markdown with a front matter): a missing title; an impossible date and raw HTML, each with its line
  [
    "guias/como-acionar-o-seguro-auto.md",
    "missing field",
    () => guideText("como-acionar-o-seguro-auto").replace(/^title: .*\n/m, ""),
    /^data\/guias\/como-acionar-o-seguro-auto\.md:1: title: campo obrigatório ausente$/,
  ],
  [
    "guias/franquia-do-seguro-auto.md",
    "wrong value",
    () =>
      guideText("franquia-do-seguro-auto")
        .replace(/^publishedOn: .*$/m, "publishedOn: 2026-02-30")
        .replace(/\n## /, '\n<script>alert("oi")</script>\n\n<iframe src="https://exemplo.com"></iframe>\n\n## '),
    [
      /^data\/guias\/franquia-do-seguro-auto\.md:5: publishedOn: não é um dia do calendário \(ex\.: 2026-11-27\)$/,
      /^data\/guias\/franquia-do-seguro-auto\.md:\d+: \(texto\): HTML não é permitido num guia \(<script>alert\("oi"\)<\/script>\); escreva só Markdown/,
      /^data\/guias\/franquia-do-seguro-auto\.md:\d+: \(texto\): HTML não é permitido num guia \(<iframe src="https:\/\/exemplo\.com"><\/iframe>\)/,
    ],
  ],
  // A link that reads as a path of the site but that a browser opens on another one (/\evil.example is https://evil.example/).
  [
    "guias/o-que-o-seguro-residencial-cobre.md",
    "wrong value",
    () =>
      guideText("o-que-o-seguro-residencial-cobre").replace(
        /\n## /,
        "\nVeja [as condições](/\\evil.example) e [a apólice](/%2F/evil.example).\n\n## ",
      ),
    [
      /^data\/guias\/o-que-o-seguro-residencial-cobre\.md:\d+: \(texto\): endereço de link não permitido \(\/\\evil\.example\): tem barra invertida \(\\\), que o navegador pode ler como \/ e levar a outro site/,
      /^data\/guias\/o-que-o-seguro-residencial-cobre\.md:\d+: \(texto\): endereço de link não permitido \(\/%2F\/evil\.example\): tem %2F, que é \/ codificado/,
    ],
  ],
  // images a maintainer supplies
  [
    "site.json",
    "missing image",
    (site) => withPath(site, ["partners", 0, "logo"], "images/parceiros/sumiu.png"),
    /^data\/site\.json:\d+: partners\[0\]\.logo: arquivo de imagem não encontrado: data\/images\/parceiros\/sumiu\.png$/,
  ],
];

export function withPath(
  json: Record<string, unknown>,
  at: (string | number)[],
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(json);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/**
 * What a brokerage's real content looks like to the go-live check (src/content/go-live.ts): each
 * placeholder value of data/ (its JSON files and guides) replaced, as a maintainer would, by a value
 * of its own kind (a CNPJ with valid check digits, the same insurer renamed in both files), each
 * example logo by another drawing and the hero photo by another photo (a PNG, as the editor would
 * upload one). Only the values change: the copy still passes the content check.
 */
const REAL_LOOKING_TEXT: readonly [RegExp, string][] = [
  [/Corretora Tranquilidade/g, "Corretora Vila Nova"],
  [/corretoratranquilidade/g, "corretoravilanova"],
  [/\+551130000000/g, "+551133334444"],
  [/\(11\) 3000-0000/g, "(11) 3333-4444"],
  [/551130000000/g, "551133334444"],
  [/11\.222\.333\/0001-81/g, "45.678.912/0001-55"],
  [/202000000/g, "100234567"],
  [/Avenida Paulista, 1000, conjunto 101/g, "Rua Augusta, 500, sala 12"],
  [/01310-100/g, "01305-000"],
  [/Encarregado de Proteção de Dados/g, "Maria Souza"],
  [/0800 000 10(\d\d)/g, "0800 727 20$1"],
  [/4004-01(\d\d)/g, "4004-33$1"],
  [/3003-01(\d\d)/g, "3003-33$1"],
  [/\((1[13])\) 3000-01(\d\d)/g, "($1) 3456-22$2"],
  [/\.example\b/g, ".com.br"],
  [/images\/inicio\/hero\.jpg/g, "images/inicio/fachada.png"],
  ...[
    "Seguradora Aurora",
    "Bandeirantes Seguros",
    "Cruzeiro Previdência",
    "Horizonte Seguros",
    "Ipê Saúde",
    "Litoral Seguradora",
    "Mantiqueira Seguros",
    "Paulista Vida",
    "Serra Azul Seguros",
    "Tietê Capitalização",
  ].map((name, index): [RegExp, string] => [new RegExp(name, "g"), `Seguradora Parceira ${"ABCDEFGHIJ"[index]}`]),
];

/** A PNG of `width` × `height` whose pixel (x, y) is `color(x, y)` (RGB): a picture written without an image library. */
export function png(width: number, height: number, color: (x: number, y: number) => [number, number, number]): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) rows.set(color(x, y), y * (width * 3 + 1) + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8 bits per channel, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A partner's own logo: a plain SVG drawing unlike the examples (a dark band and a bar whose width differs per logo). */
export const realLookingLogo = (index: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" fill="#0F172A"/><rect x="12" y="30" width="${40 + index * 18}" height="20" fill="#FACC15"/></svg>\n`;

export function realLookingCopy(): string {
  const copy = brokenCopy({});
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  let logos = 0;
  for (const file of walk(copy).sort()) {
    if (file.endsWith(".json") || file.endsWith(".md")) {
      const text = REAL_LOOKING_TEXT.reduce(
        (current, [pattern, real]) => current.replace(pattern, real),
        fs.readFileSync(file, "utf8"),
      );
      fs.writeFileSync(file, text);
    } else if (file.endsWith(".svg")) {
      fs.writeFileSync(file, realLookingLogo(logos));
      logos += 1;
    }
  }
  // The brokerage's own photo in place of the generated one: a sky-to-street gradient.
  fs.rmSync(path.join(copy, "images", "inicio", "hero.jpg"));
  fs.writeFileSync(
    path.join(copy, "images", "inicio", "fachada.png"),
    png(320, 180, (x, y) => [40 + (x % 64), 90 + Math.floor(y / 2), 200 - Math.floor(y / 2)]),
  );
  return copy;
}
