/**
 * Checks every content file of data/: syntax (with line and column), its JSON Schema (every error
 * at once), then the rules that span files: slugs match file names and are unique, menu and home
 * cards point to existing service pages, referenced images exist, can be read and carry no active
 * content (an SVG is only a picture), nothing else lies in data/, every cited rule exists and
 * has what its field needs (rule-checks.ts), and every partner insurer has its 24 h numbers (and
 * only partners do). One pt-BR line per problem. A verification of those numbers older than six
 * months is a warning: the numbers are probably still right, so it must not stop a publication,
 * but someone should call the insurer again.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { CONTENT_FILE_KINDS, GUIDES_DIR, schemaFor } from "./content-files";
import { isCalendarDate } from "./content-formats";
import { validateAgainstSchema } from "./content-schemas";
import { isContentPath, isMediaPath, KNOWN_FILES, MEDIA_DIR, unsafePathReason } from "./data-paths";
import { parseJsonSource, type JsonSource } from "./json-source";
import { fieldsWhere, rootSchema, valuesAt } from "./schema-walk";
import { phoneNumberProblems } from "./phone-rules";
import { quoteQuestionProblems } from "./quote-question-rules";
import { simulatorProblems } from "./simulator-rules";
import {
  citationProblems,
  endingCitations,
  expiredCitations,
  registerProblems,
  ruleTokenProblems,
  unreviewedRules,
  type CitingFile,
} from "./rule-checks";
import { writerNoteReason, writerNotes } from "./writer-notes";
import { svgProblem } from "./svg-safety";
import { fontReason, markdownProblems, outsideFont, parseGuideSource } from "./guide-source";

export interface ContentProblem {
  file: string;
  /** 1-based line of the field, when known. */
  line?: number;
  field: string;
  reason: string;
}

/** "data/site.json:12: phone.e164: …" — file:line lets an editor or terminal jump to it. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.field || "(arquivo)"}: ${problem.reason}`;
}

/** ["lists", 0, "title"] → "lists[0].title" */
export function fieldName(at: readonly (string | number)[]): string {
  return at.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    "",
  );
}

export interface ContentCheck {
  problems: ContentProblem[];
  /** What the publication reports without stopping. */
  warnings: ContentProblem[];
  /** Every slug served under /servicos/, canonical and alias. */
  serviceSlugs: string[];
  /** Every guide's slug (/guias/<slug>). */
  guideSlugs: string[];
  /** Cited rules past their end (effectiveUntil): also warnings; a production build stops on them. */
  expiredRules: ContentProblem[];
  /** Cited rules that end within RULE_END_NOTICE_DAYS (check:live lists them; nothing stops yet). */
  endingRules: ContentProblem[];
  /** Rules not reviewed in their official text for a year: also warnings; `npm run check:live` lists them. */
  unreviewedRules: ContentProblem[];
}

interface LoadedFile {
  relative: string;
  shown: string;
  source: JsonSource;
  value?: unknown;
}

/**
 * Why `bytes` are not an image the site can serve under `name`, or null: an SVG must be a plain
 * picture (svg-safety.ts), anything else an image sharp can measure. Also the editor's check of an upload.
 */
export async function imageProblem(name: string, bytes: Buffer): Promise<string | null> {
  if (name.toLowerCase().endsWith(".svg")) return svgProblem(bytes.toString("utf8"));
  try {
    const metadata = await sharp(bytes).metadata();
    if (!metadata.width || !metadata.height) return "não foi possível ler as dimensões da imagem";
    return null;
  } catch (error) {
    return `não foi possível ler a imagem (${error instanceof Error ? error.message : String(error)})`;
  }
}

async function checkImage(file: string): Promise<string | null> {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return "arquivo de imagem não encontrado";
  }
  if (stat.isSymbolicLink()) return "a imagem é um link simbólico; envie o arquivo em si";
  if (!stat.isFile()) return "não é um arquivo de imagem";
  return imageProblem(file, fs.readFileSync(file));
}

/**
 * The problems a content file has on its own, from its text: syntax, its schema, a service page's
 * slug against its file name, the quote's questions' rules (quote-question-rules.ts) and the phone
 * shown against the one dialled (phone-rules.ts). `relative` is the path inside data/
 * ("services/vida.json"), `shown` the name the lines carry ("data/services/vida.json"). The editor
 * checks each save with it.
 */
export function checkContentText(
  relative: string,
  text: string,
  shown: string,
): { source: JsonSource; problems: ContentProblem[] } {
  const checked = checkContentShape(relative, text, shown);
  // A writer's note ("a conferir", "TODO"…) anywhere in the file, field or prose, never reaches a page.
  const notes = writerNotes(text).map((note): ContentProblem => ({
    file: shown,
    line: note.line,
    field: "(texto)",
    reason: writerNoteReason(note),
  }));
  return { source: checked.source, problems: [...checked.problems, ...notes] };
}

function checkContentShape(
  relative: string,
  text: string,
  shown: string,
): { source: JsonSource; problems: ContentProblem[] } {
  if (schemaFor(relative) === "guide.schema.json") return checkGuideText(relative, text, shown);
  const source = parseJsonSource(text);
  const problems: ContentProblem[] = [];
  if (source.syntax) {
    problems.push({
      file: shown,
      line: source.syntax.line,
      field: "",
      reason: `JSON inválido na linha ${source.syntax.line}, coluna ${source.syntax.column}: ${source.syntax.reason}`,
    });
    return { source, problems };
  }
  const schema = schemaFor(relative);
  if (!schema)
    return {
      source,
      problems: [{ file: shown, field: "", reason: `não é um arquivo de conteúdo conhecido; ${KNOWN_FILES}` }],
    };
  const fail = (at: readonly (string | number)[], reason: string) =>
    problems.push({ file: shown, line: source.lineOf(at), field: fieldName(at), reason });
  for (const problem of validateAgainstSchema(schema, source.value)) fail(problem.path, problem.reason);
  if (schema === "service.schema.json") {
    const fileSlug = path.posix.basename(relative, ".json");
    const slug = (source.value as { slug?: unknown } | null)?.slug;
    if (typeof slug === "string" && slug !== fileSlug)
      fail(["slug"], `"${slug}" deve ser igual ao nome do arquivo, "${fileSlug}"`);
  }
  // The quote's questions: what their schema cannot say (unique ids, options, "after", limits).
  if (schema === "quote-questions.schema.json")
    for (const problem of quoteQuestionProblems(source.value)) fail(problem.path, problem.reason);
  // The brokerage's phone: the number shown is the number dialled.
  if (schema === "site.schema.json")
    for (const problem of phoneNumberProblems(source.value)) fail(problem.path, problem.reason);
  // The simulators' ranges: each example within its range, the minimum below the maximum.
  if (schema === "simulators.schema.json")
    for (const problem of simulatorProblems(source.value)) fail(problem.path, problem.reason);
  // The rules register: ids unique, dates in order, tables that go up.
  if (schema === "rules.schema.json")
    for (const problem of registerProblems(source.value)) fail(problem.path, problem.reason);
  return { source, problems };
}

/**
 * A guide (data/guias/<slug>.md): its front matter against guide.schema.json, the slug against the
 * file name, the publication before the update, and a body of Markdown only (guide-source.ts).
 */
function checkGuideText(
  relative: string,
  text: string,
  shown: string,
): { source: JsonSource; problems: ContentProblem[] } {
  const guide = parseGuideSource(text.replace(/^\uFEFF/, ""));
  const source: JsonSource = { value: guide.syntax ? undefined : guide.data, lineOf: guide.lineOf };
  const problems: ContentProblem[] = [];
  const fail = (at: readonly (string | number)[], reason: string) =>
    problems.push({ file: shown, line: guide.lineOf(at), field: fieldName(at), reason });
  if (guide.syntax) problems.push({ file: shown, line: guide.syntax.line, field: "", reason: guide.syntax.reason });
  else {
    for (const problem of validateAgainstSchema("guide.schema.json", guide.data)) fail(problem.path, problem.reason);
    const fileSlug = path.posix.basename(relative, ".md");
    const { slug, publishedOn, updatedOn } = guide.data;
    // The texts the page shows, in the site's font: a character it lacks would show in another one.
    for (const field of [
      ["title"],
      ["description"],
      ["author", "name"],
      ["author", "role"],
      ["sources", "*", "title"],
    ]) {
      for (const shownText of valuesAt(guide.data, field)) {
        const missing = typeof shownText.value === "string" ? outsideFont(shownText.value) : null;
        if (missing) fail(shownText.path, fontReason(missing));
      }
    }
    if (typeof slug === "string" && slug !== fileSlug)
      fail(["slug"], `"${slug}" deve ser igual ao nome do arquivo, "${fileSlug}"`);
    if (
      typeof publishedOn === "string" &&
      typeof updatedOn === "string" &&
      isCalendarDate(publishedOn) &&
      isCalendarDate(updatedOn) &&
      updatedOn < publishedOn
    ) {
      fail(
        ["updatedOn"],
        `${updatedOn} é antes da publicação (publishedOn, ${publishedOn}): a atualização vem depois, ou no mesmo dia`,
      );
    }
  }
  for (const problem of markdownProblems(guide.body, guide.bodyLine))
    problems.push({ file: shown, line: problem.line, field: "(texto)", reason: problem.reason });
  return { source, problems };
}

/** Every entry under dir, as paths relative to it with "/", without following links; hidden files (.DS_Store) left out. */
function listData(dir: string, at = ""): { relative: string; link: boolean }[] {
  return fs.readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const relative = at ? `${at}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listData(dir, relative);
    return [{ relative, link: entry.isSymbolicLink() }];
  });
}

/** How long a check of the insurers' 24 h numbers holds before the publication asks for another. */
export const VERIFICATION_MONTHS = 6;

/** "2026-11-20" for a day (UTC), the form of the content's dates. */
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Validates every file under dataDir; file names are shown relative to displayRoot. `today` dates
 * the insurers' verifications (the tests pass their own).
 */
export async function checkContentDir(
  dataDir: string,
  displayRoot = path.dirname(dataDir),
  today = new Date(),
): Promise<ContentCheck> {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const show = (file: string) => path.relative(displayRoot, file).split(path.sep).join("/");
  const at = (loaded: LoadedFile, field: readonly (string | number)[], reason: string): ContentProblem => ({
    file: loaded.shown,
    line: loaded.source.lineOf(field),
    field: fieldName(field),
    reason,
  });
  const fail = (loaded: LoadedFile, field: readonly (string | number)[], reason: string) =>
    problems.push(at(loaded, field, reason));

  const load = (relative: string): LoadedFile => {
    const file = path.join(dataDir, relative);
    const { source, problems: own } = checkContentText(relative, fs.readFileSync(file, "utf8"), show(file));
    problems.push(...own);
    return { relative, shown: show(file), source, value: source.value };
  };

  const files = new Map<string, LoadedFile>();
  for (const kind of CONTENT_FILE_KINDS.filter(({ match }) => !match.includes("*"))) {
    if (!fs.existsSync(path.join(dataDir, kind.match)))
      problems.push({ file: show(path.join(dataDir, kind.match)), field: "", reason: "arquivo ausente" });
    else files.set(kind.match, load(kind.match));
  }
  // Everything else in data/: service pages, images, and what no schema knows (a stray notes.txt).
  const entries = listData(dataDir).sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
  const media = new Set<string>();
  const serviceNames: string[] = [];
  const guideNames: string[] = [];
  for (const { relative, link } of entries) {
    const shown = show(path.join(dataDir, relative));
    if (link) problems.push({ file: shown, field: "", reason: "é um link simbólico; data/ só guarda arquivos comuns" });
    else if (isMediaPath(relative)) media.add(relative);
    else if (relative.startsWith("services/") && isContentPath(relative)) serviceNames.push(relative);
    else if (relative.startsWith(`${GUIDES_DIR}/`) && isContentPath(relative)) guideNames.push(relative);
    else if (!files.has(relative)) {
      const where = relative.startsWith(`${MEDIA_DIR}/`)
        ? "não é uma imagem que o site use"
        : "não é um arquivo de conteúdo conhecido";
      problems.push({ file: shown, field: "", reason: `${where}; ${KNOWN_FILES}` });
    }
  }
  if (serviceNames.length === 0)
    problems.push({ file: show(path.join(dataDir, "services")), field: "", reason: "nenhuma página de serviço" });
  const services = serviceNames.map(load);

  // Slugs: the file name is the canonical slug; aliases and slugs are unique across files.
  const owners = new Map<string, string>();
  for (const service of services) {
    const fileSlug = path.basename(service.relative, ".json");
    const page = (service.value ?? {}) as { aliases?: unknown };
    const claims: [string, (string | number)[]][] = [[fileSlug, ["slug"]]];
    if (Array.isArray(page.aliases))
      page.aliases.forEach((alias, index) => typeof alias === "string" && claims.push([alias, ["aliases", index]]));
    for (const [slug, at] of claims) {
      const owner = owners.get(slug);
      if (owner) fail(service, at, `"${slug}" já é usado por ${owner}`);
      else owners.set(slug, service.shown);
    }
  }

  // Guides: each names existing service pages (by their file name, the canonical slug), and no two share a title or a description.
  const guides = guideNames.map(load);
  const canonicalSlugs = new Set(services.map((service) => path.basename(service.relative, ".json")));
  const guideTexts = new Map<string, string>();
  for (const guide of guides) {
    const front = (guide.value ?? {}) as { products?: unknown; title?: unknown; description?: unknown };
    if (Array.isArray(front.products)) {
      front.products.forEach((product, index) => {
        if (typeof product === "string" && !canonicalSlugs.has(product)) {
          const alias = owners.has(product)
            ? ` ("${product}" é um endereço alternativo de ${owners.get(product)}; use o nome do arquivo)`
            : "";
          fail(
            guide,
            ["products", index],
            `"${product}" não é uma página de serviço (não existe data/services/${product}.json)${alias}`,
          );
        }
      });
    }
    for (const field of ["title", "description"] as const) {
      const text = front[field];
      if (typeof text !== "string") continue;
      const key = `${field}:${text.trim().toLowerCase()}`;
      const owner = guideTexts.get(key);
      if (owner)
        fail(
          guide,
          [field],
          `${field === "title" ? "o título já é usado" : "a descrição já é usada"} por ${owner}; cada guia precisa de ${field === "title" ? "um título próprio" : "uma descrição própria"}`,
        );
      else guideTexts.set(key, guide.shown);
    }
  }

  // Links to service pages: the menu and the home portfolio.
  const slugLinks: [string, (string | "*")[]][] = [
    ["navigation.json", ["groups", "*", "links", "*", "slug"]],
    ["home.json", ["portfolio", "groups", "*", "cards", "*", "slug"]],
  ];
  for (const [name, field] of slugLinks) {
    const loaded = files.get(name);
    if (!loaded?.value) continue;
    for (const link of valuesAt(loaded.value, field)) {
      if (typeof link.value === "string" && !owners.has(link.value)) {
        fail(
          loaded,
          link.path,
          `"${link.value}" não é uma página de serviço (não existe data/services/${link.value}.json)`,
        );
      }
    }
  }

  // Images the content refers to: a plain path into images/, present, a file, readable as an image, an SVG only a picture.
  const referenced = new Set<string>();
  for (const loaded of [...files.values(), ...services]) {
    const schema = schemaFor(loaded.relative);
    if (!schema || !loaded.value) continue;
    for (const field of fieldsWhere(rootSchema(schema), (property) => property["x-image"] === true)) {
      for (const image of valuesAt(loaded.value, field)) {
        if (typeof image.value !== "string") continue;
        referenced.add(image.value);
        const reason = unsafePathReason(image.value) ?? (await checkImage(path.join(dataDir, image.value)));
        if (reason) fail(loaded, image.path, `${reason}: data/${image.value}`);
      }
    }
  }
  // An SVG no field names yet is still served if a field names it later, and the editor lists it: checked too.
  for (const relative of [...media].filter((file) => file.toLowerCase().endsWith(".svg") && !referenced.has(file))) {
    const reason = svgProblem(fs.readFileSync(path.join(dataDir, relative), "utf8"));
    if (reason) problems.push({ file: show(path.join(dataDir, relative)), field: "", reason });
  }

  // Every rule cited across data/ exists and has what its field needs; a guide is reviewed after each change to its rules.
  const rulesFile = files.get("rules.json");
  const register = rulesFile && { shown: rulesFile.shown, value: rulesFile.value, lineOf: rulesFile.source.lineOf };
  const citing: CitingFile[] = [...files.values(), ...services, ...guides].flatMap((loaded) => {
    const schema = schemaFor(loaded.relative);
    return schema && loaded.value !== undefined
      ? [{ shown: loaded.shown, schema, value: loaded.value, lineOf: loaded.source.lineOf }]
      : [];
  });
  const expiredRules = register?.value ? expiredCitations(register, citing, today) : [];
  const endingRules = register?.value ? endingCitations(register, citing, today) : [];
  const staleRules = register?.value ? unreviewedRules(register, today) : [];
  if (register?.value) problems.push(...citationProblems(register, citing));
  // The register values a guide's text shows ({{regra:id.valor}}): each names a value of a rule the guide cites.
  if (register?.value)
    problems.push(
      ...ruleTokenProblems(
        register,
        guides.map((guide) => ({
          shown: guide.shown,
          text: fs.readFileSync(path.join(dataDir, guide.relative), "utf8"),
        })),
      ),
    );
  warnings.push(...expiredRules, ...staleRules);

  // The stakes in and exclusivity with insurers the about page declares name partners.
  const site = files.get("site.json");
  const siteValue = site?.value as { partners?: { name?: unknown }[]; legal?: Record<string, unknown> } | undefined;
  const partners = Array.isArray(siteValue?.partners)
    ? siteValue.partners.map((partner) => partner?.name).filter((name): name is string => typeof name === "string")
    : [];
  if (site && partners.length > 0) {
    for (const list of ["insurerStakes", "exclusiveInsurers"]) {
      const names = siteValue?.legal?.[list];
      if (!Array.isArray(names)) continue;
      names.forEach((name, index) => {
        if (typeof name === "string" && !partners.includes(name))
          fail(
            site,
            ["legal", list, index],
            `"${name}" não é uma seguradora parceira (partners); use o nome de uma delas: ${partners.join(", ")}`,
          );
      });
    }
  }

  // The insurers' 24 h numbers (insurers.json) cover exactly the partners of site.json, by name.
  const insurers = files.get("insurers.json");
  const listed = (insurers?.value as { insurers?: { name?: unknown; verifiedOn?: unknown }[] } | undefined)?.insurers;
  if (insurers && Array.isArray(listed) && partners.length > 0) {
    const covered = new Set<string>();
    listed.forEach((entry, index) => {
      if (typeof entry?.name !== "string") return;
      if (!partners.includes(entry.name))
        fail(
          insurers,
          ["insurers", index, "name"],
          `"${entry.name}" não é uma seguradora parceira (data/site.json, partners); use o nome de uma delas: ${partners.join(", ")}`,
        );
      else if (covered.has(entry.name))
        fail(insurers, ["insurers", index, "name"], `"${entry.name}" já tem uma entrada antes desta`);
      covered.add(entry.name);
    });
    for (const partner of partners.filter((name) => !covered.has(name))) {
      fail(
        insurers,
        ["insurers"],
        `falta a seguradora parceira "${partner}" (data/site.json, partners): toda parceira precisa dos seus telefones 24h aqui, com o mesmo nome`,
      );
    }
  }

  // A verification date in the future is a typo; one older than six months asks for a new call.
  if (insurers && Array.isArray(listed)) {
    const limit = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - VERIFICATION_MONTHS, today.getUTCDate()),
    );
    listed.forEach((entry, index) => {
      const day = entry?.verifiedOn;
      if (typeof day !== "string" || !isCalendarDate(day)) return;
      const field = ["insurers", index, "verifiedOn"];
      if (day > isoDay(today))
        fail(insurers, field, `${day} é uma data no futuro: use o dia em que os números foram conferidos`);
      else if (day < isoDay(limit)) {
        warnings.push(
          at(
            insurers,
            field,
            `os telefones de ${String(entry.name)} foram conferidos em ${day}, há mais de ${VERIFICATION_MONTHS} meses: ligue para a seguradora, confira os números e atualize a data`,
          ),
        );
      }
    });
  }

  return {
    problems,
    warnings,
    serviceSlugs: [...owners.keys()],
    guideSlugs: guides.map((guide) => path.basename(guide.relative, ".md")),
    expiredRules,
    endingRules,
    unreviewedRules: staleRules,
  };
}
