/**
 * A guide's file (data/guias/<slug>.md), read as the build reads it: the front matter by gray-matter
 * and the body by remark with GFM, the parsers gatsby-transformer-remark itself uses, so what this
 * check accepts is what the build renders. Each field and each refused piece of Markdown is traced
 * to its line of the file.
 */
import matter from "gray-matter";
import remark from "remark";
import remarkGfm from "remark-gfm";
import { siteOrigin } from "./site-url";
import { linkProblem } from "./link-safety";
import { FONT_CHARACTERS } from "../theme/font-subset";
import { visible } from "./as-seen";
import { malformedTokens, TOKEN_EXAMPLE, withoutRuleTokens } from "../rules/rule-tokens";

export interface GuideSource {
  /** The front matter, each day as the "YYYY-MM-DD" written (YAML alone would read an unquoted one as a Date). */
  data: Record<string, unknown>;
  body: string;
  /** 1-based line of the file where the body starts. */
  bodyLine: number;
  syntax?: { line: number; reason: string };
  /** 1-based line of a front matter field ("sources", 1, "url"), or of the nearest enclosing one found. */
  lineOf(path: readonly (string | number)[]): number | undefined;
}

export interface MarkdownProblem {
  line: number;
  reason: string;
}

/** A timestamp YAML read as a Date, back to text, so the schema's day pattern refuses it with its own message. */
function withDatesAsText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (Array.isArray(value)) return value.map(withDatesAsText);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDatesAsText(item)]));
  return value;
}

const indentOf = (line: string): number => /^ */.exec(line)?.[0].length ?? 0;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The line of a field in block-style YAML, by indentation: a key is the first `key:` (or `- key:`)
 * inside its parent's block; an index counts the `- ` items of the parent's block. A field written
 * in flow style ([a, b]), or not found, gives the line of the nearest enclosing field.
 */
export function yamlLineOf(
  lines: readonly string[],
  path: readonly (string | number)[],
  firstLine: number,
): number | undefined {
  let start = 0;
  let end = lines.length;
  // The column the keys of the current block start at (after "- " on a list item's own line).
  let level = 0;
  let found: number | undefined;
  for (const key of path) {
    let at = -1;
    if (typeof key === "string") {
      const pattern = new RegExp(`^( *(?:- +)?)${escapeRegExp(key)} *:`);
      for (let index = start; index < end && at < 0; index += 1) {
        const match = pattern.exec(lines[index]);
        if (match && match[1].length === level) at = index;
      }
      if (at < 0) break;
      const column = level;
      // A key's block: the lines deeper than it, and list items written at its own indent (YAML allows both).
      let next = at + 1;
      while (
        next < end &&
        (lines[next].trim() === "" ||
          indentOf(lines[next]) > column ||
          (indentOf(lines[next]) === column && /^ *- /.test(lines[next])))
      )
        next += 1;
      const first = lines.slice(at + 1, next).find((line) => line.trim() !== "");
      [start, end, level] = [at + 1, next, first === undefined ? column + 1 : indentOf(first)];
    } else {
      let seen = -1;
      for (let index = start; index < end && at < 0; index += 1) {
        const match = /^( *)- /.exec(lines[index]);
        if (match && match[1].length === level && (seen += 1) === key) at = index;
      }
      if (at < 0) break;
      let next = at + 1;
      while (next < end && (lines[next].trim() === "" || indentOf(lines[next]) > level)) next += 1;
      [start, end, level] = [at, next, /^ *- +/.exec(lines[at])?.[0].length ?? level + 2];
    }
    found = at;
  }
  return found === undefined ? undefined : firstLine + found;
}

/** Splits and parses a guide's text; a front matter YAML cannot read is a syntax problem with its line. */
export function parseGuideSource(text: string): GuideSource {
  const lines = text.split(/\r?\n/);
  const hasFrontMatter = lines[0]?.trim() === "---";
  const closing = hasFrontMatter ? lines.findIndex((line, index) => index > 0 && line.trim() === "---") : -1;
  const frontLines = closing > 0 ? lines.slice(1, closing) : [];
  // Line 1 is the opening ---, so the front matter's first line is line 2.
  // A field not found (a missing one) is reported on the first line, as the JSON files' are.
  const lineOf = (path: readonly (string | number)[]) => yamlLineOf(frontLines, path, 2) ?? 1;
  const bodyLine = closing > 0 ? closing + 2 : 1;
  const body = lines.slice(bodyLine - 1).join("\n");
  if (!hasFrontMatter || closing < 0) {
    return {
      data: {},
      body,
      bodyLine,
      lineOf,
      syntax: {
        line: 1,
        reason:
          "o guia deve começar por um cabeçalho entre duas linhas ---, com title, description, slug, datas, autor, serviços e fontes",
      },
    };
  }
  try {
    // Options given: gray-matter then skips its cache, which hands out the same object for the same text.
    // A day written without quotes is read as the text typed: YAML would turn 2026-02-30 into 2 March.
    const literalDays = [
      lines[0],
      ...frontLines.map((line) => line.replace(/^(\s*(?:- +)?[\w-]+:\s*)(\d{4}-\d{2}-\d{2})\s*$/, '$1"$2"')),
      ...lines.slice(closing),
    ].join("\n");
    const parsed = matter(literalDays, {});
    const data = withDatesAsText(parsed.data);
    if (data === null || typeof data !== "object" || Array.isArray(data))
      return {
        data: {},
        body,
        bodyLine,
        lineOf,
        syntax: { line: 2, reason: "o cabeçalho deve ter um campo por linha (title: …)" },
      };
    return { data: data as Record<string, unknown>, body, bodyLine, lineOf };
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return {
      data: {},
      body,
      bodyLine,
      lineOf,
      syntax: { line: 2 + (mark?.line ?? 0), reason: `o cabeçalho não é YAML válido: ${reason}` },
    };
  }
}

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  position?: { start: { line: number; offset?: number }; end: { offset?: number } };
  children?: MdNode[];
}

/**
 * remark 13 with GFM, as gatsby-transformer-remark 6 parses. The two packages' type declarations
 * resolve different versions of unified's types, so the pairing is typed here, by what it is used for.
 */
function markdownParser(): { parse(text: string): unknown } {
  const processor = remark() as unknown as { use(plugin: unknown): { parse(text: string): unknown } };
  return processor.use(remarkGfm);
}

const FONT = new Set([...FONT_CHARACTERS, "\n", "\t", "\r"]);

/** The characters of a text the site's self-hosted font lacks (src/theme/font-subset.ts), joined, or null. */
export function outsideFont(text: string): string | null {
  const missing = [...new Set([...text].filter((character) => !FONT.has(character)))];
  return missing.length > 0 ? missing.join(" ") : null;
}

/** Why a text with these characters is refused: they would show in another font; most have a plain equivalent. */
export const fontReason = (characters: string): string =>
  `caractere(s) fora da fonte do site: ${characters}; use o equivalente comum (x para ×, - para −, >= para ≥) ou peça a quem desenvolve o site para incluí-los na fonte`;

/**
 * The Markdown a link's address was written with: what follows its text ("](/x)", or a definition's
 * "]: /x"), where remark has already undone escapes and entities ("\/" is "/", "&#92;" is "\").
 */
function writtenAddress(node: MdNode, body: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return "";
  const raw = body.slice(start, end);
  if (node.type === "definition") return raw.slice(raw.indexOf("]:") + 2);
  const afterText = node.children?.at(-1)?.position?.end.offset;
  return afterText === undefined ? raw : body.slice(afterText, end);
}

/** Why a link of a guide is refused (link-safety.ts, linkProblem), backslashes written in its Markdown included; or null. */
function guideLinkProblem(node: MdNode, body: string, origin: string): string | null {
  const url = node.url ?? "";
  const problem =
    linkProblem(url, origin) ??
    (writtenAddress(node, body).includes("\\")
      ? "tem barra invertida (\\) no endereço escrito; escreva o endereço só com /, sem \\"
      : null);
  return problem === null ? null : `endereço de link não permitido (${visible(url).slice(0, 60)}): ${problem}`;
}

/**
 * What the body may not hold, each with its line in the file: raw HTML of any kind (a maintainer
 * writes Markdown; a <script>, <iframe>, <br> or comment is refused, not filtered), a level-1
 * heading (the guide's title is the page's one h1), an image (the page draws text, lists, links and
 * tables only), a link refused by linkProblem (link-safety.ts: anything but https, a path or anchor that
 * stays on the site's `origin`, e-mail or phone; a backslash, control or invisible character or
 * encoded slash in any), a character the site's font does not hold, and a register token that is
 * not well formed (`{{regra:id.valor}}`; what it names is checked against data/rules.json by
 * rule-checks.ts).
 * `firstLine` is the body's first line in the file.
 */
export function markdownProblems(body: string, firstLine: number, origin = siteOrigin(process.env)): MarkdownProblem[] {
  const tree = markdownParser().parse(body) as MdNode;
  const problems: MarkdownProblem[] = [];
  const visit = (node: MdNode): void => {
    const line = firstLine - 1 + (node.position?.start.line ?? 1);
    if (node.type === "html") {
      const shown = (node.value ?? "").trim().split("\n")[0].slice(0, 60);
      problems.push({
        line,
        reason: `HTML não é permitido num guia (${shown}); escreva só Markdown: **negrito**, listas, [links](https://…), tabelas`,
      });
    } else if (node.type === "heading" && node.depth === 1) {
      problems.push({
        line,
        reason:
          "título de nível 1 (#) não é permitido: o título do guia já é o título da página; use ## para seções e ### para subseções",
      });
    } else if (node.type === "image" || node.type === "imageReference") {
      problems.push({
        line,
        reason: "imagens não são aceitas num guia: a página mostra só texto, listas, links e tabelas",
      });
    } else if (node.type === "text" || node.type === "inlineCode" || node.type === "code") {
      const value = node.value ?? "";
      // A well-formed token shows a value in digits and words, never its braces; a malformed one is reported as such.
      const malformed = malformedTokens(value);
      const around = withoutRuleTokens(value);
      const missing = outsideFont(malformed.length > 0 ? around.replace(/[{}]/g, "") : around);
      if (missing) problems.push({ line, reason: fontReason(missing) });
      for (const token of malformed)
        problems.push({
          // A text node may span lines: the token's own line is its node's plus the line breaks before it.
          line: line + (value.slice(0, token.index).match(/\n/g)?.length ?? 0),
          reason: `marca de regra malformada (${token.text}): escreva {{regra:identificador.valor}}, sem espaços, como ${TOKEN_EXAMPLE}`,
        });
    } else if (node.type === "link" || node.type === "definition") {
      const reason = guideLinkProblem(node, body, origin);
      if (reason) problems.push({ line, reason });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}
