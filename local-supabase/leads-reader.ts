/**
 * Where `npm run leads` reads the leads: DATABASE_URL when set (production's read-only role), else
 * the local database in DATA_DIR. PGlite has a single writer, so the command never opens that folder
 * while a function server holds it (store-lock.ts): it asks that server's /leads route with the
 * token in DATA_DIR, and if the server refuses or does not answer, it says so and stops.
 */

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { leadFilterToQuery } from "../supabase/functions/_shared/lead-filter.ts";
import { isLoopbackHost } from "../supabase/functions/_shared/contract/local-function.ts";
import { createSqlStore } from "../supabase/functions/_shared/sql-store.ts";
import type { LeadFilter, StoredLead } from "../supabase/functions/_shared/types.ts";
import {
  createPostgresClient,
  DEFAULT_POSTGRES_OPTIONS,
} from "../supabase/functions/send-form-email/postgres-client.ts";
import { LEADS_PATH, LEADS_TOKEN_FILE } from "./leads-route.ts";
import { openPglite } from "./pglite-client.ts";
import { keepPrivate } from "./private-files.ts";
import { acquireStoreLock, type LockHolder } from "./store-lock.ts";

async function fromDatabaseUrl(url: string, filter: LeadFilter): Promise<StoredLead[]> {
  const client = createPostgresClient(url, { ...DEFAULT_POSTGRES_OPTIONS, queryTimeoutMs: 30_000, maxConnections: 1 });
  try {
    return await createSqlStore(client).list(filter);
  } finally {
    await client.end();
  }
}

/** A failure this command explains in pt-BR; anything else is a bug and prints as one. */
export class CommandError extends Error {}

/** How long the server may take to answer before the command gives up (it never reads the folder instead). */
const SERVER_TIMEOUT_MS = Number(process.env.LEADS_SERVER_TIMEOUT_MS ?? 15_000);

/**
 * Asks the function server that holds the local database one of its private routes (/leads,
 * /reminders) with the token in DATA_DIR; any refusal or silence is said in pt-BR.
 */
export async function askRunningServer(
  dataDir: string,
  server: LockHolder,
  pathAndQuery: string,
  method: "GET" | "POST" = "GET",
  command = "npm run leads",
): Promise<unknown> {
  const holder = `O servidor de funções (pid ${server.pid}) está usando o banco local em ${dataDir}`;
  const advice = `O ${command} não abre o banco enquanto o servidor o usa: tente de novo, ou pare o servidor (Ctrl+C) e rode o comando outra vez.`;
  if (!server.url) throw new CommandError(`${holder} e ainda está iniciando. Tente de novo em alguns segundos.`);
  if (!isLoopbackHost(new URL(server.url).hostname))
    throw new CommandError(`${holder}, mas não escuta neste computador (${server.url}). ${advice}`);
  let token: string;
  try {
    // Checked at every start of this command too: a token opened to others is put back to 0600.
    if (await keepPrivate(join(dataDir, LEADS_TOKEN_FILE)))
      console.error(`${join(dataDir, LEADS_TOKEN_FILE)} estava legível por outros usuários: voltou a 0600.`);
    token = (await readFile(join(dataDir, LEADS_TOKEN_FILE), "utf8")).trim();
  } catch {
    throw new CommandError(
      `${holder}, mas não foi possível ler ${join(dataDir, LEADS_TOKEN_FILE)} (a credencial da consulta). ${advice}`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`${server.url}${pathAndQuery}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
  } catch {
    throw new CommandError(
      `${holder} e não respondeu em ${Math.round(SERVER_TIMEOUT_MS / 1000)} s (${server.url}). ${advice}`,
    );
  }
  if (!response.ok) {
    const said = ((await response.json().catch(() => ({}))) as { error?: unknown }).error;
    throw new CommandError(
      `${holder} e recusou a consulta (HTTP ${response.status}${typeof said === "string" ? `: ${said}` : ""}). ${advice}`,
    );
  }
  return response.json();
}

async function fromRunningServer(dataDir: string, server: LockHolder, filter: LeadFilter): Promise<StoredLead[]> {
  const query = leadFilterToQuery(filter);
  const answer = await askRunningServer(dataDir, server, `${LEADS_PATH}${query ? `?${query}` : ""}`);
  return (answer as { leads: StoredLead[] }).leads;
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
    if (outcome.heldBy.role !== "server")
      throw new CommandError(
        `Outro npm run leads (pid ${outcome.heldBy.pid}) está lendo o banco local em ${dataDir}. Tente de novo em instantes.`,
      );
    return {
      leads: await fromRunningServer(dataDir, outcome.heldBy, filter),
      source: "servidor de funções em execução",
    };
  }
  try {
    return { leads: await fromDataDir(dataDir, filter), source: `banco local em ${dataDir}` };
  } finally {
    await outcome.lock.release();
  }
}

/** The leads matching `filter`, and where they were read (said under the listing). */
export async function readLeads(filter: LeadFilter): Promise<{ leads: StoredLead[]; source: string }> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) return fromLocalStore(resolve(process.env.DATA_DIR ?? ".data"), filter);
  let host: string;
  try {
    host = new URL(databaseUrl).host;
  } catch {
    throw new CommandError("DATABASE_URL não é um endereço postgresql://… válido.");
  }
  try {
    return { leads: await fromDatabaseUrl(databaseUrl, filter), source: `banco em ${host}` };
  } catch (error) {
    throw new CommandError(
      `Não foi possível ler os leads do banco em ${host}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
