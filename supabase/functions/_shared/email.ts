/**
 * Renders the brokerage's notification e-mails (pt-BR): one staff-mail renderer for every form kind,
 * showing a record's fields as its entry in the registry declares them (form-kinds.ts); a lead's
 * notification and its digests, and a reminder's mail to staff (reminder-mails.ts), all go through it.
 * Pure: no I/O.
 */

import { insuranceTypeLabel as insuranceLabel, optionLabel } from "./contract/options.ts";
import { FORM_TITLES, LEAD_DETAIL_LABELS as DETAIL } from "./contract/lead-contract.ts";
import { LEAD_FIELD_TABLE, type FieldDisplay } from "./contract/lead-fields.ts";
import { truncateCodePoints } from "./contract/text.ts";
import { contactLinks, type ContactLinks } from "./contact-links.ts";
import { readablePhone, readableTaxId } from "./brazilian-numbers.ts";
import { campaignSummary, NO_SOURCE, type LeadSource } from "./contract/lead-source.ts";
import type { DigestKind, LeadFields } from "./types.ts";
import { answerRows, questionsOf, type QuoteQuestions } from "./contract/quote-questions.ts";
import { visitorText } from "./contract/quote-answers.ts";
import { formatDate, parseDate, todayInSaoPaulo } from "./contract/calendar.ts";
import { kindOfRecord, type FieldName, type FormKind, type KindField } from "./contract/form-kinds.ts";
import { describeRenewal } from "./contract/renewal-reminder.ts";

export interface LeadEmailInput extends LeadFields {
  id: string;
  /** The short reference staff read out ("2026-00042"). */
  protocol: string;
  page: string | null;
  receivedAt: string;
  /** Set for possible spam: why it was flagged. */
  spamReason?: string | null;
  source?: LeadSource;
  /** A full quote's answers by question id (LeadContext.quoteAnswers). */
  quoteAnswers?: Readonly<Record<string, string>> | null;
}

/** What a mail says beyond the lead itself. */
export interface MailContext {
  /** The brokerage's name (data/site.json), in the WhatsApp greeting and the reply's subject. */
  brokerageName: string;
  /** The full quote's questions (data/quote-questions.json): the answers' labels. */
  quoteQuestions: QuoteQuestions;
}

/** The heading of a full quote's answers in the mail and in the CSV. */
export const ANSWERS_HEADING = "Respostas para a cotação";

/** The plain-text heading over what the visitor wrote in their own words (each line then quoted). */
export const VISITOR_TEXT_HEADING = 'Escrito pelo visitante (cada linha começa com "> ")';

/** What starts each line of the visitor's free text in the plain-text mail. */
const QUOTE_MARK = "> ";

export { FORM_TITLES };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Header values must be one line: CR/LF (and other control characters) would allow header injection. */
export function headerSafe(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

// Built once: an Intl formatter is costly to create and this runs for every lead.
const BRASILIA_TIME = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "medium",
});

/** A timestamp in São Paulo time ("01/05/2026, 09:00:00"); empty for null. */
export function formatBrasilia(iso: string | null): string {
  if (iso === null) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : BRASILIA_TIME.format(date);
}

type Row = [string, string];

const present = (candidates: [string, string | null][]): Row[] =>
  candidates.filter((row): row is Row => row[1] !== null);

/** What showing a record's fields needs beyond each value: the day it is read from, and what the visitor wrote of the free text. */
interface FieldView {
  /** São Paulo's day an end date is counted from ("vence em 23 dias"), or null to show the date alone. */
  today: string | null;
  freeText: (value: string) => string | null;
}

/** A field as a mail shows it: its label and display, and its kind's options when it has them. */
type MailField = Pick<KindField, "field" | "label" | "display"> & { options?: KindField["options"] };

/** A field's value as staff read it (its `display`); null hides the row. */
const SHOWN: Record<FieldDisplay, (value: string, field: MailField, view: FieldView) => string | null> = {
  text: (value) => value,
  phone: readablePhone,
  "tax-id": readableTaxId,
  option: (value, field) => (field.options ? optionLabel(field.options, value) : value),
  "free-text": (value, _field, view) => view.freeText(value),
  "renewal-date": (value, _field, view) =>
    view.today === null ? formatDate(value) : describeRenewal(value, view.today),
  hidden: () => null,
};

/**
 * The fields a kind's record shows: a reminder's are its entry's; a lead's are its table's, in the
 * field table's order (a value sent around the form shows too), each with its kind's options.
 */
function mailFields(kind: FormKind): readonly MailField[] {
  if (kind.record !== "lead") return kind.fields;
  return LEAD_FIELD_TABLE.map((spec) => kind.fields.find((field) => field.field === spec.field) ?? spec);
}

/** The rows of a record's fields whose display is (or is not) free text, in its kind's order; an empty value has no row. */
function fieldRows(
  kind: FormKind,
  values: Partial<Record<FieldName, string | null>>,
  view: FieldView,
  freeText: boolean,
): Row[] {
  return present(
    mailFields(kind)
      .filter(({ display }) => (display === "free-text") === freeText)
      .map((field): [string, string | null] => {
        const value = values[field.field as FieldName] ?? null;
        return [field.label, value === null || value === "" ? null : SHOWN[field.display](value, field, view)];
      }),
  );
}

/** How a lead's fields read: its end dates from the day it came in, its free text without the answers' lines. */
function leadView(lead: LeadEmailInput): FieldView {
  const received = new Date(lead.receivedAt);
  return {
    today: Number.isNaN(received.getTime()) ? null : todayInSaoPaulo(received),
    // A full quote's answers are shown apart (answerRowsOf): the rest is what the visitor wrote.
    freeText: (value) => visitorText(lead.quoteAnswers ?? null, value),
  };
}

/**
 * A full quote's answers, labelled as the form asked them. The current policy's end date reads as
 * what staff act on, counted from the day the lead came in: "vence em 23 dias (19/12/2026)".
 */
function answerRowsOf(lead: LeadEmailInput, context: MailContext, today: string | null): Row[] {
  if (!lead.quoteAnswers) return [];
  const renewals = new Set(
    questionsOf(context.quoteQuestions, lead.insuranceType)
      .filter((question) => question.format === "data-vencimento")
      .map((question) => question.id),
  );
  const shown = Object.fromEntries(
    Object.entries(lead.quoteAnswers).map(([id, value]) => {
      const date = renewals.has(id) && today !== null ? parseDate(value) : null;
      return [id, date === null || today === null ? value : describeRenewal(date, today)];
    }),
  );
  return answerRows(context.quoteQuestions, lead.insuranceType, shown);
}

/** A record in a staff mail: its own rows (the form, then its fields), a full quote's answers, the visitor's free text, then where and when. */
export interface MailBlocks {
  rows: Row[];
  answers: Row[];
  freeText: Row[];
  record: Row[];
}

/** A staff mail's rows of any kind's record: "Formulário", then its fields by the registry, then what the caller adds. */
export function recordBlocks(
  kind: FormKind,
  values: Partial<Record<FieldName, string | null>>,
  view: FieldView,
  extra: Pick<MailBlocks, "answers" | "record">,
): MailBlocks {
  return {
    rows: [[DETAIL.form, kind.title], ...fieldRows(kind, values, view, false)],
    freeText: fieldRows(kind, values, view, true),
    ...extra,
  };
}

function leadBlocks(lead: LeadEmailInput, context: MailContext): MailBlocks {
  const view = leadView(lead);
  return recordBlocks(kindOfRecord(lead), lead, view, {
    answers: answerRowsOf(lead, context, view.today),
    record: recordRows(lead),
  });
}

/** Where the lead came from and when: rows for the record. */
function recordRows(lead: LeadEmailInput): Row[] {
  const source = lead.source ?? NO_SOURCE;
  return present([
    [DETAIL.campaign, campaignSummary(source)],
    [DETAIL.campaignTerm, source.utmTerm],
    [DETAIL.campaignContent, source.utmContent],
    [DETAIL.landingPage, source.landingPage],
    [DETAIL.referrer, source.referrerOrigin],
    [DETAIL.page, lead.page],
    [DETAIL.spam, lead.spamReason ?? null],
    [DETAIL.receivedAt, `${formatBrasilia(lead.receivedAt)} (horário de Brasília)`],
    [DETAIL.protocol, lead.protocol],
  ]);
}

function htmlRows(rows: readonly Row[]): string {
  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table cellspacing="0" cellpadding="0">\n${tableRows}\n</table>`;
}

/** A record as tables: its own rows and free text, then its answers under their heading (a full quote), then the record. */
function htmlTable(blocks: MailBlocks): string {
  return [
    // In the HTML each value stays in its own escaped cell, so the free text sits in its rows.
    htmlRows([...blocks.rows, ...blocks.freeText]),
    ...(blocks.answers.length > 0
      ? [`<h2 style="font-size:16px;margin:16px 0 4px 0">${escapeHtml(ANSWERS_HEADING)}</h2>`, htmlRows(blocks.answers)]
      : []),
    `<div style="height:12px"></div>`,
    htmlRows(blocks.record),
  ].join("\n");
}

/** Every way a mail client may break a line: CR, LF, and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/;

/**
 * One line per row, "Label: value". A value that should be one line but came with line breaks (sent
 * around the form, whose inputs cannot hold one) is folded onto its own line: no line of it can
 * stand alone and pass for a line of the mail's own.
 */
function textLines(rows: readonly Row[]): string[] {
  return rows.map(
    ([label, value]) =>
      `${label}: ${value
        .split(LINE_BREAKS)
        .map((part) => part.trim())
        .filter(Boolean)
        .join(" ")}`,
  );
}

/**
 * The visitor's free text under its own heading, every line of it quoted ("> "), so that none can
 * pass for a line of the brokerage's own blocks: a typed "Respostas para a cotação:" or
 * "Protocolo: 2026-99999" reads as "> Protocolo: 2026-99999", plainly the visitor's.
 */
function quotedFreeText(rows: readonly Row[]): string[] {
  if (rows.length === 0) return [];
  return [
    `${VISITOR_TEXT_HEADING}:`,
    ...rows.flatMap(([label, value]) => [
      `${label}:`,
      ...value.split(LINE_BREAKS).map((line) => (line === "" ? QUOTE_MARK.trimEnd() : `${QUOTE_MARK}${line}`)),
    ]),
  ];
}

/** A record in plain text: its rows, its answers, the visitor's own text, the record; a blank line between blocks. */
function textBlock(blocks: MailBlocks): string[] {
  const parts = [
    textLines(blocks.rows),
    blocks.answers.length > 0 ? [`${ANSWERS_HEADING}:`, ...textLines(blocks.answers).map((line) => `  ${line}`)] : [],
    quotedFreeText(blocks.freeText),
    textLines(blocks.record),
  ].filter((block) => block.length > 0);
  return parts.flatMap((block, index) => (index === 0 ? block : ["", ...block]));
}

function linksOf(lead: LeadEmailInput, context: MailContext): ContactLinks {
  return contactLinks(context.brokerageName, {
    phone: lead.phone,
    email: lead.email,
    protocol: lead.protocol,
    // The insurance type's label, never the subject a visitor typed: it would go into a link.
    product: insuranceLabel(lead),
  });
}

/** The actions' labels and colours (white text on each: contrast above 4.5:1). */
const ACTIONS = [
  { key: "call", label: "Ligar", color: "#0b1d38" },
  { key: "whatsapp", label: "Conversar no WhatsApp", color: "#146c34" },
  { key: "email", label: "Responder por e-mail", color: "#1f4e8c" },
] as const;

/**
 * One button per row, each a table cell with inline styles and at least 44 px tall: what Gmail,
 * Apple Mail and Outlook on a phone all render as a tap target. No image, no remote content.
 */
function htmlActions(links: ContactLinks, phone: string): string {
  const buttons = ACTIONS.flatMap(({ key, label, color }) => {
    const href = links[key];
    if (href === null) return [];
    const text = key === "call" ? `${label}: ${readablePhone(phone)}` : label;
    return [
      `<tr><td style="padding:0 0 10px 0"><a href="${escapeHtml(href)}" style="display:block;min-height:44px;line-height:44px;padding:0 16px;` +
        `background:${color};color:#ffffff;border-radius:6px;font-size:16px;font-weight:bold;text-decoration:none;text-align:center">` +
        `${escapeHtml(text)}</a></td></tr>`,
    ];
  });
  if (buttons.length === 0) return "";
  return `<table role="presentation" cellspacing="0" cellpadding="0" width="100%" style="max-width:420px;margin:12px 0 20px 0">\n${buttons.join("\n")}\n</table>`;
}

/** The same actions as plain URLs, which every mail app turns into links. */
function textActions(links: ContactLinks): string[] {
  return ACTIONS.flatMap(({ key, label }) => (links[key] === null ? [] : [`${label}: ${links[key]}`]));
}

function htmlDocument(title: string, body: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="pt-BR"><head><meta charset="utf-8"><title>' + escapeHtml(title) + "</title></head>",
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">',
    ...body,
    "</body></html>",
  ].join("\n");
}

/** One staff mail, whatever its kind: the heading, the one-tap actions, the record's blocks, the closing lines. */
export interface StaffMail {
  subject: string;
  heading: string;
  /** The lead's protocol under the heading, when it has one. */
  protocol: string | null;
  links: ContactLinks;
  /** The visitor's phone as typed, shown on the call button. */
  phone: string;
  blocks: MailBlocks;
  closing: readonly string[];
  replyTo: string | null;
}

/** Renders any kind's staff mail: every kind's record is shown by this one function (the registry's fields, recordBlocks). */
export function renderStaffMail(mail: StaffMail): RenderedEmail {
  // Cut on code points: an emoji at the limit is kept or dropped whole, never split in half.
  const subject = truncateCodePoints(headerSafe(mail.subject), 200, "…");
  const text = [
    mail.protocol === null ? `${mail.heading}.` : `${mail.heading}. Protocolo ${mail.protocol}.`,
    "",
    ...textActions(mail.links),
    "",
    ...textBlock(mail.blocks),
    "",
    ...mail.closing,
  ].join("\n");
  const html = htmlDocument(subject, [
    `<h1 style="font-size:18px;margin:0 0 4px 0">${escapeHtml(mail.heading)}</h1>`,
    ...(mail.protocol === null
      ? []
      : [`<p style="margin:0;font-size:15px">Protocolo <strong>${escapeHtml(mail.protocol)}</strong></p>`]),
    htmlActions(mail.links, mail.phone),
    htmlTable(mail.blocks),
    ...mail.closing.map((line) => `<p style="color:#4a5568;font-size:13px">${escapeHtml(line)}</p>`),
  ]);
  const replyTo = mail.replyTo ? headerSafe(mail.replyTo) : undefined;
  return replyTo ? { subject, text, html, replyTo } : { subject, text, html };
}

export function renderLeadEmail(lead: LeadEmailInput, context: MailContext): RenderedEmail {
  const title = FORM_TITLES[lead.formType];
  const topic = lead.subject ?? insuranceLabel(lead);
  return renderStaffMail({
    subject: `[Site] ${title} ${lead.protocol}: ${lead.name}${topic ? ` — ${topic}` : ""}`,
    heading: `${title} recebida pelo site`,
    protocol: lead.protocol,
    links: linksOf(lead, context),
    phone: lead.phone,
    blocks: leadBlocks(lead, context),
    closing: [
      lead.email
        ? "Responda a este e-mail para falar diretamente com o cliente."
        : "Retorne o contato pelo telefone informado.",
    ],
    replyTo: lead.email || null,
  });
}

const DIGEST_TEXTS: Record<DigestKind, { title: (count: number) => string; intro: string }> = {
  digest: {
    title: (count) => `Resumo: ${count} ${count === 1 ? "solicitação recebida" : "solicitações recebidas"}`,
    intro:
      "O limite de e-mails por hora foi atingido; as solicitações abaixo foram registradas e seguem juntas neste resumo.",
  },
  spam: {
    title: (count) => `Possível spam: ${count} ${count === 1 ? "solicitação" : "solicitações"}`,
    intro:
      "As solicitações abaixo foram registradas, mas parecem automáticas (por exemplo, um campo oculto do formulário veio preenchido). " +
      "Confira uma a uma: se alguma for de um cliente de verdade, retorne o contato normalmente.",
  },
};

/**
 * One mail for many leads, oldest first: those held past the hourly ceiling (the brokerage still
 * gets every lead, and a flood of submissions cannot turn into a flood of mails), or the day's
 * possible spam (a real lead wrongly flagged is still seen).
 */
export function renderDigestEmail(
  leads: readonly LeadEmailInput[],
  context: MailContext,
  kind: DigestKind = "digest",
): RenderedEmail {
  const count = leads.length;
  const { title, intro } = DIGEST_TEXTS[kind];
  const subject = `[Site] ${title(count)}`;
  const text = [
    intro,
    "",
    ...leads.flatMap((lead, index) => [
      `— ${index + 1}/${count}: ${lead.protocol} —`,
      ...textActions(linksOf(lead, context)),
      ...textBlock(leadBlocks(lead, context)),
      "",
    ]),
  ].join("\n");
  const html = htmlDocument(subject, [
    `<h1 style="font-size:18px">${escapeHtml(title(count))}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...leads.flatMap((lead, index) => [
      `<h2 style="font-size:16px">${index + 1}/${count} · ${escapeHtml(lead.protocol)}</h2>`,
      htmlActions(linksOf(lead, context), lead.phone),
      htmlTable(leadBlocks(lead, context)),
    ]),
  ]);
  return { subject, text, html };
}
