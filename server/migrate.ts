/** Applies supabase/migrations/*.sql to PGlite once each, in file-name (timestamp) order. */

import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";

export const MIGRATIONS_DIR = join(__dirname, "..", "supabase", "migrations");

export async function applyMigrations(db: PGlite, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    "create table if not exists local_schema_migrations (name text primary key, applied_at timestamptz not null default now())",
  );
  const applied = new Set(
    (await db.query<{ name: string }>("select name from local_schema_migrations")).rows.map((row) => row.name),
  );
  const files = (await readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(join(dir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into local_schema_migrations (name) values ($1)", [file]);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
