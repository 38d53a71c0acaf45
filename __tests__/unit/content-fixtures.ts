/** Broken copies of data/ for the content tests: each edit gets a file's parsed JSON and returns new JSON or raw text. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..", "..");
export const DATA = path.join(ROOT, "data");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures reach into arbitrary content shapes
export type Edit = (json: Record<string, any>) => unknown;

const copies: string[] = [];

/** A copy of data/ in a temp folder, with each edit applied to its file (created when missing). */
export function brokenCopy(edits: Record<string, Edit>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  const copy = path.join(dir, "data");
  fs.cpSync(DATA, copy, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(copy, file);
    const json = target.endsWith(".json") && fs.existsSync(target) ? (JSON.parse(fs.readFileSync(target, "utf8")) as Record<string, unknown>) : {};
    const result = edit(json);
    fs.writeFileSync(target, typeof result === "string" ? result : JSON.stringify(result, null, 2));
  }
  copies.push(dir);
  return copy;
}

export function removeCopies(): void {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
