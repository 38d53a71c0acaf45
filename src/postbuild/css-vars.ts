import { rewritePages } from "./html-files";

/**
 * Chakra writes every theme token as a CSS variable into each page's head, and its styles read them
 * through `var(--chakra-…)` references (how many, and their bytes: docs/speed.md, "Figures behind
 * the code").
 * The bytes before the first paint decide how many round trips the HTML takes, so the build writes
 * each reference as its value (`var(--chakra-space-4)` → `1rem`) and keeps only the variables
 * something still reads. A light theme that never changes at run time makes the two the same CSS.
 * Styles rendered later in the browser (notices, the carousel, the quote questions) read others:
 * the browser's root adds the complete set when React starts (gatsby-browser.tsx), on the pages
 * that load React.
 */

/** Chakra's variables block, as CSSVars writes it on the server. */
const VARS_RULE = /:host,:root,\[data-theme\]\{([^{}]*)\}/;
const VAR_REFERENCE = /var\((--[\w-]+)/g;
/** A reference with no fallback: the only kind written as its value. */
const PLAIN_REFERENCE = /var\((--[\w-]+)\)/g;
/** Where a page's CSS lives: style elements and style attributes. */
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
const STYLE_ATTRIBUTE = /(\sstyle=")([^"]*)(")/gi;
/** A custom property set by a declaration (after "{", ";" or a style attribute's quote). */
const DECLARATION = /[{;\s"](--[\w-]+)\s*:/g;

/** The custom-property declarations of a block: name → value (values may contain ";" only inside var() fallbacks, which Chakra writes without one). */
function declarations(block: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const declaration of block.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0 && declaration.startsWith("--"))
      result.set(declaration.slice(0, colon), declaration.slice(colon + 1));
  }
  return result;
}

/** The page's CSS text (style elements and attributes) rewritten by `rewrite`; the rest of the page as it was. */
function rewriteCss(html: string, rewrite: (css: string) => string): string {
  return html
    .replace(STYLE_ELEMENT, (_all, open: string, css: string, close: string) => open + rewrite(css) + close)
    .replace(STYLE_ATTRIBUTE, (_all, open: string, css: string, close: string) => open + rewrite(css) + close);
}

/**
 * The page's HTML with every plain reference to a variable of the root block written as its value,
 * unless some other rule of the page sets that variable too (then the value depends on where it is
 * read). References with a fallback stay as they are.
 */
export function inlineCssVars(html: string): string {
  const match = VARS_RULE.exec(html);
  if (!match) return html;
  const vars = declarations(match[1]);
  const before = html.slice(0, match.index);
  const after = html.slice(match.index + match[0].length);
  const declaredElsewhere = new Set([...(before + after).matchAll(DECLARATION)].map(([, name]) => name));
  const fixed = new Map([...vars].filter(([name]) => !declaredElsewhere.has(name)));
  const resolve = (css: string, depth = 0): string =>
    // A variable defined through itself would never end; ten levels is far more than Chakra nests.
    depth > 10
      ? css
      : css.replace(PLAIN_REFERENCE, (reference, name: string) =>
          fixed.has(name) ? resolve(fixed.get(name) ?? "", depth + 1) : reference,
        );
  const block = `:host,:root,[data-theme]{${[...vars].map(([name, value]) => `${name}:${resolve(value)}`).join(";")}${vars.size > 0 ? ";" : ""}}`;
  return rewriteCss(before, resolve) + block + rewriteCss(after, resolve);
}

/** The page's HTML with the variables block reduced to the variables its styles read, directly or through another variable. */
export function pruneUnusedCssVars(html: string): string {
  const match = VARS_RULE.exec(html);
  if (!match) return html;
  const vars = declarations(match[1]);
  const rest = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(VAR_REFERENCE)) {
      if (used.has(name)) continue;
      used.add(name);
      const value = vars.get(name);
      if (value !== undefined) visit(value);
    }
  };
  visit(rest);
  const kept = [...vars].filter(([name]) => used.has(name)).map(([name, value]) => `${name}:${value}`);
  return (
    html.slice(0, match.index) +
    `:host,:root,[data-theme]{${kept.join(";")}${kept.length > 0 ? ";" : ""}}` +
    html.slice(match.index + match[0].length)
  );
}

/** Writes the variables' values in and prunes every built page under `dir`; returns how many characters of HTML that removed. */
export function reduceCssVarsInDir(dir: string): number {
  return rewritePages(dir, (html) => pruneUnusedCssVars(inlineCssVars(html)));
}
