/**
 * The function's wiring stays small: each runtime's entry only picks its parts (at most 40 lines),
 * and the local stand-in stays readable, no file of local-supabase/ over 200 lines and no function
 * there over 60. Functions are measured on TypeScript's syntax tree (declarations, methods,
 * accessors, function expressions and arrows, nested ones too), from their first token to their last.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROOT } from "../../test-kit/paths";

const ENTRY_MAX_LINES = 40;
const LOCAL_FILE_MAX_LINES = 200;
const LOCAL_FUNCTION_MAX_LINES = 60;

/** The Deno entry, and the local one with the process around it (`npm run functions`). */
const ENTRIES = ["supabase/functions/send-form-email/index.ts", "local-supabase/app.ts", "local-supabase/main.ts"];
const LOCAL_DIR = "local-supabase";

/** Lines as `wc -l` counts them. */
const lineCount = (text: string): number => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

interface FunctionSpan {
  name: string;
  line: number;
  lines: number;
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText();
  return "(anonymous)";
}

/** Every function in `text`, with its first line (1-based) and its length in lines. */
function functionSpans(fileName: string, text: string): FunctionSpan[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const spans: FunctionSpan[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      spans.push({ name: nameOf(node as ts.FunctionLikeDeclaration), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

const read = (relative: string): string => fs.readFileSync(path.join(ROOT, relative), "utf8");
const localFiles = fs
  .readdirSync(path.join(ROOT, LOCAL_DIR))
  .filter((name) => name.endsWith(".ts"))
  .map((name) => `${LOCAL_DIR}/${name}`);

describe("the measure", () => {
  it("finds functions of every form, nested ones included, and counts their lines", () => {
    const body = Array.from({ length: 59 }, (_, index) => `  const v${index} = ${index};`).join("\n");
    const text = [
      "export function long(): void {",
      body,
      "}",
      "const arrow = () => {",
      "  return [1].map((x) => x + 1);",
      "};",
      "class A {",
      "  method() {",
      "    return 1;",
      "  }",
      "}",
      "declare function bodiless(): void;",
      "",
    ].join("\n");
    expect(lineCount(text)).toBe(70);
    expect(functionSpans("sample.ts", text)).toEqual([
      { name: "long", line: 1, lines: 61 },
      { name: "arrow", line: 62, lines: 3 },
      { name: "(anonymous)", line: 63, lines: 1 },
      { name: "method", line: 66, lines: 3 },
    ]);
  });
});

describe("the function's wiring", () => {
  it.each(ENTRIES)(`%s is at most ${ENTRY_MAX_LINES} lines`, (entry) => {
    expect(lineCount(read(entry))).toBeLessThanOrEqual(ENTRY_MAX_LINES);
  });

  it(`no file of ${LOCAL_DIR}/ runs past ${LOCAL_FILE_MAX_LINES} lines`, () => {
    expect(localFiles.length).toBeGreaterThan(5);
    const over = localFiles
      .map((file) => ({ file, lines: lineCount(read(file)) }))
      .filter(({ lines }) => lines > LOCAL_FILE_MAX_LINES);
    expect(over).toEqual([]);
  });

  it(`no function in ${LOCAL_DIR}/ runs past ${LOCAL_FUNCTION_MAX_LINES} lines`, () => {
    const over = localFiles.flatMap((file) =>
      functionSpans(file, read(file))
        .filter(({ lines }) => lines > LOCAL_FUNCTION_MAX_LINES)
        .map((span) => `${file}:${span.line} ${span.name} (${span.lines} lines)`),
    );
    expect(over).toEqual([]);
  });
});
