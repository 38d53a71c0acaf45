/**
 * Run as its own process (PGlite cannot start inside Jest's sandbox): stores one lead per age given
 * ("6 years", "1 day"…) in DATA_DIR's database, as if received that long ago, and prints their ids.
 *   node --import tsx __tests__/integration/seed-pglite.ts <dataDir> <age>...
 */

import { join } from "node:path";
import { applyMigrations } from "../../local-supabase/migrate";
import { seedFromTemplate } from "../../test-kit/pglite-template";
import { openPglite } from "../../local-supabase/pglite-client";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import { submitRules } from "../../test-kit/store-rules";
import { BLANK_CONTEXT } from "../../test-kit/lead-fixtures";

async function main(): Promise<void> {
  const [dataDir, ...ages] = process.argv.slice(2);
  seedFromTemplate(dataDir);
  const db = await openPglite(join(dataDir, "pglite"));
  await applyMigrations(db);
  const store = createSqlStore(db);
  const ids: Record<string, string> = {};
  for (const age of ages) {
    const outcome = await store.submit(
      {
        formType: "contact",
        name: `Recebido há ${age}`,
        email: "antigo@example.com",
        phone: "11 3333-4444",
        cpf: null,
        insuranceType: "vida",
        company: null,
        subject: null,
        message: age,
        additionalDetails: null,
        ...BLANK_CONTEXT,
        clientHash: age,
      },
      submitRules(age, { leaseSeconds: 1 }),
    );
    if (outcome.outcome !== "stored") throw new Error(`not stored: ${age}`);
    await db.query(
      "update public.leads set received_at = now() - $2::interval, delivery_status = 'delivered' where id = $1",
      [outcome.id, age],
    );
    ids[age] = outcome.id;
  }
  await db.close();
  console.log(JSON.stringify(ids));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
