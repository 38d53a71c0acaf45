/**
 * Leads as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads "Cotação" as such),
 * ";" between fields (what a pt-BR Excel expects), CRLF line ends, every cell quoted (RFC 4180).
 * Formula injection is neutralised as OWASP's CSV-injection guidance says: a cell that begins with
 * = + - @ tab or CR gets a leading ', and so does every part of a cell that would begin with one
 * after any separator `--delimiter` offers (; , | tab) or a line break, because a spreadsheet that
 * picks another separator (or ignores the quotes) splits the cell there.
 */

import { ANSWERS_HEADING, formatBrasilia } from "../supabase/functions/_shared/email.ts";
import { answerRows, type QuoteQuestions } from "../supabase/functions/_shared/contract/quote-questions.ts";
import { visitorText } from "../supabase/functions/_shared/contract/quote-answers.ts";
import { FORM_TITLES, LEAD_DETAIL_LABELS as DETAIL } from "../supabase/functions/_shared/contract/lead-contract.ts";
import { LEAD_FIELD_TABLE } from "../supabase/functions/_shared/contract/lead-fields.ts";
import { campaignSummary } from "../supabase/functions/_shared/contract/lead-source.ts";
import { leadProduct } from "../supabase/functions/_shared/contract/options.ts";
import type { DeliveredVia, StoredLead } from "../supabase/functions/_shared/types.ts";
import { DELIMITERS } from "./leads-args.ts";

const STATUS_LABELS: Record<StoredLead["deliveryStatus"], string> = {
  pending: "pendente",
  delivered: "entregue",
  failed: "falhou",
};
const VIA_LABELS: Record<DeliveredVia, string> = {
  mail: "e-mail próprio",
  digest: "resumo",
  "spam-digest": "resumo de possível spam",
};

/** A full quote's answers in one readable cell: "CEP de pernoite: 01310-100; Uso do veículo: Particular". */
function answersCell(lead: StoredLead, questions: QuoteQuestions): string | null {
  if (!lead.quoteAnswers) return null;
  return answerRows(questions, lead.insuranceType, lead.quoteAnswers)
    .map(([label, value]) => `${label}: ${value}`)
    .join("; ");
}

type Column = [string, (lead: StoredLead) => string | null];

/** What the visitor asked about, as a label (the insurance type's option, else the contact's subject). */
const PRODUCT = "Produto";

const columns = (questions: QuoteQuestions): Column[] => [
  [DETAIL.protocol, (lead) => lead.protocol],
  [`${DETAIL.receivedAt} (Brasília)`, (lead) => formatBrasilia(lead.receivedAt)],
  [DETAIL.form, (lead) => FORM_TITLES[lead.formType]],
  ...LEAD_FIELD_TABLE.flatMap(({ field, label, display }): Column[] => {
    // As stored, for a spreadsheet to sort and filter; the option's label beside its value, the visitor's text without the answers.
    if (display === "free-text") return [[label, (lead) => visitorText(lead.quoteAnswers, lead[field])]];
    if (display === "option")
      return [
        [label, (lead) => lead[field]],
        [PRODUCT, (lead) => leadProduct(lead)],
      ];
    return [[label, (lead) => lead[field]]];
  }),
  [ANSWERS_HEADING, (lead) => answersCell(lead, questions)],
  [DETAIL.campaign, (lead) => campaignSummary(lead.source)],
  ["utm_source", (lead) => lead.source.utmSource],
  ["utm_medium", (lead) => lead.source.utmMedium],
  ["utm_campaign", (lead) => lead.source.utmCampaign],
  [DETAIL.campaignTerm, (lead) => lead.source.utmTerm],
  [DETAIL.campaignContent, (lead) => lead.source.utmContent],
  [DETAIL.landingPage, (lead) => lead.source.landingPage],
  [DETAIL.referrer, (lead) => lead.source.referrerOrigin],
  [DETAIL.page, (lead) => lead.page],
  [DETAIL.spam, (lead) => lead.spamReason],
  ["Situação", (lead) => STATUS_LABELS[lead.deliveryStatus]],
  ["Tentativas", (lead) => String(lead.attempts)],
  ["Último erro", (lead) => lead.lastError],
  ["Entregue em (Brasília)", (lead) => formatBrasilia(lead.deliveredAt)],
  ["Entregue por", (lead) => (lead.deliveredVia ? VIA_LABELS[lead.deliveredVia] : null)],
];

/**
 * Where a spreadsheet may cut a cell into fields or lines: every separator this command offers
 * (DELIMITERS, so a new one is guarded the day it is offered), the common ones a spreadsheet may
 * pick on its own, and line breaks.
 */
const SEPARATORS = [...new Set([...Object.values(DELIMITERS), ",", ";", "|", "\t", "\r", "\n"])];
const SEPARATOR = new RegExp(
  `([${SEPARATORS.map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}])`,
);
/** A piece that starts a formula, after spaces spreadsheets skip. */
const FORMULA_START = /^([ \u00a0]*)(?=[=+\-@])/;

/**
 * A leading ' wherever a formula could start: at the cell's start (also before a tab or CR there,
 * which some spreadsheets strip before looking) and at the start of every piece after a separator.
 */
export function neutraliseFormulas(text: string): string {
  const pieces = text
    .split(SEPARATOR)
    .map((piece, index) => (index % 2 === 1 ? piece : piece.replace(FORMULA_START, "$1'")));
  const joined = pieces.join("");
  return /^[\t\r]/.test(joined) ? `'${joined}` : joined;
}

/** One quoted cell, its formulas neutralised, embedded quotes doubled. */
export function csvField(value: string | null): string {
  return `"${neutraliseFormulas(value ?? "").replace(/"/g, '""')}"`;
}

/** The leads as CSV; `questions` (data/quote-questions.json) label a full quote's answers. */
export function leadsToCsv(leads: readonly StoredLead[], questions: QuoteQuestions, delimiter = ";"): string {
  const table = columns(questions);
  const rows = [table.map(([title]) => title), ...leads.map((lead) => table.map(([, value]) => value(lead)))];
  return `\uFEFF${rows.map((row) => row.map((value) => csvField(value)).join(delimiter)).join("\r\n")}\r\n`;
}

export { STATUS_LABELS };
