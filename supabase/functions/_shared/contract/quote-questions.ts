/**
 * The full quote's questions per product (data/quote-questions.json, declared by
 * schemas/quote-questions.schema.json): how each answer is checked, written and read back.
 *
 * The request body stays the specification's: the form writes the answers into
 * `additionalDetails` as labelled lines ("CEP de pernoite: 01310-100"), a blank line, then what
 * the visitor wrote (`composeDetails`), for anyone who reads that text. The answers themselves
 * travel by question id beside the body (quote-answers.ts), and the function checks them again here
 * (`checkAnswers`): never read back from the text. The form, the function (both runtimes), the mails
 * and the CSV all call this module; the definitions come from the content file, passed in, never
 * copied here.
 * Runtime-free and small: the quote page's chunk imports it.
 */

import { codePointLength, removeInvisible } from "./text.ts";
import { cnpjCharacters, formatCnpj, hasValidCnpjDigits } from "./cnpj.ts";
import { formatDate, parseDate, shiftDays } from "./calendar.ts";
import { checkRenewalDate } from "./renewal-reminder.ts";
import { formatReais, formatWhole, parseDecimal, parseReais } from "./numbers.ts";

/** What an answer may be; each format's rules are in `checkAnswer`. */
export const QUESTION_FORMATS = [
  "texto",
  "escolha",
  "cep",
  "cnpj",
  "placa",
  "ano",
  "data-nascimento",
  "data-futura",
  "data-vencimento",
  "valor",
  "numero",
  "ufs",
  "idades",
] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];

/** One question as the content file declares it (GraphQL gives absent fields as null). */
export interface QuoteQuestion {
  id: string;
  label: string;
  format: string;
  help?: string | null;
  /** `escolha`: the options, as shown and as written in the lead. */
  options?: readonly string[] | null;
  /** Limits, per format: see FORMAT_LIMITS. */
  min?: number | null;
  max?: number | null;
  /** The id of an earlier question this answer must come after (a later date, a larger number). */
  after?: string | null;
}

export interface ProductQuestions {
  legend: string;
  questions: readonly QuoteQuestion[];
}

/** The content file: a hint shown above the questions, and each product's questions by its tipoSeguro value. */
export interface QuoteQuestions {
  hint: string;
  products: Readonly<Record<string, ProductQuestions | null | undefined>>;
}

/** Answers by question id, as typed (form) or as checked and written (stored lead). */
export type Answers = Readonly<Record<string, string>>;

/** Defaults of `min` and `max` per format, and what they mean there. */
export const FORMAT_LIMITS = {
  /** Characters. */
  texto: { max: 80 },
  /** Years: the oldest model year (the newest is next year). */
  ano: { min: 1950 },
  /** Age in whole years on the day of the quote. */
  "data-nascimento": { min: 18, max: 100 },
  /** Days from today: no earlier than min, no later than max. */
  "data-futura": { min: 0, max: 730 },
  /** Reais. */
  valor: { min: 1, max: 1_000_000_000 },
  /** A whole number. */
  numero: { min: 0, max: 1_000_000 },
  /** How many states. */
  ufs: { max: 27 },
  /** How many ages (each 0 to 120). */
  idades: { max: 20 },
} as const;

const STATES = new Set("AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" "));

/** The line break the form writes between the answers and the visitor's text, and between answers. */
const LINE = "\n";
/** Between a label and its answer. Labels never hold a colon (the schema says so). */
const LABEL_SEPARATOR = ": ";

export type AnswerCheck = { ok: true; value: string } | { ok: false; message: string };

/** What a check needs besides the answer: today's date in São Paulo ("2026-11-25") and the earlier answers. */
export interface CheckContext {
  today: string;
  /** Checked answers of this product so far, by id, for `after`. */
  answers?: Answers;
  /** Labels of this product's questions by id, for messages about `after`. */
  labels?: Readonly<Record<string, string>>;
}

const fail = (message: string): AnswerCheck => ({ ok: false, message });
const pass = (value: string): AnswerCheck => ({ ok: true, value });

const limit = (question: QuoteQuestion, key: "min" | "max", fallback: number): number => {
  const value = question[key];
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
};

/** Whole years from `birth` to `today` (both "YYYY-MM-DD"). */
function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A whole number as typed ("3", "1.500"), or null. */
const parseWhole = (typed: string): number | null => parseDecimal(typed, { signed: false, maxDecimals: 0 });

// Control characters, bidi overrides and lone surrogates never come from a form field.
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** The value of the earlier question `after` names, when it was answered and checked. */
function earlier(question: QuoteQuestion, context: CheckContext): { label: string; value: string } | null {
  if (!question.after) return null;
  const value = context.answers?.[question.after];
  if (value === undefined) return null;
  return { label: context.labels?.[question.after] ?? question.after, value };
}

/**
 * Checks one filled-in answer and writes it the way staff read it ("01310100" → "01310-100",
 * "150000" → "R$ 150.000,00", "1985-03-15" → "15/03/1985"). A written answer checks again to
 * itself, so the function reads back exactly what the form wrote. An empty answer is not checked:
 * every question is optional. Invisible and bidi characters (text.ts) are removed first: an answer
 * is what it shows, never a "Zona\u200bSul" that reads like another or a date reordered on screen.
 */
export function checkAnswer(question: QuoteQuestion, typed: string, context: CheckContext): AnswerCheck {
  const visible = removeInvisible(typed);
  const text = visible.trim().replace(/\s+/g, " ");
  if (UNPRINTABLE.test(visible)) return fail("Há caracteres inválidos nesta resposta.");
  switch (question.format as QuestionFormat) {
    case "texto": {
      const max = limit(question, "max", FORMAT_LIMITS.texto.max);
      return codePointLength(text) <= max ? pass(text) : fail(`Use no máximo ${max} caracteres.`);
    }
    case "escolha": {
      const option = (question.options ?? []).find(
        (candidate) => candidate.toLocaleLowerCase("pt-BR") === text.toLocaleLowerCase("pt-BR"),
      );
      return option === undefined ? fail("Escolha uma das opções da lista.") : pass(option);
    }
    case "cep": {
      const digits = /^\d{5}-?\d{3}$/.test(text.replace(/[.\s]/g, "")) ? text.replace(/\D/g, "") : "";
      return digits.length === 8 && digits !== "00000000"
        ? pass(`${digits.slice(0, 5)}-${digits.slice(5)}`)
        : fail("Informe o CEP com 8 números, como 01310-100.");
    }
    case "cnpj": {
      // Digits, or the letters of the alphanumeric CNPJ issued from July 2026 (cnpj.ts).
      const characters = cnpjCharacters(text);
      if (characters === null) return fail("Informe os 14 caracteres do CNPJ, como 12.345.678/0001-95.");
      if (!hasValidCnpjDigits(characters))
        return fail("Este CNPJ não existe: confira os números (os dígitos verificadores não batem).");
      return pass(formatCnpj(characters));
    }
    case "placa": {
      const plate = text.toUpperCase().replace(/[\s-]/g, "");
      if (/^[A-Z]{3}\d{4}$/.test(plate)) return pass(`${plate.slice(0, 3)}-${plate.slice(3)}`);
      if (/^[A-Z]{3}\d[A-Z]\d{2}$/.test(plate)) return pass(plate);
      return fail("Informe a placa no formato ABC-1234 ou no padrão Mercosul, ABC1D23.");
    }
    case "ano": {
      const oldest = limit(question, "min", FORMAT_LIMITS.ano.min);
      const newest = Number(context.today.slice(0, 4)) + 1;
      const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
      return year >= oldest && year <= newest
        ? pass(String(year))
        : fail(`Informe um ano entre ${oldest} e ${newest}.`);
    }
    case "data-nascimento": {
      const date = parseDate(text);
      if (date === null) return fail("Informe uma data válida, como 15/03/1985.");
      const min = limit(question, "min", FORMAT_LIMITS["data-nascimento"].min);
      const max = limit(question, "max", FORMAT_LIMITS["data-nascimento"].max);
      const age = ageOn(date, context.today);
      return age >= min && age <= max
        ? pass(formatDate(date))
        : fail(`A idade nessa data deve ser de ${min} a ${max} anos.`);
    }
    case "data-futura": {
      const date = parseDate(text);
      if (date === null) return fail("Informe uma data válida, como 15/03/2027.");
      const first = shiftDays(context.today, limit(question, "min", FORMAT_LIMITS["data-futura"].min));
      const last = shiftDays(context.today, limit(question, "max", FORMAT_LIMITS["data-futura"].max));
      if (date < first) return fail(`Informe uma data a partir de ${formatDate(first)}.`);
      if (date > last) return fail(`Informe uma data até ${formatDate(last)}.`);
      const before = earlier(question, context);
      const beforeDate = before ? parseDate(before.value) : null;
      if (before && beforeDate && date < beforeDate)
        return fail(`Deve ser igual ou depois de "${before.label}" (${before.value}).`);
      return pass(formatDate(date));
    }
    case "data-vencimento": {
      // The current policy's end date: the renewal reminder's window (tomorrow … 13 months), so a
      // quote's answer is one the visitor could also ask a reminder for.
      const checked = checkRenewalDate(text, context.today);
      return checked.ok ? pass(formatDate(checked.value)) : fail(checked.message);
    }
    case "valor": {
      const value = parseReais(text);
      if (value === null) return fail("Informe um valor em reais, como 150.000,00.");
      const min = limit(question, "min", FORMAT_LIMITS.valor.min);
      const max = limit(question, "max", FORMAT_LIMITS.valor.max);
      return value >= min && value <= max
        ? pass(formatReais(value))
        : fail(`Informe um valor de ${formatReais(min)} a ${formatReais(max)}.`);
    }
    case "numero": {
      const value = parseWhole(text);
      if (value === null) return fail("Informe um número inteiro, só com algarismos.");
      const min = limit(question, "min", FORMAT_LIMITS.numero.min);
      const max = limit(question, "max", FORMAT_LIMITS.numero.max);
      if (value < min || value > max) return fail(`Informe um número de ${formatWhole(min)} a ${formatWhole(max)}.`);
      const before = earlier(question, context);
      const beforeValue = before ? parseWhole(before.value) : null;
      if (before && beforeValue !== null && value <= beforeValue)
        return fail(`Deve ser maior que "${before.label}" (${before.value}).`);
      return pass(String(value));
    }
    case "ufs": {
      const codes = text
        .toUpperCase()
        .replace(/\sE\s/g, ",")
        .split(/[\s,;/]+/)
        .filter(Boolean);
      const unknown = codes.find((code) => !STATES.has(code));
      if (codes.length === 0 || unknown !== undefined)
        return fail(
          `Use as siglas dos estados separadas por vírgula, como SP, RJ, MG${unknown ? ` ("${unknown.slice(0, 10)}" não é uma sigla)` : ""}.`,
        );
      const unique = [...new Set(codes)];
      const max = limit(question, "max", FORMAT_LIMITS.ufs.max);
      return unique.length <= max ? pass(unique.join(", ")) : fail(`Informe no máximo ${max} estados.`);
    }
    case "idades": {
      const parts = text
        .replace(/\se\s/gi, ",")
        .split(/[\s,;]+/)
        .filter(Boolean);
      const ages = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
      if (ages.length === 0 || ages.some((age) => !(age >= 0 && age <= 120)))
        return fail("Informe as idades separadas por vírgula, como 42, 39, 8.");
      const max = limit(question, "max", FORMAT_LIMITS.idades.max);
      return ages.length <= max ? pass(ages.join(", ")) : fail(`Informe no máximo ${max} idades.`);
    }
    default:
      return fail("Pergunta sem formato conhecido.");
  }
}

/** The questions of a product (a tipoSeguro value), or none. */
export function questionsOf(definitions: QuoteQuestions, product: string | null | undefined): readonly QuoteQuestion[] {
  if (!product || !Object.hasOwn(definitions.products, product)) return [];
  return definitions.products[product]?.questions ?? [];
}

function labelsOf(questions: readonly QuoteQuestion[]): Record<string, string> {
  return Object.fromEntries(questions.map((question) => [question.id, question.label]));
}

export interface CheckedAnswers {
  /** Filled-in answers as staff read them, by id, in the questions' order. */
  answers: Record<string, string>;
  /** What is wrong with each malformed answer, by id. */
  errors: Record<string, string>;
}

/** Checks a product's typed answers (the form, before anything is sent): empty ones are left out. */
export function checkAnswers(
  definitions: QuoteQuestions,
  product: string,
  typed: Answers,
  today: string,
): CheckedAnswers {
  const questions = questionsOf(definitions, product);
  const labels = labelsOf(questions);
  const answers: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const value = typed[question.id] ?? "";
    if (value.trim() === "") continue;
    const checked = checkAnswer(question, value, { today, answers, labels });
    if (checked.ok) answers[question.id] = checked.value;
    else errors[question.id] = checked.message;
  }
  return { answers, errors };
}

/** The answers as the lead's lines ("CEP de pernoite: 01310-100"), in the questions' order. */
export function answerLines(definitions: QuoteQuestions, product: string, answers: Answers): string[] {
  return answerRows(definitions, product, answers).map(([label, value]) => `${label}${LABEL_SEPARATOR}${value}`);
}

/**
 * Label/value rows of a lead's answers for staff (mail, CSV), in the questions' order; an id the
 * definitions no longer know (a question removed after the lead came in) keeps its answer under its id.
 */
export function answerRows(definitions: QuoteQuestions, product: string | null, answers: Answers): [string, string][] {
  const questions = questionsOf(definitions, product);
  const known = questions
    .filter((question) => Object.hasOwn(answers, question.id))
    .map((question): [string, string] => [question.label, answers[question.id]]);
  const ids = new Set(questions.map((question) => question.id));
  const unknown = Object.entries(answers).filter(([id]) => !ids.has(id));
  return [...known, ...unknown];
}

/** additionalDetails as the form sends it: the answers' lines, a blank line, then what the visitor wrote. */
export function composeDetails(lines: readonly string[], written: string): string {
  if (lines.length === 0) return written;
  const text = written.trim();
  return text === "" ? lines.join(LINE) : `${lines.join(LINE)}${LINE}${LINE}${text}`;
}
