/**
 * The go-live check: every value of data/ that is still one of the project's placeholders (README,
 * "Placeholders to replace before going live"). The placeholders are declared here, once, by their
 * values (or a pattern only they have), never by a flag in the content: a maintainer who types the
 * real CNPJ over the example one has removed the mark with the same edit. Values are compared as a
 * person reads them (as-seen.ts: case, Unicode compatibility forms, look-alike letters, invisible
 * characters and spaces, the hosts of addresses through IDNA), the example pictures by what they
 * show (example-pictures.ts). `npm run check:live` lists what is left; a production build
 * (CONTEXT=production) stops while anything is; other builds show a "dados de exemplo" notice on
 * the claims page and in the footer.
 */
import fs from "node:fs";
import path from "node:path";
import { siteUrlProblem } from "./site-url";
import { asSeen, hostsIn, lettersAndDigits, visible } from "./as-seen";
import { GUIDES_DIR } from "./content-files";
import { isMediaPath } from "./data-paths";
import { EXAMPLE_PICTURES, exampleDistance, pictureSeen } from "./example-pictures";
import { parseGuideSource } from "./guide-source";
import { parseJsonSource } from "./json-source";
import { fieldName, type ContentProblem } from "./load-content";
import { valuesAt, type FieldPath } from "./schema-walk";
import { svgProblem } from "./svg-safety";

/**
 * A placeholder value: the file (relative to data/; "*" for every content file, the guides
 * included) and field ("**" for any text in it).
 */
export interface PlaceholderValue {
  file: string;
  field: FieldPath | "**";
  /** What it is, in pt-BR ("CNPJ de exemplo"). */
  what: string;
  /** The field is one of these, read as seen, letters and digits alone ("(11) 3000‑0000" is "(11) 3000-0000"). */
  values?: readonly string[];
  /** A text that holds one of these, read as seen, its words joined by spaces, hyphens, underscores or nothing. */
  inside?: readonly string[];
  /** A pattern only placeholders match, on the text as seen (lower case) and on the hosts its addresses lead to. */
  pattern?: RegExp;
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
    pattern: /^(?:0800 000 10\d\d|4004-01\d\d|3003-01\d\d|\(1[13]\) 3000-01\d\d)$/,
  },
  // Last, after the fields above: the example brand also sits inside texts (the WhatsApp greetings,
  // the home page's title, the guides' authors…) and addresses (corretoratranquilidade.com.br).
  {
    file: "*",
    field: "**",
    what: "texto com o nome de exemplo da corretora",
    inside: ["Corretora Tranquilidade"],
  },
  // Reserved by RFC 2606: no such site or mailbox exists, wherever it is written.
  {
    file: "*",
    field: "**",
    what: "endereço .example (domínio reservado, não existe)",
    pattern: /(?<![\p{L}\p{N}.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.example(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])/u,
  },
];

/** Every string below `value`, with its path. */
function stringsIn(value: unknown, at: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (typeof value === "string") return [{ path: at, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...at, index]));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...at, key]));
  return [];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const insidePatterns = new Map<string, RegExp>();
/** "Corretora Tranquilidade" → /corretora[\s_-]*tranquilidade/: the words as seen, joined by anything that reads as a joint. */
function insidePattern(placeholder: string): RegExp {
  const known = insidePatterns.get(placeholder);
  if (known) return known;
  const pattern = new RegExp(asSeen(placeholder).split(" ").map(escapeRegExp).join("[\\s_-]*"), "u");
  insidePatterns.set(placeholder, pattern);
  return pattern;
}

/** A text as seen, then the hosts of its addresses: what the rules look into. */
const seenIn = (text: string): string[] => [asSeen(text), ...hostsIn(text)];

/** A placeholder found: the one it matched, and where in the text as seen (0 for a whole field or an address). */
export interface PlaceholderMatch {
  placeholder: string;
  at: number;
}

/** The placeholder `text` is, or holds, under `rule`; null when none. `seen` is seenIn(text), when the caller has it. */
export function placeholderIn(
  rule: PlaceholderValue,
  text: string,
  seen: readonly string[] = seenIn(text),
): PlaceholderMatch | null {
  const value = rule.values?.find((candidate) => lettersAndDigits(candidate) === lettersAndDigits(text));
  if (value !== undefined) return { placeholder: value, at: 0 };
  const view = (pattern: RegExp) => {
    for (const [index, candidate] of seen.entries()) {
      const match = pattern.exec(candidate);
      if (match) return { match: match[0], at: index === 0 ? match.index : 0 };
    }
    return null;
  };
  for (const candidate of rule.inside ?? []) {
    const found = view(insidePattern(candidate));
    if (found) return { placeholder: candidate, at: found.at };
  }
  const found = rule.pattern ? view(rule.pattern) : null;
  return found ? { placeholder: found.match, at: found.at } : null;
}

/** Up to 60 characters of the text around `at` (roughly: `at` counts in the text as seen), the invisible ones made visible. */
const excerpt = (text: string, at: number): string => {
  const trimmed = text.trim();
  if (trimmed.length <= 60) return visible(trimmed);
  const start = Math.max(0, Math.min(at - 20, trimmed.length - 57));
  return `${start > 0 ? "…" : ""}${visible(trimmed.slice(start, start + 57))}${start + 57 < trimmed.length ? "…" : ""}`;
};

/** `what ("value")` when the text is the placeholder as shipped; else the text as written, with the placeholder it matched. */
const reasonFor = (rule: PlaceholderValue, text: string, { placeholder, at }: PlaceholderMatch): string =>
  text.trim() === placeholder
    ? `${rule.what} ("${placeholder}")`
    : `${rule.what} ("${excerpt(text, at)}"; dado de exemplo: "${placeholder}")`;

const rulesFor = (relative: string, rules: readonly PlaceholderValue[]) =>
  rules.filter(({ file }) => file === "*" || file === relative);

/**
 * The placeholders in one content file's text (`relative`: its path inside data/, "services/vida.json"
 * or "guias/franquia.md"; `shown`: the name the lines carry). One line per field, the first rule
 * that finds one; a file that cannot be parsed has none (the content check reports it).
 */
export function placeholdersInText(
  relative: string,
  text: string,
  shown: string,
  rules: readonly PlaceholderValue[] = PLACEHOLDER_VALUES,
): ContentProblem[] {
  if (relative.endsWith(".md")) return placeholdersInGuide(relative, text, shown, rules);
  const source = parseJsonSource(text);
  if (source.syntax) return [];
  const found = new Map<string, ContentProblem>();
  const seen = new Map<string, string[]>();
  const seenOnce = (text: string) => seen.get(text) ?? seen.set(text, seenIn(text)).get(text)!;
  for (const rule of rulesFor(relative, rules)) {
    const candidates = rule.field === "**" ? stringsIn(source.value) : valuesAt(source.value, rule.field);
    for (const { path: at, value } of candidates) {
      const field = fieldName(at);
      if (typeof value !== "string" || found.has(field)) continue;
      const match = placeholderIn(rule, value, seenOnce(value));
      if (match)
        found.set(field, { file: shown, line: source.lineOf(at), field, reason: reasonFor(rule, value, match) });
    }
  }
  return [...found.values()].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * A guide's placeholders: in the front matter's texts (the author's name, a source's address) and
 * in the body, line by line (and across a line break, which Markdown reads as a space).
 */
function placeholdersInGuide(
  relative: string,
  text: string,
  shown: string,
  rules: readonly PlaceholderValue[],
): ContentProblem[] {
  const guide = parseGuideSource(text.replace(/^\uFEFF/, ""));
  if (guide.syntax) return [];
  const everywhere = rulesFor(relative, rules).filter((rule) => rule.field === "**");
  const reasons = new Map<string, string | null>();
  const first = (value: string): string | null => {
    if (reasons.has(value)) return reasons.get(value) ?? null;
    const seen = seenIn(value);
    let reason: string | null = null;
    for (const rule of everywhere) {
      const match = placeholderIn(rule, value, seen);
      if (match) {
        reason = reasonFor(rule, value, match);
        break;
      }
    }
    reasons.set(value, reason);
    return reason;
  };
  const found: ContentProblem[] = [];
  for (const { path: at, value } of stringsIn(guide.data)) {
    const reason = first(value);
    if (reason) found.push({ file: shown, line: guide.lineOf(at), field: fieldName(at), reason });
  }
  const lines = guide.body.split(/\r?\n/);
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const across = () => {
      const joined = next === undefined ? null : first(`${line} ${next}`);
      return joined !== null && joined !== first(next) ? joined : null;
    };
    const reason = first(line) ?? across();
    if (reason) found.push({ file: shown, line: guide.bodyLine + index, field: "(texto)", reason });
  });
  return found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * The example picture `bytes` show, as a line of the report (`relative`: the file's path inside
 * data/), or null. An SVG the content check refuses is not drawn (the check reports it).
 */
export async function placeholderPicture(
  relative: string,
  bytes: Buffer,
  shown: string,
  pictures = EXAMPLE_PICTURES,
): Promise<ContentProblem | null> {
  const svg = relative.toLowerCase().endsWith(".svg");
  if (svg && svgProblem(bytes.toString("utf8"))) return null;
  const seen = await pictureSeen(bytes, svg);
  const example = pictures
    .map((picture) => ({ picture, distance: exampleDistance(seen, picture) }))
    .filter(({ distance }) => distance !== Infinity)
    .sort((a, b) => a.distance - b.distance)[0]?.picture;
  if (!example) return null;
  const reason =
    example.file === relative ? example.what : `${example.what}: a mesma imagem do exemplo ${example.file}`;
  return { file: shown, field: "", reason };
}

/** Every entry below dir that `keep` takes, as paths relative to it with "/" (hidden files and symbolic links left out). */
function filesBelow(dir: string, keep: (relative: string) => boolean, at = ""): string[] {
  return fs.readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const relative = at ? `${at}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesBelow(dir, keep, relative);
    return entry.isFile() && keep(relative) ? [relative] : [];
  });
}

const isTextFile = (relative: string): boolean =>
  relative.endsWith(".json") || (relative.startsWith(`${GUIDES_DIR}/`) && relative.endsWith(".md"));

const shownFrom = (dataDir: string, displayRoot: string) => (relative: string) =>
  path.relative(displayRoot, path.join(dataDir, relative)).split(path.sep).join("/");

/**
 * The placeholders left in dataDir's texts (its JSON files and guides). Synchronous: gatsby-config
 * decides the "dados de exemplo" notice with it when it loads.
 */
export function placeholderTexts(dataDir: string, displayRoot = path.dirname(dataDir)): ContentProblem[] {
  const show = shownFrom(dataDir, displayRoot);
  return filesBelow(dataDir, isTextFile)
    .sort()
    .flatMap((relative) =>
      placeholdersInText(relative, fs.readFileSync(path.join(dataDir, relative), "utf8"), show(relative)),
    );
}

/** The example pictures anywhere in dataDir's media folder, under any name. */
export async function placeholderPictures(
  dataDir: string,
  displayRoot = path.dirname(dataDir),
): Promise<ContentProblem[]> {
  const show = shownFrom(dataDir, displayRoot);
  const found: ContentProblem[] = [];
  for (const relative of filesBelow(dataDir, isMediaPath).sort()) {
    const picture = await placeholderPicture(relative, fs.readFileSync(path.join(dataDir, relative)), show(relative));
    if (picture) found.push(picture);
  }
  return found;
}

/** Every placeholder left in dataDir: its texts, then its pictures. */
export async function placeholdersLeft(
  dataDir: string,
  displayRoot = path.dirname(dataDir),
): Promise<ContentProblem[]> {
  return [...placeholderTexts(dataDir, displayRoot), ...(await placeholderPictures(dataDir, displayRoot))];
}

/**
 * The build settings that are placeholders too: SITE_URL unset (canonical URLs, the sitemap and
 * Open Graph would name the example domain), or anything but the public https address of the
 * brokerage's own site (site-url.ts).
 */
export function placeholderSettings(env: Readonly<Record<string, string | undefined>>): ContentProblem[] {
  const reason = siteUrlProblem(env.SITE_URL);
  return reason ? [{ file: "variável de ambiente", field: "SITE_URL", reason }] : [];
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

/** Why a production build stops, with the report: npm run build's first step, gatsby-config and onPreBootstrap say the same. */
export const productionRefusal = (found: readonly ContentProblem[]): string =>
  `Publicação em produção interrompida (CONTEXT=production): o site mostraria dados de exemplo.\n${goLiveReport(found)}\nConfira com npm run check:live; a lista completa está em docs/deploy.md (antes de publicar).`;
