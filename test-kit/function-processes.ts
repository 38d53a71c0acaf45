/**
 * The two runtimes of send-form-email as child processes, for the tests and the bench: the local
 * server (Node + PGlite) and the production entry (Deno + Postgres + Resend). Each binds 127.0.0.1 on
 * a free port and prints its URL; stop() ends it (SIGTERM, or SIGKILL to simulate a crash).
 */

import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";

import { nodeEntryArgs } from "./node-entries";
import { ROOT as PROJECT_ROOT } from "./paths";
import { seedFromTemplate } from "./pglite-template";

export interface FunctionProcess {
  child: ChildProcess;
  /** …/functions/v1/send-form-email */
  functionUrl: string;
  output(): string;
  /** SIGTERM and wait for the exit code (or SIGKILL when given: null). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

async function launch(command: string, args: string[], env: Record<string, string>): Promise<FunctionProcess> {
  const child = spawn(command, args, {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const functionUrl = await new Promise<string>((resolveUrl, reject) => {
    const deadline = setTimeout(() => {
      clearInterval(poll);
      child.kill("SIGKILL");
      reject(new Error(`${command} did not listen within 60 s:\n${output}`));
    }, 60_000);
    const poll = setInterval(() => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/send-form-email)/.exec(output);
      if (match || child.exitCode !== null) {
        clearInterval(poll);
        clearTimeout(deadline);
        if (match) resolveUrl(match[1]);
        else reject(new Error(`${command} exited with ${child.exitCode} before listening:\n${output}`));
      }
    }, 50);
  });
  return {
    child,
    functionUrl,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * `local-supabase/main.ts` (PGlite in DATA_DIR, SMTP or outbox); a new DATA_DIR starts from the tier's
 * migrated template. With `umask` ("000", "022"), started by a shell that sets it first, as a user's would.
 */
export function spawnLocalServer(
  env: Record<string, string>,
  options: { umask?: string } = {},
): Promise<FunctionProcess> {
  if (env.DATA_DIR) seedFromTemplate(env.DATA_DIR);
  const serverEnv = { HOST: "127.0.0.1", PORT: "0", ...env };
  if (options.umask === undefined) return launch(process.execPath, nodeEntryArgs("local-server"), serverEnv);
  return launch(
    "/bin/sh",
    ["-c", `umask ${options.umask} && exec "$@"`, "sh", process.execPath, ...nodeEntryArgs("local-server")],
    serverEnv,
  );
}

/**
 * The Deno binary itself. node_modules/.bin/deno is a Node shim when deno's install script did not
 * run (package.json denies it: npm 12 blocks unreviewed scripts), and the shim's spawnSync child would
 * outlive the SIGTERM or SIGKILL stop() sends. deno's own install_api resolves the platform package's
 * binary (@deno/linux-x64), as the shim does.
 */
function denoExecutable(): string {
  const api = createRequire(join(PROJECT_ROOT, "package.json"))("deno/install_api.cjs") as { runInstall(): string };
  return api.runInstall();
}

/** The Supabase entry under the project's Deno, with the permissions it needs on loopback. */
export function spawnEdgeFunction(env: Record<string, string>): Promise<FunctionProcess> {
  return launch(
    denoExecutable(),
    [
      "run",
      // A V8 CPU profile of the entry, written when it stops (bench/function-cost.ts --profile).
      ...(process.env.DENO_CPU_PROFILE_DIR
        ? [`--cpu-prof-dir=${process.env.DENO_CPU_PROFILE_DIR}`, "--cpu-prof-md"]
        : []),
      "--allow-net=127.0.0.1",
      "--allow-env",
      `--allow-read=${PROJECT_ROOT}`,
      "--config",
      "supabase/functions/deno.json",
      "supabase/functions/send-form-email/index.ts",
    ],
    { FUNCTION_PORT: "0", NO_COLOR: "1", ...env },
  );
}
