/**
 * How each kind of quote question is typed on a phone: the native input type, the keyboard
 * (inputmode), what the browser may fill in (autocomplete) and the native limits. No mask: a masked
 * field fights screen readers and pasted values; the answer is checked and written tidily instead
 * (checkAnswer in supabase/functions/_shared/contract/quote-questions.ts).
 */
import { reminderDateRange } from "../../supabase/functions/_shared/contract/renewal-reminder";
import {
  FORMAT_LIMITS,
  type QuestionFormat,
  type QuoteQuestion,
} from "../../supabase/functions/_shared/contract/quote-questions";
import { answerFieldName } from "../../supabase/functions/_shared/contract/form-bodies";
import type { FieldDeclaration } from "../components/forms/form-fields";

export interface QuestionInputProps {
  type: "text" | "date";
  inputMode?: "numeric" | "decimal" | "text";
  autoComplete: string;
  maxLength?: number;
  min?: string;
  max?: string;
  autoCapitalize?: "characters";
  spellCheck?: false;
  placeholder?: string;
}

/** "YYYY-MM-DD" shifted by whole days or years. */
function shift(today: string, { days = 0, years = 0 }: { days?: number; years?: number }): string {
  const [year, month, day] = today.split("-").map(Number);
  const date = new Date(Date.UTC(year + years, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

const limitOf = (question: QuoteQuestion, key: "min" | "max", fallback: number): number =>
  typeof question[key] === "number" ? (question[key] as number) : fallback;

/** The attributes of a question's input (a choice is a native select and takes none of these). */
export function questionInputProps(question: QuoteQuestion, today: string): QuestionInputProps {
  switch (question.format as QuestionFormat) {
    case "cep":
      return {
        type: "text",
        inputMode: "numeric",
        autoComplete: "postal-code",
        maxLength: 9,
        placeholder: "00000-000",
      };
    case "cnpj":
      // Not a numeric keyboard: the CNPJs issued from July 2026 may hold letters.
      return {
        type: "text",
        inputMode: "text",
        autoComplete: "off",
        maxLength: 18,
        autoCapitalize: "characters",
        spellCheck: false,
        placeholder: "00.000.000/0000-00",
      };
    case "placa":
      return {
        type: "text",
        inputMode: "text",
        autoComplete: "off",
        maxLength: 8,
        autoCapitalize: "characters",
        spellCheck: false,
        placeholder: "ABC1D23",
      };
    case "ano":
      return { type: "text", inputMode: "numeric", autoComplete: "off", maxLength: 4 };
    case "data-nascimento": {
      const limits = FORMAT_LIMITS["data-nascimento"];
      // Native hints only (the picker opens near them); the check is checkAnswer's.
      return {
        type: "date",
        autoComplete: "bday",
        min: shift(today, { years: -limitOf(question, "max", limits.max) - 1, days: 1 }),
        max: shift(today, { years: -limitOf(question, "min", limits.min) }),
      };
    }
    case "data-futura": {
      const limits = FORMAT_LIMITS["data-futura"];
      return {
        type: "date",
        autoComplete: "off",
        min: shift(today, { days: limitOf(question, "min", limits.min) }),
        max: shift(today, { days: limitOf(question, "max", limits.max) }),
      };
    }
    case "data-vencimento":
      return { type: "date", autoComplete: "off", ...reminderDateRange(today) };
    case "valor":
      return { type: "text", inputMode: "decimal", autoComplete: "off", maxLength: 20, placeholder: "0,00" };
    case "numero":
      return { type: "text", inputMode: "numeric", autoComplete: "off", maxLength: 9 };
    case "ufs":
      return {
        type: "text",
        inputMode: "text",
        autoComplete: "off",
        maxLength: 100,
        autoCapitalize: "characters",
        spellCheck: false,
      };
    case "idades":
      return { type: "text", inputMode: "text", autoComplete: "off", maxLength: 120 };
    default:
      return { type: "text", autoComplete: "off", maxLength: limitOf(question, "max", FORMAT_LIMITS.texto.max) };
  }
}

/**
 * A question as the form declares its field: a choice is a native select, any other question a
 * native input typed as above; the question's help goes under it. All of them optional.
 */
export function questionField(product: string, question: QuoteQuestion, today: string): FieldDeclaration {
  const common = { name: answerFieldName(product, question.id), label: question.label, help: question.help };
  if (question.format === "escolha")
    return {
      ...common,
      control: "select",
      placeholder: "Selecione",
      options: (question.options ?? []).map((option) => ({ value: option, label: option })),
    };
  const { type, ...input } = questionInputProps(question, today);
  return { ...common, control: type, ...input };
}
