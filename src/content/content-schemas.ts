/**
 * Validates content against its JSON Schema with Ajv, every error at once, each turned into one
 * pt-BR line with the field path. The schema's own "errorMessage" (ajv-errors) wins; the common
 * rules get messages written for maintainers; anything else falls back to ajv-i18n's pt-BR.
 */
import fs from "node:fs";
import path from "node:path";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addErrors from "ajv-errors";
import localizePtBr from "ajv-i18n/localize/pt-BR";
import { CONTENT_FILE_KINDS, SCHEMAS_DIR, SHARED_SCHEMAS } from "./content-files";
import { CONTENT_FORMATS } from "./content-formats";

export interface SchemaProblem {
  /** JSON path of the field, e.g. ["lists", 0, "title"]; empty for the whole file. */
  path: (string | number)[];
  reason: string;
}

export type JsonSchema = Record<string, unknown>;

export function readSchema(name: string, dir = SCHEMAS_DIR): JsonSchema {
  return JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as JsonSchema;
}

let compiled: Map<string, ValidateFunction> | null = null;

function validators(): Map<string, ValidateFunction> {
  if (compiled) return compiled;
  // verbose: errors carry their schema, to list the known fields next to a misspelt one.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addErrors(ajv);
  // Annotations read by the GraphQL generator, the image check and the editor, not rules.
  ajv.addKeyword({ keyword: "x-graphql-type", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-image", schemaType: "boolean" });
  // A rule reference (data/rules.json), and what the referring field needs of the rule: checked by rule-checks.ts.
  ajv.addKeyword({ keyword: "x-rule", schemaType: "boolean" });
  ajv.addKeyword({ keyword: "x-rule-values", schemaType: "array" });
  ajv.addKeyword({ keyword: "x-rule-table", schemaType: "string" });
  // Where the editor puts an image field's uploads (src/cms/cms-config.ts), under data/images/.
  ajv.addKeyword({ keyword: "x-image-folder", schemaType: "string" });
  for (const [name, format] of Object.entries(CONTENT_FORMATS))
    ajv.addFormat(name, { type: "string", validate: format.validate });
  for (const name of SHARED_SCHEMAS) ajv.addSchema(readSchema(name));
  compiled = new Map(CONTENT_FILE_KINDS.map(({ schema }) => [schema, ajv.compile(readSchema(schema))]));
  return compiled;
}

/** "/lists/0/title" → ["lists", 0, "title"] */
function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function valueAt(value: unknown, at: readonly (string | number)[]): unknown {
  return at.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "uma lista";
  if (typeof value === "object") return "um objeto";
  if (typeof value === "string") return `o texto ${JSON.stringify(value)}`;
  return `${typeof value === "number" ? "o número" : "o valor"} ${JSON.stringify(value)}`;
}

const TYPE_NAMES: Record<string, string> = {
  string: "um texto entre aspas",
  integer: "um número inteiro",
  number: "um número",
  array: "uma lista [ … ]",
  object: "um objeto { … }",
  boolean: "true ou false",
};

/** Closest known key to a misspelt one, by edit distance (suggested only when close). */
function closest(key: string, known: readonly string[]): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i += 1) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j += 1) {
        const current = row[j];
        row[j] = Math.min(
          row[j] + 1,
          row[j - 1] + 1,
          previous + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1),
        );
        previous = current;
      }
    }
    return row[b.length];
  };
  const best = known
    .map((candidate) => ({ candidate, score: distance(key, candidate) }))
    .sort((a, b) => a.score - b.score)[0];
  return best && best.score <= Math.max(2, Math.floor(key.length / 3)) ? best.candidate : undefined;
}

/**
 * Where a text breaks a "not" pattern (markup, a control or invisible character: the `text` and
 * `line` definitions), so the maintainer can find what they cannot see: "; encontrado U+200B na posição 12".
 */
function refusedPart(error: ErrorObject, found: unknown): string {
  const refused = ((error.params as { errors?: ErrorObject[] }).errors ?? []).find(
    (original) => original.keyword === "not",
  );
  const pattern = (refused?.schema as { pattern?: unknown } | undefined)?.pattern;
  if (typeof pattern !== "string" || typeof found !== "string") return "";
  const match = new RegExp(pattern, "u").exec(found);
  if (!match) return "";
  const shown = /^[\x21-\x7e]+$/.test(match[0])
    ? `"${match[0]}"`
    : [...match[0]]
        .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`)
        .join(" ");
  return `; encontrado ${shown} na posição ${[...found.slice(0, match.index)].length + 1}`;
}

function problemFor(error: ErrorObject, value: unknown): SchemaProblem {
  const at = pathOf(error.instancePath);
  const found = valueAt(value, at);
  switch (error.keyword) {
    case "errorMessage":
      return { path: at, reason: `${error.message ?? "valor inválido"}${refusedPart(error, found)}` };
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return { path: [...at, missing], reason: "campo obrigatório ausente" };
    }
    case "additionalProperties": {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const suggestion = closest(extra, known);
      return {
        path: [...at, extra],
        reason: `não é um campo conhecido${suggestion ? ` (você quis dizer "${suggestion}"?)` : ""}; campos possíveis: ${known.join(", ")}`,
      };
    }
    case "enum": {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      return {
        path: at,
        reason: `${JSON.stringify(found)} não é permitido; use um destes: ${allowed.map((item) => JSON.stringify(item)).join(", ")}`,
      };
    }
    case "type": {
      const expected = String((error.params as { type: string }).type);
      return { path: at, reason: `deve ser ${TYPE_NAMES[expected] ?? expected} (encontrado ${describe(found)})` };
    }
    case "minItems":
    case "maxItems": {
      const limit = (error.params as { limit: number }).limit;
      const count = Array.isArray(found) ? found.length : 0;
      return {
        path: at,
        reason: `deve ter ${error.keyword === "minItems" ? "pelo menos" : "no máximo"} ${limit} ${limit === 1 ? "item" : "itens"} (encontrados ${count})`,
      };
    }
    default: {
      const copy = { ...error };
      localizePtBr([copy]);
      return { path: at, reason: copy.message ?? error.keyword };
    }
  }
}

/** Every schema problem of one parsed file, in document order, without repeats. */
export function validateAgainstSchema(schema: string, value: unknown): SchemaProblem[] {
  const validate = validators().get(schema);
  if (!validate) throw new Error(`unknown content schema ${schema}`);
  if (validate(value)) return [];
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of validate.errors ?? []) {
    const problem = problemFor(error, value);
    const key = `${problem.path.join("/")}|${problem.reason}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}
