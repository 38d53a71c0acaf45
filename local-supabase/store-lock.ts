/**
 * Who holds the local database. PGlite has a single writer and no lock of its own, so the process
 * that opens DATA_DIR/pglite (the function server, or `npm run leads` reading it directly) first
 * creates DATA_DIR/pglite.lock with its pid, its role and, for the server, the URL it listens on.
 * Another process finds the holder there instead of opening the folder too; a lock whose process
 * has died (SIGKILL, a crash) is taken over.
 */

import { link, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface LockHolder {
  pid: number;
  role: "server" | "leads";
  /** The server's address once it listens (its /leads route). */
  url?: string;
}

export interface StoreLock {
  /** Records the server's URL once it listens. */
  setUrl(url: string): Promise<void>;
  release(): Promise<void>;
}

export type LockOutcome = { lock: StoreLock } | { heldBy: LockHolder };

const LOCK_FILE = "pglite.lock";

/** Whether a process with this id runs (EPERM: it does, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readHolder(file: string): Promise<{ text: string; holder: LockHolder | null } | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    const valid = Number.isInteger(parsed.pid) && (parsed.role === "server" || parsed.role === "leads");
    return { text, holder: valid ? (parsed as LockHolder) : null };
  } catch {
    return { text, holder: null };
  }
}

/**
 * Takes the lock of `dataDir`'s database for this process, or says who holds it. The file appears
 * whole (written aside, then hard-linked into place, which fails if it exists), so a reader never
 * sees half of it.
 */
export async function acquireStoreLock(dataDir: string, role: LockHolder["role"]): Promise<LockOutcome> {
  const file = join(dataDir, LOCK_FILE);
  const own: LockHolder = { pid: process.pid, role };
  const write = async (holder: LockHolder): Promise<void> => {
    const aside = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(aside, JSON.stringify(holder), { mode: 0o600 });
    try {
      await link(aside, file);
    } finally {
      await unlink(aside).catch(() => undefined);
    }
  };
  const lock: StoreLock = {
    async setUrl(url) {
      own.url = url;
      const aside = `${file}.${process.pid}.url`;
      await writeFile(aside, JSON.stringify(own), { mode: 0o600 });
      // rename replaces the file in one step: readers see the old content or the new.
      await rename(aside, file);
    },
    async release() {
      const current = await readHolder(file);
      if (current?.holder?.pid === process.pid) await unlink(file).catch(() => undefined);
    },
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await write(own);
      return { lock };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const found = await readHolder(file);
    if (found?.holder && isAlive(found.holder.pid)) return { heldBy: found.holder };
    // Left by a process that has died, or unreadable: removed if it is still that very file.
    const again = await readHolder(file);
    if (again && again.text === found?.text) await unlink(file).catch(() => undefined);
  }
  throw new Error(`não foi possível obter ${file}: outro processo o recria a todo instante`);
}

/**
 * The lock for a function server. A `npm run leads` reading the folder holds it for a moment: waited
 * for, up to 10 s. Another server holding it is an error.
 */
export async function holdStoreForServer(dataDir: string): Promise<StoreLock> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outcome = await acquireStoreLock(dataDir, "server");
    if ("lock" in outcome) return outcome.lock;
    const { pid, role } = outcome.heldBy;
    if (role === "server" || Date.now() > deadline) {
      throw new Error(
        `${dataDir} já está em uso por ${role === "server" ? "outro servidor de funções" : "um npm run leads"} (pid ${pid}): pare-o antes de iniciar este.`,
      );
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}
