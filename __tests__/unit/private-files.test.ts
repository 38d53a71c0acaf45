import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { keepPrivate, privateDir, privateTree, writePrivateFile } from "../../local-supabase/private-files";

/** Lead data at rest (local-supabase/private-files.ts), whatever the umask this process has. */
describe("private files", () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
    // The most careless umask: every mode below is the code's own, not the umask's.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it("creates folders 0700 and files 0600, and puts an existing file back to 0600 before writing into it", async () => {
    const folder = path.join(root, "a", "b");
    await privateDir(folder);
    expect([mode(path.join(root, "a")), mode(folder)]).toEqual([0o700, 0o700]);
    fs.chmodSync(folder, 0o755);
    await privateDir(folder);
    expect(mode(folder)).toBe(0o700);

    const fresh = path.join(folder, "novo.csv");
    await writePrivateFile(fresh, "CPF 123");
    expect([mode(fresh), fs.readFileSync(fresh, "utf8")]).toEqual([0o600, "CPF 123"]);
    const existing = path.join(root, "existente.csv");
    fs.writeFileSync(existing, "um texto antigo e mais longo", { mode: 0o666 });
    expect(mode(existing)).toBe(0o666);
    await writePrivateFile(existing, "novo");
    expect([mode(existing), fs.readFileSync(existing, "utf8")]).toEqual([0o600, "novo"]);
    await expect(writePrivateFile(existing, "x", "wx")).rejects.toMatchObject({ code: "EEXIST" });
  });

  it("tightens a whole tree made under another umask, leaving symbolic links alone", async () => {
    fs.mkdirSync(path.join(root, "db", "base"), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(root, "db", "base", "1"), "x", { mode: 0o640 });
    fs.writeFileSync(path.join(root, "outside"), "y", { mode: 0o644 });
    fs.symlinkSync(path.join(root, "outside"), path.join(root, "db", "link"));
    await privateTree(path.join(root, "db"));
    expect([
      mode(path.join(root, "db")),
      mode(path.join(root, "db", "base")),
      mode(path.join(root, "db", "base", "1")),
    ]).toEqual([0o700, 0o700, 0o600]);
    expect(mode(path.join(root, "outside"))).toBe(0o644);
  });

  it("says whether a file was opened to others, and closes it", async () => {
    const token = path.join(root, "leads-token");
    fs.writeFileSync(token, "t", { mode: 0o600 });
    expect(await keepPrivate(token)).toBe(false);
    fs.chmodSync(token, 0o604);
    expect(await keepPrivate(token)).toBe(true);
    expect(mode(token)).toBe(0o600);
  });
});
