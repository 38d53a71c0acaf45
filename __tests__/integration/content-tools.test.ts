/**
 * What a maintainer runs stops on broken content: `npm run check:content` on one broken copy of
 * data/ per kind of mistake, each copy breaking every content file at once (the same fixtures
 * content-validation.test.ts checks line by line), and a real `gatsby build` on one copy that holds
 * every kind at once. The build runs the same check (src/gatsby-node/on-pre-bootstrap.ts calls
 * checkContentDir), so one build proves it stops with each kind's lines; a build per kind spent a
 * minute and a half proving the same wiring six times. A warning does not stop them.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { LOCK_WAIT_MS, withBuildLock } from "../../test-kit/build-lock";
import {
  brokenCopy,
  FIXTURES,
  removeCopies,
  ROOT,
  withPath,
  type Edit,
  type MistakeKind,
} from "../../test-kit/content-fixtures";

const run = promisify(execFile);
afterAll(removeCopies);

const KINDS: MistakeKind[] = [
  "missing field",
  "unknown key",
  "wrong type",
  "broken JSON",
  "missing image",
  "wrong value",
  "markup",
];

/** A copy of data/ with every fixture of one kind applied, and the lines it must produce. */
function copyFor(kind: MistakeKind): { dir: string; expected: RegExp[] } {
  const fixtures = FIXTURES.filter((fixture) => fixture[1] === kind);
  const edits: Record<string, Edit> = {};
  for (const [file, , edit] of fixtures) {
    if (edits[file]) throw new Error(`two "${kind}" fixtures for ${file}`);
    edits[file] = edit;
  }
  const expected = fixtures.flatMap(([, , , lines]) => (Array.isArray(lines) ? lines : [lines]));
  return { dir: brokenCopy(edits), expected: expected.map((line) => new RegExp(line.source, "m")) };
}

/** One mistake in every file, the kinds taken in turn so that each appears: what one build must report. */
function copyWithEveryKind(): { dir: string; expected: RegExp[]; kinds: Set<MistakeKind> } {
  const edits: Record<string, Edit> = {};
  const expected: RegExp[] = [];
  const kinds = new Set<MistakeKind>();
  // The rarest kinds choose first (two files hold a missing image), then the others take turns.
  const count = (kind: MistakeKind) => FIXTURES.filter(([, fixtureKind]) => fixtureKind === kind).length;
  const byRarity = [...KINDS].sort((a, b) => count(a) - count(b));
  for (let added = true; added;) {
    added = false;
    for (const kind of byRarity) {
      const fixture = FIXTURES.find(([file, fixtureKind]) => fixtureKind === kind && !edits[file]);
      if (!fixture) continue;
      const [file, , edit, lines] = fixture;
      edits[file] = edit;
      expected.push(...(Array.isArray(lines) ? lines : [lines]).map((line) => new RegExp(line.source, "m")));
      kinds.add(kind);
      added = true;
    }
  }
  return { dir: brokenCopy(edits), expected, kinds };
}

interface Outcome {
  code: number;
  output: string;
}

async function outcome(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** Gatsby's reporter may draw a frame around a panic; the lines themselves stay whole. */
const plain = (output: string): string =>
  output
    // eslint-disable-next-line no-control-regex -- ANSI colour codes
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
    .split("\n")
    .map((line) => line.replace(/^[\s│|]+/, "").trimEnd())
    .join("\n");

describe("broken content stops the maintainer's tools, with one pt-BR line per problem", () => {
  it.each(KINDS)(
    "npm run check:content: %s in every file",
    async (kind) => {
      const { dir, expected } = copyFor(kind);
      const result = await outcome("npm", ["run", "--silent", "check:content", "--", dir]);
      expect(result.code).toBe(1);
      const output = plain(result.output);
      for (const line of expected) expect(output).toMatch(line);
    },
    60_000,
  );

  it("npm run check:content warns of insurers' numbers checked more than six months ago and still passes", async () => {
    const dir = brokenCopy({ "insurers.json": (file) => withPath(file, ["insurers", 4, "verifiedOn"], "2020-01-15") });
    const result = await outcome("npm", ["run", "--silent", "check:content", "--", dir]);
    expect(result.code).toBe(0);
    const output = plain(result.output);
    expect(output).toMatch(
      /^Aviso: data\/insurers\.json:\d+: insurers\[4\]\.verifiedOn: os telefones de Ipê Saúde foram conferidos em 2020-01-15, há mais de 6 meses: ligue para a seguradora, confira os números e atualize a data$/m,
    );
    expect(output).toMatch(/^Conteúdo OK/m);
  }, 60_000);

  it(
    "gatsby build: every kind of mistake at once, one line each, before Gatsby builds anything",
    async () => {
      const { dir, expected, kinds } = copyWithEveryKind();
      expect([...kinds].sort()).toEqual([...KINDS].sort());
      // The lock keeps this build from racing another build of the same tree (public/, .cache/).
      const result = await withBuildLock(() =>
        outcome("npx", ["gatsby", "build"], {
          ...process.env,
          CONTENT_DIR: dir,
          CI: "true",
          LEADS_USE_LOCAL_FUNCTION: "1",
        }),
      );
      expect(result.code).not.toBe(0);
      const output = plain(result.output);
      for (const line of expected) expect(output).toMatch(line);
      expect(output).not.toMatch(/Building production JavaScript/);
    },
    LOCK_WAIT_MS + 240_000,
  );
});
