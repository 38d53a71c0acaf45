import fs from "node:fs";
import path from "node:path";

const TEXT_FILE = /\.(html|json|js|css|xml|txt|webmanifest|svg|map)$/;

/** Every text file below `dir` that contains a U+0000 byte (crawlers and link previews may cut text there). */
export function filesWithNulBytes(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) return [];
    const file = path.join(entry.parentPath, entry.name);
    return fs.readFileSync(file).includes(0) ? [path.relative(dir, file)] : [];
  });
}
