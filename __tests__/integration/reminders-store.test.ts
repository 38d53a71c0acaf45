/**
 * The renewal reminders' SQL (20261203000000_renewal_reminders.sql) through the one SQL store, on
 * PostgreSQL 17 and on PGlite, the same scenarios (reminder-scenarios.ts): an expired link, reading
 * a token (20261206000000_reminder_token_read.sql), the per-client limit shared with leads and the
 * ceiling, backoff and giving up, the retention; the staff's read-only role; and `npm run reminders`
 * on a local database no server holds.
 */

import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { startPostgres, type PostgresServer } from "../../test-kit/embedded-postgres";
import { nodeEntryArgs } from "../../test-kit/node-entries";
import { formatDate, shiftDays } from "../../supabase/functions/_shared/contract/calendar";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import { createPostgresClient } from "../../supabase/functions/send-form-email/postgres-client";
import { makeTempDir, ROOT } from "./helpers";
import { EXPECTED, observeReminderRules, reminder, rules, today } from "./reminder-scenarios";

const run = promisify(execFile);
const pglite = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "__tests__/integration/reminders-pglite.ts", dataDir, ...args], {
    cwd: ROOT,
  });

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

describe("renewal reminders in SQL", () => {
  it("hold their rules on PostgreSQL", async () => {
    const { client } = await postgres.createLeadsDatabase();
    expect(await observeReminderRules(createSqlStore(client), client)).toEqual(EXPECTED);
  });

  it("hold the same rules on PGlite", async () => {
    const dataDir = await makeTempDir("reminders-pglite-");
    try {
      expect(JSON.parse((await pglite(dataDir.path, "observe")).stdout)).toEqual(EXPECTED);
    } finally {
      await dataDir.remove();
    }
  });

  it("let the staff's read-only role read reminders and nothing more", async () => {
    const { client, readerUrl } = await postgres.createLeadsDatabase();
    await createSqlStore(client).submitReminder(reminder(), rules());
    const reader = createPostgresClient(readerUrl, {
      queryTimeoutMs: 10_000,
      connectTimeoutSeconds: 10,
      maxConnections: 1,
    });
    try {
      expect(await reader.query("select product from public.renewal_reminders")).toEqual([{ product: "vida" }]);
      await expect(reader.query("delete from public.renewal_reminders")).rejects.toThrow();
      await expect(reader.query("select * from leads_private.reminder_confirmations")).rejects.toThrow();
      await expect(
        reader.query("select leads_private.cancel_reminder('x', null, 0, interval '1 minute')"),
      ).rejects.toThrow();
      await expect(
        reader.query("select * from leads_private.read_reminder_token('x', 'cancel', null, 0, interval '1 minute')"),
      ).rejects.toThrow();
    } finally {
      await reader.end();
    }
  });
});

describe("npm run reminders on a local database no server holds", () => {
  it("sends what is due once, to the outbox, and lists reminders with masked addresses", async () => {
    const dataDir = await makeTempDir("reminders-cli-");
    try {
      const [due] = JSON.parse(
        (await pglite(dataDir.path, "seed", shiftDays(today, 30), "maria@example.com", "joao@example.com")).stdout,
      ) as string[];
      const cli = (...args: string[]) =>
        run(process.execPath, [...nodeEntryArgs("reminders"), ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir.path, SMTP_URL: "" },
        });
      // The day before: nothing is due yet (a past day is a missed run caught up).
      expect((await cli("--date", shiftDays(today, -1))).stdout).toContain(": 0 enviado(s).");
      const first = await cli("--date", today);
      expect(first.stdout).toContain(": 1 enviado(s):");
      expect(first.stdout).toContain("m•••@example.com");
      expect(first.stdout).not.toContain("maria@");
      const outbox = async () => (await readdir(join(dataDir.path, "outbox"))).sort();
      expect(await outbox()).toEqual([`reminder-${due}.eml`, `reminder-staff-${due}.eml`].sort());
      const again = await cli("--date", today);
      expect(again.stdout).toContain(": 0 enviado(s).");
      expect(await outbox()).toHaveLength(2);
      const list = (await cli("--list")).stdout;
      expect(list).toMatch(/Seguro de Vida\s+\S+\s+enviado\s+m•••@example\.com/);
      expect(list).toMatch(/Seguro de Vida\s+\S+\s+pendente\s+j•••@example\.com/);
      expect(list).not.toContain("joao@");
      expect((await cli("--help")).stdout).toContain("--date AAAA-MM-DD");
    } finally {
      await dataDir.remove();
    }
  });

  it("refuses a day to come with exit code 2, changing nothing; --dry-run tells what that day would send and delete", async () => {
    const dataDir = await makeTempDir("reminders-cli-");
    try {
      // Confirmed and never sent: due in a year, and a year and a week on "past its date".
      const [ahead] = JSON.parse(
        (await pglite(dataDir.path, "seed", shiftDays(today, 365), "rita@example.com")).stdout,
      ) as string[];
      const cli = (...args: string[]) =>
        run(process.execPath, [...nodeEntryArgs("reminders"), ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir.path, SMTP_URL: "" },
        });
      const list = async () => (await cli("--list")).stdout;
      const before = await list();
      expect(before).toMatch(/Seguro de Vida\s+\S+\s+confirmado\s+r•••@example\.com/);
      const outbox = () => readdir(join(dataDir.path, "outbox")).catch(() => []);
      for (const day of [shiftDays(today, 1), shiftDays(today, 365), shiftDays(today, 372)]) {
        const refused = await cli("--date", day).then(
          () => null,
          (error: { code?: number; stderr?: string }) => error,
        );
        expect(refused?.code).toBe(2);
        expect(refused?.stderr).toContain(`A data ${formatDate(day)} ainda não chegou`);
        expect(refused?.stderr).toContain("--dry-run");
      }
      const dryRun = await cli("--date", shiftDays(today, 340), "--dry-run");
      expect(dryRun.stdout).toContain("nada foi enviado nem apagado");
      expect(dryRun.stdout).toContain("Lembretes que seriam enviados: 1:");
      expect(dryRun.stdout).toContain(`vence em ${formatDate(shiftDays(today, 365))}: r•••@example.com e a equipe`);
      expect(dryRun.stdout).toContain("Lembretes que seriam apagados pelo prazo (contado de hoje): 0.");
      expect(await list()).toBe(before);
      expect(await outbox()).toEqual([]);
      expect(ahead).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await dataDir.remove();
    }
  });
});
