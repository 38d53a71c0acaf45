/**
 * The production build served as Netlify serves it (docs/deploy.md, "How Netlify serves the
 * pages"): `_headers` and `_redirects` (and netlify.toml's [[headers]] and [[redirects]]) read by
 * Netlify's own parsers, @netlify/headers-parser and @netlify/redirect-parser, and matched by their
 * rules: every header rule whose `forRegExp` matches applies (optional trailing slash, any case);
 * the first redirect rule that matches wins, a forced one (`301!`) even over a file, another only
 * where no file answers. Files are found as Netlify finds them: any case (Netlify stores every
 * file name in lower case), `/x` from x.html or x/index.html, and with Pretty URLs on (Netlify's
 * default; netlify.toml's `[build.processing.html] pretty_urls`) `/x` → 301 `/x/` for a folder
 * and `/x/` → 301 `/x` for a file. Unknown paths get 404.html with status 404.
 *
 * The parsers are ES modules, which Jest's CommonJS sandbox cannot load: Jest reaches this through
 * a process of its own (static-server.ts); `npm run serve` (tsx) loads it directly.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { SCRIPT_FREE_PREFIX, withoutScripts, type StaticServer, type StaticServerOptions } from "./static-server";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;
/** What Netlify sends for a file no rule gives a Cache-Control. */
const DEFAULT_CACHE = "public, max-age=0, must-revalidate";

/** The project's netlify.toml, which `npm run serve`, the browser tests and the bench serve by. */
// __filename, not __dirname: tsx gives a CommonJS module imported from an ES module a wrong __dirname (test-kit/paths.ts).
const PROJECT_NETLIFY_TOML = path.resolve(path.dirname(__filename), "..", "..", "netlify.toml");

/** One redirect rule as @netlify/redirect-parser gives it (only what a static host uses). */
export interface RedirectRule {
  path: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
  proxy?: boolean;
}

export interface NetlifyRules {
  headers: Header[];
  redirects: RedirectRule[];
  prettyUrls: boolean;
  errors: string[];
}

/** `[build.processing.html] pretty_urls = false` in netlify.toml turns Pretty URLs off; on by default. */
function prettyUrlsSetting(toml: string): boolean {
  const section = /^\s*\[build\.processing\.html\]\s*$([\s\S]*?)(?=^\s*\[|(?![\s\S]))/m.exec(toml);
  const setting = section && /^\s*pretty_urls\s*=\s*(true|false)\s*$/m.exec(section[1]);
  return setting ? setting[1] === "true" : true;
}

/** Reads the rules with Netlify's parsers: `_headers` and `_redirects` in root, then netlify.toml's. */
async function readNetlifyRules(root: string, netlifyConfig: string | null): Promise<NetlifyRules> {
  const config = netlifyConfig && fs.existsSync(netlifyConfig) ? netlifyConfig : undefined;
  const [headers, redirects] = await Promise.all([
    parseAllHeaders({
      headersFiles: [path.join(root, "_headers")],
      netlifyConfigPath: config,
      configHeaders: [],
      minimal: false,
    }),
    parseAllRedirects({
      redirectsFiles: [path.join(root, "_redirects")],
      netlifyConfigPath: config,
      configRedirects: [],
      minimal: false,
    }),
  ]);
  return {
    headers: headers.headers as Header[],
    redirects: redirects.redirects as RedirectRule[],
    prettyUrls: config ? prettyUrlsSetting(fs.readFileSync(config, "utf8")) : true,
    errors: [...headers.errors, ...redirects.errors].map((error: Error) => error.message),
  };
}

/** The headers Netlify sends for urlPath: every rule whose forRegExp matches, a name set twice joined with ", ". */
function headersFor(rules: readonly Header[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => candidate.forRegExp.test(urlPath))) {
    for (const [name, value] of Object.entries(rule.values))
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/**
 * A redirect's `from` as Netlify matches it: `:name` one segment, a final `*` the rest (`:splat`),
 * an optional trailing slash. The destination gets the values substituted.
 */
function redirectTarget(rule: RedirectRule, urlPath: string): string | null {
  const names: string[] = [];
  const parts = rule.path
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part === "*") {
        names.push("splat");
        return "?(.*)";
      }
      if (part.startsWith(":")) {
        names.push(part.slice(1));
        return "([^/]+)";
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    });
  const match = new RegExp(`^/${parts.join("/")}/?$`, "i").exec(urlPath);
  if (!match) return null;
  return names.reduce((to, name, index) => to.replaceAll(`:${name}`, match[index + 1] ?? ""), rule.to);
}

/** A file of root, matched without regard to case when no exact match exists (Netlify keeps names in lower case). */
function existingFile(root: string, relative: string): string | undefined {
  const exact = path.join(root, relative);
  if (!exact.startsWith(root)) return undefined;
  if (fs.existsSync(exact) && fs.statSync(exact).isFile()) return exact;
  const lower = path.join(root, relative.toLowerCase());
  return lower !== exact && fs.existsSync(lower) && fs.statSync(lower).isFile() ? lower : undefined;
}

export type Resolution = { file: string } | { redirect: string } | null;

/**
 * What Netlify answers for a path from the files alone (slorber/trailing-slash-guide, measured on
 * Netlify; docs/deploy.md): with Pretty URLs, /folder → /folder/ and /file/ → /file (a file
 * x.html wins over x/index.html); without, both spellings answer 200.
 */
function resolveStatic(root: string, urlPath: string, prettyUrls: boolean): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed escape (%E0%A4%A) names no file; thrown here it would end the server.
    return null;
  }
  if (decoded.includes("\0")) return null;
  const clean = path.posix.normalize(decoded).replace(/^(\.\.\/)+/, "");
  if (clean === "/") {
    const index = existingFile(root, "index.html");
    return index ? { file: index } : null;
  }
  const slash = clean.endsWith("/");
  const base = slash ? clean.slice(0, -1) : clean;
  const asFile = existingFile(root, `${base}.html`);
  const asFolder = existingFile(root, `${base}/index.html`);
  if (!slash) {
    const exact = existingFile(root, base);
    if (exact) return { file: exact };
    if (asFile) return { file: asFile };
    if (asFolder) return prettyUrls ? { redirect: `${base}/` } : { file: asFolder };
    return null;
  }
  if (asFile) return prettyUrls ? { redirect: base } : { file: asFolder ?? asFile };
  return asFolder ? { file: asFolder } : null;
}

/** `parse`, run again only when one of the files' modification times changes. */
function whenChanged<T>(files: () => string[], parse: () => Promise<T>): () => Promise<T> {
  let seen: string | undefined;
  let value: Promise<T>;
  return () => {
    const stamp = files()
      .map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0))
      .join(",");
    if (stamp !== seen) {
      value = parse();
      seen = stamp;
    }
    return value;
  };
}

/** The server itself; `startStaticServer` (static-server.ts) runs it in a process of its own. */
export function listenStatic({
  root,
  host = "127.0.0.1",
  port = 9000,
  scriptFreeTwins = false,
  netlifyConfig = PROJECT_NETLIFY_TOML,
}: StaticServerOptions): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root);
  // Read again when they change: the tests start this server before the build that writes them
  // ends, and `npm run serve` outlives a rebuild.
  const rules = whenChanged(
    () => [
      path.join(absoluteRoot, "_headers"),
      path.join(absoluteRoot, "_redirects"),
      ...(netlifyConfig ? [netlifyConfig] : []),
    ],
    () => readNetlifyRules(absoluteRoot, netlifyConfig),
  );
  const compressed = new Map<string, Buffer>();

  const send = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: string,
    status: number,
    headerPath: string,
    { headers: headerRules }: NetlifyRules,
    twin: boolean,
  ) => {
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const headers: Record<string, string> = { "Content-Type": type, ...headersFor(headerRules, headerPath) };
    if (!Object.keys(headers).some((name) => name.toLowerCase() === "cache-control"))
      headers["Cache-Control"] = DEFAULT_CACHE;
    let body: Buffer = fs.readFileSync(file);
    if (twin && type.startsWith("text/html")) body = Buffer.from(withoutScripts(body.toString("utf8")));
    const accept = String(req.headers["accept-encoding"] ?? "");
    const encoding = accept.includes("br") ? "br" : accept.includes("gzip") ? "gzip" : undefined;
    if (encoding && COMPRESSIBLE.test(type) && body.length > 512) {
      // Keyed by modification time too, so a rebuild under a running server is picked up.
      const key = `${encoding}:${twin ? "twin:" : ""}${file}:${fs.statSync(file).mtimeMs}`;
      let packed = compressed.get(key);
      if (!packed) {
        packed = encoding === "br" ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 });
        compressed.set(key, packed);
      }
      body = packed;
      headers["Content-Encoding"] = encoding;
      headers.Vary = "Accept-Encoding";
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const requestedPath = new URL(req.url ?? "/", "http://localhost").pathname;
    const twin =
      scriptFreeTwins && (requestedPath === SCRIPT_FREE_PREFIX || requestedPath.startsWith(`${SCRIPT_FREE_PREFIX}/`));
    const urlPath = twin ? requestedPath.slice(SCRIPT_FREE_PREFIX.length) || "/" : requestedPath;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const current = await rules();
    if (current.errors.length > 0) {
      // Netlify refuses such a deploy; here the page says why rather than serving without the rules.
      res
        .writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
        .end(`Netlify's parsers refused the rules:\n${current.errors.join("\n")}`);
      return;
    }
    const isPrivate = (file: string) => ["_headers", "_redirects"].includes(path.basename(file));
    let found = resolveStatic(absoluteRoot, urlPath, current.prettyUrls);
    if (found && "file" in found && isPrivate(found.file)) found = null;
    // First matching rule wins; one without "!" only where no file answers (Netlify's shadowing).
    // Rules with conditions (Country, Language, Role) or a query are left to Netlify.
    if (!twin) {
      for (const rule of current.redirects) {
        if (Object.keys(rule.conditions).length > 0 || Object.keys(rule.query).length > 0) continue;
        const target = redirectTarget(rule, urlPath);
        if (target === null || (found && !rule.force)) continue;
        if (rule.status >= 300 && rule.status < 400) {
          res.writeHead(rule.status, { Location: target }).end();
          return;
        }
        if (rule.proxy) {
          res
            .writeHead(502, { "Content-Type": "text/plain; charset=utf-8" })
            .end(`The local server does not proxy ${rule.path} → ${rule.to}`);
          return;
        }
        // A rewrite to a file the site lacks ends in the plain not-found answer below.
        const rewritten = resolveStatic(absoluteRoot, target, false);
        if (rewritten && "file" in rewritten) {
          send(req, res, rewritten.file, rule.status, urlPath, current, false);
          return;
        }
        break;
      }
    }
    if (found && "redirect" in found) {
      res.writeHead(301, { Location: `${twin ? SCRIPT_FREE_PREFIX : ""}${found.redirect}` }).end();
      return;
    }
    if (found) {
      send(req, res, found.file, 200, urlPath, current, twin);
      return;
    }
    // Netlify's own default: 404.html, when the site has one.
    const notFound = path.join(absoluteRoot, "404.html");
    if (fs.existsSync(notFound)) send(req, res, notFound, 404, urlPath, current, twin);
    else res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
  };

  const server = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`Local server error: ${(error as Error).message}`);
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
