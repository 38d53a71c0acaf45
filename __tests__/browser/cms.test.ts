/**
 * The content editor, driven in Chromium the way a maintainer uses it locally (`npm run cms`, Decap
 * CMS on its local backend) against a copy of data/: one-line diffs, refusals in Portuguese. Then the
 * built /admin of the test site: its own policy and noindex, and nothing of it in the visitor pages.
 * A new service page and a photo, and a build of the result: cms-build.test.ts.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { NOT_FOUND_ROUTE } from "../../test-kit/routes";
import { NAMED_ACTIVE_SVGS } from "../../test-kit/svg-fixtures";
import { inEditor, publish, savedOver, screenshot, editorForThisFile } from "./cms-support";
import { FIXED_ROUTES, serviceRoutes, siteUrl } from "./support";

const editor = editorForThisFile();

/** The lines that differ, as [before, after] pairs; the two texts have the same number of lines. */
function changedLines(before: string[], after: string[]): [string, string][] {
  expect(after).toHaveLength(before.length);
  return before.flatMap((line, index): [string, string][] => (line === after[index] ? [] : [[line, after[index]]]));
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

describe("the content editor, locally", () => {
  it("answers only its own machine's name and writes only under data/", async () => {
    expect((await getWithHost(`${editor.url}/admin/`, "attacker.example")).status).toBe(421);
    expect((await getWithHost(`${editor.url}/admin/`, editor.url.replace("http://", ""))).status).toBe(200);
    // Opened as localhost, the editor's backend is localhost too (same origin, so its writes pass).
    const localhost = editor.url.replace("127.0.0.1", "localhost");
    const config = await getWithHost(`${editor.url}/admin/config.json`, localhost.replace("http://", ""));
    expect((JSON.parse(config.body) as { local_backend: { url: string } }).local_backend.url).toBe(
      `${localhost}/api/v1`,
    );
    const body = JSON.stringify({
      action: "persistMedia",
      params: {
        branch: "main",
        asset: { path: "package.json", content: "", encoding: "base64" },
        options: { commitMessage: "x" },
      },
    });
    const outside = await fetch(`${editor.url}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: editor.url },
      body,
    });
    expect(outside.status).toBe(403);
    const foreign = await fetch(`${editor.url}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://attacker.example" },
      body: JSON.stringify({ action: "info" }),
    });
    expect(foreign.status).toBe(403);
    const page = await fetch(`${editor.url}/admin/`);
    expect(page.headers.get("content-security-policy")).toContain("'unsafe-eval'");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("changes exactly the edited line of a service page and of the site's data", async () => {
    // Each save is awaited with the editor still open: closing its page right after "Publicar agora"
    // can cancel the request before it leaves (a fresh-clone run lost site.json's save so).
    const serviceBefore = editor.lines("services/consorcio.json");
    let serviceAfter: string[] = [];
    await inEditor(editor, "/collections/servicos/entries/consorcio", async (page) => {
      await page
        .getByLabel("Título na busca", { exact: true })
        .fill("Consórcio de imóveis, carros e motos | Corretora Tranquilidade");
      await screenshot(page, "1-pagina-de-servico");
      await publish(page);
      serviceAfter = await savedOver(editor, "services/consorcio.json", serviceBefore);
    });
    expect(changedLines(serviceBefore, serviceAfter)).toEqual([
      [
        expect.stringContaining('"title": '),
        '    "title": "Consórcio de imóveis, carros e motos | Corretora Tranquilidade",',
      ],
    ]);

    const siteBefore = editor.lines("site.json");
    let siteAfter: string[] = [];
    await inEditor(editor, "/collections/paginas/entries/site", async (page) => {
      // Another spelling of the number phone.e164 dials (src/content/phone-rules.ts).
      await page.getByLabel("Número exibido", { exact: true }).fill("+55 11 3000-0000");
      await screenshot(page, "2-dados-da-corretora");
      await publish(page);
      siteAfter = await savedOver(editor, "site.json", siteBefore);
    });
    expect(changedLines(siteBefore, siteAfter)).toEqual([
      [expect.stringContaining('"display": '), '    "display": "+55 11 3000-0000"'],
    ]);
  });

  it("refuses a displayed phone that is not the number dialled, and markup in a name, with the server's message in Portuguese, saving nothing", async () => {
    const before = fs.readFileSync(editor.dataFile("site.json"), "utf8");
    await inEditor(
      editor,
      "/collections/paginas/entries/site",
      async (page) => {
        // Issue 43: every link dialled +551130000000 while the page showed (11) 3000-0001.
        await page.getByLabel("Número exibido", { exact: true }).fill("(11) 3000-0001");
        await publish(page);
        await page
          .getByText(
            /Falha ao persistir na entrada: .*Nada foi salvo\. data\/site\.json:\d+: phone\.display: "\(11\) 3000-0001" não é o mesmo número de phone\.e164 \(\+551130000000\)/,
          )
          .waitFor();
      },
      [
        expect.stringMatching(/status of 422/),
        expect.stringMatching(/Nada foi salvo/),
        expect.stringMatching(/^page error/),
      ],
    );
    await inEditor(
      editor,
      "/collections/paginas/entries/site",
      async (page) => {
        // Refused in the field by the editor's own pattern, before anything is sent.
        await page
          .getByLabel("Nome da corretora", { exact: true })
          .fill("Corretora Tranquilidade</script><script>alert(document.domain)</script>");
        await publish(page);
        await page
          .getByText(
            "deve ser um texto de uma linha, sem < nem >, sem quebra de linha e sem caracteres de controle ou invisíveis",
          )
          .first()
          .waitFor();
      },
      ["page error: undefined"],
    );
    expect(fs.readFileSync(editor.dataFile("site.json"), "utf8")).toBe(before);
  });

  it("refuses an empty required field and a too-long search description, in Portuguese, saving nothing", async () => {
    const before = fs.readFileSync(editor.dataFile("services/previdencia.json"), "utf8");
    await inEditor(
      editor,
      "/collections/servicos/entries/previdencia",
      async (page) => {
        await page.getByLabel("Nome do serviço", { exact: true }).fill("");
        await page.getByLabel("Descrição na busca", { exact: true }).fill("Previdência privada ".repeat(10));
        await publish(page);
        await page.getByText("Nome do serviço é obrigatório.").waitFor();
        await page.getByText("deve ter de 50 a 170 caracteres para aparecer bem na busca").waitFor();
        await screenshot(page, "3-campo-recusado");
        // Decap 3.16 ends a publish its validation refused by rejecting a promise with no reason.
      },
      ["page error: undefined"],
    );
    expect(fs.readFileSync(editor.dataFile("services/previdencia.json"), "utf8")).toBe(before);
  });

  it("shows the server's refusal of an uploaded SVG with a script, in Portuguese, and keeps nothing", async () => {
    const images = fs.readdirSync(editor.dataFile("images/inicio"));
    const home = fs.readFileSync(editor.dataFile("home.json"), "utf8");
    const upload = path.join(editor.copy, "logo-com-script.svg");
    fs.writeFileSync(upload, NAMED_ACTIVE_SVGS[0][1]);
    await inEditor(
      editor,
      "/collections/paginas/entries/home",
      async (page) => {
        // A field's upload waits in the editor as a draft and goes to the server with the entry.
        await page.getByRole("button", { name: "Escolha uma imagem diferente", exact: true }).click();
        await page.locator('input[type="file"]').setInputFiles(upload);
        await page.getByText("logo-com-script.svg").first().waitFor();
        await page.getByRole("button", { name: "Escolher selecionado" }).click();
        await publish(page);
        await page
          .getByText(
            /Falha ao persistir na entrada: .*A imagem não foi salva: data\/images\/inicio\/logo-com-script\.svg: o SVG não pode ter <script> \(linha 2\)\./,
          )
          .waitFor();
      },
      // Chromium logs the 422 that carried the message, Decap the refusal, and its publish ends in a rejected promise.
      [
        expect.stringMatching(/status of 422/),
        expect.stringMatching(/A imagem não foi salva/),
        expect.stringMatching(/^page error/),
      ],
    );
    expect(fs.readdirSync(editor.dataFile("images/inicio"))).toEqual(images);
    expect(fs.readFileSync(editor.dataFile("home.json"), "utf8")).toBe(home);
  });
});

describe("the built /admin and the visitor pages", () => {
  it("serves the editor with its own policy and noindex, out of the sitemap", async () => {
    const response = await fetch(siteUrl("/admin"));
    expect(response.status).toBe(200);
    expect(response.url).toBe(siteUrl("/admin/index.html"));
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'unsafe-eval'/);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const config = (await (await fetch(siteUrl("/admin/config.json"))).json()) as {
      locale: string;
      local_backend?: unknown;
    };
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
      expect({ route, policy: /unsafe-eval|github|, default-src/.test(policy) || policy === "" }).toEqual({
        route,
        policy: false,
      });
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
  });
});
