/**
 * Applies supabase/migrations/*.sql once each, in file-name (timestamp) order, each file with its
 * bookkeeping row in one transaction. Files marked "-- hosted-only:" need Supabase's own extensions
 * (pg_cron, pg_net, Vault) and are skipped unless asked for (the tests supply stand-ins).
 */

import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SqlClient } from "../supabase/functions/_shared/sql-store.ts";

// __filename, not __dirname: tsx gives a CommonJS module imported from an ES module a wrong __dirname.
const HERE = dirname(__filename);
export const MIGRATIONS_DIR = join(HERE, "..", "supabase", "migrations");

export interface MigrationTarget extends SqlClient {
  /** Several statements as one simple query, which Postgres runs as one transaction. */
  exec(text: string): Promise<void>;
}

export function isHostedOnly(sql: string): boolean {
  return sql.trimStart().startsWith("-- hosted-only:");
}

export async function applyMigrations(
  db: MigrationTarget,
  {
    dir = MIGRATIONS_DIR,
    includeHostedOnly = false,
    before,
  }: {
    dir?: string;
    includeHostedOnly?: boolean;
    /** Only files named before this one (a test of a migration on older data). */ before?: string;
  } = {},
): Promise<string[]> {
  await db.exec(
    "create table if not exists local_schema_migrations (name text primary key, applied_at timestamptz not null default now())",
  );
  const applied = new Set(
    (await db.query<{ name: string }>("select name from local_schema_migrations")).map((row) => row.name),
  );
  const newlyApplied: string[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort()) {
    if (applied.has(file) || (before !== undefined && file >= before)) continue;
    const sql = await readFile(join(dir, file), "utf8");
    if (isHostedOnly(sql) && !includeHostedOnly) continue;
    // File names are timestamps and words; nothing to escape, but be strict anyway.
    if (!/^[\w.-]+$/.test(file)) throw new Error(`unexpected migration file name: ${file}`);
    await db.exec(`${sql}\n;\ninsert into local_schema_migrations (name) values ('${file}');`);
    newlyApplied.push(file);
  }
  return newlyApplied;
}
