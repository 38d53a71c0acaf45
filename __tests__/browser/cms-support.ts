/**
 * The content editor as the browser tests drive it: `npm run cms` on a copy of data/ (Decap CMS on
 * its local backend), a signed-in page at one of its routes, a publish, and a wait for the saved
 * file. Shared by cms.test.ts (edits, refusals, the built /admin) and cms-build.test.ts (a new page
 * and a photo, then a real build), which run side by side, each with its own editor and copy.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { ROOT } from "../../test-kit/paths";
import { freePort, waitFor } from "../../test-kit/wait";
import { DESKTOP, launchBrowser, openPage } from "./support";

/** Screenshots for CONTEUDO.md, taken when missing or when SCREENSHOTS=1. */
const SCREENSHOT_DIR = path.join(ROOT, "docs", "editor");

export interface EditorSession {
  browser: Browser;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The temporary folder holding the editor's copy of data/ (copy/data). */
  copy: string;
  dataFile(relative: string): string;
  lines(relative: string): string[];
  stop(): Promise<void>;
}

/** A copy of data/, the editor serving it on a free port, and a browser. */
export async function startEditor(): Promise<EditorSession> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(copy, "data"), { recursive: true });
  const port = await freePort();
  let log = "";
  // Node itself with tsx's loader: one process, which SIGTERM stops (npx would leave its child behind).
  const editor: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
    cwd: ROOT,
    env: { ...process.env, CMS_PORT: String(port), CMS_REPO_DIR: copy },
    stdio: ["ignore", "pipe", "pipe"],
  });
  editor.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  editor.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const stopEditor = async () => {
    if (editor.exitCode === null && editor.signalCode === null) {
      const exited = new Promise((done) => editor.once("exit", done));
      editor.kill("SIGTERM");
      await exited;
    }
  };
  let browser: Browser | undefined;
  try {
    await waitFor(() => log.includes("Editor de conteúdo:"), 60_000, `the editor server (${log})`);
    browser = await launchBrowser();
  } catch (error) {
    await stopEditor();
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  const dataFile = (relative: string) => path.join(copy, "data", relative);
  return {
    browser,
    url: `http://127.0.0.1:${port}`,
    copy,
    dataFile,
    lines: (relative) => fs.readFileSync(dataFile(relative), "utf8").split("\n"),
    async stop() {
      await browser?.close();
      await stopEditor();
      fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}

/**
 * The file's editor: started before its tests, stopped after them. The object is filled in by the
 * beforeAll hook, so tests read it, not the file's top level.
 */
export function editorForThisFile(): EditorSession {
  // Empty until beforeAll runs, which Jest does before any test reads it.
  const session = {} as EditorSession;
  beforeAll(async () => {
    Object.assign(session, await startEditor());
  }, 90_000);
  afterAll(async () => {
    await session.stop?.();
  });
  return session;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (process.env.SCREENSHOTS !== "1" && fs.existsSync(file)) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file });
}

/**
 * Opens the editor signed in (the local backend's "Entrar" needs no account) at one of its routes in a
 * fresh page, as a maintainer opening it again; runs `steps`, then expects exactly `expectedProblems`
 * among console errors, uncaught exceptions and CSP violations (none, unless a test says why).
 */
export async function inEditor(
  session: EditorSession,
  route: string,
  steps: (page: Page) => Promise<void>,
  expectedProblems: unknown[] = [],
): Promise<void> {
  const { context, page, problems } = await openPage(session.browser, DESKTOP);
  try {
    await page.goto(`${session.url}/admin/`);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByText("Coleções").waitFor();
    await page.goto(`${session.url}/admin/#${route}`);
    await steps(page);
    expect(problems).toEqual(expectedProblems);
  } finally {
    await context.close();
  }
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
}

/**
 * Waits until the file's text differs from `before` and is whole JSON: decap-server writes in place
 * (truncate, then write), so a read between the two sees an empty or cut file.
 */
export async function savedOver(session: EditorSession, relative: string, before: string[]): Promise<string[]> {
  const whole = (text: string) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };
  let saved = before;
  await waitFor(
    () => {
      if (!fs.existsSync(session.dataFile(relative))) return false;
      saved = session.lines(relative);
      const text = saved.join("\n");
      return text !== before.join("\n") && whole(text);
    },
    15_000,
    `the save of ${relative}`,
  );
  return saved;
}
