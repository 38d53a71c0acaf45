/** Builds the site unless public/ is newer than every input; builds are serialised by the build lock. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { withBuildLock } from "./build-lock";
import { ROOT } from "./paths";
import { sleep } from "./wait";

export { ROOT };
/**
 * Everything `gatsby build` reads, relative to the root: a change to any of them makes the next
 * test run or bench build again. `NOT_INPUTS` names the rest of the repository's top level, so a new
 * top-level file or folder fails a unit test until it is sorted into one list or the other.
 */
export const INPUTS = [
  "src",
  "data",
  "schemas",
  "static",
  // The site imports the function's contract (bodies, limits, options, questions), and only it: lint
  // keeps src/ out of the server-only rest of _shared, so a change there needs no new build.
  path.join("supabase", "functions", "_shared", "contract"),
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
] as const;

export const NOT_INPUTS = [
  ".ci",
  ".git-blame-ignore-revs",
  ".gitignore",
  ".npmrc",
  ".prettierignore",
  ".prettierrc.json",
  ".nvmrc",
  ".vscode",
  "CONTEUDO.md",
  "docs",
  "README.md",
  "__tests__",
  "bench",
  "eslint.config.mjs",
  "jest.config.js",
  "local-supabase",
  "netlify.toml",
  "scripts",
  // Only supabase/functions/_shared/contract is read by the build (above).
  "supabase",
  "test-kit",
  "types",
] as const;

/**
 * The build's inputs copied into `project` (a new folder), with `data` as its data/ and the
 * repository's node_modules linked: a build there of edited content or code leaves public/ alone.
 */
export function projectCopy(project: string, data: string = path.join(ROOT, "data")): string {
  for (const input of INPUTS)
    if (input !== "data") fs.cpSync(path.join(ROOT, input), path.join(project, input), { recursive: true });
  fs.cpSync(data, path.join(project, "data"), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"));
  return project;
}

/** Written last by the build (onPostBuild), so its presence means a complete build. */
const STAMP = path.join("public", "_headers");

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return (
    fs
      .readdirSync(target)
      // The generated types change on every build; they are an output, not an input.
      .filter((name) => name !== "gatsby-types.d.ts")
      .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs)
  );
}

/** True when `root`'s public/ was built after the last change to every input. */
export function buildIsFresh(root: string = ROOT): boolean {
  const stamp = path.join(root, STAMP);
  if (!fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return INPUTS.every((input) => newestMtime(path.join(root, input)) <= built);
}

/** `gatsby build` in a child process, its output shown; asynchronous, so the build lock stays fresh. */
function gatsbyBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    // The tests and the bench build a site whose forms call the local function server, on purpose,
    // also on a CI machine (where the deploy-settings check would otherwise stop the build).
    const env: NodeJS.ProcessEnv = { ...process.env, LEADS_USE_LOCAL_FUNCTION: "1" };
    // Gatsby's ink logger redraws its page tree; into a log (Jest's output, CI) that shows it twice.
    if (!process.stdout.isTTY) env.GATSBY_LOGGER ??= "yurnalist";
    delete env.GATSBY_SUPABASE_URL;
    delete env.GATSBY_SUPABASE_ANON_KEY;
    const child = spawn("npx", ["gatsby", "build"], { cwd: ROOT, stdio: "inherit", env });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build failed (${signal ?? `exit ${code}`})`)),
    );
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

/**
 * The browser tier's build runs beside the other tiers' files instead of before them: the tier's
 * global setup starts it, writes how it ended to this file, and each browser file that reads the
 * site waits for that (`siteBuilt`, in __tests__/browser/wait-for-site.ts).
 */
export const SITE_BUILD_STATUS_ENV = "SITE_BUILD_STATUS";

/** Starts `ensureBuild()` and records its outcome in `statusFile` ("ok", or "failed: <reason>"). */
export function buildInBackground(statusFile: string): Promise<void> {
  fs.rmSync(statusFile, { force: true });
  return ensureBuild().then(
    () => fs.writeFileSync(statusFile, "ok"),
    (error: unknown) =>
      fs.writeFileSync(statusFile, `failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/** Resolves once the background build has ended well; throws its reason if it failed. */
export async function siteBuilt(statusFile = process.env[SITE_BUILD_STATUS_ENV]): Promise<void> {
  if (!statusFile)
    throw new Error(`${SITE_BUILD_STATUS_ENV} is not set: run the browser tests through jest (global setup)`);
  for (;;) {
    const status = fs.existsSync(statusFile) ? fs.readFileSync(statusFile, "utf8") : "";
    if (status === "ok") return;
    if (status.startsWith("failed: ")) throw new Error(`The site's build ${status}; its output is above.`);
    await sleep(500);
  }
}
