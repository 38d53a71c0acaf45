/**
 * A new service page and a new guide duplicated from others in the content editor, and a photo uploaded, then
 * `check:content` and a real `gatsby build` of the result in a copy of the project, showing the new
 * page, the guide at /guias/<slug> and the photo. Its own file, and it reads nothing of the tests' own build, so it starts at
 * once, beside that build (test-kit/test-sequencer.js): its build is the run's longest single piece
 * of work.
 * @without-site-build
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseGuideSource } from "../../src/content/guide-source";
import { ROOT } from "../../test-kit/paths";
import { projectCopy } from "../../test-kit/site-build";
import { waitFor } from "../../test-kit/wait";
import { inEditor, publish, savedOver, screenshot, editorForThisFile } from "./cms-support";

const editor = editorForThisFile();

const NEW_GUIDE = {
  slug: "franquia-do-seguro-moto",
  title: "Franquia do seguro moto: o que é e como escolher",
  description:
    "Quando a franquia do seguro moto é cobrada, quando não é, e como escolher entre franquia reduzida, normal e majorada.",
};

describe("the content editor, locally", () => {
  it("creates a service page from an existing one and takes an uploaded photo; the result passes the check and builds", async () => {
    await inEditor(editor, "/collections/servicos/entries/previdencia", async (page) => {
      // An unchanged entry's button reads "Publicado"; its menu's "Duplicado" (Decap's pt wording) opens an unsaved copy.
      await page.getByRole("button", { name: "Publicado", exact: true }).click();
      await page.getByRole("menuitem", { name: "Duplicado", exact: true }).click();
      await page.getByLabel("Endereço (slug)", { exact: true }).fill("previdencia-empresarial");
      await page.getByLabel("Nome do serviço", { exact: true }).fill("Previdência Empresarial");
      await page
        .getByLabel("Título na busca", { exact: true })
        .fill("Previdência Empresarial | Corretora Tranquilidade");
      await publish(page);
      await savedOver(editor, "services/previdencia-empresarial.json", []);
    });
    const created = JSON.parse(fs.readFileSync(editor.dataFile("services/previdencia-empresarial.json"), "utf8")) as {
      slug: string;
      name: string;
    };
    expect(created).toMatchObject({ slug: "previdencia-empresarial", name: "Previdência Empresarial" });

    const homeBefore = editor.lines("home.json");
    const upload = path.join(editor.copy, "faixa-de-teste.jpg");
    fs.copyFileSync(path.join(ROOT, "data", "images", "inicio", "hero.jpg"), upload);
    await inEditor(editor, "/collections/paginas/entries/home", async (page) => {
      await page.getByRole("button", { name: "Escolha uma imagem diferente", exact: true }).click();
      await page.locator('input[type="file"]').setInputFiles(upload);
      await page.getByText("faixa-de-teste.jpg").first().waitFor();
      await screenshot(page, "4-enviar-foto");
      await page.getByRole("button", { name: "Escolher selecionado" }).click();
      await publish(page);
      await savedOver(editor, "home.json", homeBefore);
      // decap-server writes the entry, then its images: the photo lands a moment after home.json.
      await waitFor(
        () => fs.existsSync(editor.dataFile("images/inicio/faixa-de-teste.jpg")),
        15_000,
        "the uploaded photo",
      );
    });
    expect(JSON.parse(fs.readFileSync(editor.dataFile("home.json"), "utf8"))).toMatchObject({
      hero: { image: "images/inicio/faixa-de-teste.jpg" },
    });

    // A new guide, duplicated from another: only src/-free content changes, and it is at /guias/<slug> after the build.
    await inEditor(editor, "/collections/guias/entries/franquia-do-seguro-auto", async (page) => {
      await page.getByRole("button", { name: "Publicado", exact: true }).click();
      await page.getByRole("menuitem", { name: "Duplicado", exact: true }).click();
      await page.getByLabel("Endereço (slug)", { exact: true }).fill(NEW_GUIDE.slug);
      await page.getByLabel("Título", { exact: true }).fill(NEW_GUIDE.title);
      await page.getByLabel("Descrição", { exact: true }).fill(NEW_GUIDE.description);
      await publish(page);
      const file = editor.dataFile(`guias/${NEW_GUIDE.slug}.md`);
      // decap-server writes in place: wait for the whole file, its last section included.
      await waitFor(
        () => fs.existsSync(file) && fs.readFileSync(file, "utf8").includes("## Como a corretora ajuda"),
        15_000,
        "the new guide",
      );
    });
    expect(parseGuideSource(fs.readFileSync(editor.dataFile(`guias/${NEW_GUIDE.slug}.md`), "utf8")).data).toMatchObject(
      { slug: NEW_GUIDE.slug, title: NEW_GUIDE.title },
    );

    const check = spawnSync("npx", ["tsx", "scripts/check-content.ts", path.join(editor.copy, "data")], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(check.stdout + check.stderr).toContain("Conteúdo OK");
    expect(check.status).toBe(0);

    // A real build of the edited content, in a copy of the project (the tests' own build in public/ stays as it is).
    const project = projectCopy(path.join(editor.copy, "project"), path.join(editor.copy, "data"));
    // No build lock: this build writes only inside the copy, and it runs beside the tests' own build.
    const built = await new Promise<number | null>((resolve) => {
      const child = spawn("npx", ["gatsby", "build"], {
        cwd: project,
        stdio: "inherit",
        env: { ...process.env, LEADS_USE_LOCAL_FUNCTION: "1", CI: "true" },
      });
      child.once("exit", resolve);
    });
    expect(built).toBe(0);
    const page2 = fs.readFileSync(
      path.join(project, "public", "servicos", "previdencia-empresarial", "index.html"),
      "utf8",
    );
    expect(page2).toContain("Previdência Empresarial");
    expect(fs.readFileSync(path.join(project, "public", "index.html"), "utf8")).toMatch(
      /\/static\/[^"' ]*faixa-de-teste/,
    );
    expect(fs.readFileSync(path.join(project, "public", "guias", NEW_GUIDE.slug, "index.html"), "utf8")).toContain(
      `>${NEW_GUIDE.title}</h1>`,
    );
    expect(fs.readFileSync(path.join(project, "public", "guias", "index.html"), "utf8")).toContain(
      `href="/guias/${NEW_GUIDE.slug}"`,
    );
    // 15 minutes: a cold build beside the site's own build and the other files takes minutes (docs/testing.md).
  }, 900_000);
});
