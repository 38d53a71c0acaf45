/** Renders the brokerage's notification e-mail for a lead (pt-BR). Pure: no I/O. */

import { FULL_QUOTE_TYPES, HOME_INSURANCE_TYPES, optionLabel } from "./options.ts";
import { FORM_TITLES, LEAD_DETAIL_LABELS as DETAIL, LEAD_FIELDS as FIELD } from "./lead-contract.ts";
import { truncateCodePoints } from "./text.ts";
import type { DigestKind, LeadFields } from "./types.ts";

export interface LeadEmailInput extends LeadFields {
  id: string;
  page: string | null;
  receivedAt: string;
  /** Set for possible spam: why it was flagged. */
  spamReason?: string | null;
}

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
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
}

function insuranceLabel(lead: LeadFields): string | null {
  if (lead.insuranceType === null) return null;
  if (lead.formType === "full-quote") return optionLabel(FULL_QUOTE_TYPES, lead.insuranceType);
  if (lead.formType === "contact") return optionLabel(HOME_INSURANCE_TYPES, lead.insuranceType);
  return lead.insuranceType;
}

// Built once: an Intl formatter is costly to create and this runs for every lead.
const BRASILIA_TIME = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "medium" });

/** A timestamp in São Paulo time ("01/05/2026, 09:00:00"); empty for null. */
export function formatBrasilia(iso: string | null): string {
  if (iso === null) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : BRASILIA_TIME.format(date);
}

/** Label/value rows in display order; absent fields are left out. */
function rows(lead: LeadEmailInput): [string, string][] {
  const candidates: [string, string | null][] = [
    [DETAIL.form, FORM_TITLES[lead.formType]],
    [FIELD.name.label, lead.name],
    [FIELD.email.label, lead.email || null],
    [FIELD.phone.label, lead.phone],
    [FIELD.cpf.label, lead.cpf],
    [FIELD.insuranceType.label, insuranceLabel(lead)],
    [FIELD.company.label, lead.company],
    [FIELD.subject.label, lead.subject],
    [FIELD.message.label, lead.message],
    [FIELD.additionalDetails.label, lead.additionalDetails],
    [DETAIL.page, lead.page],
    [DETAIL.spam, lead.spamReason ?? null],
    [DETAIL.receivedAt, `${formatBrasilia(lead.receivedAt)} (horário de Brasília)`],
    [DETAIL.protocol, lead.id],
  ];
  return candidates.filter((row): row is [string, string] => row[1] !== null);
}

function htmlTable(lead: LeadEmailInput): string {
  const tableRows = rows(lead)
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table cellspacing="0" cellpadding="0">\n${tableRows}\n</table>`;
}

function textBlock(lead: LeadEmailInput): string[] {
  return rows(lead).map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`));
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

export function renderLeadEmail(lead: LeadEmailInput): RenderedEmail {
  const topic = lead.subject ?? insuranceLabel(lead);
  // Cut on code points: an emoji at the limit is kept or dropped whole, never split in half.
  const subject = truncateCodePoints(
    headerSafe(`[Site] ${FORM_TITLES[lead.formType]}: ${lead.name}${topic ? ` — ${topic}` : ""}`),
    200,
    "…",
  );

  const text = [
    `${FORM_TITLES[lead.formType]} recebida pelo site.`,
    "",
    ...textBlock(lead),
    "",
    lead.email ? "Responda a este e-mail para falar diretamente com o cliente." : "Retorne o contato pelo telefone informado.",
  ].join("\n");

  const html = htmlDocument(subject, [
    `<h1 style="font-size:18px">${escapeHtml(FORM_TITLES[lead.formType])} recebida pelo site</h1>`,
    htmlTable(lead),
  ]);

  const replyTo = lead.email ? headerSafe(lead.email) : undefined;
  return replyTo ? { subject, text, html, replyTo } : { subject, text, html };
}

const DIGEST_TEXTS: Record<DigestKind, { title: (count: number) => string; intro: string }> = {
  digest: {
    title: (count) => `Resumo: ${count} ${count === 1 ? "solicitação recebida" : "solicitações recebidas"}`,
    intro: "O limite de e-mails por hora foi atingido; as solicitações abaixo foram registradas e seguem juntas neste resumo.",
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
export function renderDigestEmail(leads: readonly LeadEmailInput[], kind: DigestKind = "digest"): RenderedEmail {
  const count = leads.length;
  const { title, intro } = DIGEST_TEXTS[kind];
  const subject = `[Site] ${title(count)}`;
  const text = [
    intro,
    "",
    ...leads.flatMap((lead, index) => [`— ${index + 1}/${count} —`, ...textBlock(lead), ""]),
  ].join("\n");
  const html = htmlDocument(subject, [
    `<h1 style="font-size:18px">${escapeHtml(title(count))}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...leads.flatMap((lead, index) => [`<h2 style="font-size:16px">${index + 1}/${count}</h2>`, htmlTable(lead)]),
  ]);
  return { subject, text, html };
}
