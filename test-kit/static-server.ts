/**
 * Serves the production build the way a Netlify-style host does: pretty URLs
 * (/quem-somos → quem-somos/index.html), 404.html for unknown paths, the rules of
 * public/_headers matched as Netlify matches them (src/postbuild/headers-file.ts; the uploads'
 * sandboxing policy under /static/<hash>/ included), Netlify's default revalidation for
 * anything without its own Cache-Control, and brotli/gzip for text, so tests and Lighthouse
 * see what visitors get.
 * With `scriptFreeTwins`, every page is also served under SCRIPT_FREE_PREFIX without any
 * <script> element: the baseline `npm run bench` measures each page against.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { matchHeaders, parseHeadersFile, type HeaderRule } from "../src/postbuild/headers-file";

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
const DEFAULT_CACHE = "public, max-age=0, must-revalidate";

/** `/__script-free/servicos/seguro-auto` is `/servicos/seguro-auto` with every script removed (JSON-LD kept). */
export const SCRIPT_FREE_PREFIX = "/__script-free";

/** The page as it is before any of its JavaScript can run: the same HTML minus every script element but structured data. */
export function withoutScripts(html: string): string {
  // Structured data (JSON-LD) is content for search engines, not JavaScript: the twin keeps it.
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
    /\stype="application\/ld\+json"/i.test(attributes) ? element : "",
  );
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed escape (%E0%A4%A) names no file; thrown here it would end the server.
    return undefined;
  }
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const candidates = [path.join(root, clean), path.join(root, clean, "index.html"), path.join(root, `${clean}.html`)];
  return candidates.find((file) => file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/** `parse` of the file's text ("" when missing), parsed again only when its modification time changes. */
function whenChanged<T>(file: string, parse: (text: string) => T): () => T {
  let seen: number | undefined;
  let value: T;
  return () => {
    const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (mtime !== seen) {
      value = parse(mtime ? fs.readFileSync(file, "utf8") : "");
      seen = mtime;
    }
    return value;
  };
}

export function startStaticServer({
  root,
  host = "127.0.0.1",
  port = 9000,
  scriptFreeTwins = false,
}: {
  root: string;
  host?: string;
  port?: number;
  scriptFreeTwins?: boolean;
}): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root);
  // _headers and _redirects are read again when they change: the tests start this server before
  // the build that writes them ends, and `npm run serve` outlives a rebuild.
  const headerRules = whenChanged(path.join(absoluteRoot, "_headers"), (text): HeaderRule[] => parseHeadersFile(text));
  // Netlify's _redirects, the exact-path lines only ("from  to  301!"), the only kind the build writes.
  const redirects = whenChanged(path.join(absoluteRoot, "_redirects"), (text) =>
    new Map(
      text
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .filter((parts) => parts.length >= 3 && parts[0].startsWith("/"))
        .map(([from, to, status]) => [from, { to, status: Number.parseInt(status, 10) }] as const),
    ),
  );
  const compressed = new Map<string, Buffer>();

  const server = http.createServer((req, res) => {
    const requestedPath = new URL(req.url ?? "/", "http://localhost").pathname;
    const twin = scriptFreeTwins && (requestedPath === SCRIPT_FREE_PREFIX || requestedPath.startsWith(`${SCRIPT_FREE_PREFIX}/`));
    const urlPath = twin ? requestedPath.slice(SCRIPT_FREE_PREFIX.length) || "/" : requestedPath;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const redirect = twin ? undefined : redirects().get(urlPath);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }
    let file = resolveFile(absoluteRoot, urlPath);
    let status = 200;
    if (!file || path.basename(file) === "_headers" || path.basename(file) === "_redirects") {
      file = path.join(absoluteRoot, "404.html");
      status = 404;
      if (!fs.existsSync(file)) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const headers: Record<string, string> = { "Content-Type": type, ...matchHeaders(headerRules(), urlPath) };
    if (!Object.keys(headers).some((name) => name.toLowerCase() === "cache-control")) {
      headers["Cache-Control"] = DEFAULT_CACHE;
    }
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
