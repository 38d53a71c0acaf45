/** Waiting and ports, shared by the integration and browser tests and the bench. */
import { createServer } from "node:net";

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Polls `condition` every 100 ms; throws naming `what` after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Polls `probe` every 100 ms until it gives a value, and returns it; throws naming `what` after `timeoutMs`. */
export async function waitForValue<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  let value: T | undefined;
  await waitFor(async () => (value = await probe()) !== undefined, timeoutMs, what);
  return value as T;
}

/** A loopback port that was free a moment ago (to start something on it later, e.g. a server "coming back"). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}
