/**
 * The SqlClient of production: postgres.js straight to Postgres. Supabase's pooler (Supavisor) in
 * transaction mode cannot keep prepared statements, so they are off. Every query has a deadline:
 * a hung database must not keep the visitor waiting until the platform kills the function (the
 * visitor would resubmit). Plain TypeScript on postgres.js, so Node (tests, `npm run leads`) uses it too.
 */

import postgres from "postgres";
import type { SqlClient } from "../_shared/sql-store.ts";

export interface PostgresClientOptions {
  queryTimeoutMs: number;
  connectTimeoutSeconds: number;
  maxConnections: number;
}

export const DEFAULT_POSTGRES_OPTIONS: PostgresClientOptions = {
  queryTimeoutMs: 5000,
  connectTimeoutSeconds: 5,
  maxConnections: 10,
};

export interface PostgresClient extends SqlClient {
  /** Runs several statements in one implicit transaction (migrations); allowed a minute. */
  exec(text: string): Promise<void>;
  end(): Promise<void>;
}

export function createPostgresClient(
  url: string,
  options: PostgresClientOptions = DEFAULT_POSTGRES_OPTIONS,
): PostgresClient {
  const sql = postgres(url, {
    prepare: false,
    max: options.maxConnections,
    connect_timeout: options.connectTimeoutSeconds,
    idle_timeout: 20,
    max_lifetime: 30 * 60,
    onnotice: () => undefined,
    connection: { application_name: "send-form-email" },
  });

  async function withDeadline<T>(
    pending: Promise<T> & { cancel(): void },
    what: string,
    timeoutMs: number,
  ): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        pending.cancel();
        reject(new Error(`${what} took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([pending, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async query<Row extends object>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
      // postgres.js types its parameters narrowly; the SQL casts ($1::uuid[] …) fix the types here.
      const pending = sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      const rows = await withDeadline(pending, "database query", options.queryTimeoutMs);
      return Array.from(rows) as unknown as Row[];
    },
    async exec(text) {
      await withDeadline(sql.unsafe(text).simple(), "database script", 60_000);
    },
    end: () => sql.end({ timeout: 5 }),
  };
}
