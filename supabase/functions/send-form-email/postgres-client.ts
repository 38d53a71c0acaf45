/**
 * The SqlClient of production: node-postgres (`pg`) straight to Postgres, or through Supabase's
 * pooler (Supavisor) in transaction mode. node-postgres sends a parameterised query as one unnamed
 * statement (Parse, Bind, Execute, Sync in one write, one round trip), which a transaction pooler
 * accepts; postgres.js, without prepared statements, described every such query first: a second
 * round trip (docs/speed.md). Every query has a deadline: a hung database must not keep the visitor
 * waiting until the platform kills the function (the visitor would resubmit). Plain TypeScript on
 * node-postgres, so Node (tests, `npm run leads`) uses it too.
 */

import pg from "pg";
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

/**
 * The URL with libpq's meaning of `sslmode`, which Supabase's connection strings assume and
 * postgres.js followed: `require` encrypts without verifying the certificate (Supabase's are signed
 * by its own CA), `verify-full` verifies it against `sslrootcert`. node-postgres reads `require` as
 * `verify-full` unless told otherwise, and would refuse such a server.
 */
function withLibpqSslModes(url: string): string {
  if (!/[?&]sslmode=/.test(url) || /[?&]uselibpqcompat=/.test(url)) return url;
  return `${url}&uselibpqcompat=true`;
}

export function createPostgresClient(
  url: string,
  options: PostgresClientOptions = DEFAULT_POSTGRES_OPTIONS,
): PostgresClient {
  const pool = new pg.Pool({
    connectionString: withLibpqSslModes(url),
    max: options.maxConnections,
    connectionTimeoutMillis: options.connectTimeoutSeconds * 1000,
    idleTimeoutMillis: 20_000,
    maxLifetimeSeconds: 30 * 60,
    application_name: "send-form-email",
  });
  // An idle connection the server or the pooler closes is reported here; unheard, it would end the
  // process. The pool has already dropped it and opens another for the next query.
  pool.on("error", () => undefined);

  /**
   * Runs `work` on a connection of its own within `timeoutMs`, counting the wait for a connection.
   * Past the deadline the caller gets an error at once, and the connection is destroyed rather than
   * returned to the pool, so nothing queued behind the late statement reuses it.
   */
  async function withConnection<T>(
    what: string,
    timeoutMs: number,
    work: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    let late = false;
    let inUse: pg.PoolClient | undefined;
    /** Gives the connection back once, whoever comes first: the statement's end or the deadline. */
    const giveBack = (client: pg.PoolClient, destroyWith?: Error) => {
      if (inUse !== client) return;
      inUse = undefined;
      client.release(destroyWith);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        late = true;
        if (inUse) giveBack(inUse, new Error(`${what} ran past its deadline`));
        reject(new Error(`${what} took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    const running = (async () => {
      const client = await pool.connect();
      if (late) {
        client.release();
        throw new Error(`${what} had no connection in time`);
      }
      inUse = client;
      try {
        const result = await work(client);
        giveBack(client);
        return result;
      } catch (error) {
        // A connection whose statement failed at the socket is not trusted again; a SQL error
        // (an answer with a SQLSTATE code) leaves it in a clean state.
        giveBack(client, error instanceof pg.DatabaseError ? undefined : (error as Error));
        throw error;
      }
    })();
    // After the deadline, the late outcome has no listener left.
    running.catch(() => undefined);
    try {
      return await Promise.race([running, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    query<Row extends object>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
      // Parameters go as text for the server to type; the SQL casts them ($1::uuid[] …).
      return withConnection("database query", options.queryTimeoutMs, async (client) => {
        const result = await client.query<Row>(text, [...params]);
        return result.rows;
      });
    },
    async exec(text) {
      // No parameters: the simple protocol, which runs several statements in one implicit transaction.
      await withConnection("database script", 60_000, (client) => client.query(text));
    },
    // Waits for the statements still running, but not for ever: a connection still being opened to a
    // silent server would hold pool.end() until its connect timeout.
    async end() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((done) => (timer = setTimeout(done, 5000)));
      await Promise.race([pool.end(), grace]);
      clearTimeout(timer);
    },
  };
}
