/**
 * `npm run reminders`: the renewal reminders' daily job and listing (issue 42), for operators and
 * the tests.
 *
 *   npm run reminders -- --date 2026-12-01   runs the daily job as of that day (São Paulo): what it sent
 *   npm run reminders -- --list              product, end date, state and masked e-mail of each reminder
 *   npm run reminders -- --help              these options, in pt-BR
 *
 * Against the local store in DATA_DIR, whether or not the local server runs: PGlite has a single
 * writer, so the command opens the folder under its lock (store-lock.ts), or, when a function
 * server holds it, asks that server's /reminders route (reminders-route.ts), as `npm run leads` does.
 */

import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { FUNCTION_PATH, LOCAL_FUNCTION_PORT } from "../supabase/functions/_shared/contract/local-function.ts";
import { formatDate } from "../supabase/functions/_shared/contract/calendar.ts";
import { reminderProductLabel } from "../supabase/functions/_shared/contract/renewal-reminder.ts";
import { consoleLogger } from "../supabase/functions/_shared/log.ts";
import { runReminders, type ReminderRunSummary } from "../supabase/functions/_shared/reminders.ts";
import { createSqlStore } from "../supabase/functions/_shared/sql-store.ts";
import type { StoredReminder } from "../supabase/functions/_shared/types.ts";
import { CommandError, askRunningServer } from "./leads-reader.ts";
import { readLocalConfig } from "./local-config.ts";
import { localMailer } from "./mailers.ts";
import { applyMigrations } from "./migrate.ts";
import { openPglite } from "./pglite-client.ts";
import { narrowUmask } from "./private-files.ts";
import {
  HELP,
  maskEmail,
  parseReminderArgs,
  reminderLines,
  UsageError,
  type ReminderAction,
} from "./reminders-args.ts";
import { REMINDERS_PATH } from "./reminders-route.ts";
import { acquireStoreLock } from "./store-lock.ts";

type Outcome = { reminders: StoredReminder[] } | { summary: ReminderRunSummary };

/** The action on the database folder, this process its only user (the lock is held). */
async function onDataDir(dataDir: string, action: Exclude<ReminderAction, { kind: "help" }>): Promise<Outcome> {
  const db = await openPglite(join(dataDir, "pglite"));
  try {
    await applyMigrations(db);
    const store = createSqlStore(db);
    if (action.kind === "list") return { reminders: await store.listReminders() };
    const { config } = await readLocalConfig(dataDir, process.env);
    const mailer = localMailer(dataDir, process.env);
    // No server listens: the one-click link names where `npm run functions` serves, unless FUNCTION_URL says.
    const functionUrl = config.reminders.functionUrl ?? `http://127.0.0.1:${LOCAL_FUNCTION_PORT}${FUNCTION_PATH}`;
    try {
      const log = consoleLogger();
      return { summary: await runReminders({ store, mailer, config, log, functionUrl }, action.date) };
    } finally {
      mailer.close?.();
    }
  } finally {
    await db.close();
  }
}

async function perform(dataDir: string, action: Exclude<ReminderAction, { kind: "help" }>): Promise<Outcome> {
  if (!existsSync(dataDir) && action.kind === "list") return { reminders: [] };
  const outcome = await acquireStoreLock(dataDir, "leads");
  if ("heldBy" in outcome) {
    if (outcome.heldBy.role !== "server")
      throw new CommandError(
        `Outro comando (pid ${outcome.heldBy.pid}) está usando o banco local em ${dataDir}. Tente de novo em instantes.`,
      );
    const query = action.kind === "run" ? `?date=${action.date}` : "";
    return (await askRunningServer(
      dataDir,
      outcome.heldBy,
      `${REMINDERS_PATH}${query}`,
      action.kind === "run" ? "POST" : "GET",
      "npm run reminders",
    )) as Outcome;
  }
  try {
    return await onDataDir(dataDir, action);
  } finally {
    await outcome.lock.release();
  }
}

function report(action: Exclude<ReminderAction, { kind: "help" }>, outcome: Outcome): string {
  if ("reminders" in outcome) return reminderLines(outcome.reminders).join("\n");
  const { summary } = outcome;
  const day = action.kind === "run" ? formatDate(action.date) : "";
  const lines = summary.sent.map(
    (sent) =>
      `  ${reminderProductLabel(sent.product)}, vence em ${formatDate(sent.endDate)}: ${maskEmail(sent.email)} e a equipe`,
  );
  return [
    `Lembretes de ${day}: ${summary.reminders} enviado(s)${lines.length > 0 ? ":" : "."}`,
    ...lines,
    `Confirmações reenviadas: ${summary.confirmations}. Lembretes apagados pelo prazo: ${summary.purged}.`,
  ].join("\n");
}

async function main(): Promise<void> {
  // The PGlite folder it may open holds names and addresses: this user's alone.
  narrowUmask();
  const action = parseReminderArgs(process.argv.slice(2));
  if (action.kind === "help") {
    console.log(HELP);
    return;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? ".data");
  console.log(report(action, await perform(dataDir, action)));
}

main().catch((error: unknown) => {
  // Bad arguments and the refusals above are said in pt-BR; only a bug shows its stack.
  if (error instanceof UsageError || error instanceof CommandError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
