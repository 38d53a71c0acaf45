/**
 * The rules register's checks (data/rules.json): what its schema cannot say (ids unique, dates in
 * order, tables that go up), every citation of a rule across data/ (the rule exists and has what the
 * citing field needs), every register value a guide's text shows ({{regra:id.valor}}), a guide
 * reviewed before a change to a rule it cites, and the dates the publication watches: a cited rule
 * past its end, a rule not reviewed for a year.
 */
import type { SchemaProblem } from "./content-schemas";
import { parseGuideSource } from "./guide-source";
import { fieldsWhere, itemsOf, propertiesOf, rootSchema, valuesAt, type Located } from "./schema-walk";
import { RULE_UNITS, textMarkers } from "../rules/rule-text";
import { ruleTokens } from "../rules/rule-tokens";

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The register file, as the checks name it. */
export const RULES_FILE = "rules.json";

/** How long a rule holds without someone reading it again in its official text. */
export const RULE_REVIEW_MONTHS = 12;

/** A problem in a file of data/, as load-content.ts reports it. */
export interface RuleProblem {
  file: string;
  line?: number;
  field: string;
  reason: string;
}

/** A content file that may cite rules: its schema says which fields are rule ids ("x-rule"). */
export interface CitingFile {
  /** "data/guias/x.md", as the lines carry it. */
  shown: string;
  schema: string;
  value: unknown;
  lineOf(path: readonly (string | number)[]): number | undefined;
}

/** data/rules.json once loaded. */
export interface LoadedRegister {
  shown: string;
  value: unknown;
  lineOf(path: readonly (string | number)[]): number | undefined;
}

const fieldName = (at: readonly (string | number)[]): string =>
  at.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${key}` : key), "");

/** Rows with an increasing `upTo`, all but the last; the last without it. */
export function tableProblems(rows: unknown, at: (string | number)[], unit: string): SchemaProblem[] {
  if (!Array.isArray(rows)) return [];
  const problems: SchemaProblem[] = [];
  let previous = -Infinity;
  rows.forEach((row, index) => {
    if (!isObject(row)) return;
    const value = row.upTo;
    const last = index === rows.length - 1;
    if (last && value !== undefined && value !== null)
      problems.push({
        path: [...at, index, "upTo"],
        reason: "a última faixa fica sem limite (apague upTo): ela vale para tudo acima da anterior",
      });
    if (!last && typeof value !== "number")
      problems.push({
        path: [...at, index, "upTo"],
        reason: `só a última faixa fica sem limite: informe até quantos ${unit} vale esta`,
      });
    if (typeof value === "number") {
      if (value <= previous)
        problems.push({
          path: [...at, index, "upTo"],
          reason: `deve ser maior que o da faixa anterior (${previous}): as faixas vão da menor para a maior`,
        });
      previous = value;
    }
  });
  return problems;
}

const rulesOf = (value: unknown): unknown[] => (isObject(value) && Array.isArray(value.rules) ? value.rules : []);

/** The register on its own: ids unique, dates in order, value names unique in a rule, tables going up. */
export function registerProblems(value: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Map<string, number>();
  rulesOf(value).forEach((rule, index) => {
    if (!isObject(rule)) return;
    const at = ["rules", index];
    const id = text(rule.id);
    if (id !== undefined) {
      const first = seen.get(id);
      if (first !== undefined)
        problems.push({ path: [...at, "id"], reason: `"${id}" já identifica a regra ${first + 1} da lista` });
      else seen.set(id, index);
    }
    const [from, until, changed, reviewed] = ["effectiveFrom", "effectiveUntil", "changedOn", "reviewedOn"].map((key) =>
      text(rule[key]),
    );
    if (from && until && until < from)
      problems.push({
        path: [...at, "effectiveUntil"],
        reason: `${until} é antes de "em vigor desde" (${from}): o fim vem depois do começo`,
      });
    if (changed && reviewed && reviewed < changed)
      problems.push({
        path: [...at, "reviewedOn"],
        reason: `${reviewed} é antes da última mudança (changedOn, ${changed}): quem muda a regra a confere no texto oficial`,
      });
    const names = new Set<string>();
    (Array.isArray(rule.values) ? rule.values : []).forEach((item, position) => {
      const name = isObject(item) ? text(item.name) : undefined;
      if (name === undefined) return;
      if (names.has(name))
        problems.push({
          path: [...at, "values", position, "name"],
          reason: `"${name}" já nomeia outro valor desta regra: cada valor tem um nome próprio`,
        });
      names.add(name);
    });
    if (isObject(rule.table)) {
      const unit = rule.table.unit === "meses" ? "meses" : "reais";
      problems.push(...tableProblems(rule.table.rows, [...at, "table", "rows"], unit));
    }
  });
  return problems;
}

interface RegisterRule {
  id: string;
  index: number;
  raw: Raw;
}

function registerRules(register: LoadedRegister): Map<string, RegisterRule> {
  const rules = new Map<string, RegisterRule>();
  rulesOf(register.value).forEach((raw, index) => {
    const id = isObject(raw) ? text(raw.id) : undefined;
    if (isObject(raw) && id !== undefined && !rules.has(id)) rules.set(id, { id, index, raw });
  });
  return rules;
}

/** One citation of a rule: where, and what the citing field needs of it. */
export interface Citation {
  id: string;
  file: CitingFile;
  path: (string | number)[];
  needsValues: readonly string[];
  needsTable?: string;
}

/** The resolved schema at a field path ("*" for list items), for the field's x-rule-* annotations. */
function schemaAtPath(located: Located, path: readonly (string | "*")[]): Located | null {
  let current: Located | null = located;
  for (const key of path) {
    if (!current) return null;
    current = key === "*" ? itemsOf(current) : (propertiesOf(current).find(([name]) => name === key)?.[1] ?? null);
  }
  return current;
}

/** Every rule id cited in `files`, found through the fields their schemas mark "x-rule". */
export function citations(files: readonly CitingFile[]): Citation[] {
  return files.flatMap((file) => {
    const root = rootSchema(file.schema);
    return fieldsWhere(root, (field) => field["x-rule"] === true).flatMap((field) => {
      const schema = schemaAtPath(root, field)?.schema ?? {};
      const needsValues = Array.isArray(schema["x-rule-values"]) ? (schema["x-rule-values"] as string[]) : [];
      const needsTable = text(schema["x-rule-table"]);
      return valuesAt(file.value, field).flatMap(({ path, value }) =>
        typeof value === "string" ? [{ id: value, file, path, needsValues, needsTable }] : [],
      );
    });
  });
}

const EITHER = new Intl.ListFormat("pt-BR", { type: "disjunction" });

/** The texts beside a citation: the other fields of its object, each a string or a list of strings. */
function textsBeside(citation: Citation): { path: (string | number)[]; text: string }[] {
  const at = citation.path.slice(0, -1);
  const holder = at.reduce<unknown>(
    (value, key) => (isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined),
    citation.file.value,
  );
  if (!isObject(holder)) return [];
  return Object.entries(holder).flatMap(([key, value]) => {
    if (key === citation.path.at(-1)) return [];
    if (typeof value === "string") return [{ path: [...at, key], text: value }];
    return Array.isArray(value)
      ? value.flatMap((item, index) => (typeof item === "string" ? [{ path: [...at, key, index], text: item }] : []))
      : [];
  });
}

const GUIDE_SCHEMA = "guide.schema.json";

/**
 * Every citation checked against the register: the rule exists, has the values and the table the
 * citing field needs, the texts beside it show ({name}) only those values, and a guide was reviewed
 * (updatedOn) on or after the last change to each rule it cites. A problem names the citing file and, for a stale guide, the rule's line in the register.
 */
export function citationProblems(register: LoadedRegister, files: readonly CitingFile[]): RuleProblem[] {
  const rules = registerRules(register);
  const problems: RuleProblem[] = [];
  const fail = (citation: Citation, reason: string) =>
    problems.push({
      file: citation.file.shown,
      line: citation.file.lineOf(citation.path),
      field: fieldName(citation.path),
      reason,
    });
  for (const citation of citations(files)) {
    const rule = rules.get(citation.id);
    if (!rule) {
      fail(citation, `não há regra "${citation.id}" em ${register.shown}; use o identificador (id) de uma regra de lá`);
      continue;
    }
    const ruleLine = register.lineOf(["rules", rule.index, "id"]);
    const where = `${register.shown}${ruleLine ? `:${ruleLine}` : ""}`;
    const names = new Set(
      (Array.isArray(rule.raw.values) ? rule.raw.values : []).map((item) => (isObject(item) ? item.name : undefined)),
    );
    const missing = citation.needsValues.filter((name) => !names.has(name));
    if (missing.length > 0)
      fail(
        citation,
        `a regra "${citation.id}" (${where}) não tem ${missing.map((name) => `o valor "${name}"`).join(", ")}, que este campo usa: escolha outra regra ou acrescente o valor a ela`,
      );
    if (citation.needsValues.length > 0)
      for (const { path, text: beside } of textsBeside(citation))
        for (const name of textMarkers(beside).filter((marker) => !citation.needsValues.includes(marker)))
          problems.push({
            file: citation.file.shown,
            line: citation.file.lineOf(path),
            field: fieldName(path),
            reason: `{${name}} não é um dos valores que este texto pode mostrar: use ${EITHER.format(citation.needsValues.map((value) => `{${value}}`))}, da regra citada em ${fieldName(citation.path)}`,
          });
    const table = isObject(rule.raw.table) ? rule.raw.table : undefined;
    if (citation.needsTable && table?.unit !== citation.needsTable)
      fail(
        citation,
        `a regra "${citation.id}" (${where}) não tem uma tabela em ${citation.needsTable}, que este campo usa`,
      );
    const updatedOn =
      citation.file.schema === GUIDE_SCHEMA && isObject(citation.file.value)
        ? text(citation.file.value.updatedOn)
        : undefined;
    const changedOn = text(rule.raw.changedOn);
    if (updatedOn && changedOn && updatedOn < changedOn)
      fail(
        citation,
        `o guia foi revisado em ${updatedOn} (updatedOn), antes da mudança de ${changedOn} na regra "${citation.id}" (${where}): revise o texto do guia com a regra nova e atualize updatedOn`,
      );
  }
  return problems;
}

/** A guide's file as the check reads it: its name as the lines carry it and its text. */
export interface GuideText {
  shown: string;
  text: string;
}

/**
 * Every register token in the guides' text ({{regra:id.valor}}, src/rules/rule-tokens.ts), with its
 * line in the file: the rule exists, the guide cites it in its front matter (so the page shows its
 * norm, source and date, and a change to it asks for the guide's review), the rule has the value, and
 * the value's unit is one a sentence can show. A malformed token is markdownProblems' to report.
 */
export function ruleTokenProblems(register: LoadedRegister, guides: readonly GuideText[]): RuleProblem[] {
  const rules = registerRules(register);
  return guides.flatMap(({ shown, text: source }) => {
    const guide = parseGuideSource(source.replace(/^\uFEFF/, ""));
    const cited = Array.isArray(guide.data.rules) ? guide.data.rules : [];
    return guide.body.split("\n").flatMap((row, index) =>
      ruleTokens(row).flatMap((token): RuleProblem[] => {
        const fail = (reason: string): RuleProblem[] => [
          { file: shown, line: guide.bodyLine + index, field: "(texto)", reason: `${token.text}: ${reason}` },
        ];
        const rule = rules.get(token.id);
        if (!rule)
          return fail(`não há regra "${token.id}" em ${register.shown}; use o identificador (id) de uma regra de lá`);
        const ruleLine = register.lineOf(["rules", rule.index, "id"]);
        const where = `${register.shown}${ruleLine ? `:${ruleLine}` : ""}`;
        if (!cited.includes(token.id))
          return fail(
            `o guia não cita a regra "${token.id}" (${where}): acrescente-a em rules, no cabeçalho, para a página mostrar a norma, a fonte e a data dela`,
          );
        const values = (Array.isArray(rule.raw.values) ? rule.raw.values : []).filter(isObject);
        const value = values.find((item) => item.name === token.name);
        if (!value) {
          const names = values.map((item) => text(item.name)).filter((name) => name !== undefined);
          return fail(
            `a regra "${token.id}" (${where}) não tem o valor "${token.name}"; ${names.length > 0 ? `valores dela: ${names.join(", ")}` : "ela não tem valores"}`,
          );
        }
        const unit = text(value.unit);
        if (unit === undefined || !RULE_UNITS.includes(unit))
          return fail(
            `o valor "${token.name}" da regra "${token.id}" (${where}) está em "${String(value.unit)}", que o texto não sabe escrever (${RULE_UNITS.join(", ")}): peça a quem desenvolve o site`,
          );
        return [];
      }),
    );
  });
}

/** "2026-11-20" for a day (UTC), the form of the content's dates. */
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** How long before a cited rule's end check:live starts to say so: time to enter the rule that follows it. */
export const RULE_END_NOTICE_DAYS = 45;

/** The cited rules whose end (effectiveUntil) `ends` accepts, once per file and rule, worded by `reason`. */
function citationsEnding(
  register: LoadedRegister,
  files: readonly CitingFile[],
  ends: (until: string) => boolean,
  reason: (id: string, until: string, where: string) => string,
): RuleProblem[] {
  const rules = registerRules(register);
  const reported = new Set<string>();
  return citations(files).flatMap((citation): RuleProblem[] => {
    const rule = rules.get(citation.id);
    const until = rule ? text(rule.raw.effectiveUntil) : undefined;
    if (!rule || !until || !ends(until) || reported.has(`${citation.file.shown} ${citation.id}`)) return [];
    reported.add(`${citation.file.shown} ${citation.id}`);
    const ruleLine = register.lineOf(["rules", rule.index, "effectiveUntil"]);
    return [
      {
        file: citation.file.shown,
        line: citation.file.lineOf(citation.path),
        field: fieldName(citation.path),
        reason: reason(citation.id, until, `${register.shown}${ruleLine ? `:${ruleLine}` : ""}`),
      },
    ];
  });
}

/** Rules cited somewhere whose end (effectiveUntil) is before `today`: a production build stops on them. */
export function expiredCitations(register: LoadedRegister, files: readonly CitingFile[], today: Date): RuleProblem[] {
  const day = isoDay(today);
  return citationsEnding(
    register,
    files,
    (until) => until < day,
    (id, until, where) =>
      `cita a regra "${id}", que valeu até ${until} (${where}): cadastre a regra em vigor e cite-a aqui`,
  );
}

/**
 * Rules cited somewhere that end within RULE_END_NOTICE_DAYS of `today` (a year's income-tax table on
 * 31 December): the day after, a production build stops on them, so check:live says so ahead.
 */
export function endingCitations(register: LoadedRegister, files: readonly CitingFile[], today: Date): RuleProblem[] {
  const day = isoDay(today);
  const notice = isoDay(new Date(today.getTime() + RULE_END_NOTICE_DAYS * 86_400_000));
  return citationsEnding(
    register,
    files,
    (until) => until >= day && until <= notice,
    (id, until, where) =>
      `cita a regra "${id}", que vale até ${until} (${where}): a partir do dia seguinte a publicação em produção para nela; cadastre a regra que a substitui e cite-a aqui`,
  );
}

/** Rules whose last review (reviewedOn) is more than RULE_REVIEW_MONTHS before `today`. */
export function unreviewedRules(register: LoadedRegister, today: Date): RuleProblem[] {
  const limit = isoDay(
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - RULE_REVIEW_MONTHS, today.getUTCDate())),
  );
  return [...registerRules(register).values()].flatMap(({ id, index, raw }): RuleProblem[] => {
    const reviewed = text(raw.reviewedOn);
    if (!reviewed || reviewed >= limit) return [];
    return [
      {
        file: register.shown,
        line: register.lineOf(["rules", index, "reviewedOn"]),
        field: `rules[${index}].reviewedOn`,
        reason: `a regra "${id}" foi conferida em ${reviewed}, há mais de ${RULE_REVIEW_MONTHS} meses: leia de novo o texto oficial (${text(raw.sourceUrl) ?? "sem endereço"}) e atualize reviewedOn`,
      },
    ];
  });
}
