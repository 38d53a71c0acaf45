/**
 * The go-live check: every value of data/ that is still one of the project's placeholders (README,
 * "Placeholders to replace before going live"). The placeholders are declared here, once, by their
 * values (or a pattern only they have), never by a flag in the content: a maintainer who types the
 * real CNPJ over the example one has removed the mark with the same edit. `npm run check:live` lists
 * what is left; a production build (CONTEXT=production) stops while anything is; other builds show
 * a "dados de exemplo" notice on the claims page and in the footer.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseJsonSource } from "./json-source";
import { fieldName, type ContentProblem } from "./load-content";
import { valuesAt, type FieldPath } from "./schema-walk";

/** A placeholder value: the file (relative to data/, "*" for every .json file) and field ("**" for any text in it). */
export interface PlaceholderValue {
  file: string;
  field: FieldPath | "**";
  /** What it is, in pt-BR ("CNPJ de exemplo"). */
  what: string;
  /** The placeholder's exact values, or a pattern only placeholders match. */
  values?: readonly string[];
  pattern?: RegExp;
}

/** A placeholder file (an image), known by its SHA-256: any other picture in its place is the real one. */
export interface PlaceholderFile {
  file: string;
  what: string;
  sha256: string;
}

/** The ten fictitious insurers of site.json's partners and insurers.json. */
export const FICTITIOUS_INSURERS = [
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
] as const;

export const PLACEHOLDER_VALUES: readonly PlaceholderValue[] = [
  { file: "site.json", field: ["name"], what: "nome de exemplo da corretora", values: ["Corretora Tranquilidade"] },
  { file: "site.json", field: ["phone", "e164"], what: "telefone de exemplo", values: ["+551130000000"] },
  { file: "site.json", field: ["phone", "display"], what: "telefone de exemplo", values: ["(11) 3000-0000"] },
  { file: "site.json", field: ["whatsapp", "number"], what: "WhatsApp de exemplo", values: ["551130000000"] },
  { file: "site.json", field: ["email"], what: "e-mail de exemplo", values: ["contato@corretoratranquilidade.com.br"] },
  {
    file: "site.json",
    field: ["social", "handle"],
    what: "perfil de exemplo nas redes sociais",
    values: ["@corretoratranquilidade"],
  },
  {
    file: "site.json",
    field: ["social", "url"],
    what: "perfil de exemplo nas redes sociais",
    values: ["https://www.instagram.com/corretoratranquilidade"],
  },
  {
    file: "site.json",
    field: ["legal", "name"],
    what: "razão social de exemplo",
    values: ["Corretora Tranquilidade Ltda."],
  },
  // The example CNPJ of many validators' documentation (valid check digits), in either spelling.
  {
    file: "site.json",
    field: ["legal", "cnpj"],
    what: "CNPJ de exemplo",
    values: ["11.222.333/0001-81", "11222333000181"],
  },
  { file: "site.json", field: ["legal", "susep"], what: "registro SUSEP de exemplo", values: ["202000000"] },
  {
    file: "site.json",
    field: ["legal", "address", "street"],
    what: "endereço de exemplo",
    values: ["Avenida Paulista, 1000, conjunto 101"],
  },
  { file: "site.json", field: ["legal", "address", "postalCode"], what: "CEP de exemplo", values: ["01310-100"] },
  {
    file: "site.json",
    field: ["privacy", "dpoName"],
    what: "encarregado de dados (DPO) de exemplo: o nome de quem responde",
    values: ["Encarregado de Proteção de Dados"],
  },
  {
    file: "site.json",
    field: ["privacy", "dpoEmail"],
    what: "e-mail de exemplo do encarregado de dados (DPO)",
    values: ["privacidade@corretoratranquilidade.com.br"],
  },
  {
    file: "site.json",
    field: ["partners", "*", "name"],
    what: "seguradora parceira fictícia",
    values: FICTITIOUS_INSURERS,
  },
  { file: "insurers.json", field: ["insurers", "*", "name"], what: "seguradora fictícia", values: FICTITIOUS_INSURERS },
  // The fictitious 24 h numbers: 0800 000 10xx, 4004-01xx, 3003-01xx, (11) or (13) 3000-01xx.
  {
    file: "insurers.json",
    field: ["insurers", "*", "numbers", "*", "number"],
    what: "telefone 24h fictício",
    pattern: /^(0800 000 10\d\d|4004-01\d\d|3003-01\d\d|\(1[13]\) 3000-01\d\d)$/,
  },
  // Last, after the fields above: the example brand also sits inside texts (the WhatsApp greetings, the home page's title…).
  {
    file: "*",
    field: "**",
    what: "texto com o nome de exemplo da corretora",
    pattern: /Corretora Tranquilidade|corretoratranquilidade/,
  },
  // Reserved by RFC 2606: no such site or mailbox exists, wherever it is written.
  {
    file: "*",
    field: "**",
    what: "endereço .example (domínio reservado, não existe)",
    pattern: /[a-z0-9-]\.example(?![\w-]|\.[a-z0-9])/i,
  },
];

export const PLACEHOLDER_FILES: readonly PlaceholderFile[] = [
  {
    file: "images/inicio/hero.jpg",
    what: "foto de exemplo (ilustração gerada)",
    sha256: "9f8ddf9f4595b050af5d909eacb975188cf88f243d94e039645d80350f400dd3",
  },
  ...(
    [
      ["aurora", "bc9b192a1908c6a740e3a085ab8d8f2cf67e4c76ed0cdaf1122a88d31a9a338f"],
      ["bandeirantes", "3293cce55eeb84628fc176c87b3d66ea547008c3875c7a1307ccb935e38b5b48"],
      ["cruzeiro", "6d4d0f9ebf696e8196ed2ad58a649862319844e6d1fa8f302a31e24454ebdfd3"],
      ["horizonte", "2d9a900c0eaf2af92b0e19a2e32890ab1c239ac93542137071bf4c9e039cb981"],
      ["ipe", "dd63defed05eab47d2782aef08c53a8b3e41293d2c43b98180b77849a7b88843"],
      ["litoral", "0fe8ab77138d4f1d778fb7ac3695517235d8374db5adfb9b4a77c06d503ab922"],
      ["mantiqueira", "7417f79206fe0dc666577bb164acf03b922fc0cdecc5418ee7333972e7ca20b2"],
      ["paulista", "e983b61a01444ff76d329f6f7ffece9b65b3ebce89d378977260dcc2d87e34cb"],
      ["serra-azul", "0d63bc9515486c216df0c43121aadb43229f24f521d748c48a2c62e087cd94be"],
      ["tiete", "429f43eb350cac7668916aeebd5997fce2f84b8ba4ef2f04304cfdedd9a9478c"],
    ] as const
  ).map(([name, sha256]) => ({
    file: `images/parceiros/${name}.svg`,
    what: "logotipo de exemplo de seguradora fictícia",
    sha256,
  })),
];

/** Every string below `value`, with its path. */
function stringsIn(value: unknown, at: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (typeof value === "string") return [{ path: at, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...at, index]));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...at, key]));
  return [];
}

const isPlaceholder = (rule: PlaceholderValue, text: string): boolean =>
  (rule.values?.includes(text.trim()) ?? false) || (rule.pattern?.test(text) ?? false);

/**
 * The placeholders in one content file's text (`relative`: its path inside data/, "services/vida.json";
 * `shown`: the name the lines carry). One line per field, the first rule that names it; a file
 * that is not valid JSON has none (the content check reports it).
 */
export function placeholdersInText(
  relative: string,
  text: string,
  shown: string,
  rules: readonly PlaceholderValue[] = PLACEHOLDER_VALUES,
): ContentProblem[] {
  const source = parseJsonSource(text);
  if (source.syntax) return [];
  const found = new Map<string, ContentProblem>();
  for (const rule of rules.filter(({ file }) => file === "*" || file === relative)) {
    const candidates = rule.field === "**" ? stringsIn(source.value) : valuesAt(source.value, rule.field);
    for (const { path: at, value } of candidates) {
      const field = fieldName(at);
      if (typeof value !== "string" || found.has(field) || !isPlaceholder(rule, value)) continue;
      found.set(field, {
        file: shown,
        line: source.lineOf(at),
        field,
        reason: `${rule.what} ("${value.length > 60 ? `${value.slice(0, 57)}…` : value}")`,
      });
    }
  }
  return [...found.values()].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The placeholder files still in place, by their bytes. */
export function placeholderFile(
  relative: string,
  bytes: Buffer,
  shown: string,
  files: readonly PlaceholderFile[] = PLACEHOLDER_FILES,
): ContentProblem | null {
  const known = files.find((entry) => entry.file === relative);
  if (!known || createHash("sha256").update(bytes).digest("hex") !== known.sha256) return null;
  return { file: shown, field: "", reason: known.what };
}

/** Every .json file below dir, as paths relative to it with "/" (hidden files left out). */
function jsonFiles(dir: string, at = ""): string[] {
  return fs.readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const relative = at ? `${at}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return jsonFiles(dir, relative);
    return entry.name.endsWith(".json") && entry.isFile() ? [relative] : [];
  });
}

/** Every placeholder left in dataDir (synchronous: gatsby-config and the build's first step call it). */
export function placeholdersLeft(dataDir: string, displayRoot = path.dirname(dataDir)): ContentProblem[] {
  const show = (relative: string) => path.relative(displayRoot, path.join(dataDir, relative)).split(path.sep).join("/");
  const values = jsonFiles(dataDir)
    .sort()
    .flatMap((relative) =>
      placeholdersInText(relative, fs.readFileSync(path.join(dataDir, relative), "utf8"), show(relative)),
    );
  const files = PLACEHOLDER_FILES.flatMap(({ file }) => {
    const full = path.join(dataDir, file);
    if (!fs.existsSync(full)) return [];
    const found = placeholderFile(file, fs.readFileSync(full), show(file));
    return found ? [found] : [];
  });
  return [...values, ...files];
}

/** The domain gatsby-config.ts falls back to when SITE_URL is unset: the example brand's. */
export const EXAMPLE_SITE_URL = "https://www.corretoratranquilidade.com.br";

/**
 * The build settings that are placeholders too: SITE_URL unset (canonical URLs, the sitemap and
 * Open Graph would name the example domain) or still the example domain.
 */
export function placeholderSettings(env: Readonly<Record<string, string | undefined>>): ContentProblem[] {
  const url = env.SITE_URL?.trim();
  if (url && !/corretoratranquilidade/i.test(url)) return [];
  const reason = url
    ? `domínio de exemplo ("${url}")`
    : `não definida: os endereços canônicos, o sitemap e o Open Graph usariam o domínio de exemplo ${EXAMPLE_SITE_URL}`;
  return [{ file: "variável de ambiente", field: "SITE_URL", reason }];
}

/** The pt-BR report: one line per placeholder, "data/site.json:26: legal.cnpj: CNPJ de exemplo (…)". */
export function goLiveReport(found: readonly ContentProblem[]): string {
  if (found.length === 0) return "Nenhum dado de exemplo: o conteúdo está pronto para publicar.";
  return [
    `O conteúdo ainda tem ${found.length} dado(s) de exemplo. Troque cada um pelo dado real antes de publicar:`,
    ...found.map(
      (item) => `  ${item.file}${item.line ? `:${item.line}` : ""}: ${item.field || "(arquivo)"}: ${item.reason}`,
    ),
  ].join("\n");
}
