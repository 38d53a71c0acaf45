/**
 * Builds public/_headers after the build: security headers for every path, a
 * Content-Security-Policy that allows the build's own inline scripts by their SHA-256 hash
 * (never 'unsafe-inline' for scripts), and long immutable caching for hashed assets.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { LOCAL_SUPABASE_URL } from "../../supabase/functions/_shared/contract/local-function";
import { patternMatches, type HeaderRule } from "./headers-file";
import { EDITOR_PATH, ROUTES } from "../../supabase/functions/_shared/contract/routes";

/**
 * A <script> element and its text, read as the HTML parser reads them: the start tag's attributes
 * may hold a quoted ">", and the first "</script" followed by a space, "/" or ">" ends the element,
 * whatever the text around it means.
 */
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script(?:[\s/][^>]*)?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Data blocks are never executed, so CSP does not apply to them; src/islands/inline-json.ts writes them.
const DATA_BLOCK_TYPES = new Set(["application/json", "application/ld+json"]);
/** What inlineJson (src/islands/inline-json.ts) never leaves in a data block. */
const UNESCAPED_IN_DATA = /[<>&\u2028\u2029]/;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, doubleQuoted, singleQuoted, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    // The first of two same-named attributes is the one the browser keeps.
    if (!attributes.has(key)) attributes.set(key, doubleQuoted ?? singleQuoted ?? bare ?? "");
  }
  return attributes;
}

/** One built page: its URL path ("/quem-somos") and its HTML. */
export interface BuiltPage {
  page: string;
  html: string;
}

/** Raised when a page carries an inline script the build did not write: the build must stop. */
export class UnknownInlineScriptError extends Error {}

/** The first characters of a script, on one line, for a message. */
const opening = (body: string): string =>
  JSON.stringify(body.trim().slice(0, 80)) + (body.trim().length > 80 ? "…" : "");

/**
 * Base64 SHA-256 of the inline scripts the pages carry, for the CSP's script-src. `known` is the
 * text of every script the build itself writes (src/islands/inline-scripts.ts, knownInlineScripts);
 * only those are hashed. Any other executable inline script, and a JSON data block not written by
 * inlineJson (a "<" in it could end the element), is something content or a change let into the
 * pages: throws naming each page and the first characters of what it found.
 */
export function inlineScriptHashes(pages: Iterable<BuiltPage>, known: readonly string[]): string[] {
  const allowed = new Set(known);
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const { page, html } of pages) {
    for (const [, attributeText, body] of html.matchAll(SCRIPT_ELEMENT)) {
      const attributes = attributesOf(attributeText);
      if (attributes.has("src")) continue;
      if (DATA_BLOCK_TYPES.has((attributes.get("type") ?? "").trim().toLowerCase())) {
        if (UNESCAPED_IN_DATA.test(body))
          problems.push(
            `${page}: um bloco de dados JSON escrito sem inlineJson (src/islands/inline-json.ts): ${opening(body)}`,
          );
        continue;
      }
      if (!allowed.has(body)) {
        problems.push(`${page}: ${opening(body)}`);
        continue;
      }
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  if (problems.length > 0) {
    throw new UnknownInlineScriptError(
      `Script embutido que o build não escreveu, em ${problems.length} lugar(es). A política de segurança (CSP) só autoriza os scripts do próprio site ` +
        `(src/islands/inline-scripts.ts); um script vindo do conteúdo ou de uma mudança no código não é publicado:\n  ${problems.join("\n  ")}`,
    );
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy({
  scriptHashes,
  connectSources,
}: {
  scriptHashes: string[];
  connectSources: string[];
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Emotion (Chakra) writes its styles into <style> tags at run time; they cannot be hashed ahead.
    "style-src 'self' 'unsafe-inline'",
    // Images, fonts and the manifest come from the site itself: default-src covers them, and every
    // byte of this header travels with every page.
    `connect-src 'self' ${connectSources.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Content-hashed files Gatsby writes at the root of public/ (app-<hash>.js, styles.<hash>.css…). */
export function isHashedAsset(fileName: string): boolean {
  return /[.-][0-9a-f]{16,}\.(js|css)$/.test(fileName);
}

/**
 * The editor's own policy. Decap CMS compiles its configuration's schema with `new Function`
 * ('unsafe-eval'), talks to GitHub's API, previews uploads from blob: URLs, and signs in through
 * a popup that posts back to this window (hence COOP that keeps popups). Only /admin gets it.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    // blob: the media library reads the images it has loaded back from blob: URLs when it saves an entry.
    "connect-src 'self' blob: https://api.github.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Where Gatsby serves every file the content names, a maintainer's upload included (a partner's
 * logo, the hero's sizes): /static/<hash>/<name>, /static/<hash>/<size>/<name>. It matches every
 * path below /static/ but not /static and /static/ themselves, which the one-segment page rule
 * matches: written `/static/*`, those two paths would get two policies.
 */
export const ASSET_PATTERN = "/static/:hash/*";

/**
 * An uploaded file opened on its own, as a document: nothing runs and nothing loads (an SVG's own
 * styles excepted), and `sandbox` gives it an opaque origin, so even a script the content check
 * missed could not act as the site. With `/*`'s nosniff, no file is read as another type.
 */
export const ASSET_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The URL paths of the built pages: /, /quem-somos, /servicos/vida, /404.html… */
export function pagePaths(publicDir: string, pageFiles: readonly string[]): string[] {
  return pageFiles
    .map((file) => "/" + path.relative(publicDir, file).split(path.sep).join("/"))
    .map((file) => (file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) || "/" : file))
    .sort();
}

/**
 * Where the site's policy applies: the home page, every one-segment path (the pages, and the 404
 * page a mistyped address gets), every service page, every guide (its feed, /guias/rss.xml, too) and the
 * renewal reminder's confirm and cancel pages. The editor's document is only ever served
 * at /admin/index.html (/admin redirects there, ADMIN_REDIRECTS), a path none of these match.
 */
const PAGE_PATTERNS = [
  "/",
  "/:page",
  `${ROUTES.services}/:slug`,
  `${ROUTES.guides}/:slug`,
  // The renewal reminder's confirm and cancel pages (REMINDER_TOKEN_ROUTES).
  `${ROUTES.reminder}/:slug`,
];

/** The other addresses Netlify answers a page at: with a trailing slash, in upper case. */
export function pageTwins(page: string): string[] {
  return page === "/" ? [] : [`${page}/`, page.toUpperCase()];
}

/** The URL paths of the files under publicDir/static (what ASSET_PATTERN must cover). */
export function assetPaths(publicDir: string, files: readonly string[]): string[] {
  return files.map((file) => "/" + path.relative(publicDir, file).split(path.sep).join("/")).sort();
}

/**
 * The rules of public/_headers. Netlify (and hosts that read the same file) apply every rule whose
 * path matches and may join a header two rules set with a comma (two CSPs, both enforced), so no
 * path gets two policies: the site's on the page patterns, the editor's under /admin, the assets'
 * under /static/<hash>/, and under `/*` only what every response shares. Throws if a built page
 * or asset would get no policy, two, or another than its own.
 */
export function securityHeaderRules({
  scriptHashes,
  connectSources,
  hashedAssets,
  pages,
  assets,
}: {
  scriptHashes: string[];
  connectSources: string[];
  hashedAssets: string[];
  /** URL paths of the built pages (pagePaths), to check each gets the site's policy once. */
  pages: string[];
  /** URL paths of the files under /static (assetPaths), to check each gets the assets' policy once. */
  assets: string[];
}): HeaderRule[] {
  const pagePolicy = {
    "Content-Security-Policy": contentSecurityPolicy({ scriptHashes, connectSources }),
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  const adminRule: HeaderRule = {
    pattern: `${EDITOR_PATH}/*`,
    headers: {
      "Content-Security-Policy": adminContentSecurityPolicy(),
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Robots-Tag": "noindex, nofollow",
      // The editor's files keep their names from one Decap version to the next: always revalidated.
      "Cache-Control": "no-cache",
    },
  };
  const policyPatterns = [...PAGE_PATTERNS, adminRule.pattern, ASSET_PATTERN];
  const policiesOf = (urlPath: string) => policyPatterns.filter((pattern) => patternMatches(pattern, urlPath));
  for (const page of pages) {
    const policies = policiesOf(page);
    if (policies.length !== 1 || policies[0] === ASSET_PATTERN)
      throw new Error(
        `security-headers: the page ${page} would get ${policies.length} content security policies (${policies.join(", ")}; its own one expected)`,
      );
    // Netlify serves a page at its trailing-slash and upper-case twins too (docs/deploy.md): same rule.
    for (const twin of pageTwins(page)) {
      const twinPolicies = policiesOf(twin);
      if (twinPolicies.join() !== policies.join())
        throw new Error(
          `security-headers: ${twin} would get ${twinPolicies.join(", ") || "no policy"}, not ${page}'s ${policies[0]}`,
        );
    }
  }
  for (const asset of assets) {
    const policies = policiesOf(asset);
    if (policies.length !== 1 || policies[0] !== ASSET_PATTERN)
      throw new Error(
        `security-headers: the file ${asset} would get ${policies.length} content security policies (${policies.join(", ")}; ${ASSET_PATTERN} expected)`,
      );
  }
  return [
    {
      pattern: "/*",
      headers: {
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
        "X-Content-Type-Options": "nosniff",
        // No X-Frame-Options: the CSP's frame-ancestors 'none' does its job in every supported
        // browser, and each header's bytes travel with every page.
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      },
    },
    ...PAGE_PATTERNS.map((pattern) => ({ pattern, headers: pagePolicy })),
    adminRule,
    { pattern: ASSET_PATTERN, headers: { "Content-Security-Policy": ASSET_POLICY } },
    { pattern: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    // Their URLs carry the file's hash (src/theme/fonts.ts): a visitor's next pages take Inter from the cache without asking.
    { pattern: "/fonts/*", headers: { "Cache-Control": IMMUTABLE } },
    ...hashedAssets.sort().map((file) => ({ pattern: `/${file}`, headers: { "Cache-Control": IMMUTABLE } })),
  ];
}

/** The origin the forms call, from GATSBY_SUPABASE_URL (the local function server by default). */
export function supabaseOrigin(url: string | undefined): string {
  return new URL(url || LOCAL_SUPABASE_URL).origin;
}
