/**
 * `npm start`: the site (gatsby develop on http://127.0.0.1:8000) and the local
 * send-form-email server (http://127.0.0.1:54321) together, so the forms work on a
 * fresh clone. Ctrl-C, or either process ending, stops both.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const processes: { name: string; child: ChildProcess }[] = [];
let stopping = false;

function prefix(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream): void {
  let buffer = "";
  stream?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

function run(name: string, command: string, args: string[]): void {
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
  prefix(name, child.stdout, process.stdout);
  prefix(name, child.stderr, process.stderr);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  processes.push({ name, child });
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const alive = processes.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let remaining = alive.length;
  for (const { child } of alive) {
    child.once("exit", () => {
      remaining -= 1;
      if (remaining === 0) process.exit(code);
    });
    child.kill("SIGTERM");
  }
  // Gatsby's develop server can take a moment; don't leave anything behind.
  setTimeout(() => alive.forEach(({ child }) => child.kill("SIGKILL")), 10_000).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run("functions", bin("tsx"), ["server/main.ts"]);
run("site", bin("gatsby"), ["develop", "-H", "127.0.0.1", "-p", process.env.SITE_PORT ?? "8000"]);
console.log("Starting the site on http://127.0.0.1:8000 and the forms' function on http://127.0.0.1:54321 (Ctrl-C stops both)…");
