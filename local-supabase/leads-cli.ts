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
 *   npm run leads -- --help                these options, in pt-BR
 *
 * Where the leads come from: DATABASE_URL (production: the read-only role leads_reader, docs/leads.md,
 * "Staff: finding and exporting leads"); else the local database in DATA_DIR. PGlite has a single
 * writer, so the command never opens that folder while a function server holds it
 * (store-lock.ts): it asks that server's /leads route with the token in DATA_DIR, and if the server
 * refuses or does not answer, it says so and stops.
 */

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createSqlStore } from "../supabase/functions/_shared/sql-store.ts";
import type { LeadFilter, StoredLead } from "../supabase/functions/_shared/types.ts";
import { createPostgresClient, DEFAULT_POSTGRES_OPTIONS } from "../supabase/functions/send-form-email/postgres-client.ts";
import { isLoopbackHost } from "../supabase/functions/_shared/local-function.ts";
import { LEADS_PATH, LEADS_TOKEN_FILE, readQuoteQuestions } from "./app.ts";
import { leadFilterToQuery } from "../supabase/functions/_shared/lead-filter.ts";
import { HELP, parseArgs, UsageError } from "./leads-args.ts";
import { leadsToCsv } from "./leads-csv.ts";
import { formatSummary, summarise } from "./leads-summary.ts";
import { leadsTable } from "./leads-table.ts";
import { openPglite } from "./pglite-client.ts";
import { acquireStoreLock, type LockHolder } from "./store-lock.ts";
import { isValidPhone } from "../supabase/functions/_shared/phone.ts";
import { keepPrivate, narrowUmask, writePrivateFile } from "./private-files.ts";

async function fromDatabaseUrl(url: string, filter: LeadFilter): Promise<StoredLead[]> {
  const client = createPostgresClient(url, { ...DEFAULT_POSTGRES_OPTIONS, queryTimeoutMs: 30_000, maxConnections: 1 });
  try {
    return await createSqlStore(client).list(filter);
  } finally {
    await client.end();
  }
}

/** A failure this command explains in pt-BR; anything else is a bug and prints as one. */
class CommandError extends Error {}

/** How long the server may take to answer before the command gives up (it never reads the folder instead). */
const SERVER_TIMEOUT_MS = Number(process.env.LEADS_SERVER_TIMEOUT_MS ?? 15_000);

async function fromRunningServer(dataDir: string, server: LockHolder, filter: LeadFilter): Promise<StoredLead[]> {
  const holder = `O servidor de funções (pid ${server.pid}) está usando o banco local em ${dataDir}`;
  const advice = "O npm run leads não abre o banco enquanto o servidor o usa: tente de novo, ou pare o servidor (Ctrl+C) e rode o comando outra vez.";
  if (!server.url) throw new CommandError(`${holder} e ainda está iniciando. Tente de novo em alguns segundos.`);
  if (!isLoopbackHost(new URL(server.url).hostname)) throw new CommandError(`${holder}, mas não escuta neste computador (${server.url}). ${advice}`);
  let token: string;
  try {
    // Checked at every start of this command too: a token opened to others is put back to 0600.
    if (await keepPrivate(join(dataDir, LEADS_TOKEN_FILE))) console.error(`${join(dataDir, LEADS_TOKEN_FILE)} estava legível por outros usuários: voltou a 0600.`);
    token = (await readFile(join(dataDir, LEADS_TOKEN_FILE), "utf8")).trim();
  } catch {
    throw new CommandError(`${holder}, mas não foi possível ler ${join(dataDir, LEADS_TOKEN_FILE)} (a credencial da consulta). ${advice}`);
  }
  const query = leadFilterToQuery(filter);
  let response: Response;
  try {
    response = await fetch(`${server.url}${LEADS_PATH}${query ? `?${query}` : ""}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
  } catch {
    throw new CommandError(`${holder} e não respondeu em ${Math.round(SERVER_TIMEOUT_MS / 1000)} s (${server.url}). ${advice}`);
  }
  if (!response.ok) {
    const said = ((await response.json().catch(() => ({}))) as { error?: unknown }).error;
    throw new CommandError(`${holder} e recusou a consulta (HTTP ${response.status}${typeof said === "string" ? `: ${said}` : ""}). ${advice}`);
  }
  return ((await response.json()) as { leads: StoredLead[] }).leads;
}

async function fromDataDir(dataDir: string, filter: LeadFilter): Promise<StoredLead[]> {
  const dbDir = join(dataDir, "pglite");
  if (!existsSync(dbDir)) return [];
  const db = await openPglite(dbDir);
  try {
    // A database the server has not migrated yet has no leads (this command only reads).
    const [table] = await db.query<{ ready: boolean }>("select to_regclass('public.leads') is not null as ready");
    if (!table.ready) return [];
    return await createSqlStore(db).list(filter);
  } finally {
    await db.close();
  }
}

/** The local leads: read from the folder under its lock, or asked of the server that holds it; never both. */
async function fromLocalStore(dataDir: string, filter: LeadFilter): Promise<{ leads: StoredLead[]; source: string }> {
  if (!existsSync(dataDir)) return { leads: [], source: `banco local em ${dataDir} (ainda vazio)` };
  const outcome = await acquireStoreLock(dataDir, "leads");
  if ("heldBy" in outcome) {
    if (outcome.heldBy.role !== "server") throw new CommandError(`Outro npm run leads (pid ${outcome.heldBy.pid}) está lendo o banco local em ${dataDir}. Tente de novo em instantes.`);
    return { leads: await fromRunningServer(dataDir, outcome.heldBy, filter), source: "servidor de funções em execução" };
  }
  try {
    return { leads: await fromDataDir(dataDir, filter), source: `banco local em ${dataDir}` };
  } finally {
    await outcome.lock.release();
  }
}

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
  let leads: StoredLead[];
  let source: string;
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    let host: string;
    try {
      host = new URL(databaseUrl).host;
    } catch {
      throw new CommandError("DATABASE_URL não é um endereço postgresql://… válido.");
    }
    try {
      leads = await fromDatabaseUrl(databaseUrl, options.filter);
    } catch (error) {
      throw new CommandError(`Não foi possível ler os leads do banco em ${host}: ${error instanceof Error ? error.message : String(error)}`);
    }
    source = `banco em ${host}`;
  } else {
    ({ leads, source } = await fromLocalStore(resolve(process.env.DATA_DIR ?? ".data"), options.filter));
  }
  // The phone column shows only what is a phone (validate.ts), as the table does.
  leads = leads.map((lead) => ({ ...lead, phone: phoneShown(lead.phone) }));
  if (options.summary) {
    console.log(`${formatSummary(summarise(leads))}\n\nFonte: ${source}.`);
    return;
  }
  if (!options.csv) {
    console.log(leadsTable(leads, source));
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
