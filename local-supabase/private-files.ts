/**
 * Lead data at rest on this machine (the outbox's .eml files, the PGlite folder, the secrets beside
 * it, CSV exports): readable by this machine's user only — files 0600 in folders 0700, whatever
 * umask the shell had. Each writer asks for those modes and puts them back on what already existed;
 * the entries (main.ts, leads-cli.ts) also narrow their umask, so files a library creates on its own
 * (PGlite's, which asks for 0640 and 0750) come out private too.
 */

import { randomBytes } from "node:crypto";
import { chmod, lstat, mkdir, open, readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** The umask that leaves only the owner's bits of whatever a library asks for. */
export const PRIVATE_UMASK = 0o077;

/** For an entry point only (it changes the whole process): every file it creates is its user's alone. */
export function narrowUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/** A folder of lead data (and every folder it creates on the way), 0700 even when it existed before. */
export async function privateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(path, PRIVATE_DIR_MODE);
}

/**
 * Writes `data` to `path` as a 0600 file: a new file is created so (a umask can only remove bits),
 * an existing one is put back to 0600 before a byte of the new content is in it. A path that is not
 * a regular file (`--output /dev/stdout`, a pipe) is written as it is.
 */
export async function writePrivateFile(path: string, data: string | Uint8Array, flag: "w" | "wx" = "w"): Promise<void> {
  const handle = await open(path, flag, PRIVATE_FILE_MODE);
  try {
    if ((await handle.stat()).isFile()) await handle.chmod(PRIVATE_FILE_MODE);
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}

/** Puts a file opened to others (group or world bits) back to 0600; true when it had to. */
export async function keepPrivate(path: string): Promise<boolean> {
  if (((await stat(path)).mode & PRIVATE_UMASK) === 0) return false;
  await chmod(path, PRIVATE_FILE_MODE);
  return true;
}

/**
 * Every folder and file under `root` (root included) back to 0700 / 0600: a folder made before this
 * rule, under another umask, or copied in. Symbolic links are left alone (chmod would follow them).
 */
export async function privateTree(root: string): Promise<void> {
  const info = await lstat(root);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== PRIVATE_DIR_MODE) await chmod(root, PRIVATE_DIR_MODE);
    for (const entry of await readdir(root)) await privateTree(join(root, entry));
  } else if ((info.mode & 0o777) !== PRIVATE_FILE_MODE) await chmod(root, PRIVATE_FILE_MODE);
}

/**
 * A random secret kept beside the database, so it survives restarts (hash salt, cron secret, the
 * leads token): created with mode 0600, and put back to 0600 if it was opened to others.
 */
export async function localSecret(dataDir: string, name: string): Promise<string> {
  const file = join(dataDir, name);
  await writePrivateFile(file, randomBytes(32).toString("hex"), "wx").catch(() => undefined);
  await keepPrivate(file);
  return (await readFile(file, "utf8")).trim();
}
