/**
 * No text field of data/ takes markup (schemas/definitions.schema.json: `line` for names, titles,
 * labels and buttons; `text` for prose; `url`): every string field of every content file, found by
 * walking its schema, refuses a `</script><script>` in the content check (what `npm run
 * check:content`, the build and the editor's saves run) and in the editor's own pattern.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parseGuideSource } from "../../src/content/guide-source";
import { cmsConfig } from "../../src/cms/cms-config";
import { leafFields } from "../../test-kit/cms-fields";
import { CONTENT_FILE_KINDS } from "../../src/content/content-files";
import { validateAgainstSchema } from "../../src/content/content-schemas";
import { checkContentText, fieldName } from "../../src/content/load-content";
import { fieldsWhere, rootSchema, valuesAt, type FieldPath } from "../../src/content/schema-walk";
import { DATA, withPath } from "../../test-kit/content-fixtures";

const INJECTION = "</script><script>alert(document.domain)</script>";

/** Every content file of data/, relative to it: the single JSON files, each service, each guide. */
const contentFiles = CONTENT_FILE_KINDS.flatMap(({ match, schema }) => {
  if (!match.includes("*")) return [{ relative: match, schema }];
  const [dir, pattern] = match.split("/");
  const extension = path.extname(pattern);
  return fs
    .readdirSync(path.join(DATA, dir))
    .filter((name) => name.endsWith(extension))
    .map((name) => ({ relative: `${dir}/${name}`, schema }));
});
const isGuide = (relative: string) => relative.endsWith(".md");
/** A file's fields: a JSON file's value, or a guide's front matter. */
const read = (relative: string) => {
  const text = fs.readFileSync(path.join(DATA, relative), "utf8");
  return (isGuide(relative) ? parseGuideSource(text).data : JSON.parse(text)) as Record<string, unknown>;
};
/** The file's text with its fields replaced: JSON, or a guide's body under the new front matter. */
const written = (relative: string, fields: Record<string, unknown>) =>
  isGuide(relative)
    ? matter.stringify(matter(fs.readFileSync(path.join(DATA, relative), "utf8")).content, fields)
    : JSON.stringify(fields, null, 2);

/** The schema's string fields (enumerations included), as paths with "*" for list items. */
const stringFields = (schema: string): FieldPath[] =>
  fieldsWhere(rootSchema(schema), (field) => field.type === "string" || Array.isArray(field.enum));

/** A field's key: the quote's nine products share one definition ($defs/product), so one product's fields stand for all. */
const keyOf = (field: FieldPath): string => field.join(".").replace(/^products\.[^.]+\./, "products.*.");

/** The problems of one file of data/ with `value` at `at`, as the content check reports them. */
function problemsWith(relative: string, at: (string | number)[], value: unknown) {
  return checkContentText(relative, written(relative, withPath(read(relative), at, value)), `data/${relative}`)
    .problems;
}

describe("a </script><script> in any text field of data/ is refused", () => {
  it("by the content check: every string field of every schema, each in a file that has it, named in the line", () => {
    const tried = new Map<string, Set<string>>(CONTENT_FILE_KINDS.map(({ schema }) => [schema, new Set<string>()]));
    for (const { relative, schema } of contentFiles) {
      const content = read(relative);
      expect({
        relative,
        problems: checkContentText(relative, written(relative, content), `data/${relative}`).problems,
      }).toEqual({ relative, problems: [] });
      for (const field of stringFields(schema)) {
        const key = keyOf(field);
        if (tried.get(schema)?.has(key)) continue;
        const found = valuesAt(content, field).find((entry) => typeof entry.value === "string");
        // A list today's files leave out (the insurers the brokerage has a stake in) gets one item.
        const list =
          field.at(-1) === "*" && !field.slice(0, -1).includes("*") ? (field.slice(0, -1) as string[]) : null;
        // An optional field today's file leaves out, in an object the file has (a rule's "unverified" note), is filled in.
        const absent =
          !found &&
          !list &&
          !field.includes("*") &&
          valuesAt(content, field.slice(0, -1)).some((entry) => typeof entry.value === "object" && entry.value !== null)
            ? (field as string[])
            : null;
        if (!found && !list && !absent) continue;
        tried.get(schema)?.add(key);
        const at = found ? found.path : (absent ?? [...(list as string[]), 0]);
        // Kept after the field's own text, so a rule on its length or start is not what refuses it.
        for (const text of [`${found ? String(found.value) : "Texto"}${INJECTION}`, INJECTION]) {
          const fields =
            found || absent
              ? problemsWith(relative, at, text).map((problem) => problem.field)
              : problemsWith(relative, list as string[], [text]).map((problem) => problem.field);
          expect({ relative, field: fieldName(at), text, refused: fields.includes(fieldName(at)) }).toEqual({
            relative,
            field: fieldName(at),
            text,
            refused: true,
          });
        }
      }
    }
    // Every string field of every schema was tried in some file: a field no file fills would be untested.
    for (const { schema } of CONTENT_FILE_KINDS) {
      expect({
        schema,
        untried: stringFields(schema)
          .map(keyOf)
          .filter((key) => !tried.get(schema)?.has(key)),
      }).toEqual({ schema, untried: [] });
    }
  });

  it("with a message in pt-BR that says where: a name, a paragraph, an address", () => {
    const line = problemsWith("site.json", ["name"], `Corretora Tranquilidade${INJECTION}`);
    expect(line).toEqual([
      expect.objectContaining({
        file: "data/site.json",
        field: "name",
        reason:
          'deve ser um texto de uma linha, sem < nem >, sem quebra de linha e sem caracteres de controle ou invisíveis; encontrado "<" na posição 24',
      }),
    ]);
    const prose = problemsWith("about.json", ["history", "paragraphs", 0], `Fundada em 1989.${INJECTION}`);
    expect(prose).toEqual([
      expect.objectContaining({
        field: "history.paragraphs[0]",
        reason:
          'não pode ter marcação HTML (< seguido de letra, / ou !) nem caracteres de controle ou invisíveis; encontrado "</" na posição 17',
      }),
    ]);
    expect(problemsWith("site.json", ["social", "url"], `https://www.instagram.com/x${INJECTION}`)).toEqual([
      expect.objectContaining({
        field: "social.url",
        reason:
          'não pode ter aspas, barra invertida (\\), < ou >, usuário ou senha antes do domínio (…@), nem caracteres de controle ou invisíveis; encontrado "<" na posição 28',
      }),
    ]);
  });

  it("refuses control, bidi and zero-width characters in a line, naming the invisible one; prose keeps its line breaks and a lone <", () => {
    for (const [char, code] of [
      ["\n", "U+000A"],
      ["\u0000", "U+0000"],
      ["\u0085", "U+0085"],
      ["\u200B", "U+200B"],
      ["\u200F", "U+200F"],
      ["\u061C", "U+061C"],
      ["\u202E", "U+202E"],
      ["\u2066", "U+2066"],
      ["\u2028", "U+2028"],
      ["\uFEFF", "U+FEFF"],
    ]) {
      const problems = problemsWith("site.json", ["legal", "name"], `Corretora${char}Tranquilidade Ltda.`);
      expect(problems.map((problem) => problem.reason)).toEqual([
        expect.stringMatching(new RegExp(`; encontrado ${code.replace("+", "\\+")} na posição 10$`)),
      ]);
    }
    expect(
      problemsWith(
        "about.json",
        ["history", "paragraphs", 0],
        "Primeira linha.\nSegunda linha, para quem tem < 18 anos ou > 60.",
      ),
    ).toEqual([]);
    for (const markup of [
      "<b>negrito</b>",
      "<!-- nota -->",
      "<img src=x onerror=alert(1)>",
      "<?xml ?>",
      "a\u0007b",
      "a\u2029b",
    ]) {
      expect(problemsWith("about.json", ["history", "paragraphs", 0], `Texto ${markup} fim.`)).toHaveLength(1);
    }
    // An emptied field still says only that.
    expect(validateAgainstSchema("site.schema.json", { ...read("site.json"), city: "" })).toEqual([
      { path: ["city"], reason: "não pode ficar vazio" },
    ]);
  });
});

describe("the editor refuses it too", () => {
  it("every text field's pattern (what Decap tests before a save) refuses it; a select offers only its options; an image is picked, and checked on save", () => {
    const config = cmsConfig({ siteUrl: "https://www.exemplo.com.br", backend: { branch: "main" } });
    const files = config.collections.flatMap((collection) => [
      ...(collection.files ?? []),
      ...(collection.fields ? [{ file: collection.folder, fields: collection.fields }] : []),
    ]);
    let text = 0;
    for (const { file, fields } of files) {
      for (const { path, field } of leafFields(fields)) {
        const at = path.join(".");
        if (
          field.widget === "select" ||
          field.widget === "image" ||
          field.widget === "number" ||
          field.widget === "boolean" ||
          // A guide's body is Markdown over many lines: the save's own check refuses raw HTML in it, with its
          // line (cms-server.test.ts), where no single-line pattern could.
          field.widget === "markdown"
        )
          continue;
        text += 1;
        // Decap runs RegExp(pattern).test(value), no flags.
        const pattern = field.pattern ? new RegExp(field.pattern[0]) : null;
        expect({
          file,
          at,
          refused: pattern !== null && !pattern.test(`Texto${INJECTION}`) && !pattern.test(INJECTION),
        }).toEqual({ file, at, refused: true });
      }
    }
    expect(text).toBeGreaterThan(100);
  });
});
