/**
 * The full quote's structured answers on the wire: one codec, keyed by question id
 * (data/quote-questions.json), never by label. The form writes the chosen product's checked answers
 * (a simulation's numbers among them: useSimulationAnswers fills those questions) into the
 * `x-quote-answers` header beside the body; the function reads them back by id, checks them again
 * against the same definitions and stores them by id (`quote_answers`); the mails and the CSV label
 * them with the questions' current labels. A label can be renamed: staff read the new one, and
 * nothing else changes.
 *
 * Beside the body, as the visitor's source travels (lead-source.ts): the body stays exactly SPEC §7's,
 * its `additionalDetails` still the text the visitor reads (the answers' "Label: value" lines, a
 * blank line, what they wrote), and a client that sends no header loses nothing but the table.
 * Runtime-free and small: the quote page's chunk imports it.
 */

import { removeInvisible } from "./text.ts";
import type { Answers } from "./quote-questions.ts";

export const QUOTE_ANSWERS_HEADER = "x-quote-answers";

/** The header's longest accepted value; anything longer is ignored whole (a product has a dozen short answers). */
export const QUOTE_ANSWERS_MAX_HEADER = 8192;

/** A question id as the content schema allows it (letters and digits, camelCase). */
const QUESTION_ID = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/**
 * The answers as the header's value: a URL-encoded query string, one parameter per question id.
 * fetch refuses a header value with a character past U+00FF; percent-encoding leaves only ASCII.
 */
export function encodeQuoteAnswers(answers: Answers): string {
  const params = new URLSearchParams();
  for (const [id, value] of Object.entries(answers)) if (QUESTION_ID.test(id) && value !== "") params.set(id, value);
  return params.toString();
}

/**
 * The answers a request's header carries, by question id, as sent: unchecked (the function checks
 * them against its definitions: quote-questions.ts, checkAnswers). A malformed header, a repeated or
 * malformed id, is dropped: answers are never a reason to refuse a lead.
 */
export function decodeQuoteAnswers(header: string | null): Record<string, string> {
  if (header === null || header.length > QUOTE_ANSWERS_MAX_HEADER) return {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(header);
  } catch {
    return {};
  }
  const answers: Record<string, string> = {};
  for (const [id, value] of params) {
    if (!QUESTION_ID.test(id) || Object.hasOwn(answers, id)) return {};
    answers[id] = value;
  }
  return answers;
}

/**
 * What the visitor wrote in a full quote's additionalDetails, without the answers' lines the form
 * put in front of it: the leading lines that each end with one of the stored answers (": value", in
 * any order, each once) and the blank line after them. Read by value, never by label, so a label
 * renamed since changes nothing; a line that is not one ends them and stays, so nothing the visitor
 * sent is lost. Null when nothing else is left.
 */
export function visitorText(answers: Answers | null, details: string | null): string | null {
  if (details === null || answers === null) return details;
  const values = Object.values(answers).map((value) => removeInvisible(value));
  const lines = details.split("\n");
  let taken = 0;
  while (taken < lines.length) {
    const line = removeInvisible(lines[taken]);
    const at = values.findIndex((value) => line.endsWith(`: ${value}`) && line.length > value.length + 2);
    if (at < 0) break;
    values.splice(at, 1);
    taken += 1;
  }
  if (taken === 0) return details;
  if (lines[taken] === "") taken += 1;
  return taken >= lines.length ? null : lines.slice(taken).join("\n");
}
