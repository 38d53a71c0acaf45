/**
 * The local static server (`npm run serve`, the browser tier, the bench) answers as Netlify does
 * (scripts/serve/netlify-host.ts): it reads _headers, _redirects and netlify.toml with Netlify's own
 * parsers and matches them by Netlify's rules, finds pages as Netlify does with and without Pretty
 * URLs, and answers with the _headers and _redirects the build wrote last, not those it found at
 * start (the browser tier starts it before the site's build ends).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { formatHeadersFile, netlifyPathRegExp } from "../../src/postbuild/headers-file";
import { securityHeaderRules } from "../../src/postbuild/security-headers";
import { ROOT } from "../../test-kit/paths";
import { startStaticServer, type StaticServer, type StaticServerOptions } from "../../scripts/serve/static-server";

const run = promisify(execFile);
let root: string;
const servers: StaticServer[] = [];
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>x</title>");
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  fs.rmSync(root, { recursive: true, force: true });
});
async function serve(options: Partial<StaticServerOptions> = {}): Promise<StaticServer> {
  const server = await startStaticServer({ root, port: 0, ...options });
  servers.push(server);
  return server;
}
function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}
const get = (server: StaticServer, urlPath: string) => fetch(`${server.url}${urlPath}`, { redirect: "manual" });

/** The build's own rules (security-headers.ts) for a site of a few pages, as the build writes them. */
const PAGES = ["/", "/404.html", "/quem-somos", "/servicos", "/servicos/vida"];
const projectHeaders = () =>
  formatHeadersFile(
    securityHeaderRules({
      scriptHashes: ["'sha256-abc'"],
      connectSources: ["http://127.0.0.1:54321"],
      hashedAssets: ["app-0123456789abcdef0123.js"],
      pages: PAGES,
      assets: ["/static/0a1b2c/logo.svg"],
    }),
  );
const page = (name: string) => `<!doctype html><title>${name}</title>`;
const builtSite = () =>
  write({
    _headers: projectHeaders(),
    "404.html": page("404"),
    "quem-somos/index.html": page("quem-somos"),
    "servicos/index.html": page("servicos"),
    "servicos/vida/index.html": page("vida"),
  });

it("serves the headers and redirects of a build that ends after it started, and of the next build", async () => {
  const server = await serve();
  const home = () => get(server, "/");
  expect((await home()).headers.get("x-frame-options")).toBeNull();
  expect((await get(server, "/antiga")).status).toBe(404);

  write({ _headers: "/*\n  X-Frame-Options: DENY\n", _redirects: "/antiga  /  301!\n" });
  expect((await home()).headers.get("x-frame-options")).toBe("DENY");
  const moved = await get(server, "/antiga");
  expect([moved.status, moved.headers.get("location")]).toEqual([301, "/"]);

  // A rebuild rewrites the file: a new modification time, new rules.
  const later = new Date(Date.now() + 5_000);
  fs.writeFileSync(path.join(root, "_headers"), "/*\n  X-Frame-Options: SAMEORIGIN\n");
  fs.utimesSync(path.join(root, "_headers"), later, later);
  expect((await home()).headers.get("x-frame-options")).toBe("SAMEORIGIN");
});

describe("with the project's netlify.toml (Pretty URLs off)", () => {
  it("answers each page at its address, its trailing-slash and its upper-case twins alike: 200, the same CSP and COOP", async () => {
    builtSite();
    const server = await serve();
    for (const [canonical, name] of [
      ["/quem-somos", "quem-somos"],
      ["/servicos", "servicos"],
      ["/servicos/vida", "vida"],
    ]) {
      const reference = await get(server, canonical);
      expect(reference.status).toBe(200);
      const csp = reference.headers.get("content-security-policy");
      expect(csp).toContain("script-src 'self' 'sha256-abc'");
      for (const twin of [`${canonical}/`, canonical.toUpperCase(), `${canonical.toUpperCase()}/`]) {
        const response = await get(server, twin);
        expect({
          twin,
          status: response.status,
          csp: response.headers.get("content-security-policy"),
          coop: response.headers.get("cross-origin-opener-policy"),
        }).toEqual({ twin, status: 200, csp, coop: "same-origin" });
        expect(await response.text()).toBe(page(name));
      }
    }
    // Unknown paths: netlify.toml's rule /* → /404.html 404, only where no file answers.
    const missing = await get(server, "/nao-existe/");
    expect([missing.status, await missing.text(), missing.headers.get("cross-origin-opener-policy")]).toEqual([
      404,
      page("404"),
      "same-origin",
    ]);
    // The build's own files are never served.
    expect((await get(server, "/_headers")).status).toBe(404);
  });
});

describe("with Netlify's default Pretty URLs", () => {
  it("sends a folder's page address to its trailing-slash twin, and a file's twin back to the file's address", async () => {
    builtSite();
    write({ "sobre.html": page("sobre") });
    const server = await serve({ netlifyConfig: null });
    const folder = await get(server, "/quem-somos");
    expect([folder.status, folder.headers.get("location")]).toEqual([301, "/quem-somos/"]);
    expect((await get(server, "/quem-somos/")).status).toBe(200);
    expect((await get(server, "/sobre")).status).toBe(200);
    const file = await get(server, "/sobre/");
    expect([file.status, file.headers.get("location")]).toEqual([301, "/sobre"]);
  });
});

describe("_redirects, as Netlify follows them", () => {
  it("applies the first rule that matches; one without ! only where no file answers; placeholders and splats carried over", async () => {
    builtSite();
    write({
      _redirects: [
        "/velha  /quem-somos  301",
        "/velha  /servicos  302",
        "/quem-somos  /  302",
        "/servicos/vida  /quem-somos  302!",
        "/blog/:ano/*  /arquivo/:ano/:splat  301",
        "/interna  /servicos/vida  200",
        "/regional  /quem-somos  302  Country=br",
      ].join("\n"),
    });
    const server = await serve();
    const answer = async (urlPath: string) => {
      const response = await get(server, urlPath);
      return [response.status, response.headers.get("location")];
    };
    expect(await answer("/velha")).toEqual([301, "/quem-somos"]);
    expect(await answer("/VELHA/")).toEqual([301, "/quem-somos"]);
    // A file answers /quem-somos, and the rule is not forced: the page, not the redirect.
    expect(await answer("/quem-somos")).toEqual([200, null]);
    expect(await answer("/servicos/vida")).toEqual([302, "/quem-somos"]);
    expect(await answer("/blog/2026/11/nota")).toEqual([301, "/arquivo/2026/11/nota"]);
    const rewritten = await get(server, "/interna");
    expect([rewritten.status, await rewritten.text()]).toEqual([200, page("vida")]);
    // A rule with a condition (a visitor's country) is Netlify's to decide: here, as if unmet.
    expect(await answer("/regional")).toEqual([404, null]);
  });
});

it("reads the rules with Netlify's parser: a _headers Netlify refuses is an error, not a page without headers", async () => {
  write({ _headers: "  X-Frame-Options: DENY\n/*\n  X-A: 1\n" });
  const server = await serve();
  const response = await get(server, "/");
  expect(response.status).toBe(500);
  expect(await response.text()).toContain('Path should come before header "X-Frame-Options"');
});

it("the build's own path matching is the parser's: the same regular expression for every rule the build writes", async () => {
  const patterns = [...new Set([...projectHeaders().matchAll(/^(\/\S*)$/gm)].map((match) => match[1]))];
  const script = `import("@netlify/headers-parser").then(async ({ parseAllHeaders }) => {
    const fs = require("node:fs"); const file = require("node:path").join(require("node:os").tmpdir(), "headers-" + process.pid);
    fs.writeFileSync(file, ${JSON.stringify(patterns)}.map((p) => p + "\\n  X-A: 1\\n").join(""));
    const { headers } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
    fs.rmSync(file); console.log(JSON.stringify(headers.map((h) => [h.for, String(h.forRegExp)])));
  })`;
  const { stdout } = await run(process.execPath, ["-e", script], { cwd: ROOT });
  const theirs = JSON.parse(stdout) as [string, string][];
  expect(theirs.map(([pattern]) => pattern)).toEqual(patterns);
  expect(theirs).toEqual(patterns.map((pattern) => [pattern, String(netlifyPathRegExp(pattern))]));
  expect(patterns).toEqual(expect.arrayContaining(["/", "/:page", "/servicos/:slug", "/admin/*", "/static/:hash/*"]));
});
