import fs from "node:fs";
import path from "node:path";
import { EDITOR_PATH } from "../../supabase/functions/_shared/contract/routes";

/** Every .html file below `dir` (the built site), recursively. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * The site's pages: not Gatsby's slice fragments (public/_gatsby/, already stitched into the pages),
 * nor the content editor (public/admin/, its own document with its own policy).
 */
export function builtPages(dir: string): string[] {
  const notPages = ["/_gatsby", EDITOR_PATH].map((name) => path.join(dir, name) + path.sep);
  return htmlFiles(dir).filter((file) => !notPages.some((prefix) => file.startsWith(prefix)));
}

/** Passes every built page under `dir` through `rewrite`, writing back those it changed; returns the characters saved. */
export function rewritePages(dir: string, rewrite: (html: string) => string): number {
  let saved = 0;
  for (const file of builtPages(dir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = rewrite(html);
    saved += html.length - rewritten.length;
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
  }
  return saved;
}
