/**
 * The content editor, driven in Chromium the way a maintainer uses it locally (`npm run cms`, Decap
 * CMS on its local backend) against a copy of data/: one-line diffs, refusals in Portuguese, a new
 * service page from an existing one, an image upload, and a real build of the result. Then the built
 * /admin of the test site: its own policy and noindex, and nothing of it in the visitor pages.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { withBuildLock } from "../../test-kit/build-lock";
import { ROOT } from "../../test-kit/paths";
import { INPUTS } from "../../test-kit/site-build";
import { freePort, waitFor } from "../../test-kit/wait";
import { NOT_FOUND_ROUTE } from "../../test-kit/routes";
import { NAMED_ACTIVE_SVGS } from "../../test-kit/svg-fixtures";
import { DESKTOP, FIXED_ROUTES, launchBrowser, openPage, serviceRoutes, siteUrl } from "./support";

/** Screenshots for CONTEUDO.md, taken when missing or when SCREENSHOTS=1. */
const SCREENSHOT_DIR = path.join(ROOT, "docs", "editor");

let browser: Browser;
let editor: ChildProcess;
let editorUrl: string;
let copy: string;
let editorLog = "";

const dataFile = (relative: string) => path.join(copy, "data", relative);
const lines = (relative: string) => fs.readFileSync(dataFile(relative), "utf8").split("\n");

/** The lines that differ, as [before, after] pairs; the two texts have the same number of lines. */
function changedLines(before: string[], after: string[]): [string, string][] {
  expect(after).toHaveLength(before.length);
  return before.flatMap((line, index): [string, string][] => (line === after[index] ? [] : [[line, after[index]]]));
}

async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (process.env.SCREENSHOTS !== "1" && fs.existsSync(file)) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file });
}

/**
 * Opens the editor signed in (the local backend's "Entrar" needs no account) at one of its routes in a
 * fresh page, as a maintainer opening it again; runs `steps`, then expects exactly `expectedProblems`
 * among console errors, uncaught exceptions and CSP violations (none, unless a test says why).
 */
async function inEditor(route: string, steps: (page: Page) => Promise<void>, expectedProblems: unknown[] = []): Promise<void> {
  const { context, page, problems } = await openPage(browser, DESKTOP);
  try {
    await page.goto(`${editorUrl}/admin/`);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByText("Coleções").waitFor();
    await page.goto(`${editorUrl}/admin/#${route}`);
    await steps(page);
    expect(problems).toEqual(expectedProblems);
  } finally {
    await context.close();
  }
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
}

/**
 * Waits until the file's text differs from `before` and is whole JSON: decap-server writes in place
 * (truncate, then write), so a read between the two sees an empty or cut file.
 */
async function savedOver(relative: string, before: string[]): Promise<string[]> {
  const whole = (text: string) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };
  let saved = before;
  await waitFor(
    () => {
      if (!fs.existsSync(dataFile(relative))) return false;
      saved = lines(relative);
      const text = saved.join("\n");
      return text !== before.join("\n") && whole(text);
    },
    15_000,
    `the save of ${relative}`,
  );
  return saved;
}

/** A GET with its own Host header (fetch may not set one): status and body. */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Host: host }, agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(copy, "data"), { recursive: true });
  const port = await freePort();
  editorUrl = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader: one process, which SIGTERM stops (npx would leave its child behind).
  editor = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], { cwd: ROOT, env: { ...process.env, CMS_PORT: String(port), CMS_REPO_DIR: copy }, stdio: ["ignore", "pipe", "pipe"] });
  editor.stdout?.on("data", (chunk: Buffer) => (editorLog += chunk.toString()));
  editor.stderr?.on("data", (chunk: Buffer) => (editorLog += chunk.toString()));
  await waitFor(() => editorLog.includes("Editor de conteúdo:"), 60_000, `the editor server (${editorLog})`);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (editor && editor.exitCode === null) {
    const exited = new Promise((done) => editor.once("exit", done));
    editor.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(copy, { recursive: true, force: true });
});

describe("the content editor, locally", () => {
  it("answers only its own machine's name and writes only under data/", async () => {
    expect((await getWithHost(`${editorUrl}/admin/`, "attacker.example")).status).toBe(421);
    expect((await getWithHost(`${editorUrl}/admin/`, editorUrl.replace("http://", ""))).status).toBe(200);
    // Opened as localhost, the editor's backend is localhost too (same origin, so its writes pass).
    const localhost = editorUrl.replace("127.0.0.1", "localhost");
    const config = await getWithHost(`${editorUrl}/admin/config.json`, localhost.replace("http://", ""));
    expect((JSON.parse(config.body) as { local_backend: { url: string } }).local_backend.url).toBe(`${localhost}/api/v1`);
    const body = JSON.stringify({ action: "persistMedia", params: { branch: "main", asset: { path: "package.json", content: "", encoding: "base64" }, options: { commitMessage: "x" } } });
    const outside = await fetch(`${editorUrl}/api/v1`, { method: "POST", headers: { "Content-Type": "application/json", Origin: editorUrl }, body });
    expect(outside.status).toBe(403);
    const foreign = await fetch(`${editorUrl}/api/v1`, { method: "POST", headers: { "Content-Type": "application/json", Origin: "https://attacker.example" }, body: JSON.stringify({ action: "info" }) });
    expect(foreign.status).toBe(403);
    const page = await fetch(`${editorUrl}/admin/`);
    expect(page.headers.get("content-security-policy")).toContain("'unsafe-eval'");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("changes exactly the edited line of a service page and of the site's data", async () => {
    const serviceBefore = lines("services/consorcio.json");
    await inEditor("/collections/servicos/entries/consorcio", async (page) => {
      await page.getByLabel("Título na busca", { exact: true }).fill("Consórcio de imóveis, carros e motos | Corretora Tranquilidade");
      await screenshot(page, "1-pagina-de-servico");
      await publish(page);
    });
    expect(changedLines(serviceBefore, await savedOver("services/consorcio.json", serviceBefore))).toEqual([
      [expect.stringContaining('"title": '), '    "title": "Consórcio de imóveis, carros e motos | Corretora Tranquilidade",'],
    ]);

    const siteBefore = lines("site.json");
    await inEditor("/collections/paginas/entries/site", async (page) => {
      await page.getByLabel("Número exibido", { exact: true }).fill("(11) 3000-0001");
      await screenshot(page, "2-dados-da-corretora");
      await publish(page);
    });
    expect(changedLines(siteBefore, await savedOver("site.json", siteBefore))).toEqual([[expect.stringContaining('"display": '), '    "display": "(11) 3000-0001"']]);
  });

  it("refuses an empty required field and a too-long search description, in Portuguese, saving nothing", async () => {
    const before = fs.readFileSync(dataFile("services/previdencia.json"), "utf8");
    await inEditor("/collections/servicos/entries/previdencia", async (page) => {
      await page.getByLabel("Nome do serviço", { exact: true }).fill("");
      await page.getByLabel("Descrição na busca", { exact: true }).fill("Previdência privada ".repeat(10));
      await publish(page);
      await page.getByText("Nome do serviço é obrigatório.").waitFor();
      await page.getByText("deve ter de 50 a 170 caracteres para aparecer bem na busca").waitFor();
      await screenshot(page, "3-campo-recusado");
      // Decap 3.16 ends a publish its validation refused by rejecting a promise with no reason.
    }, ["page error: undefined"]);
    expect(fs.readFileSync(dataFile("services/previdencia.json"), "utf8")).toBe(before);
  });

  it("shows the server's refusal of an uploaded SVG with a script, in Portuguese, and keeps nothing", async () => {
    const images = fs.readdirSync(dataFile("images/inicio"));
    const home = fs.readFileSync(dataFile("home.json"), "utf8");
    const upload = path.join(copy, "logo-com-script.svg");
    fs.writeFileSync(upload, NAMED_ACTIVE_SVGS[0][1]);
    await inEditor(
      "/collections/paginas/entries/home",
      async (page) => {
        // A field's upload waits in the editor as a draft and goes to the server with the entry.
        await page.getByRole("button", { name: "Escolha uma imagem diferente", exact: true }).click();
        await page.locator('input[type="file"]').setInputFiles(upload);
        await page.getByText("logo-com-script.svg").first().waitFor();
        await page.getByRole("button", { name: "Escolher selecionado" }).click();
        await publish(page);
        await page.getByText(/Falha ao persistir na entrada: .*A imagem não foi salva: data\/images\/inicio\/logo-com-script\.svg: o SVG não pode ter <script> \(linha 2\)\./).waitFor();
      },
      // Chromium logs the 422 that carried the message, Decap the refusal, and its publish ends in a rejected promise.
      [expect.stringMatching(/status of 422/), expect.stringMatching(/A imagem não foi salva/), expect.stringMatching(/^page error/)],
    );
    expect(fs.readdirSync(dataFile("images/inicio"))).toEqual(images);
    expect(fs.readFileSync(dataFile("home.json"), "utf8")).toBe(home);
  });

  it("creates a service page from an existing one and takes an uploaded photo; the result passes the check and builds", async () => {
    await inEditor("/collections/servicos/entries/previdencia", async (page) => {
      // An unchanged entry's button reads "Publicado"; its menu's "Duplicado" (Decap's pt wording) opens an unsaved copy.
      await page.getByRole("button", { name: "Publicado", exact: true }).click();
      await page.getByRole("menuitem", { name: "Duplicado", exact: true }).click();
      await page.getByLabel("Endereço (slug)", { exact: true }).fill("previdencia-empresarial");
      await page.getByLabel("Nome do serviço", { exact: true }).fill("Previdência Empresarial");
      await page.getByLabel("Título na busca", { exact: true }).fill("Previdência Empresarial | Corretora Tranquilidade");
      await publish(page);
      await savedOver("services/previdencia-empresarial.json", []);
    });
    const created = JSON.parse(fs.readFileSync(dataFile("services/previdencia-empresarial.json"), "utf8")) as { slug: string; name: string };
    expect(created).toMatchObject({ slug: "previdencia-empresarial", name: "Previdência Empresarial" });

    const homeBefore = lines("home.json");
    const upload = path.join(copy, "faixa-de-teste.jpg");
    fs.copyFileSync(path.join(ROOT, "data", "images", "inicio", "hero.jpg"), upload);
    await inEditor("/collections/paginas/entries/home", async (page) => {
      await page.getByRole("button", { name: "Escolha uma imagem diferente", exact: true }).click();
      await page.locator('input[type="file"]').setInputFiles(upload);
      await page.getByText("faixa-de-teste.jpg").first().waitFor();
      await screenshot(page, "4-enviar-foto");
      await page.getByRole("button", { name: "Escolher selecionado" }).click();
      await publish(page);
      await savedOver("home.json", homeBefore);
      // decap-server writes the entry, then its images: the photo lands a moment after home.json.
      await waitFor(() => fs.existsSync(dataFile("images/inicio/faixa-de-teste.jpg")), 15_000, "the uploaded photo");
    });
    expect(JSON.parse(fs.readFileSync(dataFile("home.json"), "utf8"))).toMatchObject({ hero: { image: "images/inicio/faixa-de-teste.jpg" } });

    const check = spawnSync("npx", ["tsx", "scripts/check-content.ts", path.join(copy, "data")], { cwd: ROOT, encoding: "utf8" });
    expect(check.stdout + check.stderr).toContain("Conteúdo OK");
    expect(check.status).toBe(0);

    // A real build of the edited content, in a copy of the project (the tests' own build in public/ stays as it is).
    const project = path.join(copy, "project");
    for (const input of INPUTS) if (input !== "data") fs.cpSync(path.join(ROOT, input), path.join(project, input), { recursive: true });
    fs.cpSync(path.join(copy, "data"), path.join(project, "data"), { recursive: true });
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"));
    const built = await withBuildLock(
      () =>
        new Promise<number | null>((resolve) => {
          const child = spawn("npx", ["gatsby", "build"], { cwd: project, stdio: "inherit", env: { ...process.env, LEADS_USE_LOCAL_FUNCTION: "1", CI: "true" } });
          child.once("exit", resolve);
        }),
    );
    expect(built).toBe(0);
    const page2 = fs.readFileSync(path.join(project, "public", "servicos", "previdencia-empresarial", "index.html"), "utf8");
    expect(page2).toContain("Previdência Empresarial");
    expect(fs.readFileSync(path.join(project, "public", "index.html"), "utf8")).toMatch(/\/static\/[^"' ]*faixa-de-teste/);
    // A full build, and a wait for the build lock while content-tools' build (another worker) holds it.
  }, 900_000);
});

describe("the built /admin and the visitor pages", () => {
  it("serves the editor with its own policy and noindex, out of the sitemap", async () => {
    const response = await fetch(siteUrl("/admin"));
    expect(response.status).toBe(200);
    expect(response.url).toBe(siteUrl("/admin/index.html"));
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'unsafe-eval'/);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const config = (await (await fetch(siteUrl("/admin/config.json"))).json()) as { locale: string; local_backend?: unknown };
    expect(config.locale).toBe("pt");
    expect(config.local_backend).toBeUndefined();
    const sitemap = await (await fetch(siteUrl("/sitemap-0.xml"))).text();
    expect(sitemap).not.toContain("/admin");
  });

  it("leaves every visitor page as it was: no link, script or policy of the editor", async () => {
    for (const route of [...FIXED_ROUTES, ...serviceRoutes().map((service) => service.path), NOT_FOUND_ROUTE]) {
      const response = await fetch(siteUrl(route));
      const html = await response.text();
      expect({ route, admin: /\/admin|decap/i.test(html) }).toEqual({ route, admin: false });
      const policy = response.headers.get("content-security-policy") ?? "";
      expect({ route, policy: /unsafe-eval|github|, default-src/.test(policy) || policy === "" }).toEqual({ route, policy: false });
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
  });
});
