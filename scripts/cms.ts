/**
 * `npm run cms` (also part of `npm start`): the content editor on http://127.0.0.1:8081/admin/,
 * saving straight to data/ on this machine through Decap's own local backend (decap-server's
 * file-system mode), with no account. The dev server (`npm run develop`) picks every save up.
 *
 * It answers only this machine: it listens on 127.0.0.1, answers only a Host naming it (a web page
 * that rebinds its own name to 127.0.0.1 gets nothing), and takes writes only from its own origin.
 * Every API request passes src/cms/editor-guard.ts first: plain paths inside data/ only (no link
 * out), content that passes the content check, images with no active content. Every error is JSON
 * with a pt-BR message, which Decap shows; never Express's HTML page with its stack.
 * CMS_PORT changes the port; CMS_REPO_DIR the folder holding data/ (tests).
 */
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { ADMIN_TEXT_FILES, adminTextFiles, decapFiles } from "../src/cms/admin-files";
import { cmsConfig } from "../src/cms/cms-config";
import { DATA_DIR, refusalOf } from "../src/cms/editor-guard";
import { siteBasics } from "../src/config/config-data";
import { adminContentSecurityPolicy } from "../src/postbuild/security-headers";

const HOST = "127.0.0.1";
const DEV_SITE = "http://127.0.0.1:8000";
/** The largest request: an image upload arrives in base64, a third larger than the file. */
const BODY_LIMIT = "20mb";

/** decap-server's middlewares have no types; this is the one function used. */
type RegisterLocalFs = (app: express.Express, options?: { logLevel?: string }) => Promise<void>;

/** Every answer of this server but a file: JSON, so Decap can show the message. */
function answer(res: Response, status: number, message: string): void {
  res.status(status).set("Cache-Control", "no-store").json({ error: message });
}

/** decap-server's own failures, in Portuguese: its English validation text and "Unknown error" stay in the terminal. */
const DECAP_FAILURES: Record<number, string> = {
  422: "Pedido inválido para o editor.",
  500: "O editor não conseguiu concluir a operação; veja a mensagem no terminal onde roda npm run cms.",
};

/** What Express and its JSON parser throw, as a status and a message with no stack and no path. */
function failureOf(error: unknown): { status: number; message: string } {
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  const code = typeof status === "number" && status >= 400 && status < 600 ? status : 500;
  if (code === 413)
    return {
      status: 413,
      message: `O pedido é grande demais: o editor aceita até ${BODY_LIMIT.replace("mb", " MB")} (uma imagem de até uns 15 MB).`,
    };
  if (code === 415) return { status: 415, message: "Envie o pedido como JSON em UTF-8." };
  if ((error as { type?: unknown }).type === "entity.parse.failed")
    return { status: 400, message: "O pedido não é um JSON válido." };
  if (code < 500) return { status: code, message: "Pedido inválido para o editor." };
  return { status: 500, message: DECAP_FAILURES[500] };
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
    if (!ownHosts.has(req.headers.host ?? ""))
      return answer(res, 421, "Este editor só atende este computador (127.0.0.1).");
    const from = req.headers.origin;
    if (req.method !== "GET" && req.method !== "HEAD" && from !== `http://${req.headers.host}`)
      return answer(res, 403, "Pedido de outra origem recusado.");
    next();
  });
  app.use("/api/v1", express.json({ limit: BODY_LIMIT }), (req: Request, res: Response, next: NextFunction) => {
    refusalOf(req.body, repoDir).then(
      (refusal) => {
        if (refusal) return answer(res, refusal.status, refusal.message);
        // decap-server answers its own failures in English ("Unknown error", Joi's text): replaced, so Decap shows Portuguese.
        const json = res.json.bind(res);
        res.json = (body: unknown) =>
          json(res.statusCode >= 400 ? { error: DECAP_FAILURES[res.statusCode] ?? DECAP_FAILURES[500] } : body);
        next();
      },
      (error: unknown) => next(error),
    );
  });

  const adminHeaders = {
    "Content-Security-Policy": adminContentSecurityPolicy(),
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  app.get("/", (_req, res) => res.redirect(302, "/admin/"));
  app.get("/admin", (_req, res) => res.redirect(301, "/admin/"));
  app.get(/^\/admin\/([\w.-]*)$/, (req: Request, res: Response, next: NextFunction) => {
    const name = req.params[0] || "index.html";
    const decap = decapFiles().find((file) => file.name === name);
    if (decap) return void res.set(adminHeaders).sendFile(decap.file);
    if (!ADMIN_TEXT_FILES.includes(name)) return next();
    // Generated afresh on every load: a schema or site.json changed while this runs shows on the next
    // reload. The backend is the host the page was opened on (127.0.0.1 or localhost): same origin.
    const config = {
      ...cmsConfig({ siteUrl: DEV_SITE, backend: { branch: "main" } }),
      local_backend: { url: `http://${req.headers.host}/api/v1` },
    };
    res
      .set(adminHeaders)
      .type(path.extname(name))
      .send(adminTextFiles(config, siteBasics(path.join(repoDir, "data")).name)[name]);
  });
  const { registerLocalFs } = require("decap-server/dist/middlewares") as { registerLocalFs: RegisterLocalFs };
  await registerLocalFs(app, { logLevel: "warn" });
  app.use((_req, res) => answer(res, 404, "Não encontrado."));
  // Last: anything thrown (a body too large, malformed JSON, a bug) answers JSON, never Express's HTML page with its stack.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { status, message } = failureOf(error);
    if (status >= 500) console.error(`Erro no editor: ${error instanceof Error ? error.message : String(error)}`);
    if (res.headersSent) res.end();
    else answer(res, status, message);
  });

  const server = app.listen(port, HOST, () => {
    console.log(`Editor de conteúdo: ${origin}/admin/ (grava em ${path.join(repoDir, DATA_DIR)})`);
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
