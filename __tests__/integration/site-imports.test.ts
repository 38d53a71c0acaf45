/**
 * The wall between the site and the function, both sides (eslint.config.mjs, no-restricted-imports):
 * a file under src/ may import the browser contract (supabase/functions/_shared/contract/) and
 * nothing else of supabase/functions; a file under supabase/ or local-supabase/ imports nothing
 * from src/. Run through ESLint's own command, with the project's config, on a text given as a file
 * at the path it names, as `npm run lint` sees one, and on the server's own folders as they are.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "../../test-kit/paths";

interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
}

interface LintResult {
  filePath: string;
  messages: LintMessage[];
}

/** ESLint's results for `args` (its JSON output), `stdin` given as its standard input. */
async function eslint(args: readonly string[], stdin = ""): Promise<LintResult[]> {
  const run = promisify(execFile)(
    process.execPath,
    [`${ROOT}/node_modules/eslint/bin/eslint.js`, "--format", "json", ...args],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  run.child.stdin?.end(stdin);
  // ESLint exits 1 when it reports errors; the JSON is on stdout either way.
  const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  return JSON.parse(stdout) as LintResult[];
}

/** ESLint's messages for `text` as if it were the file `filePath`. */
async function lint(text: string, filePath: string): Promise<LintMessage[]> {
  const [result] = await eslint(["--stdin", "--stdin-filename", filePath], text);
  return result.messages;
}

const SERVER_ONLY = [
  'import { handle } from "../supabase/functions/_shared/handler";',
  'import { createSqlStore } from "../supabase/functions/_shared/sql-store";',
  'import type { LeadStore } from "../supabase/functions/_shared/types";',
  'import { renderLeadEmail } from "../supabase/functions/_shared/contract/../email";',
  'import "../supabase/functions/send-form-email/index.ts";',
];

const CONTRACT = [
  'import { LEAD_FIELDS } from "../supabase/functions/_shared/contract/lead-contract";',
  'import { FULL_QUOTE_TYPES } from "../supabase/functions/_shared/contract/options";',
  'import type { QuoteQuestions } from "../supabase/functions/_shared/contract/quote-questions";',
];

const fileOf = (imports: readonly string[]) => `${imports.join("\n")}\n`;
const restrictedIn = (messages: readonly LintMessage[]) =>
  messages.filter((message) => message.ruleId === "no-restricted-imports");

describe("src/ imports only the function's browser contract (npm run lint)", () => {
  it("refuses a src/ file that imports the handler, the store or another server-only module, saying why", async () => {
    const messages = await lint(fileOf(SERVER_ONLY), "src/x.ts");
    const restricted = restrictedIn(messages);
    expect(restricted.map((message) => message.line)).toEqual([1, 2, 3, 4, 5]);
    for (const message of restricted)
      expect(message.message).toMatch(
        /only the function's browser contract \(supabase\/functions\/_shared\/contract\/\).*server-only/,
      );
  }, 60_000);

  it("lets a src/ file import the contract", async () => {
    const messages = await lint(fileOf(CONTRACT), "src/components/forms/x.tsx");
    // Linted for real: other rules (unused imports) do speak, this one does not.
    expect(messages.length).toBeGreaterThan(0);
    expect(restrictedIn(messages)).toEqual([]);
  }, 60_000);

  it("leaves the server's own files and the tests alone", async () => {
    expect(restrictedIn(await lint(fileOf(SERVER_ONLY.slice(0, 2)), "local-supabase/x.ts"))).toEqual([]);
    expect(restrictedIn(await lint(fileOf(SERVER_ONLY.slice(0, 2)), "__tests__/unit/x.test.ts"))).toEqual([]);
  }, 60_000);
});

/** What a server file might be tempted to take from the site: its routes, a body builder, a view. */
const SITE = [
  'import { quotePath } from "../../../src/lib/routes.ts";',
  'import { sendLead } from "../../src/components/forms/send-lead";',
  'export { ROUTES } from "../src/routes";',
  'import "../../../src/components/layout/Layout.tsx";',
];

const SERVER_FILES = [
  "supabase/functions/send-form-email/x.ts",
  "supabase/functions/_shared/x.ts",
  "local-supabase/x.ts",
];

describe("supabase/ and local-supabase/ import nothing from src/ (npm run lint)", () => {
  it.each(SERVER_FILES)(
    "refuses a planted import of the site in %s, saying where the shared code goes",
    async (file) => {
      const restricted = restrictedIn(await lint(fileOf(SITE), file));
      expect(restricted.map((message) => message.line)).toEqual([1, 2, 3, 4]);
      for (const message of restricted)
        expect(message.message).toMatch(/import nothing from src\/.*supabase\/functions\/_shared\/contract\//);
    },
    60_000,
  );

  it("lets them import the contract, the rest of the function and the content", async () => {
    const imports = [
      'import { quotePath, ROUTES } from "../supabase/functions/_shared/contract/routes.ts";',
      'import { handle } from "../supabase/functions/_shared/handler.ts";',
      'import site from "../data/site.json" with { type: "json" };',
    ];
    const messages = await lint(fileOf(imports), "local-supabase/x.ts");
    expect(messages.length).toBeGreaterThan(0);
    expect(restrictedIn(messages)).toEqual([]);
  }, 60_000);

  it("holds for every file of both folders as they are", async () => {
    const results = await eslint(["supabase", "local-supabase"]);
    // The two folders were read: the Deno entry and the local server's configuration among them.
    const files = results.map((result) => path.relative(ROOT, result.filePath));
    expect(files).toEqual(
      expect.arrayContaining(["supabase/functions/send-form-email/index.ts", "local-supabase/local-config.ts"]),
    );
    const found = results.flatMap((result) =>
      restrictedIn(result.messages).map((message) => `${path.relative(ROOT, result.filePath)}:${message.line}`),
    );
    expect(found).toEqual([]);
  }, 120_000);
});
