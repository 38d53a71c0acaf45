/**
 * Walks a content schema with its $refs resolved, for what is derived from it: the GraphQL types
 * and the list of image fields.
 */
import { SHARED_SCHEMAS } from "./content-files";
import { readSchema, type JsonSchema } from "./content-schemas";

const shared = new Map<string, JsonSchema>();

/** A schema with the document its own "#/…" refs point into. */
export interface Located {
  schema: JsonSchema;
  document: JsonSchema;
}

/**
 * Follows $ref ("definitions.schema.json#/$defs/seo", "#/$defs/text"); the referring schema's other
 * keywords win, but its errorMessage adds to the referred one's: Ajv reports each keyword with the
 * message of the schema that declares it (a field's own pattern, the `line` definition's `not`).
 */
export function resolve({ schema, document }: Located): Located {
  const ref = schema.$ref;
  if (typeof ref !== "string") return { schema, document };
  const [file, pointer = ""] = ref.split("#");
  let target = document;
  if (file) {
    if (!(SHARED_SCHEMAS as readonly string[]).includes(file)) throw new Error(`unexpected $ref to ${file}`);
    if (!shared.has(file)) shared.set(file, readSchema(file));
    target = shared.get(file) as JsonSchema;
  }
  const referred = pointer
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], target) as JsonSchema;
  const inner = resolve({ schema: referred, document: target });
  const { $ref: _ref, ...siblings } = schema;
  const merged = { ...inner.schema, ...siblings };
  const messages = [inner.schema.errorMessage, siblings.errorMessage];
  if (messages.every((message) => message !== null && typeof message === "object"))
    merged.errorMessage = Object.assign({}, ...messages);
  return { schema: merged, document: inner.document };
}

export function propertiesOf(located: Located): [string, Located][] {
  const properties = (located.schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([key, schema]) => [key, resolve({ schema, document: located.document })]);
}

export function itemsOf(located: Located): Located | null {
  const items = located.schema.items as JsonSchema | undefined;
  return items ? resolve({ schema: items, document: located.document }) : null;
}

export type FieldPath = (string | "*")[];

/** Every field whose resolved schema satisfies `test`, as paths ("*" for array items). */
export function fieldsWhere(located: Located, test: (field: JsonSchema) => boolean, at: FieldPath = []): FieldPath[] {
  if (at.length > 0 && test(located.schema)) return [at];
  const items = itemsOf(located);
  if (located.schema.type === "array" && items) return fieldsWhere(items, test, [...at, "*"]);
  return propertiesOf(located).flatMap(([key, property]) => fieldsWhere(property, test, [...at, key]));
}

/** The concrete values at a path with "*" wildcards, with their concrete paths. */
export function valuesAt(
  value: unknown,
  path: FieldPath,
  at: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] {
  if (path.length === 0) return [{ path: at, value }];
  const [head, ...rest] = path;
  if (head === "*")
    return Array.isArray(value) ? value.flatMap((item, index) => valuesAt(item, rest, [...at, index])) : [];
  if (value === null || typeof value !== "object" || !(head in value)) return [];
  return valuesAt((value as Record<string, unknown>)[head], rest, [...at, head]);
}

export function rootSchema(name: string): Located {
  const schema = readSchema(name);
  return { schema, document: schema };
}
