/**
 * `npm run leads`: stored leads, newest first, for the brokerage's staff.
 *
 *   npm run leads                          table in the terminal
 *   npm run leads -- --pending | --failed | --delivered
 *   npm run leads -- --spam                possible spam only (flagged by a server-side signal, kept)
 *   npm run leads -- --form full-quote     one form (quote, contact, full-quote)
 *   npm run leads -- --product veiculo     one insurance type or service, as stored
 *   npm run leads -- --from 2026-11-01 --to 2026-11-30   received on those days (São Paulo)
 *   npm run leads -- --search "ana silva"  leads holding every word, ignoring case and accents
 *   npm run leads -- --protocol 2026-00042
 *   npm run leads -- --summary             leads per week, by product and by source
 *   npm run leads -- --csv > leads.csv     CSV for a spreadsheet (UTF-8 with BOM, ";")
 *   npm run leads -- --csv --output leads.csv
 *
 * Where the leads come from: DATABASE_URL (production: the read-only role leads_reader, docs/leads.md,
 * "Staff: finding and exporting leads"); else the local database in DATA_DIR. PGlite has a single
 * writer, so the command never opens that folder while a function server holds it
 * (leads-reader.ts).
 */

import { resolve } from "node:path";
import type { DeliveryStatus, StoredLead } from "../supabase/functions/_shared/types.ts";
import { readQuoteQuestions } from "./local-config.ts";
import { formatBrasilia } from "../supabase/functions/_shared/email.ts";
import { FORM_TITLES, LEAD_DETAIL_LABELS as DETAIL, LEAD_FIELDS as FIELD } from "../supabase/functions/_shared/contract/lead-contract.ts";
import { parseArgs, UsageError } from "./leads-args.ts";
import { leadProduct } from "../supabase/functions/_shared/contract/options.ts";
import { truncateCodePoints } from "../supabase/functions/_shared/contract/text.ts";
import { leadsToCsv, STATUS_LABELS } from "./leads-csv.ts";
import { CommandError, readLeads } from "./leads-reader.ts";
import { formatSummary, sourceLabel, summarise } from "./leads-summary.ts";
import { isValidPhone } from "../supabase/functions/_shared/contract/phone.ts";
import { narrowUmask, writePrivateFile } from "./private-files.ts";

/** What a staff member reads as a phone: the number as typed, when it is one (validate.ts); anything else stored before that rule, marked. */
function phoneShown(phone: string): string {
  return phone === "" || isValidPhone(phone) ? phone : "(telefone inválido)";
}

function cell(value: string, width: number): string {
  return truncateCodePoints(value.replace(/\s+/g, " "), width, "…").padEnd(width);
}

function table(leads: StoredLead[], source: string): string {
  const columns: [string, number, (lead: StoredLead) => string][] = [
    [DETAIL.protocol, 10, (lead) => lead.protocol],
    ["Recebido em", 20, (lead) => formatBrasilia(lead.receivedAt)],
    [DETAIL.form, 19, (lead) => FORM_TITLES[lead.formType]],
    [FIELD.name.label, 24, (lead) => lead.name],
    ["Contato", 36, (lead) => [lead.email, lead.phone].filter(Boolean).join(" / ")],
    ["Produto", 22, (lead) => leadProduct(lead) ?? ""],
    ["Origem", 28, (lead) => sourceLabel(lead)],
    ["Situação", 9, (lead) => STATUS_LABELS[lead.deliveryStatus]],
    ["Spam?", 5, (lead) => (lead.spamReason ? "sim" : "")],
    ["Tent.", 5, (lead) => String(lead.attempts)],
    ["Último erro", 40, (lead) => lead.lastError ?? ""],
  ];
  const lines = [columns.map(([title, width]) => cell(title, width)).join("  ").trimEnd()];
  for (const lead of leads) lines.push(columns.map(([, width, value]) => cell(value(lead), width)).join("  ").trimEnd());
  const count = (status: DeliveryStatus) => leads.filter((lead) => lead.deliveryStatus === status).length;
  const spam = leads.filter((lead) => lead.spamReason !== null).length;
  lines.push(
    "",
    `${leads.length} lead(s): ${count("pending")} pendente(s), ${count("failed")} com falha, ${count("delivered")} entregue(s)` +
      `${spam > 0 ? `; ${spam} possível(is) spam` : ""}. Fonte: ${source}.`,
  );
  return lines.join("\n");
}

async function main(): Promise<void> {
  // The PGlite folder it may open and the CSV it may write hold leads: this user's alone.
  narrowUmask();
  const options = parseArgs(process.argv.slice(2));
  const { leads: stored, source } = await readLeads(options.filter);
  // The phone column shows only what is a phone (validate.ts), as the table does.
  const leads = stored.map((lead) => ({ ...lead, phone: phoneShown(lead.phone) }));
  if (options.summary) {
    console.log(`${formatSummary(summarise(leads))}\n\nFonte: ${source}.`);
    return;
  }
  if (!options.csv) {
    console.log(table(leads, source));
    return;
  }
  const csv = leadsToCsv(leads, await readQuoteQuestions(), options.delimiter);
  if (options.output) {
    try {
      // Names, phones and CPFs: 0600 whatever the umask, also over an existing file (private-files.ts).
      await writePrivateFile(options.output, csv);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === "ENOENT" ? "a pasta não existe" : code === "EACCES" || code === "EPERM" ? "sem permissão" : code === "EISDIR" ? "é uma pasta" : "erro ao gravar";
      throw new UsageError(`--output: não foi possível gravar ${resolve(options.output)} (${why})`);
    }
    console.error(`${leads.length} lead(s) gravado(s) em ${resolve(options.output)} (fonte: ${source}).`);
  } else process.stdout.write(csv);
}

main().catch((error: unknown) => {
  // Bad arguments and the refusals above are said in pt-BR; only a bug shows its stack.
  if (error instanceof UsageError || error instanceof CommandError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
