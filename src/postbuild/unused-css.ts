import { rewritePages } from "./html-files";

/**
 * Chakra's styles are written for any page: a dark mode, the state attributes its React components
 * set (data-hover, data-active, data-focus-visible…), disabled buttons, and a reset for every form
 * element. On a page that loads no React (no island: src/islands/contract.ts) nothing but the
 * page's own inline scripts can change its HTML, so a selector naming a class, an attribute or an
 * element that neither its markup nor those scripts name can never match: it goes. That was a
 * guide's largest saving before its text (docs/speed.md, "The guides' byte budget"). Pages with
 * islands keep every rule, since React may set what the server did not write.
 */

/** Pseudo-elements that exist only on some elements: kept when one of those elements is on the page. */
const PSEUDO_ELEMENT_HOSTS: Record<string, readonly string[]> = {
  "::placeholder": ["input", "textarea"],
  "::-webkit-file-upload-button": ["input"],
  "::file-selector-button": ["input"],
  "::-webkit-inner-spin-button": ["input"],
  "::-webkit-outer-spin-button": ["input"],
  "::-webkit-search-decoration": ["input"],
  "::-webkit-search-cancel-button": ["input"],
  "::-moz-focus-inner": ["button", "input"],
  "::-ms-expand": ["select"],
};

/** Pseudo-classes that only an attribute of that name (or a script naming it) can make true. */
const ATTRIBUTE_PSEUDO_CLASSES = ["disabled", "checked", "indeterminate"];

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;

/** What can be on the page: its markup and inline scripts, without its styles. */
interface PageText {
  text: string;
  tags: Set<string>;
}

function pageText(html: string): PageText {
  const text = html.replace(STYLE_ELEMENT, "");
  const tags = new Set([...text.matchAll(/<([a-z][a-z0-9-]*)/gi)].map(([, tag]) => tag.toLowerCase()));
  // An element a script creates counts as on the page.
  for (const [, tag] of text.matchAll(/createElement\(\s*["'`]([a-z][a-z0-9-]*)["'`]/gi)) tags.add(tag.toLowerCase());
  return { text, tags };
}

/** Index just past the bracket, parenthesis or quote that closes the one at `start`. */
function skipGroup(source: string, start: number): number {
  const open = source[start];
  if (open === '"' || open === "'") {
    let index = start + 1;
    while (index < source.length && source[index] !== open) index += source[index] === "\\" ? 2 : 1;
    return index + 1;
  }
  const close = open === "(" ? ")" : open === "[" ? "]" : "}";
  let index = start + 1;
  while (index < source.length && source[index] !== close) {
    const char = source[index];
    index =
      char === "(" || char === "[" || char === "{" || char === '"' || char === "'"
        ? skipGroup(source, index)
        : index + 1;
  }
  return index + 1;
}

/** Splits at top-level occurrences of `separator` (outside brackets, parentheses and quotes). */
function splitTopLevel(source: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === "(" || char === "[" || char === '"' || char === "'") index = skipGroup(source, index);
    else {
      if (char === separator) {
        parts.push(source.slice(start, index));
        start = index + 1;
      }
      index += 1;
    }
  }
  parts.push(source.slice(start));
  return parts;
}

/** The top-level blocks of a style sheet: each rule or at-rule with its braces. */
function blocks(css: string): string[] {
  const result: string[] = [];
  let start = 0;
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'" || char === "(" || char === "[") index = skipGroup(css, index);
    else if (char === "{") {
      index = skipGroup(css, index);
      result.push(css.slice(start, index));
      start = index;
    } else index += 1;
  }
  const rest = css.slice(start).trim();
  if (rest !== "") result.push(rest);
  return result;
}

/** The selector with its negations removed: what `:not(x)` names may well be absent. */
function withoutNegations(selector: string): string {
  let result = "";
  let index = 0;
  while (index < selector.length) {
    if (selector.startsWith(":not(", index)) index = skipGroup(selector, index + 4);
    else {
      result += selector[index];
      index += 1;
    }
  }
  return result;
}

/** Whether one complex selector (no top-level comma) can match something on the page. */
function canMatch(selector: string, page: PageText): boolean {
  const positive = withoutNegations(selector);
  // Lists inside :where() and :is() match if one of their selectors can.
  const lists = [...positive.matchAll(/:(?:where|is)\(/g)];
  for (const list of lists) {
    const open = (list.index ?? 0) + list[0].length - 1;
    const inner = positive.slice(open + 1, skipGroup(positive, open) - 1);
    if (!splitTopLevel(inner, ",").some((item) => canMatch(item.trim(), page))) return false;
  }
  const plain = positive.replace(/:(?:where|is)\((?:[^()]|\([^()]*\))*\)/g, "");
  for (const [, name] of plain.matchAll(/\[\s*([\w-]+)/g)) if (!page.text.includes(name)) return false;
  for (const [, name] of plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!page.text.includes(name)) return false;
  for (const name of ATTRIBUTE_PSEUDO_CLASSES)
    if (new RegExp(`:${name}(?![\\w-])`).test(plain) && !page.text.includes(name)) return false;
  for (const [pseudo, hosts] of Object.entries(PSEUDO_ELEMENT_HOSTS))
    if (plain.includes(pseudo) && !hosts.some((tag) => page.tags.has(tag))) return false;
  // Element names: at the start of each compound (after a combinator or the start).
  const withoutGroups = plain.replace(/\[[^\]]*\]|\([^)]*\)/g, "");
  for (const [, tag] of withoutGroups.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g))
    if (!page.tags.has(tag.toLowerCase())) return false;
  return true;
}

/** The selector list reduced to the selectors that can match; empty when none can. */
function prunedSelectorList(list: string, page: PageText): string {
  return splitTopLevel(list, ",")
    .map((selector) => {
      // An item of :where()/:is() that cannot match goes from its list; the rest stays as written.
      const trimmed = selector.trim();
      return canMatch(trimmed, page) ? prunedInnerLists(trimmed, page) : "";
    })
    .filter((selector) => selector !== "")
    .join(",");
}

function prunedInnerLists(selector: string, page: PageText): string {
  let result = "";
  let index = 0;
  while (index < selector.length) {
    const list = /^:(?:where|is)\(/.exec(selector.slice(index));
    if (list) {
      const open = index + list[0].length - 1;
      const end = skipGroup(selector, open);
      const items = splitTopLevel(selector.slice(open + 1, end - 1), ",")
        .map((item) => item.trim())
        .filter((item) => canMatch(item, page));
      result += `${list[0]}${items.join(",")})`;
      index = end;
    } else if (selector.startsWith(":not(", index)) {
      const end = skipGroup(selector, index + 4);
      result += selector.slice(index, end);
      index = end;
    } else {
      result += selector[index];
      index += 1;
    }
  }
  return result;
}

/** The style sheet without the rules that cannot match on the page (at-rules other than @media and @supports stay). */
export function prunedCss(css: string, page: PageText): string {
  return blocks(css)
    .map((block) => {
      const brace = block.indexOf("{");
      if (brace < 0 || !block.endsWith("}")) return block;
      const prelude = block.slice(0, brace);
      const body = block.slice(brace + 1, -1);
      if (/^\s*@(media|supports)\b/.test(prelude)) {
        const inner = prunedCss(body, page);
        return inner.trim() === "" ? "" : `${prelude}{${inner}}`;
      }
      if (prelude.trim().startsWith("@")) return block;
      const selectors = prunedSelectorList(prelude, page);
      return selectors === "" ? "" : `${selectors}{${body}}`;
    })
    .join("");
}

/** The page without the CSS that cannot apply to it; a page with islands as it was. */
export function withoutUnusedCss(html: string): string {
  if (/\sdata-island=/.test(html)) return html;
  const page = pageText(html);
  return html.replace(
    STYLE_ELEMENT,
    (_all, open: string, css: string, close: string) => open + prunedCss(css, page) + close,
  );
}

/** Prunes every built page under `dir`; returns the characters saved. */
export function pruneUnusedCssInDir(dir: string): number {
  return rewritePages(dir, withoutUnusedCss);
}
