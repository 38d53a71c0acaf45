/**
 * The site's wall around the function (eslint.config.mjs, no-restricted-imports on src/): a file
 * under src/ may import the browser contract (supabase/functions/_shared/contract/) and nothing
 * else of supabase/functions. Run through ESLint's own command, with the project's config, on a
 * text given as a file under src/, as `npm run lint` sees one.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ROOT } from "../../test-kit/paths";

interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
}

/** ESLint's messages for `text` as if it were the file `filePath`. */
async function lint(text: string, filePath: string): Promise<LintMessage[]> {
  const run = promisify(execFile)(
    process.execPath,
    [`${ROOT}/node_modules/eslint/bin/eslint.js`, "--format", "json", "--stdin", "--stdin-filename", filePath],
    {
      cwd: ROOT,
      maxBuffer: 8 * 1024 * 1024,
    },
  );
  run.child.stdin?.end(text);
  // ESLint exits 1 when it reports errors; the JSON is on stdout either way.
  const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const [result] = JSON.parse(stdout) as [{ messages: LintMessage[] }];
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
