/**
 * Keeps the unit tier honest (jest.config.js): a unit test that starts a process or a server
 * fails, naming what it tried, instead of quietly making the tier slow. Such a test belongs in
 * __tests__/integration/. Jest hands tests Node's real built-in modules and shares its workers
 * between projects, so the patches are undone after each file.
 */
import childProcess from "node:child_process";
import net from "node:net";

const STARTERS = ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const;

type Patched = { target: object; name: string; original: unknown };
const patched: Patched[] = [];

function forbid(target: object, name: string, what: string): void {
  const record = target as Record<string, unknown>;
  patched.push({ target, name, original: record[name] });
  record[name] = () => {
    throw new Error(`The unit tier starts nothing (${what}): move this test to __tests__/integration/.`);
  };
}

// At load, before the test file is required: a test that keeps `promisify(execFile)` gets the guard too.
for (const name of STARTERS) forbid(childProcess, name, `child_process.${name}`);
forbid(net.Server.prototype, "listen", "a server's listen()");

afterAll(() => {
  for (const { target, name, original } of patched.splice(0)) (target as Record<string, unknown>)[name] = original;
});
