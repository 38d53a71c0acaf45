/**
 * `npm run leads`: stored leads, newest first, for the brokerage's staff.
 *
 *   npm run leads                          the listing: a lead on two or three lines in 80 columns,
 *                                          or one line each when the terminal is wide enough
 *   npm run leads -- --wide                one line each, every column, whatever the terminal
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
 *   npm run leads -- --help                these options, in pt-BR
 *
 * Where the leads come from: DATABASE_URL (production: the read-only role leads_reader, docs/leads.md,
 * "Staff: finding and exporting leads"); else the local database in DATA_DIR. PGlite has a single
 * writer, so the command never opens that folder while a function server holds it
 * (leads-reader.ts).
 */

import { resolve } from "node:path";
import { readQuoteQuestions } from "./local-config.ts";
import { HELP, parseArgs, UsageError } from "./leads-args.ts";
import { leadsToCsv } from "./leads-csv.ts";
import { CommandError, readLeads } from "./leads-reader.ts";
import { formatSummary, summarise } from "./leads-summary.ts";
import { leadsTable, TERMINAL_COLUMNS } from "./leads-table.ts";
import { isValidPhone } from "../supabase/functions/_shared/contract/phone.ts";
import { narrowUmask, writePrivateFile } from "./private-files.ts";

/** What a staff member reads as a phone: the number as typed, when it is one (validate.ts); anything else stored before that rule, marked. */
function phoneShown(phone: string): string {
  return phone === "" || isValidPhone(phone) ? phone : "(telefone inválido)";
}

async function main(): Promise<void> {
  // The PGlite folder it may open and the CSV it may write hold leads: this user's alone.
  narrowUmask();
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(HELP);
    return;
  }
  const { leads: stored, source } = await readLeads(options.filter);
  // The phone column shows only what is a phone (validate.ts), as the table does.
  const leads = stored.map((lead) => ({ ...lead, phone: phoneShown(lead.phone) }));
  if (options.summary) {
    console.log(`${formatSummary(summarise(leads))}\n\nFonte: ${source}.`);
    return;
  }
  if (!options.csv) {
    // A terminal's own width when wider than 80 columns; piped, 80 (the full table only with --wide).
    const columns = options.wide ? Infinity : Math.max(TERMINAL_COLUMNS, process.stdout.columns ?? 0);
    console.log(leadsTable(leads, source, columns));
    return;
  }
  const csv = leadsToCsv(leads, await readQuoteQuestions(), options.delimiter);
  if (options.output) {
    try {
      // Names, phones and CPFs: 0600 whatever the umask, also over an existing file (private-files.ts).
      await writePrivateFile(options.output, csv);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === "ENOENT"
          ? "a pasta não existe"
          : code === "EACCES" || code === "EPERM"
            ? "sem permissão"
            : code === "EISDIR"
              ? "é uma pasta"
              : "erro ao gravar";
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
