import * as React from "react";
import { flushSync } from "react-dom";
import {
  answerFieldName,
  fullQuoteBody,
  typedAnswers,
  type FullQuoteValues,
} from "../../supabase/functions/_shared/contract/form-bodies";
import { MAX_LENGTHS } from "../../supabase/functions/_shared/contract/lead-contract";
import { FULL_QUOTE_TYPES } from "../../supabase/functions/_shared/contract/options";
import {
  answerLines,
  checkAnswers,
  questionsOf,
  type QuoteQuestions,
} from "../../supabase/functions/_shared/contract/quote-questions";
import { todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import { codePointLength } from "../../supabase/functions/_shared/contract/text";
import { FormField } from "../components/forms/FormField";
import { emptyValues, FULL_QUOTE_FORM } from "../components/forms/form-fields";
import { LeadForm } from "../components/forms/LeadForm";
import { FULL_QUOTE_MESSAGES, TERMS_NOT_ACCEPTED } from "../components/forms/messages";
import { QuoteQuestionsFieldset } from "./QuoteQuestionsFieldset";
import { useLeadSubmit } from "../components/forms/useLeadSubmit";
import { useSimulationAnswers } from "./useSimulationAnswers";
import type { SimulatorRanges } from "../simulators/proposal";
import { preselect } from "../islands/contract";

/** The form's values with every product's answers empty. */
function emptyQuoteValues(questions: QuoteQuestions): FullQuoteValues {
  const values: FullQuoteValues = emptyValues(FULL_QUOTE_FORM.fields);
  for (const { value } of FULL_QUOTE_TYPES)
    for (const question of questionsOf(questions, value)) values[answerFieldName(value, question.id)] = "";
  return values;
}

const termsAccepted = (values: FullQuoteValues) => (values.aceiteTermos ? null : TERMS_NOT_ACCEPTED);

/** Room left in additionalDetails for what the visitor writes, after the answers' lines and the blank line. */
function detailsRoom(lines: readonly string[]): number {
  return MAX_LENGTHS.additionalDetails - (lines.length > 0 ? codePointLength(lines.join("\n")) + 2 : 0);
}

/** What the form knows of a product's answers right now: the lines it would send, and what is wrong. */
function answersState(questions: QuoteQuestions, values: FullQuoteValues, today: string) {
  const product = values.tipoSeguro;
  const { answers, errors } = checkAnswers(questions, product, typedAnswers(values, product), today);
  const lines = answerLines(questions, product, answers);
  const room = detailsRoom(lines);
  const detailsError =
    codePointLength(values.outrosDetalhes.trim()) > room
      ? `Com as respostas acima, este campo aceita até ${Math.max(room, 0)} caracteres: encurte o texto.`
      : null;
  return { errors, room, detailsError };
}

interface FullQuoteFormProps {
  /** The product questions (data/quote-questions.json), shown for the chosen type of insurance. */
  questions: QuoteQuestions;
  /** The simulators' ranges, which a simulation's numbers in the link must respect to fill the answers. */
  simulatorRanges: SimulatorRanges;
}

/**
 * The full quote request. The terms checkbox is deliberately not natively required: the form itself
 * blocks the submission with the SPEC's own notice. The chosen product's questions, all optional,
 * appear once React has the form (they are not in the server's HTML, which keeps the page within
 * the first round trip); a malformed answer stops the submission with its reason at the field.
 */
export function FullQuoteForm({ questions, simulatorRanges }: FullQuoteFormProps) {
  const initialValues = React.useMemo(() => emptyQuoteValues(questions), [questions]);
  // Fields whose errors show: those left once (blur), and every one of a product after a submit tried.
  const [touched, setTouched] = React.useState<ReadonlySet<string>>(() => new Set());
  const [submitTriedFor, setSubmitTriedFor] = React.useState<string | null>(null);

  const checkFields = (values: FullQuoteValues, formElement: HTMLFormElement | null): boolean => {
    const { errors, detailsError } = answersState(questions, values, todayInSaoPaulo());
    const invalid = questionsOf(questions, values.tipoSeguro).filter((question) => errors[question.id] !== undefined);
    if (invalid.length === 0 && detailsError === null) return true;
    // Drawn before the focus moves, so a screen reader reads the field with its reason.
    flushSync(() => setSubmitTriedFor(values.tipoSeguro));
    const first = invalid.length > 0 ? answerFieldName(values.tipoSeguro, invalid[0].id) : "outrosDetalhes";
    const element = formElement?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
    return false;
  };

  const form = useLeadSubmit({
    initialValues,
    toBody: (values: FullQuoteValues) => fullQuoteBody(values, { questions, today: todayInSaoPaulo() }),
    messages: FULL_QUOTE_MESSAGES,
    checkFields,
    check: termsAccepted,
  });
  // A return to the same address brings back what the visitor had, the simulation's answers edited or not.
  const { wasRestored } = form;
  const setAnswer = form.setValue as (name: string, value: string) => void;
  const fillFromSimulation = (name: string, value: string) => {
    if (!wasRestored()) setAnswer(name, value);
  };
  useSimulationAnswers(form.formRef, fillFromSimulation, simulatorRanges);

  // The build's loader chooses the product the link names before React (island-loader.ts); `gatsby
  // develop` has no loader, so there the form runs the same choice on its <select>, once, on mount,
  // and takes it into its state.
  const { setValue, formRef } = form;
  React.useEffect(() => {
    if (process.env.NODE_ENV !== "development" || !preselect()) return;
    const select = formRef.current?.elements.namedItem("tipoSeguro");
    if (select instanceof HTMLSelectElement) setValue("tipoSeguro", select.value);
  }, [setValue, formRef]);

  const product = form.values.tipoSeguro;
  const group = questions.products[product] ?? null;
  const today = todayInSaoPaulo();
  const { errors, room, detailsError } = answersState(questions, form.values, today);
  const shows = (name: string) => submitTriedFor === product || touched.has(name);

  return (
    <LeadForm declaration={FULL_QUOTE_FORM} form={form} bind={form.bind}>
      {group ? (
        <QuoteQuestionsFieldset
          product={product}
          group={group}
          hint={questions.hint}
          bind={(id) => form.bind(answerFieldName(product, id))}
          onBlur={(id) => setTouched((current) => new Set(current).add(answerFieldName(product, id)))}
          errors={Object.fromEntries(Object.entries(errors).filter(([id]) => shows(answerFieldName(product, id))))}
          today={today}
        />
      ) : null}
      <FormField
        field={{ ...FULL_QUOTE_FORM.fields.outrosDetalhes, maxLength: Math.max(room, 0) }}
        {...form.bind("outrosDetalhes")}
        error={detailsError !== null && shows("outrosDetalhes") ? detailsError : null}
        onBlur={() => setTouched((current) => new Set(current).add("outrosDetalhes"))}
      />
      <FormField field={FULL_QUOTE_FORM.fields.aceiteTermos} {...form.bind("aceiteTermos")} />
    </LeadForm>
  );
}
