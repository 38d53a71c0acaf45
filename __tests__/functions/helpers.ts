/** Real local infrastructure for the function tests: SMTP sink, function server child process, temp dirs. */

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";
import type { StoredLead } from "../../supabase/functions/_shared/types";

export const ROOT = resolve(__dirname, "..", "..");

export async function makeTempDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** A port that was free a moment ago (to start something on it later, e.g. an SMTP server "coming back"). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

export interface SmtpSink {
  port: number;
  messages: { envelopeTo: string[]; email: Email }[];
  waitForMessages(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** An in-process SMTP server that parses every received message with postal-mime. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SmtpSink["messages"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), email });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => done());
  });
  const address = server.server.address() as { port: number };
  return {
    port: address.port,
    messages,
    async waitForMessages(count, timeoutMs = 15_000) {
      await waitFor(() => messages.length >= count, timeoutMs, `${count} e-mail(s)`);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  functionUrl: string;
  output(): string;
  leads(pendingOnly?: boolean): Promise<StoredLead[]>;
  /** SIGTERM and wait for a clean exit (or SIGKILL when given). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Spawns `server/main.ts` as its own Node process (tsx loader) on a free port. */
export async function spawnFunctionServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  try {
    await waitFor(() => /listening on http:\/\/127\.0\.0\.1:\d+/.test(output) || child.exitCode !== null, 30_000, "server start");
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const match = /listening on (http:\/\/127\.0\.0\.1:\d+)(\S*)/.exec(output);
  if (!match) {
    child.kill("SIGKILL");
    throw new Error(`function server did not start:\n${output}`);
  }
  const [, url, path] = match;
  return {
    child,
    url,
    functionUrl: `${url}${path}`,
    output: () => output,
    async leads(pendingOnly = false) {
      const response = await fetch(`${url}/leads${pendingOnly ? "?pending=1" : ""}`);
      return ((await response.json()) as { leads: StoredLead[] }).leads;
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function postLead(functionUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(functionUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
