import { rewritePages } from "./html-files";

/**
 * Chakra writes every theme token as a CSS variable into each page's head (about 300 of them,
 * 12 KB); a page's styles use about a third. The bytes before the first paint decide how many
 * round trips the HTML takes, so the build keeps only the variables the page's own CSS reads.
 * Styles rendered later in the browser (notices, the carousel) read others: the browser's root
 * adds the complete set when React starts (gatsby-browser.tsx), on the pages that load React.
 */

/** Chakra's variables block, as CSSVars writes it on the server. */
const VARS_RULE = /:host,:root,\[data-theme\]\{([^{}]*)\}/;
const VAR_REFERENCE = /var\((--[\w-]+)/g;

/** The custom-property declarations of a block: name → value (values may contain ";" only inside var() fallbacks, which Chakra writes without one). */
function declarations(block: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const declaration of block.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0 && declaration.startsWith("--")) result.set(declaration.slice(0, colon), declaration.slice(colon + 1));
  }
  return result;
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
  return html.slice(0, match.index) + `:host,:root,[data-theme]{${kept.join(";")}${kept.length > 0 ? ";" : ""}}` + html.slice(match.index + match[0].length);
}

/** Prunes every built page under `dir`; returns how many bytes of HTML that removed. */
export function pruneCssVarsInDir(dir: string): number {
  return rewritePages(dir, pruneUnusedCssVars);
}
