/**
 * Writes and matches the Netlify `_headers` format (a path pattern line, then indented `Name: value`
 * lines) for the build's own checks; what serves the file reads it with Netlify's parser
 * (scripts/serve/netlify-host.ts).
 */

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
 * A rule's path as Netlify matches it: @netlify/headers-parser's getForRegExp (for_regexp.ts),
 * ported as is, so the build's checks and the unit tier need not load that ES module: `:name` is one non-empty segment, a
 * standalone `*` the rest of the path, the whole optional (`/static/*` matches /static); any path
 * may end with one slash; letters match in any case. __tests__/integration/static-server.test.ts
 * holds it to the parser's own regular expressions.
 */
export function netlifyPathRegExp(pattern: string): RegExp {
  const parts = pattern
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      if (part.includes("*")) return part.replaceAll("*", "(.*)");
      // escape-string-regexp 5, which the parser uses.
      return part.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

export function patternMatches(pattern: string, urlPath: string): boolean {
  return netlifyPathRegExp(pattern).test(urlPath);
}

/**
 * Headers of every matching rule, as Netlify and Cloudflare Pages serve them: a header set by more
 * than one matching rule gets their values joined with ", " (for a CSP, two policies both enforced).
 */
export function matchHeaders(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => patternMatches(candidate.pattern, urlPath))) {
    for (const [name, value] of Object.entries(rule.headers))
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}
