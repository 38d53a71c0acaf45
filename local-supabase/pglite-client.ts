/** The SqlClient of the local server: PGlite (Postgres compiled to WebAssembly) in DATA_DIR. */

import { PGlite } from "@electric-sql/pglite";
import type { MigrationTarget } from "./migrate.ts";
import { privateDir, privateTree } from "./private-files.ts";

export interface PgliteClient extends MigrationTarget {
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the database in `dataDir`; in memory when dataDir is undefined. The
 * folder holds every lead: 0700, its files 0600 (private-files.ts), also when it was made before.
 */
export async function openPglite(dataDir: string | undefined): Promise<PgliteClient> {
  if (dataDir) await privateDir(dataDir);
  const db = new PGlite(dataDir);
  await db.waitReady;
  if (dataDir) await privateTree(dataDir);
  return {
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const { rows } = await db.query<Row>(text, [...params]);
      // PGlite runs each query on this thread and resolves it as a microtask, so a request could run
      // from its first query to its answer in one turn of the event loop; under a burst the file
      // writes of the mails waiting behind them got a turn only once the burst ended. A turn per query
      // keeps them interleaved.
      await new Promise((turn) => setImmediate(turn));
      return rows;
    },
    async exec(text) {
      await db.exec(text);
    },
    close: () => db.close(),
  };
}
