/**
 * How the tests start the local server and `npm run leads` as processes. The tiers start about forty
 * of them, each short-lived, and two costs dominated each start (figures in docs/testing.md): tsx
 * transpiling every module at load, and V8 optimising PGlite's WebAssembly with TurboFan in the
 * background, work such a process does not live long enough to earn back.
 *
 * So a tier's global setup bundles both entries once with esbuild (the transpiler tsx itself uses:
 * the same code, compiled ahead) and the processes run it with WebAssembly on V8's baseline compiler
 * (`--liftoff-only`). Without the setup (a script, the bench, `npm run functions`) the entries run
 * through tsx as users run them.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { ROOT } from "./paths";

/** The environment variable through which a tier's global setup hands the bundles' folder to the workers. */
export const NODE_BUNDLES_ENV = "TEST_NODE_BUNDLES";

const ENTRIES = {
  "local-server": "local-supabase/main.ts",
  leads: "local-supabase/leads-cli.ts",
  reminders: "local-supabase/reminders-cli.ts",
} as const;

export type NodeEntry = keyof typeof ENTRIES;

/**
 * Bundles the entries into a new folder under node_modules/.cache (inside the project, so the bundles
 * resolve the project's packages, which stay external) and returns it; the caller removes it.
 */
export async function bundleNodeEntries(): Promise<string> {
  const parent = path.join(ROOT, "node_modules", ".cache", "corretora-tests");
  fs.mkdirSync(parent, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(parent, "entries-"));
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, entry]) => [name, path.join(ROOT, entry)])),
    outdir,
    outExtension: { ".js": ".cjs" },
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node22",
    packages: "external",
    sourcemap: "linked",
    // local-config.ts and migrate.ts find data/ and the migrations from their own folder, local-supabase/.
    define: { __filename: JSON.stringify(path.join(ROOT, "local-supabase", "main.ts")) },
    logLevel: "error",
  });
  return outdir;
}

/** The node arguments that run an entry: its bundle when the tier made one, else the source through tsx. */
export function nodeEntryArgs(entry: NodeEntry): string[] {
  const bundles = process.env[NODE_BUNDLES_ENV];
  if (!bundles) return ["--import", "tsx", ENTRIES[entry]];
  return ["--liftoff-only", "--enable-source-maps", path.join(bundles, `${entry}.cjs`)];
}
