/**
 * The content editor's files, served at /admin: its page, the start-up script, the configuration
 * generated from the schemas and Decap CMS itself, copied from node_modules at the version
 * package.json pins (nothing from a CDN). The build writes them into public/admin (onPostBuild);
 * `npm run cms` serves the same files from memory beside its local backend.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bundleBrowserScript } from "../islands/inline-scripts";
import { EDITOR_PATH } from "../../supabase/functions/_shared/contract/routes";
import type { CmsConfig } from "./cms-config";

/**
 * public/_redirects: the editor's page is only ever served at /admin/index.html, whose one policy is
 * the editor's (src/postbuild/security-headers.ts); /admin and /admin/ would also match the site's
 * one-segment rule. Forced (!), as a file exists at /admin/.
 */
export const ADMIN_REDIRECTS = `${EDITOR_PATH}  ${EDITOR_PATH}/index.html  301!\n${EDITOR_PATH}/  ${EDITOR_PATH}/index.html  301!\n`;

/** Decap's bundle and the chunks it loads on demand, beside it (webpack's automatic public path). */
export function decapFiles(): { name: string; file: string }[] {
  // createRequire: Gatsby compiles this module for onPostBuild with Parcel, where a bare require.resolve is undefined.
  const dist = path.dirname(createRequire(__filename).resolve("decap-cms/dist/decap-cms.js"));
  return fs
    .readdirSync(dist)
    .filter((name) => name === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(name))
    .sort()
    .map((name) => ({ name, file: path.join(dist, name) }));
}

/** src/cms/admin-init.ts as one small script. */
export function adminInitScript(): string {
  return bundleBrowserScript('import "./admin-init";', __dirname);
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page: no inline script (its policy allows none), noindex, in Portuguese. */
export function adminPage(siteName: string): string {
  return [
    "<!doctype html>",
    '<html lang="pt-BR">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Editor de conteúdo · ${escapeHtml(siteName)}</title>`,
    // No favicon request (the local editor serves no site files): an empty icon.
    '<link rel="icon" href="data:,">',
    '<script src="init.js"></script>',
    '<script src="decap-cms.js"></script>',
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

/** Every file of /admin but Decap's own. */
export const ADMIN_TEXT_FILES: readonly string[] = ["index.html", "init.js", "config.json"];

/** The files of ADMIN_TEXT_FILES, by name. */
export function adminTextFiles(config: CmsConfig, siteName: string): Record<string, string> {
  return {
    "index.html": adminPage(siteName),
    "init.js": adminInitScript(),
    "config.json": `${JSON.stringify(config, null, 2)}\n`,
  };
}

/** Writes publicDir/admin (EDITOR_PATH) afresh; returns the number of files. */
export function writeAdminDir(publicDir: string, config: CmsConfig, siteName: string): number {
  const dir = path.join(publicDir, EDITOR_PATH);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const texts = Object.entries(adminTextFiles(config, siteName));
  for (const [name, text] of texts) fs.writeFileSync(path.join(dir, name), text);
  const decap = decapFiles();
  for (const { name, file } of decap) fs.copyFileSync(file, path.join(dir, name));
  fs.writeFileSync(path.join(publicDir, "_redirects"), ADMIN_REDIRECTS);
  return texts.length + decap.length;
}
