/**
 * Run as its own process (PGlite cannot start inside Jest's sandbox), on DATA_DIR's database:
 *   node --import tsx __tests__/integration/reminders-pglite.ts <dataDir> observe
 *     prints the observations of reminder-scenarios.ts as JSON;
 *   node --import tsx __tests__/integration/reminders-pglite.ts <dataDir> seed <endDate> <email>...
 *     stores one reminder per address ending on endDate, the first confirmed; prints their ids.
 */

import { join } from "node:path";
import { applyMigrations } from "../../local-supabase/migrate";
import { openPglite } from "../../local-supabase/pglite-client";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import { guard, observeReminderRules, reminder, rules } from "./reminder-scenarios";

async function main(): Promise<void> {
  const [dataDir, mode, endDate, ...emails] = process.argv.slice(2);
  const db = await openPglite(join(dataDir, "pglite"));
  try {
    await applyMigrations(db);
    const store = createSqlStore(db);
    if (mode === "observe") {
      console.log(JSON.stringify(await observeReminderRules(store, db)));
      return;
    }
    const ids: string[] = [];
    for (const [index, email] of emails.entries()) {
      const one = reminder({ email, renewalDate: endDate });
      await store.submitReminder(one, rules());
      if (index === 0) await store.confirmReminder(one.confirmTokenHash, null, guard);
      ids.push(one.id);
    }
    console.log(JSON.stringify(ids));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
