/**
 * One `gatsby build` (or copy of public/) at a time among the tests, the bench and every worktree on
 * this machine, so no reader sees two builds mixed. A proper-lockfile lock: an atomic mkdir of
 * BUILD_LOCK + ".lock", kept fresh by its holder, on Linux and macOS alike (`flock` is Linux-only).
 */
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

/** Only a name to lock: the lock is the directory `${BUILD_LOCK}.lock`, so this path never needs to exist. */
const BUILD_LOCK = path.join(os.tmpdir(), "corretora-site-build");
/** Every 2 s for up to 20 minutes: a cold build takes minutes on two busy cores (docs/testing.md), and builds may queue. */
const WAIT = { retries: 600, factor: 1, minTimeout: 2_000, maxTimeout: 2_000 };
/**
 * The longest wait for the lock. A test that takes it allows this plus its own work, since the
 * tests' own build of the site (minutes beside the other files) may hold the lock when it starts.
 */
export const LOCK_WAIT_MS = WAIT.retries * WAIT.maxTimeout;
/**
 * The holder refreshes the lock's mtime every STALE_MS / 2 on a timer, so the work under the lock
 * must leave the event loop free (async child processes, not execFileSync). A lock not refreshed
 * for STALE_MS is a dead holder's and is taken over; 30 s leaves room for a machine under load.
 */
const STALE_MS = 30_000;

/** Runs `fn` holding the build lock, waiting for other holders first; releases it however `fn` ends. */
export async function withBuildLock<T>(fn: () => Promise<T> | T): Promise<T> {
  let lost: Error | undefined;
  const options = {
    realpath: false,
    stale: STALE_MS,
    onCompromised: (error: Error) => {
      lost = error;
    },
  };
  const release = await lockfile.lock(BUILD_LOCK, options).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "ELOCKED") throw error;
    console.log(`Waiting for another build to finish (lock ${BUILD_LOCK}.lock)…`);
    return lockfile.lock(BUILD_LOCK, { ...options, retries: WAIT }).catch((waitError: NodeJS.ErrnoException) => {
      if (waitError.code !== "ELOCKED") throw waitError;
      throw new Error(`The build lock ${BUILD_LOCK}.lock was still held after 20 minutes; is a build stuck?`);
    });
  });
  let result: T;
  try {
    result = await fn();
  } finally {
    if (!lost) await release();
  }
  if (lost)
    throw new Error(
      `The build lock was lost while held (${lost.message}): another build may have overlapped; run again.`,
    );
  return result;
}
