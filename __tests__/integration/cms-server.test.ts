/**
 * The content editor's local server (`npm run cms`: scripts/cms.ts around the real decap-server)
 * over HTTP, as a hostile page or a careless maintainer would call its API: every path form that
 * once reached outside data/, a write through a symbolic link, a rename out of its folder, content
 * that breaks its schema, an SVG with a script, and bodies that used to get Express's HTML error
 * page. Each refusal is JSON with a pt-BR message and no path of this machine, and leaves every
 * file of the copy exactly as it was.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../test-kit/paths";
import { freePort, waitFor } from "../../test-kit/wait";
import { CLEAN_SVG, NAMED_ACTIVE_SVGS } from "../../test-kit/svg-fixtures";

let copy: string;
let editor: ChildProcess;
let editorUrl: string;
let editorLog = "";

/** Every entry under the copy: a file's SHA-256, a link's target (never followed). */
function snapshot(dir = copy, at = ""): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of fs.readdirSync(path.join(dir, at), { withFileTypes: true })) {
    const relative = path.join(at, entry.name);
    const full = path.join(dir, relative);
    if (entry.isSymbolicLink()) entries[relative] = `link → ${fs.readlinkSync(full)}`;
    else if (entry.isDirectory()) Object.assign(entries, snapshot(dir, relative));
    else entries[relative] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return entries;
}

interface Answer {
  status: number;
  type: string;
  text: string;
  error?: string;
}

/** A POST to the editor's API with its own Origin, the raw body as given (malformed on purpose, at times). */
function post(body: string | Buffer, pathname = "/api/v1"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${editorUrl}${pathname}`, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": "application/json",
        Origin: editorUrl,
        "Content-Length": String(Buffer.byteLength(body)),
      },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        let error: string | undefined;
        try {
          error = (JSON.parse(text) as { error?: string }).error;
        } catch {
          error = undefined;
        }
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers["content-type"] ?? ""),
          text,
          error,
        });
        request.destroy();
      });
    });
    // The server may answer (413) before the whole upload is sent, and close: the answer is what counts.
    request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
    request.end(body);
  });
}

const api = (action: string, params: Record<string, unknown>) =>
  post(JSON.stringify({ action, params: { branch: "main", ...params } }));

/** A refusal as the rules want it: JSON, a pt-BR message, nothing of Express's page, no stack, no path of this machine. */
function expectRefusal(answer: Answer, status: number, message: RegExp): void {
  expect({ status: answer.status, error: answer.error }).toEqual({ status, error: expect.stringMatching(message) });
  expect(answer.type).toMatch(/^application\/json/);
  for (const leak of ["<html", "<!DOCTYPE", "    at ", "Error:", copy, ROOT, os.tmpdir()])
    expect(answer.text).not.toContain(leak);
}

/** A 1×1 PNG. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const service = (
  slug: string,
  edit: (page: Record<string, unknown>) => Record<string, unknown> = (page) => page,
): string =>
  `${JSON.stringify(edit({ ...(JSON.parse(fs.readFileSync(path.join(copy, "data", "services", "vida.json"), "utf8")) as Record<string, unknown>), slug, aliases: undefined }), null, 2)}\n`;
const persistEntry = (file: Record<string, unknown>, assets: unknown[] = []) =>
  api("persistEntry", {
    dataFiles: [{ slug: "x", ...file }],
    assets,
    options: { commitMessage: "x", useWorkflow: false, status: "draft" },
  });
const persistMedia = (assetPath: string, content = PNG) =>
  api("persistMedia", { asset: { path: assetPath, content, encoding: "base64" }, options: { commitMessage: "x" } });

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-api-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(copy, "data"), { recursive: true });
  // What the attacks of the issue aimed at, beside data/.
  for (const file of ["gatsby-node.ts", "package.json"]) fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  fs.cpSync(path.join(ROOT, "scripts"), path.join(copy, "scripts"), { recursive: true });
  const port = await freePort();
  editorUrl = `http://127.0.0.1:${port}`;
  editor = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
    cwd: ROOT,
    env: { ...process.env, CMS_PORT: String(port), CMS_REPO_DIR: copy },
    stdio: ["ignore", "pipe", "pipe"],
  });
  editor.stdout?.on("data", (chunk: Buffer) => (editorLog += chunk.toString()));
  editor.stderr?.on("data", (chunk: Buffer) => (editorLog += chunk.toString()));
  await waitFor(() => editorLog.includes("Editor de conteúdo:"), 60_000, `the editor server (${editorLog})`);
}, 90_000);

afterAll(async () => {
  if (editor && editor.exitCode === null) {
    const exited = new Promise((done) => editor.once("exit", done));
    editor.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(copy, { recursive: true, force: true });
});

describe("one path rule", () => {
  const HOSTILE: [kind: string, requested: () => string][] = [
    ["a backslash that hides ..", () => "data\\x/../gatsby-node.ts"],
    ["a backslash as a separator", () => "data\\evil.txt"],
    ["a .. segment", () => "data/../gatsby-node.ts"],
    ["a .. segment deeper", () => "data/services/../../package.json"],
    ["percent-encoded dots", () => "data/%2e%2e/gatsby-node.ts"],
    ["percent-encoded dots in capitals", () => "data/%2E%2E/package.json"],
    ["an absolute path", () => path.join(copy, "gatsby-node.ts")],
    ["an absolute path into data/", () => "/data/site.json"],
    ["a NUL", () => "data/site.json\u0000"],
    ["a NUL before an image extension", () => "data/services/vida.json\u0000.png"],
  ];
  const ACTIONS: [action: string, call: (requested: string) => Promise<Answer>][] = [
    ["persistEntry", (requested) => persistEntry({ path: requested, raw: service("vida") })],
    ["getEntry", (requested) => api("getEntry", { path: requested })],
    ["persistMedia", (requested) => persistMedia(requested)],
    ["deleteFile", (requested) => api("deleteFile", { path: requested, options: { commitMessage: "x" } })],
  ];

  it.each(ACTIONS)(
    "refuses %s with a backslash, .., percent-encoded, absolute and NUL path, every file left as it was",
    async (_action, call) => {
      for (const [kind, requested] of HOSTILE) {
        const before = snapshot();
        const answer = await call(requested());
        expect({ kind, status: answer.status }).toEqual({ kind, status: 403 });
        expectRefusal(answer, 403, /^Caminho recusado: o caminho .+ O editor só lê e grava dentro de data\//);
        // Not even the start of a file outside data/ comes back.
        expect(answer.text).not.toContain("Gatsby");
        expect(snapshot()).toEqual(before);
      }
    },
  );

  it("still reads, writes and deletes what is in data/", async () => {
    const read = await api("getEntry", { path: "data/services/vida.json" });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toMatchObject({ file: { path: "data/services/vida.json" } });
    const saved = await persistEntry({
      path: "data/services/vida.json",
      raw: service("vida", (page) => ({ ...page, name: "Seguro de Vida e Família" })),
    });
    expect(saved.status).toBe(200);
    expect(JSON.parse(fs.readFileSync(path.join(copy, "data", "services", "vida.json"), "utf8"))).toMatchObject({
      name: "Seguro de Vida e Família",
    });
    expect((await persistMedia("data/images/parceiros/novo.png")).status).toBe(200);
    expect(fs.existsSync(path.join(copy, "data", "images", "parceiros", "novo.png"))).toBe(true);
    expect(
      (await api("deleteFile", { path: "data/images/parceiros/novo.png", options: { commitMessage: "x" } })).status,
    ).toBe(200);
    expect(fs.existsSync(path.join(copy, "data", "images", "parceiros", "novo.png"))).toBe(false);
  });

  it("refuses a read or write through a symbolic link, in the media folder and as a page, the target left as it was", async () => {
    fs.symlinkSync("../../scripts", path.join(copy, "data", "images", "lnk"));
    fs.symlinkSync("../../package.json", path.join(copy, "data", "services", "atalho.json"));
    try {
      const before = snapshot();
      expectRefusal(
        await persistMedia("data/images/lnk/w2.png"),
        403,
        /^Caminho recusado: passa por um link simbólico/,
      );
      expectRefusal(
        await persistEntry({ path: "data/services/atalho.json", raw: service("atalho") }),
        403,
        /link simbólico/,
      );
      expectRefusal(await api("getEntry", { path: "data/services/atalho.json" }), 403, /link simbólico/);
      expectRefusal(
        await api("entriesByFolder", { folder: "data/images/lnk", extension: "ts", depth: 1 }),
        403,
        /link simbólico/,
      );
      expectRefusal(
        await api("deleteFile", { path: "data/services/atalho.json", options: { commitMessage: "x" } }),
        403,
        /link simbólico/,
      );
      expect(fs.existsSync(path.join(copy, "scripts", "w2.png"))).toBe(false);
      expect(snapshot()).toEqual(before);
    } finally {
      fs.unlinkSync(path.join(copy, "data", "images", "lnk"));
      fs.unlinkSync(path.join(copy, "data", "services", "atalho.json"));
    }
  });

  it("keeps a rename in its own collection's folder, and lets a service page take a new slug beside the others", async () => {
    const before = snapshot();
    for (const newPath of [
      "data/images/moved/vida.json",
      "data/services/antigos/vida.json",
      "data/vida.json",
      "data/site.json",
    ]) {
      expectRefusal(
        await persistEntry({ path: "data/services/vida.json", newPath, raw: service("vida") }),
        403,
        /^(Renomeação recusada|Arquivo recusado)/,
      );
    }
    expectRefusal(
      await persistEntry({
        path: "data/about.json",
        newPath: "data/services/about.json",
        raw: fs.readFileSync(path.join(copy, "data", "about.json"), "utf8"),
      }),
      403,
      /^Renomeação recusada/,
    );
    expectRefusal(
      await persistEntry({
        path: "data/services/vida.json",
        newPath: "data/services/saude.json",
        raw: service("saude"),
      }),
      422,
      /já existe data\/services\/saude\.json/,
    );
    expect(snapshot()).toEqual(before);

    expect(
      (
        await persistEntry({
          path: "data/services/consorcio.json",
          newPath: "data/services/consorcio-de-imoveis.json",
          raw: service("consorcio-de-imoveis"),
        })
      ).status,
    ).toBe(200);
    await waitFor(
      () => fs.existsSync(path.join(copy, "data", "services", "consorcio-de-imoveis.json")),
      5_000,
      "the renamed page",
    );
    expect(fs.existsSync(path.join(copy, "data", "services", "consorcio.json"))).toBe(false);
    expect(fs.readdirSync(path.join(copy, "data", "services")).length).toBe(
      fs.readdirSync(path.join(ROOT, "data", "services")).length,
    );
  });
});

describe("what the editor writes passes the content check", () => {
  it("refuses a schema-breaking write with file, line, field and reason in pt-BR, the file left as it was", async () => {
    const before = snapshot();
    expectRefusal(
      await persistEntry({
        path: "data/services/vida.json",
        raw: service("vida", ({ name: _name, ...page }) => ({ ...page, faq: [] })),
      }),
      422,
      /^Nada foi salvo\. data\/services\/vida\.json:1: name: campo obrigatório ausente; data\/services\/vida\.json:\d+: faq: deve ter exatamente 3 perguntas$/,
    );
    expectRefusal(
      await persistEntry({ path: "data/services/vida.json", raw: '{ "slug": ' }),
      422,
      /^Nada foi salvo\. data\/services\/vida\.json:1: \(arquivo\): JSON inválido na linha 1/,
    );
    expectRefusal(
      await persistEntry({ path: "data/services/vida.json", raw: service("seguro-de-vida") }),
      422,
      /slug: "seguro-de-vida" deve ser igual ao nome do arquivo, "vida"/,
    );
    expectRefusal(
      await persistEntry({ path: "data/site.json", raw: "{}\n" }),
      422,
      /^Nada foi salvo\. data\/site\.json:1: \w+: campo obrigatório ausente; .*; e mais \d+ problema\(s\)$/,
    );
    // A guide with raw HTML in its text: refused with the line, as check:content refuses it.
    const guide = fs.readFileSync(path.join(copy, "data", "guias", "franquia-do-seguro-auto.md"), "utf8");
    const withScript = guide.replace("\n## ", "\n<script>alert(1)</script>\n\n## ");
    const scriptLine = withScript.split("\n").indexOf("<script>alert(1)</script>") + 1;
    expectRefusal(
      await persistEntry({ path: "data/guias/franquia-do-seguro-auto.md", raw: withScript }),
      422,
      new RegExp(
        `^Nada foi salvo\\. data/guias/franquia-do-seguro-auto\\.md:${scriptLine}: \\(texto\\): HTML não é permitido num guia \\(<script>alert\\(1\\)</script>\\)`,
      ),
    );
    expectRefusal(
      await persistEntry({ path: "data/notes.txt", raw: "lembrete" }),
      403,
      /^Arquivo recusado: os arquivos de conteúdo são site\.json, /,
    );
    expectRefusal(await persistMedia("data/images/leia-me.html"), 403, /^Arquivo recusado: o editor só envia imagens/);
    expect(snapshot()).toEqual(before);
  });

  it.each(NAMED_ACTIVE_SVGS)(
    "refuses an uploaded SVG with %s, alone or with an entry, saving nothing",
    async (_label, svg, reason) => {
      const before = snapshot();
      const content = Buffer.from(svg).toString("base64");
      expectRefusal(
        await persistMedia("data/images/parceiros/logo-novo.svg", content),
        422,
        new RegExp(
          `^A imagem não foi salva: data/images/parceiros/logo-novo\\.svg: o SVG .*${reason.source}.* \\(linha \\d+\\)\\.$`,
        ),
      );
      const site = fs
        .readFileSync(path.join(copy, "data", "site.json"), "utf8")
        .replace(/images\/parceiros\/aurora\.svg/, "images/parceiros/logo-novo.svg");
      expectRefusal(
        await persistEntry({ path: "data/site.json", raw: site }, [
          { path: "data/images/parceiros/logo-novo.svg", content, encoding: "base64" },
        ]),
        422,
        reason,
      );
      expect(snapshot()).toEqual(before);
    },
  );

  it("takes a clean SVG", async () => {
    expect(
      (await persistMedia("data/images/parceiros/limpo.svg", Buffer.from(CLEAN_SVG).toString("base64"))).status,
    ).toBe(200);
    expect(fs.readFileSync(path.join(copy, "data", "images", "parceiros", "limpo.svg"), "utf8")).toBe(CLEAN_SVG);
  });
});

describe("errors answer JSON in pt-BR, never Express's HTML page", () => {
  it("a 50 MB body, malformed JSON, JSON nested 100 000 levels, a request decap-server itself refuses, an unknown address", async () => {
    const before = snapshot();
    expectRefusal(
      await post(Buffer.alloc(50 * 1024 * 1024, "a")),
      413,
      /^O pedido é grande demais: o editor aceita até 20 MB/,
    );
    expectRefusal(await post('{"action": "getEntry", "params": {'), 400, /^O pedido não é um JSON válido\.$/);
    expectRefusal(
      await post(`${"[".repeat(100_000)}${"]".repeat(100_000)}`),
      400,
      /^Pedido inválido para o editor: o JSON tem níveis demais\.$/,
    );
    expectRefusal(
      await post(JSON.stringify({ action: "getEntry", params: { path: "data/site.json" } })),
      422,
      /^Pedido inválido para o editor\.$/,
    );
    expectRefusal(await post("{}", "/api/v2"), 404, /^Não encontrado\.$/);
    expect(snapshot()).toEqual(before);
    // Still serving after all of that.
    expect((await api("getEntry", { path: "data/site.json" })).status).toBe(200);
  });
});
