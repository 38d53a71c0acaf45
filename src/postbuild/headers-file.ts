/** Reads and matches the Netlify `_headers` format: a path pattern line, then indented `Name: value` lines. */

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\r$/, "");
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules[rules.length - 1];
    const colon = line.indexOf(":");
    if (!rule || colon < 0) throw new Error(`_headers: cannot read line "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * As Netlify and Cloudflare Pages match: a `:name` segment matches one non-empty segment; a final
 * `/*` matches the path before it and everything below; the rest matches exactly.
 */
export function patternMatches(pattern: string, urlPath: string): boolean {
  const splat = pattern.endsWith("/*");
  const parts = (splat ? pattern.slice(0, -2) : pattern).split("/");
  const segments = urlPath.split("/");
  const same = (part: string, index: number) => (part.startsWith(":") ? segments[index] !== undefined && segments[index] !== "" : part === segments[index]);
  if (!splat) return parts.length === segments.length && parts.every(same);
  return segments.length >= parts.length && parts.every(same);
}

/**
 * Headers of every matching rule, as Netlify and Cloudflare Pages serve them: a header set by more
 * than one matching rule gets their values joined with ", " (for a CSP, two policies both enforced).
 */
export function matchHeaders(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => patternMatches(candidate.pattern, urlPath))) {
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"))
    .join("\n\n")
    .concat("\n");
}
