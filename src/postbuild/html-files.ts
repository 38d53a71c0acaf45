import fs from "node:fs";
import path from "node:path";

/** Every .html file below `dir` (the built site), recursively. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Gatsby's slice fragments (public/_gatsby/), already stitched into the pages, are not pages. */
export function builtPages(dir: string): string[] {
  const fragments = path.join(dir, "_gatsby") + path.sep;
  return htmlFiles(dir).filter((file) => !file.startsWith(fragments));
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
