/**
 * The rules of data/quote-questions.json that JSON Schema cannot say: ids unique within a product,
 * options exactly for a choice, `after` naming an earlier question of a kind that can come after,
 * and limits that mean something for the format. Each problem is a field path and a pt-BR reason,
 * like the schema's own.
 */
import { FORMAT_LIMITS, type QuestionFormat } from "../../supabase/functions/_shared/contract/quote-questions";
import type { SchemaProblem } from "./content-schemas";

interface RawQuestion {
  id?: unknown;
  format?: unknown;
  options?: unknown;
  min?: unknown;
  max?: unknown;
  after?: unknown;
}

/** Which limits each format reads (FORMAT_LIMITS says what they mean); the rest take none. */
const LIMITS: Partial<Record<QuestionFormat, readonly ("min" | "max")[]>> = Object.fromEntries(
  Object.entries(FORMAT_LIMITS).map(([format, limits]) => [format, Object.keys(limits) as ("min" | "max")[]]),
);

/** Formats whose answers must be whole numbers of their unit. */
const WHOLE_LIMITS: ReadonlySet<string> = new Set([
  "texto",
  "ano",
  "data-nascimento",
  "data-futura",
  "numero",
  "ufs",
  "idades",
]);

/** Formats an answer can come "after": a later date, a larger number. */
const ORDERED: ReadonlySet<string> = new Set(["data-futura", "numero"]);

export function quoteQuestionProblems(value: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const products = (value as { products?: unknown } | null)?.products;
  if (!products || typeof products !== "object") return problems;
  for (const [product, group] of Object.entries(products as Record<string, unknown>)) {
    const questions = (group as { questions?: unknown } | null)?.questions;
    if (!Array.isArray(questions)) continue;
    const seen = new Map<string, RawQuestion>();
    questions.forEach((raw: unknown, index) => {
      const question = (raw ?? {}) as RawQuestion;
      const at = (...field: string[]) => ["products", product, "questions", index, ...field];
      const format = typeof question.format === "string" ? question.format : "";
      if (typeof question.id === "string") {
        if (seen.has(question.id))
          problems.push({ path: at("id"), reason: `"${question.id}" já é usado por outra pergunta deste grupo` });
      }
      if (format === "escolha" && question.options === undefined)
        problems.push({ path: at("options"), reason: "o tipo escolha precisa de opções" });
      if (format !== "escolha" && question.options !== undefined)
        problems.push({ path: at("options"), reason: `só o tipo escolha tem opções (este é ${format})` });
      for (const key of ["min", "max"] as const) {
        const limit = question[key];
        // Not a number at all: the schema says so already.
        if (typeof limit !== "number") continue;
        if (!LIMITS[format as QuestionFormat]?.includes(key))
          problems.push({ path: at(key), reason: `não se aplica ao tipo ${format}` });
        else if (WHOLE_LIMITS.has(format) && !Number.isInteger(limit))
          problems.push({ path: at(key), reason: "deve ser um número inteiro" });
      }
      if (typeof question.min === "number" && typeof question.max === "number" && question.min > question.max) {
        problems.push({ path: at("max"), reason: `deve ser maior ou igual ao mínimo (${question.min})` });
      }
      if (typeof question.after === "string") {
        const earlier = seen.get(question.after);
        if (!ORDERED.has(format))
          problems.push({
            path: at("after"),
            reason: `só os tipos data-futura e numero usam "Depois de" (este é ${format})`,
          });
        else if (!earlier)
          problems.push({ path: at("after"), reason: `"${question.after}" não é uma pergunta anterior deste grupo` });
        else if (earlier.format !== format)
          problems.push({
            path: at("after"),
            reason: `"${question.after}" é do tipo ${String(earlier.format)}; as duas devem ser do tipo ${format}`,
          });
      }
      if (typeof question.id === "string" && !seen.has(question.id)) seen.set(question.id, question);
    });
  }
  return problems;
}
