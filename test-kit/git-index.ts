/**
 * The paths git tracks, read from the repository's index file (versions 2 to 4), without starting
 * git: the unit tier starts no process. Enough for the tests' question "what does the repository
 * hold", not a general index reader (SHA-1 object names only).
 */
import fs from "node:fs";
import path from "node:path";

/** The index of the work tree at root: .git/index, or a linked worktree's own (.git is then a file naming its folder). */
function indexFile(root: string): string {
  const dotGit = path.join(root, ".git");
  if (fs.statSync(dotGit).isDirectory()) return path.join(dotGit, "index");
  const gitdir = /^gitdir: (.+)$/m.exec(fs.readFileSync(dotGit, "utf8"))?.[1];
  if (!gitdir) throw new Error(`${dotGit} names no gitdir`);
  return path.join(path.resolve(root, gitdir.trim()), "index");
}

const HASH_BYTES = 20;
/** ctime, mtime (8 each), dev, ino, mode, uid, gid, size (4 each), the object name, the flags. */
const FIXED_BYTES = 8 + 8 + 6 * 4 + HASH_BYTES + 2;
const EXTENDED_FLAG = 0x4000;

/** Every path in the index, with "/" separators, in index order. */
function trackedPaths(root: string): string[] {
  const index = fs.readFileSync(indexFile(root));
  if (index.toString("latin1", 0, 4) !== "DIRC") throw new Error("not a git index");
  const version = index.readUInt32BE(4);
  if (version < 2 || version > 4) throw new Error(`git index version ${version} is not read here`);
  const count = index.readUInt32BE(8);
  const paths: string[] = [];
  let offset = 12;
  let previous: Buffer = Buffer.alloc(0);
  for (let entry = 0; entry < count; entry += 1) {
    const start = offset;
    const flags = index.readUInt16BE(offset + FIXED_BYTES - 2);
    offset += FIXED_BYTES + (version >= 3 && flags & EXTENDED_FLAG ? 2 : 0);
    let name: Buffer;
    if (version === 4) {
      // A varint of how many bytes to drop from the previous path's end, then the rest of this one.
      let drop = 0;
      let byte = index[offset++];
      drop = byte & 0x7f;
      while (byte & 0x80) {
        byte = index[offset++];
        drop = ((drop + 1) << 7) | (byte & 0x7f);
      }
      const end = index.indexOf(0, offset);
      name = Buffer.concat([previous.subarray(0, previous.length - drop), index.subarray(offset, end)]);
      offset = end + 1;
    } else {
      const end = index.indexOf(0, offset);
      name = index.subarray(offset, end);
      // Entries are padded with 1 to 8 NULs to a multiple of 8 bytes.
      offset = start + Math.ceil((end - start + 1) / 8) * 8;
    }
    previous = name;
    paths.push(name.toString("utf8"));
  }
  return paths;
}

/** The top-level names of what git tracks ("src", "package.json"…), sorted. */
export function trackedTopLevel(root: string): string[] {
  return [...new Set(trackedPaths(root).map((tracked) => tracked.split("/")[0]))].sort();
}
