/**
 * `npm run leads`: stored leads, newest first, for the brokerage's staff.
 *
 *   npm run leads                          table in the terminal
 *   npm run leads -- --pending | --failed | --delivered
 *   npm run leads -- --spam                possible spam only (flagged by a server-side signal, kept)
 *   npm run leads -- --form full-quote     one form (quote, contact, full-quote)
 *   npm run leads -- --product veiculo     one insurance type or service, as stored
 *   npm run leads -- --from 2026-11-01 --to 2026-11-30   received on those days (São Paulo)
 *   npm run leads -- --search "ana silva"  any words, ignoring case and accents
 *   npm run leads -- --protocol 2026-00042
 *   npm run leads -- --summary             leads per week, by product and by source
 *   npm run leads -- --csv > leads.csv     CSV for a spreadsheet (UTF-8 with BOM, ";")
 *   npm run leads -- --csv --output leads.csv
 *
 * Where the leads come from: DATABASE_URL (production: the read-only role leads_reader, README
 * "Staff: finding and exporting leads"), else the running local function server (its
 * loopback-only GET /leads, since PGlite locks its folder), else the local database in DATA_DIR.
 */

import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createSqlStore } from "../supabase/functions/_shared/sql-store.ts";
import type { DeliveryStatus, LeadFilter, StoredLead } from "../supabase/functions/_shared/types.ts";
import { createPostgresClient, DEFAULT_POSTGRES_OPTIONS } from "../supabase/functions/send-form-email/postgres-client.ts";
import { LOCAL_FUNCTION_PORT } from "../supabase/functions/_shared/local-function.ts";
import { LEADS_PATH, readQuoteQuestions } from "./app.ts";
import { formatBrasilia } from "../supabase/functions/_shared/email.ts";
import { FORM_TITLES, LEAD_DETAIL_LABELS as DETAIL, LEAD_FIELDS as FIELD } from "../supabase/functions/_shared/lead-contract.ts";
import { leadFilterToQuery } from "../supabase/functions/_shared/lead-filter.ts";
import { parseArgs } from "./leads-args.ts";
import { leadProduct } from "../supabase/functions/_shared/options.ts";
import { truncateCodePoints } from "../supabase/functions/_shared/text.ts";
import { leadsToCsv, STATUS_LABELS } from "./leads-csv.ts";
import { formatSummary, sourceLabel, summarise } from "./leads-summary.ts";
import { openPglite } from "./pglite-client.ts";

async function fromDatabaseUrl(url: string, filter: LeadFilter): Promise<StoredLead[]> {
  const client = createPostgresClient(url, { ...DEFAULT_POSTGRES_OPTIONS, queryTimeoutMs: 30_000, maxConnections: 1 });
  try {
    return await createSqlStore(client).list(filter);
  } finally {
    await client.end();
  }
}

async function fromRunningServer(filter: LeadFilter): Promise<StoredLead[] | null> {
  const host = process.env.HOST ?? "127.0.0.1";
  const query = leadFilterToQuery(filter);
  const url = `http://${host}:${process.env.PORT ?? LOCAL_FUNCTION_PORT}${LEADS_PATH}${query ? `?${query}` : ""}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    return ((await response.json()) as { leads: StoredLead[] }).leads;
  } catch {
    return null; // Not running (or not reachable): read the database directly.
  }
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
  const options = parseArgs(process.argv.slice(2));
  let leads: StoredLead[];
  let source: string;
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    leads = await fromDatabaseUrl(databaseUrl, options.filter);
    source = `banco em ${new URL(databaseUrl).host}`;
  } else {
    const viaServer = await fromRunningServer(options.filter);
    const dataDir = resolve(process.env.DATA_DIR ?? ".data");
    leads = viaServer ?? (await fromDataDir(dataDir, options.filter));
    source = viaServer ? "servidor de funções em execução" : `banco local em ${dataDir}`;
  }
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
    await writeFile(options.output, csv);
    console.error(`${leads.length} lead(s) gravado(s) em ${resolve(options.output)} (fonte: ${source}).`);
  } else process.stdout.write(csv);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
