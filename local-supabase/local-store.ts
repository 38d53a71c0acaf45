/**
 * The local server's store: the lock of DATA_DIR's database (store-lock.ts), PGlite in it with every
 * migration applied, and the one SQL store on top; released in the reverse order.
 */

import { join } from "node:path";
import { createSqlStore } from "../supabase/functions/_shared/sql-store.ts";
import type { FunctionStore } from "../supabase/functions/_shared/types.ts";
import { applyMigrations } from "./migrate.ts";
import { openPglite } from "./pglite-client.ts";
import { holdStoreForServer } from "./store-lock.ts";

export interface LocalStore {
  store: FunctionStore;
  /** Records the server's URL in the lock once it listens (where `npm run leads` finds its /leads route). */
  setUrl(url: string): Promise<void>;
  release(): Promise<void>;
}

export async function openLocalStore(dataDir: string): Promise<LocalStore> {
  const lock = await holdStoreForServer(dataDir);
  let db: Awaited<ReturnType<typeof openPglite>>;
  try {
    db = await openPglite(join(dataDir, "pglite"));
  } catch (error) {
    await lock.release();
    throw error;
  }
  await applyMigrations(db);
  return {
    store: createSqlStore(db),
    setUrl: (url) => lock.setUrl(url),
    async release() {
      await db.close();
      await lock.release();
    },
  };
}
