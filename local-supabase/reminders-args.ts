/** The arguments of `npm run reminders` (local-supabase/reminders-cli.ts) and how it shows a reminder. Pure. */

import { formatDate } from "../supabase/functions/_shared/contract/calendar.ts";
import { reminderProductLabel } from "../supabase/functions/_shared/contract/renewal-reminder.ts";
import type { ReminderState, StoredReminder } from "../supabase/functions/_shared/types.ts";
import { isoDay } from "./reminders-route.ts";

export type ReminderAction = { kind: "run"; date: string } | { kind: "list" } | { kind: "help" };

export const USAGE = "uso: npm run reminders -- --date AAAA-MM-DD | --list | --help";

export const HELP = [
  "Lembretes de renovação: o trabalho diário e a lista.",
  "",
  USAGE,
  "",
  "  --date AAAA-MM-DD   roda o trabalho diário como se fosse esse dia: envia os lembretes que vencem nele",
  "                      (ao visitante e à equipe), reenvia confirmações que falharam e apaga o que passou do prazo;",
  "                      rodar de novo não envia nada a mais",
  "  --list              cada lembrete: produto, vencimento, situação e e-mail mascarado",
  "  --help, -h          esta ajuda",
  "",
  "Fonte: o banco local em DATA_DIR (.data), ou o servidor de funções que o estiver usando.",
].join("\n");

/** A bad argument: its pt-BR message, then the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${USAGE}`);
    this.name = "UsageError";
  }
}

export function parseReminderArgs(args: readonly string[]): ReminderAction {
  if (args.includes("--help") || args.includes("-h")) return { kind: "help" };
  if (args.length === 1 && args[0] === "--list") return { kind: "list" };
  if (args.length === 2 && args[0] === "--date") {
    const date = isoDay(args[1]);
    if (date === null) throw new UsageError(`--date: "${args[1].slice(0, 20)}" não é uma data AAAA-MM-DD`);
    return { kind: "run", date };
  }
  if (args.length === 0) throw new UsageError("Diga o que fazer: --date AAAA-MM-DD ou --list.");
  throw new UsageError(`Argumentos não reconhecidos: ${args.join(" ").slice(0, 80)}`);
}

/** "maria@example.com" → "m•••@example.com": enough to tell two apart, not the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${[...email.slice(0, at)][0]}•••${email.slice(at)}`;
}

export const STATE_NAMES: Record<ReminderState, string> = {
  pending: "pendente",
  confirmed: "confirmado",
  sent: "enviado",
  cancelled: "cancelado",
};

/** One line per reminder: product, end date, state, masked address. */
export function reminderLines(
  reminders: readonly Pick<StoredReminder, "product" | "endDate" | "state" | "email">[],
): string[] {
  if (reminders.length === 0) return ["Nenhum lembrete guardado."];
  const rows = reminders.map((reminder) => [
    reminderProductLabel(reminder.product),
    formatDate(reminder.endDate),
    STATE_NAMES[reminder.state],
    maskEmail(reminder.email),
  ]);
  const all = [["Produto", "Vencimento", "Situação", "E-mail"], ...rows];
  const widths = all[0].map((_, column) => Math.max(...all.map((row) => row[column].length)));
  return all.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd(),
  );
}
