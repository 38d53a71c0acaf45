/**
 * A migrated PGlite database made once per test tier and copied into each local server's DATA_DIR
 * before it starts. Creating a PGlite database runs initdb in WebAssembly, seconds of CPU, while
 * opening a copy is quick, and the tiers start dozens of local servers (the figures: docs/testing.md,
 * "Figures behind the test kit").
 * The server then opens the copy as it opens the database it left the day before, and applies the
 * migrations it finds missing (none).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./paths";

/** The environment variable through which a tier's global setup hands its template to the workers. */
export const PGLITE_TEMPLATE_ENV = "TEST_PGLITE_TEMPLATE";

/** Makes the template in a new temporary folder; returns it (the caller removes it). */
export async function makePgliteTemplate(): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const database = path.join(folder, "pglite");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join("test-kit", "pglite-template-process.ts"), database],
      { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] },
    );
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`the PGlite template was not made (exit ${code})`)),
    );
  });
  return database;
}

/** Copies the tier's template into dataDir/pglite, unless there is none or dataDir already holds a database. */
export function seedFromTemplate(dataDir: string): void {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const target = path.join(dataDir, "pglite");
  if (!template || fs.existsSync(target)) return;
  fs.cpSync(template, target, { recursive: true });
}
