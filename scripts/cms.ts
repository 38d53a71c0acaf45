/**
 * `npm run cms` (also part of `npm start`): the content editor on http://127.0.0.1:8081/admin/,
 * saving straight to data/ on this machine through Decap's own local backend (decap-server's
 * file-system mode), with no account. The dev server (`npm run develop`) picks every save up.
 *
 * It answers only this machine: it listens on 127.0.0.1, answers only a Host naming it (a web page
 * that rebinds its own name to 127.0.0.1 gets nothing), takes writes only from its own origin, and
 * writes only under data/. CMS_PORT changes the port; CMS_REPO_DIR the folder holding data/ (tests).
 */
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { ADMIN_TEXT_FILES, adminTextFiles, decapFiles } from "../src/cms/admin-files";
import { cmsConfig } from "../src/cms/cms-config";
import { siteBasics } from "../src/config/config-data";
import { adminContentSecurityPolicy } from "../src/postbuild/security-headers";

const HOST = "127.0.0.1";
const DEV_SITE = "http://127.0.0.1:8000";
/** The only folder the editor may write to, relative to the repository. */
const WRITABLE = "data/";

/** decap-server's middlewares have no types; this is the one function used. */
type RegisterLocalFs = (app: express.Express, options?: { logLevel?: string }) => Promise<void>;

/** The request parameters that name a file or folder in decap-server's API. */
const PATH_KEYS = new Set(["path", "newPath", "folder", "mediaFolder"]);

/** Every path a request names, however deep in its parameters ("paths" holds a list of them). */
export function requestedPaths(value: unknown, key = ""): string[] {
  if (typeof value === "string") return PATH_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => requestedPaths(item, key === "paths" ? "path" : key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => requestedPaths(item, name));
  return [];
}

/** True for a relative path that stays inside data/ ("data/services/vida.json", "data/images/x.png"). */
export function isWritable(requested: string): boolean {
  const normalized = path.posix.normalize(requested.replace(/\\/g, "/"));
  return !path.posix.isAbsolute(normalized) && (normalized === WRITABLE.slice(0, -1) || normalized.startsWith(WRITABLE));
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).type("text/plain; charset=utf-8").send(message);
}

async function main(): Promise<void> {
  const port = Number(process.env.CMS_PORT ?? 8081);
  const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? path.join(__dirname, ".."));
  // decap-server reads its folder from the environment when its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = repoDir;
  const origin = `http://${HOST}:${port}`;
  const ownHosts = new Set([`${HOST}:${port}`, `localhost:${port}`]);
  const app = express();
  app.disable("x-powered-by");
  // "/admin" and "/admin/" are two routes: the first sends to the second, where the page's relative URLs resolve.
  app.set("strict routing", true);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!ownHosts.has(req.headers.host ?? "")) return refuse(res, 421, "Este editor só atende este computador (127.0.0.1).");
    const from = req.headers.origin;
    if (req.method !== "GET" && req.method !== "HEAD" && from !== `http://${req.headers.host}`) return refuse(res, 403, "Pedido de outra origem recusado.");
    next();
  });
  app.use("/api/v1", express.json({ limit: "20mb" }), (req: Request, res: Response, next: NextFunction) => {
    const outside = requestedPaths((req.body as { params?: unknown } | undefined)?.params).filter((requested) => !isWritable(requested));
    if (outside.length > 0) return refuse(res, 403, `O editor só grava em ${WRITABLE}.`);
    next();
  });

  const adminHeaders = { "Content-Security-Policy": adminContentSecurityPolicy(), "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  app.get("/", (_req, res) => res.redirect(302, "/admin/"));
  app.get("/admin", (_req, res) => res.redirect(301, "/admin/"));
  app.get(/^\/admin\/([\w.-]*)$/, (req: Request, res: Response, next: NextFunction) => {
    const name = req.params[0] || "index.html";
    const decap = decapFiles().find((file) => file.name === name);
    if (decap) return void res.set(adminHeaders).sendFile(decap.file);
    if (!ADMIN_TEXT_FILES.includes(name)) return next();
    // Generated afresh on every load: a schema or site.json changed while this runs shows on the next
    // reload. The backend is the host the page was opened on (127.0.0.1 or localhost): same origin.
    const config = { ...cmsConfig({ siteUrl: DEV_SITE, backend: { branch: "main" } }), local_backend: { url: `http://${req.headers.host}/api/v1` } };
    res.set(adminHeaders).type(path.extname(name)).send(adminTextFiles(config, siteBasics(path.join(repoDir, "data")).name)[name]);
  });
  const { registerLocalFs } = require("decap-server/dist/middlewares") as { registerLocalFs: RegisterLocalFs };
  await registerLocalFs(app, { logLevel: "warn" });
  app.use((_req, res) => refuse(res, 404, "Não encontrado."));

  const server = app.listen(port, HOST, () => {
    console.log(`Editor de conteúdo: ${origin}/admin/ (grava em ${path.join(repoDir, "data")})`);
  });
  server.on("error", (error) => {
    console.error(`O editor não abriu na porta ${port}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
