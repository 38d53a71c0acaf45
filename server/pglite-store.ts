/** LeadStore on PGlite (embedded Postgres), running the same migration SQL as production. */

import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { fromLeadRow, toNewLeadRow, type LeadRow } from "../supabase/functions/_shared/lead-row.ts";
import type { LeadStore, StoredLead } from "../supabase/functions/_shared/types.ts";
import { applyMigrations } from "./migrate.ts";

export interface PgliteLeadStore extends LeadStore {
  db: PGlite;
  /** Every lead, newest first, optionally only pending ones (for `npm run leads`). */
  listAll(options: { pendingOnly: boolean }): Promise<StoredLead[]>;
  close(): Promise<void>;
}

/** Opens (creating if needed) the database in `dataDir`; in memory when dataDir is undefined. */
export async function openPgliteStore(dataDir: string | undefined): Promise<PgliteLeadStore> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return createPgliteStore(new PGlite(dataDir));
}

/** Migrates `db` and wraps it as a LeadStore; closing the store closes the database. */
export async function createPgliteStore(db: PGlite): Promise<PgliteLeadStore> {
  await db.waitReady;
  await applyMigrations(db);

  return {
    db,
    async insert(lead) {
      const row = toNewLeadRow(lead);
      const columns = Object.keys(row);
      const placeholders = columns.map((_, index) => `$${index + 1}`);
      const result = await db.query<{ id: string }>(
        `insert into leads (${columns.join(", ")}) values (${placeholders.join(", ")}) returning id`,
        Object.values(row),
      );
      return result.rows[0].id;
    },
    async markDelivered(id, { attempts, at }) {
      await db.query(
        "update leads set delivery_status = 'delivered', attempts = $2, delivered_at = $3, last_attempt_at = $3 where id = $1",
        [id, attempts, at],
      );
    },
    async markFailed(id, { attempts, error, at }) {
      await db.query("update leads set attempts = $2, last_error = $3, last_attempt_at = $4 where id = $1", [
        id,
        attempts,
        error,
        at,
      ]);
    },
    async listPending({ limit, maxAttempts, staleBefore }) {
      const result = await db.query<LeadRow>(
        `select * from leads
          where delivery_status = 'pending' and attempts < $2 and (last_attempt_at is null or last_attempt_at < $3)
          order by received_at asc limit $1`,
        [limit, maxAttempts, staleBefore],
      );
      return result.rows.map(fromLeadRow);
    },
    async claim(id, { at, staleBefore }) {
      const result = await db.query(
        `update leads set last_attempt_at = $2
          where id = $1 and delivery_status = 'pending' and (last_attempt_at is null or last_attempt_at < $3)
          returning id`,
        [id, at, staleBefore],
      );
      return result.rows.length === 1;
    },
    async countRecentByClient(clientHash, since) {
      const result = await db.query<{ count: number }>(
        "select count(*)::int as count from leads where client_hash = $1 and received_at >= $2",
        [clientHash, since],
      );
      return result.rows[0].count;
    },
    async listAll({ pendingOnly }) {
      const result = await db.query<LeadRow>(
        `select * from leads ${pendingOnly ? "where delivery_status = 'pending'" : ""} order by received_at desc, id`,
      );
      return result.rows.map(fromLeadRow);
    },
    close: () => db.close(),
  };
}
