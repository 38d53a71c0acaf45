/**
 * Starts a real PostgreSQL 17 server (postgres-process.mts) for the tests and the bench, with
 * stand-ins for the Supabase extensions the scheduling migration needs (pg_cron, pg_net, Vault).
 */

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createPostgresClient, type PostgresClient } from "../supabase/functions/send-form-email/postgres-client.ts";
import { applyMigrations } from "../local-supabase/migrate.ts";

// __filename, not __dirname: tsx gives a CommonJS module imported from an ES module a wrong __dirname.
const HERE = dirname(__filename);
export interface PostgresServer {
  /** The maintenance database (postgres). */
  url: string;
  /**
   * A new empty database with Supabase's roles and default grants, then every migration applied,
   * hosted-only ones included. `functionUrl` connects as the function's own role (send_form_email),
   * as production does through LEADS_DB_URL.
   */
  createLeadsDatabase(options?: {
    migrationsBefore?: string;
  }): Promise<{ url: string; functionUrl: string; readerUrl: string; client: PostgresClient }>;
  stop(): Promise<void>;
}

/** The password the tests give the function's login role (roles are shared by the cluster's databases). */
export const FUNCTION_ROLE_PASSWORD = "senha-do-papel-da-funcao";
const READER_ROLE_PASSWORD = "senha-do-papel-de-leitura";

/**
 * The environment variable through which the integration tier's global setup hands its one
 * PostgreSQL to every test file (__tests__/integration/global-setup.ts): a cluster takes seconds to
 * initialise, and each file's databases are its own anyway.
 */
export const SHARED_POSTGRES_ENV = "TEST_POSTGRES_URL";

/** A PostgreSQL process of its own: its URL, and stop() to end it (its data directory goes with it). */
export async function spawnPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(HERE, "postgres-process.mts")], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\{.*\})/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve((JSON.parse(ready[1]) as { url: string }).url);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL process exited with ${code}:\n${output}`));
    });
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return {
    url,
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

/** Serialises the databases' setup across the tier's workers: roles are the cluster's, and two `create role` at once collide. */
const SETUP_LOCK = 7_300_001;

/**
 * The tier's shared PostgreSQL when the global setup started one, else one for this caller alone
 * (a file run on its own, the bench). stop() closes this caller's connections, and ends the server
 * only if it is the caller's own.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const shared = process.env[SHARED_POSTGRES_ENV];
  const own = shared ? null : await spawnPostgres();
  const url = shared ?? (own as { url: string }).url;
  const admin = createPostgresClient(url, { queryTimeoutMs: 30_000, connectTimeoutSeconds: 10, maxConnections: 1 });
  const clients: PostgresClient[] = [admin];
  return {
    url,
    async createLeadsDatabase({ migrationsBefore }: { migrationsBefore?: string } = {}) {
      // Unique across the tier's workers and the files one worker runs in turn (each file gets fresh modules).
      const name = `leads_${randomBytes(6).toString("hex")}`;
      // The admin pool has one connection: the session lock and its release happen on the same session.
      await admin.exec(`select pg_advisory_lock(${SETUP_LOCK})`);
      try {
        return await setUp(name, migrationsBefore);
      } finally {
        await admin.exec(`select pg_advisory_unlock(${SETUP_LOCK})`);
      }
    },
    async stop() {
      await Promise.allSettled(clients.map((client) => client.end()));
      await own?.stop();
    },
  };

  async function setUp(
    name: string,
    migrationsBefore: string | undefined,
  ): Promise<{ url: string; functionUrl: string; readerUrl: string; client: PostgresClient }> {
    await admin.exec(`create database ${name}`);
    const databaseUrl = url.replace(/\/postgres$/, `/${name}`);
    const client = createPostgresClient(databaseUrl, {
      queryTimeoutMs: 30_000,
      connectTimeoutSeconds: 10,
      maxConnections: 4,
    });
    clients.push(client);
    // Supabase's preinstalled roles, grants and Vault, then the migrations exactly as `supabase db push` applies them.
    await client.exec(await readFile(join(HERE, "postgres-stand-ins", "supabase-roles.sql"), "utf8"));
    await client.exec(await readFile(join(HERE, "postgres-stand-ins", "vault.sql"), "utf8"));
    await applyMigrations(client, { includeHostedOnly: true, before: migrationsBefore });
    // What the operator does once (docs/deploy.md, "Deploy (Supabase)"): let the function's role log in,
    // and the staff's read-only role (once its migration ran).
    await client.exec(`alter role send_form_email with login password '${FUNCTION_ROLE_PASSWORD}'`);
    const [reader] = await client.query<{ exists: boolean }>(
      "select exists (select 1 from pg_roles where rolname = 'leads_reader') as exists",
    );
    if (reader.exists) await client.exec(`alter role leads_reader with login password '${READER_ROLE_PASSWORD}'`);
    const functionUrl = databaseUrl.replace(/\/\/postgres:[^@]*@/, `//send_form_email:${FUNCTION_ROLE_PASSWORD}@`);
    const readerUrl = databaseUrl.replace(/\/\/postgres:[^@]*@/, `//leads_reader:${READER_ROLE_PASSWORD}@`);
    return { url: databaseUrl, functionUrl, readerUrl, client };
  }
}
