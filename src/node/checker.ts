/**
 * A small structural checker for maintainers' JSON: each failed rule becomes one
 * problem naming the file, the field path and the reason, so a broken edit is
 * fixed from the message alone.
 */

export interface ContentProblem {
  file: string;
  field: string;
  reason: string;
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file}: ${p.field || "(file)"}: ${p.reason}`;
}

type Json = unknown;

export class Checker {
  readonly problems: ContentProblem[] = [];

  constructor(readonly file: string) {}

  fail(field: string, reason: string): void {
    this.problems.push({ file: this.file, field, reason });
  }

  object(value: Json, field: string): Record<string, Json> | undefined {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value as Record<string, Json>;
    }
    this.fail(field, value === undefined ? "is required" : `must be an object (found ${describe(value)})`);
    return undefined;
  }

  string(value: Json, field: string): string | undefined {
    if (typeof value === "string" && value.trim() !== "") return value;
    if (value === undefined) this.fail(field, "is required");
    else if (typeof value === "string") this.fail(field, "must not be empty");
    else this.fail(field, `must be a string (found ${describe(value)})`);
    return undefined;
  }

  optionalString(value: Json, field: string): string | undefined {
    return value === undefined ? undefined : this.string(value, field);
  }

  number(value: Json, field: string): number | undefined {
    if (typeof value === "number" && Number.isFinite(value)) return value;
    this.fail(field, value === undefined ? "is required" : `must be a number (found ${describe(value)})`);
    return undefined;
  }

  oneOf<T extends string>(value: Json, field: string, allowed: readonly T[]): T | undefined {
    const text = this.string(value, field);
    if (text === undefined) return undefined;
    if ((allowed as readonly string[]).includes(text)) return text as T;
    this.fail(field, `"${text}" is not allowed; use one of: ${allowed.map((a) => `"${a}"`).join(", ")}`);
    return undefined;
  }

  /** An array whose length is within [min, max]; each element is handed to `each`. */
  array(
    value: Json,
    field: string,
    { min = 0, max = Infinity }: { min?: number; max?: number },
    each: (item: Json, itemField: string) => void,
  ): void {
    if (!Array.isArray(value)) {
      this.fail(field, value === undefined ? "is required" : `must be a list (found ${describe(value)})`);
      return;
    }
    if (min === max && value.length !== min) {
      this.fail(field, `must have exactly ${min} items (found ${value.length})`);
    } else if (value.length < min) {
      this.fail(field, `must have at least ${min} item${min === 1 ? "" : "s"} (found ${value.length})`);
    } else if (value.length > max) {
      this.fail(field, `must have at most ${max} items (found ${value.length})`);
    }
    value.forEach((item, index) => each(item, `${field}[${index}]`));
  }

  stringList(value: Json, field: string, limits: { min?: number; max?: number } = { min: 1 }): void {
    this.array(value, field, limits, (item, itemField) => this.string(item, itemField));
  }

  /** Flags keys the schema does not know, which are usually typos of known ones. */
  knownKeys(obj: Record<string, Json>, field: string, keys: readonly string[]): void {
    for (const key of Object.keys(obj)) {
      if (!keys.includes(key)) {
        this.fail(join(field, key), `is not a known field; expected one of: ${keys.join(", ")}`);
      }
    }
  }
}

export function join(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

function describe(value: Json): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}
