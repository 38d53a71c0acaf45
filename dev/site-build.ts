/** Builds the site unless public/ is newer than every input; builds are serialised by the build lock. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { withBuildLock } from "./build-lock";

export const ROOT = path.resolve(__dirname, "..");
const INPUTS = [
  "src",
  "data",
  "schemas",
  "static",
  // The forms import the lead contract and its limits from the function's core.
  path.join("supabase", "functions", "_shared"),
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];
/** Written last by the build (onPostBuild), so its presence means a complete build. */
export const BUILD_STAMP = path.join(ROOT, "public", "_headers");

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    // The generated types change on every build; they are an output, not an input.
    .filter((name) => name !== "gatsby-types.d.ts")
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function buildIsFresh(): boolean {
  if (!fs.existsSync(BUILD_STAMP)) return false;
  const built = fs.statSync(BUILD_STAMP).mtimeMs;
  return INPUTS.every((input) => newestMtime(path.join(ROOT, input)) <= built);
}

/** `gatsby build` in a child process, its output shown; asynchronous, so the build lock stays fresh. */
function gatsbyBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    // The tests and the bench build a site whose forms call the local function server, on purpose,
    // also on a CI machine (where the deploy-settings check would otherwise stop the build).
    const env: NodeJS.ProcessEnv = { ...process.env, LEADS_USE_LOCAL_FUNCTION: "1" };
    delete env.GATSBY_SUPABASE_URL;
    delete env.GATSBY_SUPABASE_ANON_KEY;
    const child = spawn("npx", ["gatsby", "build"], { cwd: ROOT, stdio: "inherit", env });
    child.once("error", reject);
    child.once("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`gatsby build failed (${signal ?? `exit ${code}`})`))));
  });
}

export async function ensureBuild(): Promise<void> {
  if (process.env.SKIP_BUILD === "1" || buildIsFresh()) return;
  await withBuildLock(async () => {
    // Another process may have built this tree while this one waited for the lock.
    if (buildIsFresh()) return;
    console.log("\nBuilding the site (gatsby build)…");
    await gatsbyBuild();
  });
}
