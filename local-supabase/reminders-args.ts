/** The arguments of `npm run reminders` (local-supabase/reminders-cli.ts) and how it shows a reminder. Pure. */

import { formatDate } from "../supabase/functions/_shared/contract/calendar.ts";
import { reminderProductLabel } from "../supabase/functions/_shared/contract/renewal-reminder.ts";
import { codePointLength, truncateCodePoints } from "../supabase/functions/_shared/contract/text.ts";
import { futureDayRefusal } from "../supabase/functions/_shared/reminders.ts";
import type { ReminderState, StoredReminder } from "../supabase/functions/_shared/types.ts";
import { isoDay } from "./reminders-route.ts";

export type ReminderAction =
  { kind: "run"; date: string; dryRun: boolean } | { kind: "list"; wide: boolean } | { kind: "help" };

export const USAGE = "uso: npm run reminders -- --date AAAA-MM-DD [--dry-run]\n       | --list [--wide] | --help";

/** What --help prints, in 80 columns. */
export const HELP = [
  "Lembretes de renovação: o trabalho diário e a lista.",
  "",
  USAGE,
  "",
  "  --date AAAA-MM-DD   roda o trabalho diário como se fosse esse dia (hoje, ou um",
  "                      dia que passou, para recuperar um dia perdido): envia os",
  "                      lembretes que vencem nele (ao visitante e à equipe), envia",
  "                      as confirmações pendentes e apaga o que passou do prazo,",
  "                      contado de hoje; rodar de novo não envia nada a mais; uma",
  "                      data futura é recusada",
  "  --dry-run           com --date, qualquer dia: mostra o que seria enviado e",
  "                      apagado, sem mudar nada",
  "  --list              cada lembrete: produto, vencimento, situação e e-mail",
  "                      mascarado, em 80 colunas (um domínio longo termina em …)",
  "  --wide              com --list: o e-mail mascarado inteiro",
  "  --help, -h          esta ajuda",
  "",
  "Fonte: o banco local em DATA_DIR (.data), ou o servidor de funções que o estiver",
  "usando.",
].join("\n");

/** A bad argument: its pt-BR message, then the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${USAGE}`);
    this.name = "UsageError";
  }
}

/** A day later than today without --dry-run: refused (the command exits with 2). */
export class FutureDateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FutureDateError";
  }
}

/** The action the arguments ask for, as of `now` (a run's day may not be later than today in São Paulo). */
export function parseReminderArgs(args: readonly string[], now: number = Date.now()): ReminderAction {
  if (args.includes("--help") || args.includes("-h")) return { kind: "help" };
  const list = args.filter((arg) => arg !== "--wide");
  if (list.length === 1 && list[0] === "--list" && args.length <= 2) return { kind: "list", wide: args.length === 2 };
  const dryRun = args.includes("--dry-run");
  const rest = args.filter((arg) => arg !== "--dry-run");
  if (rest.length === 2 && rest[0] === "--date" && args.length === rest.length + (dryRun ? 1 : 0)) {
    const date = isoDay(rest[1]);
    if (date === null) throw new UsageError(`--date: "${rest[1].slice(0, 20)}" não é uma data AAAA-MM-DD`);
    const refusal = futureDayRefusal(date, now);
    if (refusal !== null && !dryRun)
      throw new FutureDateError(
        `${refusal} Nada foi enviado nem apagado. Para ver o que ele faria nesse dia sem mudar nada: npm run reminders -- --date ${date} --dry-run`,
      );
    return { kind: "run", date, dryRun };
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

/** A terminal's default width, which the listing fits without --wide. */
const COLUMNS = 80;

/**
 * One line per reminder: product, end date, state, masked address. In 80 columns, the address (last)
 * ends in "…" where a long domain would pass them; `wide` keeps it whole.
 */
export function reminderLines(
  reminders: readonly Pick<StoredReminder, "insuranceType" | "renewalDate" | "state" | "email">[],
  wide = false,
): string[] {
  if (reminders.length === 0) return ["Nenhum lembrete guardado."];
  const rows = reminders.map((reminder) => [
    reminderProductLabel(reminder.insuranceType),
    formatDate(reminder.renewalDate),
    STATE_NAMES[reminder.state],
    maskEmail(reminder.email),
  ]);
  const all = [["Produto", "Vencimento", "Situação", "E-mail"], ...rows];
  const widths = all[0].map((_, column) => Math.max(...all.map((row) => codePointLength(row[column]))));
  const room = COLUMNS - widths.slice(0, -1).reduce((sum, width) => sum + width + 2, 0);
  return all.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 && !wide ? truncateCodePoints(cell, room, "…") : cell))
      .map((cell, column) => cell + " ".repeat(Math.max(0, widths[column] - codePointLength(cell))))
      .join("  ")
      .trimEnd(),
  );
}
