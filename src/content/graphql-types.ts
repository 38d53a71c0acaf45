/**
 * The GraphQL types of data/, generated from the JSON Schemas: every object schema names its type
 * ("x-graphql-type"), required fields are non-null, and image paths ("x-image") become File nodes
 * through Gatsby's @fileByRelativePath, so they go through the image pipeline. Inference stays off
 * (@dontInfer): the schema is the only declaration of each shape. Every content node declares its
 * parent File (@childOf): otherwise Gatsby infers File's childSiteJson… fields from the nodes that
 * exist, and a content file briefly broken under `gatsby develop` rewrites src/gatsby-types.d.ts.
 * A Markdown file (a guide) is gatsby-transformer-remark's MarkdownRemark node; its schema declares
 * the node's `frontmatter` type.
 */
import { CONTENT_FILE_KINDS } from "./content-files";
import { itemsOf, propertiesOf, rootSchema, type Located } from "./schema-walk";

/** What every content node type carries: no inference, and File as its declared parent. */
export const NODE_DIRECTIVES = ' implements Node @dontInfer @childOf(types: ["File"])';

const SCALARS: Record<string, string> = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" };

export function contentTypeDefs(): string {
  const types = new Map<string, string>();

  function objectType(located: Located, where: string, isNode: boolean): string {
    const name = located.schema["x-graphql-type"];
    if (typeof name !== "string") throw new Error(`${where}: an object schema needs "x-graphql-type"`);
    const required = new Set((located.schema.required ?? []) as string[]);
    const fields = propertiesOf(located).map(([key, property]) => {
      const bang = required.has(key) ? "!" : "";
      if (property.schema["x-image"] === true) return `  ${key}: File${bang} @fileByRelativePath`;
      return `  ${key}: ${fieldType(property, `${where}.${key}`)}${bang}`;
    });
    const sdl = `type ${name}${isNode ? NODE_DIRECTIVES : ""} {\n${fields.join("\n")}\n}`;
    const existing = types.get(name);
    if (existing !== undefined && existing !== sdl)
      throw new Error(`${where}: two different shapes are both named ${name}`);
    types.set(name, sdl);
    return name;
  }

  function fieldType(located: Located, where: string): string {
    const { schema } = located;
    if (Array.isArray(schema.enum)) return "String";
    if (schema.type === "array") {
      const items = itemsOf(located);
      if (!items) throw new Error(`${where}: a list schema needs "items"`);
      return `[${fieldType(items, `${where}[]`)}!]`;
    }
    if (schema.type === "object") return objectType(located, where, false);
    const scalar = SCALARS[String(schema.type)];
    if (!scalar) throw new Error(`${where}: no GraphQL type for ${JSON.stringify(schema.type)}`);
    return scalar;
  }

  const frontMatters: string[] = [];
  for (const { schema, frontMatterOf } of CONTENT_FILE_KINDS) {
    const name = objectType(rootSchema(schema), schema, !frontMatterOf);
    // A Markdown file's node is its transformer's (the body as HTML, its headings…); only its front matter is ours.
    if (frontMatterOf) frontMatters.push(`type ${frontMatterOf} implements Node {\n  frontmatter: ${name}!\n}`);
  }
  return [...types.values(), ...frontMatters].join("\n\n");
}
