/**
 * `npx tsx bench/function-cost.ts [--root <worktree>] [--leads N] [--connections C] [--statements]
 * [--profile <dir>]`: what one valid
 * lead costs the production entry (Deno + PostgreSQL 17), in counts a busy host does not move much:
 * CPU milliseconds of the Deno process and of PostgreSQL (every backend and the postmaster's
 * helpers), transactions committed, and the SQL functions called, per lead, from the request to the
 * end of its background work (staff mail, confirmation). `bench:functions` measures throughput; this
 * says where a change moved the work. `--root` runs another checkout's entry, migrations and kit
 * (e.g. a worktree of 44baee2, whose kit lives in dev/), so both sides are probed by one script;
 * --statements and --profile need this checkout's kit.
 */

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  amount: number;
  requests: { method: string; headers: Record<string, string>; setupRequest: (r: object) => object }[];
}) => PromiseLike<AutocannonResult>;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const ROOT = resolve(option("root", join(__dirname, "..")));
const LEADS = Number(option("leads", "3000"));
const CONNECTIONS = Number(option("connections", "10"));
/** This checkout's kit, or an older one's (dev/ before the kit moved to test-kit/). */
/** pg_stat_statements on (test-kit/postgres-process.mts): the 30 costliest statements, those inside the functions too. */
const STATEMENTS = process.argv.includes("--statements");
if (STATEMENTS) process.env.POSTGRES_STATEMENT_STATISTICS = "1";
/** A V8 CPU profile of the Deno entry, with a Markdown summary, into this directory (test-kit/function-processes.ts). */
if (process.argv.includes("--profile")) process.env.DENO_CPU_PROFILE_DIR = resolve(option("profile", "."));
const KIT = existsSync(join(ROOT, "test-kit", "embedded-postgres.ts")) ? join(ROOT, "test-kit") : join(ROOT, "dev");
const autocannon = createRequire(join(ROOT, "package.json"))("autocannon") as Autocannon;

interface Kit {
  startPostgres(): Promise<{
    createLeadsDatabase(): Promise<{ url: string; functionUrl?: string; client: SqlClient }>;
    stop(): Promise<void>;
  }>;
  spawnEdgeFunction(
    env: Record<string, string>,
  ): Promise<{ child: { pid?: number }; functionUrl: string; stop(): Promise<unknown> }>;
  startResendStandIn(): Promise<{ apiKey: string; endpoint: string; close(): Promise<void> }>;
}
interface SqlClient {
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  exec(text: string): Promise<void>;
}

/** Clock ticks per second of /proc's CPU times (100 on Linux). */
const TICKS = 100;

/** Every process below `root`, with its CPU time so far (its own and its reaped children's), in ms. */
function processTree(root: number): Map<number, { comm: string; cpuMs: number }> {
  const all = new Map<number, { ppid: number; comm: string; cpuMs: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // Fields after the name: state ppid … utime(12) stime(13) cutime(14) cstime(15), from index 0 = state.
      const cpu = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      all.set(Number(entry), { ppid: Number(fields[1]), comm, cpuMs: (cpu * 1000) / TICKS });
    } catch {
      // A process that ended while being read.
    }
  }
  const tree = new Map<number, { comm: string; cpuMs: number }>();
  const visit = (pid: number) => {
    for (const [child, info] of all)
      if (info.ppid === pid && !tree.has(child)) {
        tree.set(child, info);
        visit(child);
      }
  };
  visit(root);
  return tree;
}

function cpuOf(tree: Map<number, { comm: string; cpuMs: number }>, denoPid: number) {
  let postgres = 0;
  for (const info of tree.values()) if (info.comm === "postgres") postgres += info.cpuMs;
  return { deno: tree.get(denoPid)?.cpuMs ?? 0, postgres };
}

async function main(): Promise<void> {
  const load = (name: string) => import(join(KIT, name)) as Promise<Partial<Kit>>;
  const kit = {
    ...(await load("embedded-postgres.ts")),
    ...(await load("function-processes.ts")),
    ...(await load("resend-stand-in.ts")),
  } as Kit;
  const dataDir = await mkdtemp(join(tmpdir(), "function-cost-"));
  const postgres = await kit.startPostgres();
  const resend = await kit.startResendStandIn();
  const { url, functionUrl, client } = await postgres.createLeadsDatabase();
  const [{ db }] = await client.query<{ db: string }>("select current_database() as db");
  // Counts calls and time of every SQL function, for sessions opened from now on (the function's).
  await client.exec(`alter database ${db} set track_functions = 'all'`);
  const fn = await kit.spawnEdgeFunction({
    RATE_LIMIT_MAX: "0",
    MAIL_MAX_PER_HOUR: "0",
    LEADS_MAX_PER_MINUTE: "0",
    LEADS_MAX_PER_HOUR: "0",
    LEADS_TO_EMAIL: "corretora@example.com",
    LEADS_FROM_EMAIL: "site@example.com",
    ALLOWED_ORIGINS: "http://localhost:8000",
    SUPABASE_DB_URL: url,
    ...(functionUrl ? { LEADS_DB_URL: functionUrl } : {}),
    RESEND_API_KEY: resend.apiKey,
    RESEND_API_URL: resend.endpoint,
    LEADS_HASH_SALT: "bench",
  });
  let sequence = 0;
  const fire = (amount: number) =>
    autocannon({
      url: fn.functionUrl,
      connections: CONNECTIONS,
      amount,
      requests: [
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "http://localhost:8000" },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              formType: "contact",
              name: "Bia Teste",
              email: "bia@example.com",
              phone: "11 3333-4444",
              insuranceType: "vida",
              message: `Gostaria de uma cotação de seguro de vida (${(sequence += 1)}).`,
            }),
          }),
        },
      ],
    });
  let monitorQueries = 0;
  const drained = async () => {
    for (let wait = 0; wait < 600; wait += 1) {
      monitorQueries += 1;
      const [row] = await client.query<{ n: number }>(
        "select count(*)::int as n from public.leads where delivery_status <> 'delivered'",
      );
      if (row.n === 0) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error("the background work did not drain in 60 s");
  };
  const counters = async () => {
    const [database] = await client.query<{ commits: string }>(
      "select xact_commit::text as commits from pg_stat_database where datname = current_database()",
    );
    const functions = await client.query<{ name: string; calls: string; self_ms: number; total_ms: number }>(
      "select schemaname || '.' || funcname as name, calls::text as calls, self_time as self_ms, total_time as total_ms from pg_stat_user_functions",
    );
    return { commits: Number(database.commits), functions };
  };
  try {
    await fire(300);
    await drained();
    // Statistics reach the views when a backend reports them (at most once a second); let them settle.
    await new Promise((done) => setTimeout(done, 1500));
    const denoPid = fn.child.pid as number;
    const pollsBefore = monitorQueries;
    const before = { cpu: cpuOf(processTree(process.pid), denoPid), counts: await counters(), at: Date.now() };
    const result = await fire(LEADS);
    const answeredMs = Date.now() - before.at;
    await drained();
    await new Promise((done) => setTimeout(done, 1500));
    const after = { cpu: cpuOf(processTree(process.pid), denoPid), counts: await counters() };
    // The first of counters()' two queries ran after the snapshot's count; drained()'s polls are the monitor's too.
    const ownCommits = monitorQueries - pollsBefore + 1;
    const per = (value: number) => (value / LEADS).toFixed(2);
    console.log(`\n${ROOT}: ${LEADS} valid leads, ${CONNECTIONS} connections, ${new Date().toISOString()}`);
    console.log(
      `answered in ${answeredMs} ms (${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms), non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
    console.log(
      `CPU ms per lead: Deno ${per(after.cpu.deno - before.cpu.deno)}, PostgreSQL ${per(after.cpu.postgres - before.cpu.postgres)}`,
    );
    console.log(`transactions committed per lead: ${per(after.counts.commits - before.counts.commits - ownCommits)}`);
    console.log("| SQL function | calls per lead | total ms per call | self ms per call |\n|---|---:|---:|---:|");
    for (const row of after.counts.functions) {
      const earlier = before.counts.functions.find((f) => f.name === row.name);
      const calls = Number(row.calls) - Number(earlier?.calls ?? 0);
      if (calls === 0) continue;
      const total = row.total_ms - (earlier?.total_ms ?? 0);
      const self = row.self_ms - (earlier?.self_ms ?? 0);
      console.log(`| ${row.name} | ${per(calls)} | ${(total / calls).toFixed(3)} | ${(self / calls).toFixed(3)} |`);
    }
    if (STATEMENTS) {
      await client.exec("create extension if not exists pg_stat_statements");
      const rows = await client.query<{ q: string; calls: string; exec: number; plan: number; plans: string }>(
        "select left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as q, calls::text as calls, mean_exec_time as exec, mean_plan_time as plan, plans::text as plans from pg_stat_statements where calls >= $1 order by total_exec_time + total_plan_time desc limit 30",
        [LEADS / 2],
      );
      console.log("\ncalls\tplans\tmean ms\tmean plan ms\tstatement");
      for (const row of rows)
        console.log(`${row.calls}\t${row.plans}\t${row.exec.toFixed(3)}\t${row.plan.toFixed(3)}\t${row.q}`);
    }
  } finally {
    await fn.stop();
    await resend.close();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
