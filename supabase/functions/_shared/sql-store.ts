/**
 * The one SQL store: every operation is a call to the functions of the migrations, so Postgres in
 * production (node-postgres over the pooler), PGlite locally and the tests' real PostgreSQL run the
 * very same statements. A runtime only supplies `query`. Each kind's operations are a module and an
 * interface of their own (lead-sql-store.ts: LeadStore; reminder-sql-store.ts: ReminderStore), over
 * the mails they share (mail-sql-store.ts).
 */

import { createLeadSqlStore } from "./lead-sql-store.ts";
import { createMailSqlStore } from "./mail-sql-store.ts";
import { createReminderSqlStore } from "./reminder-sql-store.ts";
import type { SqlClient } from "./sql-client.ts";
import type { FunctionStore } from "./types.ts";

export type { SqlClient };

export function createSqlStore(db: SqlClient): FunctionStore {
  const mail = createMailSqlStore(db);
  return { ...createLeadSqlStore(db, mail), ...createReminderSqlStore(db, mail) };
}
