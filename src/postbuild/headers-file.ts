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

/** `/*` matches everything below; a `:name` segment matches one segment; the rest matches exactly. */
export function patternMatches(pattern: string, urlPath: string): boolean {
  if (pattern.endsWith("/*")) return urlPath.startsWith(pattern.slice(0, -1)) || urlPath === pattern.slice(0, -2);
  const parts = pattern.split("/");
  const segments = urlPath.split("/");
  return parts.length === segments.length && parts.every((part, index) => (part.startsWith(":") ? segments[index] !== "" : part === segments[index]));
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
