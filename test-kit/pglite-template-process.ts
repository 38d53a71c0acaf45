/**
 * Run as its own process (PGlite cannot start inside Jest's sandbox): creates a PGlite database in
 * the folder given and applies every migration, then exits. pglite-template.ts copies the result.
 *   node --import tsx test-kit/pglite-template-process.ts <folder>
 */
import { applyMigrations } from "../local-supabase/migrate";
import { openPglite } from "../local-supabase/pglite-client";

async function main(): Promise<void> {
  const db = await openPglite(process.argv[2]);
  await applyMigrations(db);
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
