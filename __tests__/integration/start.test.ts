/**
 * `npm start` (scripts/start.ts) stops every process it started when its own process alone gets a
 * signal, not only when a terminal signals the whole group. The function server and the editor are
 * the real ones on free ports (PORT, CMS_PORT); gatsby develop, too heavy to start here and writing
 * into the project's .cache and public/, is replaced through START_SITE_COMMAND by a stand-in of its
 * shape (test-kit/dev-site-stand-in.mjs: a parent and a forked child serving the port).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { seedFromTemplate } from "../../test-kit/pglite-template";
import { freePort, makeTempDir, ROOT, waitFor } from "./helpers";

/** Each process's parent, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid …": the command may hold spaces and parentheses, so read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      map.set(Number(entry), ppid);
    } catch {
      // Ended while being read.
    }
  }
  return map;
}

function descendants(root: number): number[] {
  const all = parents();
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const [pid, ppid] of all) {
      if (ppid === parent) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** Running: present in /proc and not a zombie (an ended process its parent has not reaped yet). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** Whether a server listens there (any HTTP answer: the status route answers 401 without its secret). */
async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

describe("npm start", () => {
  let npm: ChildProcess | null = null;
  let started: number[] = [];
  afterEach(() => {
    // Whatever a failed test left behind.
    for (const pid of started.filter(running)) process.kill(pid, "SIGKILL");
    if (npm?.exitCode === null) npm.kill("SIGKILL");
  });

  // SIGHUP: npm passes it on to no one and dies of it; the supervisor sees its parent gone.
  it.each(["SIGINT", "SIGTERM", "SIGHUP"] as const)(
    "%s to the npm process alone stops all three servers and every process under them",
    async (signal) => {
      const dataDir = await makeTempDir("npm-start-");
      try {
        seedFromTemplate(dataDir.path);
        const [functionsPort, cmsPort, sitePort] = [await freePort(), await freePort(), await freePort()];
        npm = spawn("npm", ["start"], {
          cwd: ROOT,
          env: {
            ...process.env,
            PORT: String(functionsPort),
            CMS_PORT: String(cmsPort),
            DATA_DIR: dataDir.path,
            START_SITE_COMMAND: `node test-kit/dev-site-stand-in.mjs ${sitePort}`,
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        npm.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
        npm.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
        const exited = new Promise<number | null>((done) => npm?.once("exit", (code) => done(code)));
        const urls = [
          `http://127.0.0.1:${functionsPort}/functions/v1/send-form-email/status`,
          `http://127.0.0.1:${cmsPort}/admin/`,
          `http://127.0.0.1:${sitePort}/`,
        ];
        await waitFor(
          async () => (await Promise.all(urls.map(answers))).every(Boolean) || npm?.exitCode !== null,
          90_000,
          `the three servers:\n${output}`,
        );
        expect(npm.exitCode).toBeNull();

        started = descendants(npm.pid as number);
        // npm, the supervisor, and under each server at least a shell, npm, another shell and a program.
        expect(started.length).toBeGreaterThanOrEqual(13);
        expect(output).toContain("[functions]");
        expect(output).toContain("[editor]");
        expect(output).toContain("[site]");

        process.kill(npm.pid as number, signal);
        await waitFor(
          () => started.every((pid) => !running(pid)),
          30_000,
          `every process to end after ${signal}: ${started.filter(running).join(", ")}`,
        );
        await exited;
        expect(await Promise.all(urls.map(answers))).toEqual([false, false, false]);
        if (signal !== "SIGHUP") expect(output).toMatch(new RegExp(`npm run functions stopped \\(${signal}\\)`));
      } finally {
        await dataDir.remove();
      }
    },
  );
});
