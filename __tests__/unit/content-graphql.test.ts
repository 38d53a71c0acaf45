/**
 * The GraphQL types of data/ are generated from the JSON Schemas; these tests prove the two agree:
 * the generated definitions follow every schema field, and the TypeScript types Gatsby writes from
 * the built schema (src/gatsby-types.d.ts, what views are typed with) have exactly those fields.
 */
import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_KINDS } from "../../src/content/content-files";
import { contentTypeDefs, NODE_DIRECTIVES } from "../../src/content/graphql-types";
import { itemsOf, propertiesOf, rootSchema, type Located } from "../../src/content/schema-walk";

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const GATSBY_TYPES = fs.readFileSync(path.resolve(__dirname, "..", "..", "src", "gatsby-types.d.ts"), "utf8");
const NODE_FIELDS = ["children", "id", "internal", "parent"];

/** Every object schema reachable from the content schemas, by GraphQL type name. */
function objectSchemas(): Map<string, { located: Located; isNode: boolean }> {
  const found = new Map<string, { located: Located; isNode: boolean }>();
  const visit = (located: Located, isNode: boolean): void => {
    if (located.schema.type === "array") {
      const items = itemsOf(located);
      if (items) visit(items, false);
      return;
    }
    if (located.schema.type !== "object") return;
    found.set(String(located.schema["x-graphql-type"]), { located, isNode });
    for (const [, property] of propertiesOf(located)) visit(property, false);
  };
  // A Markdown file's schema declares its node's front matter, not a node of its own.
  for (const { schema, frontMatterOf } of CONTENT_FILE_KINDS) visit(rootSchema(schema), !frontMatterOf);
  return found;
}

/** The TypeScript type a schema field must have in gatsby-types.d.ts. */
function expectedTsType(located: Located, required: boolean): string {
  const { schema } = located;
  let type: string;
  if (schema["x-image"] === true) type = "File";
  else if (Array.isArray(schema.enum) || schema.type === "string") type = "Scalars['String']";
  else if (schema.type === "integer") type = "Scalars['Int']";
  else if (schema.type === "number") type = "Scalars['Float']";
  else if (schema.type === "boolean") type = "Scalars['Boolean']";
  else if (schema.type === "array") type = `ReadonlyArray<${expectedTsType(itemsOf(located) as Located, true)}>`;
  else type = String(schema["x-graphql-type"]);
  return required ? type : `Maybe<${type}>`;
}

/** `type Name = [Node & ]{ readonly field: Type; … }` from gatsby-types.d.ts. */
function gatsbyType(name: string): Map<string, string> | null {
  const match = new RegExp(`^type ${name} = (?:Node & )?\\{\\n([\\s\\S]*?)\\n\\};`, "m").exec(GATSBY_TYPES);
  if (!match) return null;
  return new Map(
    match[1]
      .split("\n")
      .map((line) => /readonly (\w+): (.+);/.exec(line))
      .filter((field) => field !== null)
      .map((field) => [field[1], field[2]]),
  );
}

describe("GraphQL types of the content", () => {
  const schemas = objectSchemas();
  const sdl = contentTypeDefs();

  it("are generated for every object schema, nodes without inference", () => {
    for (const [name, { isNode, located }] of schemas) {
      const block = new RegExp(`type ${name}${isNode ? escapeRegExp(NODE_DIRECTIVES) : ""} \\{\\n([^}]*)\\n\\}`).exec(
        sdl,
      );
      expect([name, block !== null]).toEqual([name, true]);
      const required = new Set((located.schema.required ?? []) as string[]);
      const lines = (block?.[1] ?? "").split("\n").map((line) => /^ {2}(\w+): (.+?)(?: @\w+)?$/.exec(line));
      expect([name, lines.map((line) => line?.[1])]).toEqual([name, propertiesOf(located).map(([key]) => key)]);
      for (const line of lines)
        expect([name, line?.[1], line?.[2].endsWith("!")]).toEqual([name, line?.[1], required.has(line?.[1] ?? "")]);
    }
  });

  it("agree with the TypeScript types Gatsby generated from the built schema (npm run build refreshes them)", () => {
    for (const [name, { located, isNode }] of schemas) {
      const fields = gatsbyType(name);
      expect([name, fields === null ? "missing from src/gatsby-types.d.ts" : "present"]).toEqual([name, "present"]);
      const required = new Set((located.schema.required ?? []) as string[]);
      const expected = new Map(
        propertiesOf(located).map(([key, property]) => [key, expectedTsType(property, required.has(key))]),
      );
      const actual = new Map(
        [...(fields ?? new Map<string, string>())].filter(([key]) => !(isNode && NODE_FIELDS.includes(key))),
      );
      expect([name, Object.fromEntries(actual)]).toEqual([name, Object.fromEntries(expected)]);
    }
  });
});
