/** The SqlClient of the local server: PGlite (Postgres compiled to WebAssembly) in DATA_DIR. */

import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { MigrationTarget } from "./migrate.ts";

export interface PgliteClient extends MigrationTarget {
  close(): Promise<void>;
}

/** Opens (creating if needed) the database in `dataDir`; in memory when dataDir is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<PgliteClient> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = new PGlite(dataDir);
  await db.waitReady;
  return {
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      return (await db.query<Row>(text, [...params])).rows;
    },
    async exec(text) {
      await db.exec(text);
    },
    close: () => db.close(),
  };
}
