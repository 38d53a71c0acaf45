/**
 * `npm run reminders`: the renewal reminders' daily job and listing (issue 42), for operators and
 * the tests.
 *
 *   npm run reminders -- --date 2026-12-01   runs the daily job as of that day (São Paulo; today or a past
 *                                            day, a later one exits with 2): what it sent
 *   npm run reminders -- --date D --dry-run  what the job would send as of any day, and delete, changing nothing
 *   npm run reminders -- --list              product, end date, state and masked e-mail of each reminder,
 *                                            in 80 columns (--list --wide: the masked e-mail whole)
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
import {
  previewReminders,
  runReminders,
  type ReminderPreview,
  type ReminderRunSummary,
} from "../supabase/functions/_shared/reminders.ts";
import { createSqlStore } from "../supabase/functions/_shared/sql-store.ts";
import type { StoredReminder } from "../supabase/functions/_shared/types.ts";
import { CommandError, askRunningServer } from "./leads-reader.ts";
import { readLocalConfig } from "./local-config.ts";
import { localMailer } from "./mailers.ts";
import { applyMigrations } from "./migrate.ts";
import { openPglite } from "./pglite-client.ts";
import { narrowUmask } from "./private-files.ts";
import {
  FutureDateError,
  HELP,
  maskEmail,
  parseReminderArgs,
  reminderLines,
  UsageError,
  type ReminderAction,
} from "./reminders-args.ts";
import { remindersQuery, REMINDERS_PATH } from "./reminders-route.ts";
import { acquireStoreLock } from "./store-lock.ts";

type Outcome = { reminders: StoredReminder[] } | { summary: ReminderRunSummary } | { preview: ReminderPreview };
type Action = Exclude<ReminderAction, { kind: "help" }>;

/** The action on the database folder, this process its only user (the lock is held). */
async function onDataDir(dataDir: string, action: Action): Promise<Outcome> {
  const db = await openPglite(join(dataDir, "pglite"));
  try {
    await applyMigrations(db);
    const store = createSqlStore(db);
    if (action.kind === "list") return { reminders: await store.listReminders() };
    const { config } = await readLocalConfig(dataDir, process.env);
    if (action.dryRun) return { preview: await previewReminders({ store, config }, action.date) };
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

async function perform(dataDir: string, action: Action): Promise<Outcome> {
  // Nothing stored yet: nothing to list or to preview, and no folder made for it.
  if (!existsSync(dataDir) && action.kind === "list") return { reminders: [] };
  if (!existsSync(dataDir) && action.kind === "run" && action.dryRun)
    return { preview: { due: [], confirmations: 0, purged: 0 } };
  const outcome = await acquireStoreLock(dataDir, "leads");
  if ("heldBy" in outcome) {
    if (outcome.heldBy.role !== "server")
      throw new CommandError(
        `Outro comando (pid ${outcome.heldBy.pid}) está usando o banco local em ${dataDir}. Tente de novo em instantes.`,
      );
    return (await askRunningServer(
      dataDir,
      outcome.heldBy,
      `${REMINDERS_PATH}${action.kind === "run" ? `?${remindersQuery(action.date, action.dryRun)}` : ""}`,
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

/** One line per reminder that goes: product, end date, masked address. */
const sentLines = (sent: ReminderPreview["due"]) =>
  sent.map(
    (one) =>
      `  ${reminderProductLabel(one.insuranceType)}, vence em ${formatDate(one.renewalDate)}: ${maskEmail(one.email)} e a equipe`,
  );

function report(action: Action, outcome: Outcome): string {
  if ("reminders" in outcome) return reminderLines(outcome.reminders, action.kind === "list" && action.wide).join("\n");
  const day = action.kind === "run" ? formatDate(action.date) : "";
  if ("preview" in outcome) {
    const { due, confirmations, purged } = outcome.preview;
    return [
      `Simulação de ${day}: nada foi enviado nem apagado.`,
      `Lembretes que seriam enviados: ${due.length}${due.length > 0 ? ":" : "."}`,
      ...sentLines(due),
      `Confirmações que seriam enviadas: ${confirmations}.`,
      `Lembretes que seriam apagados pelo prazo (contado de hoje): ${purged}.`,
    ].join("\n");
  }
  const { summary } = outcome;
  const lines = sentLines(summary.sent);
  return [
    `Lembretes de ${day}: ${summary.reminders} enviado(s)${lines.length > 0 ? ":" : "."}`,
    ...lines,
    `Confirmações enviadas: ${summary.confirmations}. Lembretes apagados pelo prazo: ${summary.purged}.`,
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
  if (error instanceof UsageError || error instanceof CommandError || error instanceof FutureDateError)
    console.error(error.message);
  else console.error(error);
  // A day to come is refused apart (2), as a usage error is by many commands: nothing was done.
  process.exit(error instanceof FutureDateError ? 2 : 1);
});
