/**
 * `npm run bench:functions`: load-tests the local send-form-email server (PGlite store, .eml
 * outbox mailer) in its own process, with autocannon in this one, and prints a table.
 * Rate limiting is switched off (RATE_LIMIT_MAX=0) since all requests come from one address.
 */

import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The part of autocannon's API used here (the package ships no type declarations). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(__filename)("autocannon") as Autocannon;

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROOT = resolve(__dirname, "..");

const validLead = {
  formType: "contact",
  name: "Bia Teste",
  email: "bia@example.com",
  phone: "11 3333-4444",
  insuranceType: "vida",
  message: "Gostaria de uma cotação de seguro de vida.",
};

async function startServer(dataDir: string): Promise<{ functionUrl: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, RATE_LIMIT_MAX: "0", SMTP_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const functionUrl = await new Promise<string>((done, fail) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+)/.exec(output);
      if (match) done(match[1]);
    });
    child.once("exit", (code) => fail(new Error(`function server exited with ${code}:\n${output}`)));
  });
  return {
    functionUrl,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-functions-"));
  const server = await startServer(dataDir);
  try {
    const json = { "Content-Type": "application/json", Origin: "http://localhost:8000" };
    const scenarios: [string, Parameters<Autocannon>[0]][] = [
      ["lead válido → 200 (grava + .eml)", { url: server.functionUrl, method: "POST", headers: json, body: JSON.stringify(validLead), connections: CONNECTIONS, duration: DURATION_SECONDS }],
      ["entrada inválida → 422", { url: server.functionUrl, method: "POST", headers: json, body: JSON.stringify({ ...validLead, name: "" }), connections: CONNECTIONS, duration: DURATION_SECONDS }],
      ["preflight OPTIONS → 204", { url: server.functionUrl, method: "OPTIONS", headers: { Origin: "http://localhost:8000" }, connections: CONNECTIONS, duration: DURATION_SECONDS }],
    ];
    const rows: string[] = [];
    for (const [name, options] of scenarios) {
      console.error(`running: ${name} (${DURATION_SECONDS}s, ${CONNECTIONS} connections)`);
      const result = await autocannon(options);
      rows.push(
        `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total} | ${result.non2xx} | ${result.errors + result.timeouts} |`,
      );
    }
    const emails = (await readdir(join(dataDir, "outbox"))).length;
    console.log(`\nsend-form-email, local server (Node ${process.version}), ${CONNECTIONS} connections, ${DURATION_SECONDS}s each\n`);
    console.log("| cenário | req/s | p50 (ms) | p99 (ms) | requisições | não-2xx | erros de conexão |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) console.log(row);
    console.log(`\n${emails} e-mails written to the outbox.`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
