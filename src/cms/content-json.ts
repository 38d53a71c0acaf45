/**
 * How the editor writes a content file: the keys in the schema's order (the order of the editor's
 * fields), two spaces, a final newline, and no empty value left behind. The files in data/ are kept
 * in this form (a unit test checks it), so a one-field edit is a one-line diff. Runs in the browser
 * (bundled into the admin page by src/cms/admin-files.ts) and in the tests: no Node imports.
 */

/** The name the admin page registers the format under, and the configuration names for every collection. */
export const CONTENT_FORMAT = "content-json";

/** What of a Decap field the order needs: its name and, for objects and lists, what it holds. */
export interface FieldShape {
  name: string;
  fields?: readonly FieldShape[];
  field?: FieldShape;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Drops what an emptied field leaves ("", null, [], {}): every text of the content must say something
 * and every list must hold an item, so an empty value is only ever a field the maintainer cleared,
 * and its absence is what the schema expects of an optional field.
 */
function pruned(value: unknown): Json | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (Array.isArray(value)) {
    const items = value.map(pruned).filter((item): item is Json => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, pruned(item)] as const)
      .filter((entry): entry is readonly [string, Json] => entry[1] !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return typeof value === "number" || typeof value === "boolean" || typeof value === "string" ? value : undefined;
}

/** The fields that order what a field holds: an object's, or each item's of a list. */
const innerFields = (shape: FieldShape | undefined): readonly FieldShape[] | undefined =>
  shape?.fields ?? shape?.field?.fields;

/** The value with every object's keys in field order; keys no field names (none, normally) keep their place after them. */
function ordered(value: Json, fields: readonly FieldShape[] | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (!isObject(value) || !fields) return value;
  const byName = new Map(fields.map((shape) => [shape.name, shape]));
  const keys = [
    ...fields.map((shape) => shape.name).filter((name) => name in value),
    ...Object.keys(value).filter((key) => !byName.has(key)),
  ];
  return Object.fromEntries(keys.map((key) => [key, ordered(value[key] as Json, innerFields(byName.get(key)))]));
}

/** The text of a content file holding `data`, for the editor's fields. */
export function contentFileText(data: unknown, fields: readonly FieldShape[]): string {
  const value = pruned(data) ?? {};
  return `${JSON.stringify(ordered(value, fields), null, 2)}\n`;
}
