/**
 * `npm start`: the function server (`npm run functions`), the development site (`npm run develop`)
 * and the content editor (`npm run cms`) together, their output prefixed by name; when one stops,
 * the others are stopped too.
 *
 * Each server runs in a process group of its own, and a SIGINT, SIGTERM or SIGHUP to this one
 * process goes to each whole group, as a terminal's Ctrl-C does to its group. Passing a signal down
 * the chain instead does not work: npm forwards SIGINT and SIGTERM to its script's shell only, and
 * that shell (dash, Debian's and Ubuntu's /bin/sh) waits for its child without passing them on, so
 * under `concurrently` a signal to `npm start` alone stopped nothing. package.json runs this file
 * with `exec` for the same reason: npm's signal then reaches this process, not a shell.
 *
 * START_SITE_COMMAND replaces `npm run develop` with another command line (the tests' light stand-in
 * for gatsby develop); PORT and CMS_PORT move the function server and the editor as they do alone.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

interface Server {
  name: string;
  /** A shell command line. */
  command: string;
  /** ANSI colour of the prefix. */
  color: number;
}

const SERVERS: Server[] = [
  { name: "functions", command: "npm run functions", color: 36 },
  { name: "site", command: process.env.START_SITE_COMMAND || "npm run develop", color: 35 },
  { name: "editor", command: "npm run cms", color: 33 },
];

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
/** How long the servers get to stop after a signal before their groups are killed. */
const GRACE_MS = 10_000;

const colored = process.stdout.isTTY === true;
const width = Math.max(...SERVERS.map((server) => server.name.length));

function prefix(server: Server): string {
  const label = `[${server.name}]`.padEnd(width + 2);
  return colored ? `\x1b[${server.color}m${label}\x1b[0m ` : `${label} `;
}

/** Each line a server prints, with its name in front. */
function relay(stream: NodeJS.ReadableStream | null, server: Server, out: NodeJS.WriteStream): void {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => out.write(`${prefix(server)}${line}\n`));
}

/** Sends a signal to a server's whole process group (its npm, shell, tsx or gatsby children included). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function main(): void {
  const running = new Map<Server, ChildProcess>();
  let stopping: NodeJS.Signals | null = null;
  let exitCode = 0;

  const stopAll = (signal: NodeJS.Signals): void => {
    // A terminal's Ctrl-C arrives twice (from the terminal and forwarded by npm): one stop is enough.
    if (stopping !== null) return;
    stopping = signal;
    for (const child of running.values()) signalGroup(child, signal);
    setTimeout(() => {
      for (const child of running.values()) signalGroup(child, "SIGKILL");
    }, GRACE_MS).unref();
  };

  for (const server of SERVERS) {
    // Colours survive the pipe when this terminal has them (as concurrently did).
    const env = colored ? { FORCE_COLOR: "1", ...process.env } : process.env;
    const child = spawn("/bin/sh", ["-c", server.command], { detached: true, stdio: ["ignore", "pipe", "pipe"], env });
    running.set(server, child);
    relay(child.stdout, server, process.stdout);
    relay(child.stderr, server, process.stderr);
    child.on("error", (error) => process.stderr.write(`${prefix(server)}${error.message}\n`));
    // "close", not "exit": once every process of the group holding its output has ended too.
    child.on("close", (code, signal) => {
      running.delete(server);
      process.stdout.write(`${prefix(server)}${server.command} stopped (${signal ?? `exit code ${code}`})\n`);
      if (stopping === null) {
        // One server stopped on its own: the others are of little use without it.
        exitCode = code ?? 1;
        stopAll("SIGTERM");
      }
      if (running.size === 0) process.exit(exitCode);
    });
  }

  for (const signal of SIGNALS) process.on(signal, () => stopAll(signal));
  // npm passes on no SIGHUP, and nothing at all when it is killed: the servers never outlive it.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stopAll("SIGTERM");
  }, 500).unref();
}

main();
