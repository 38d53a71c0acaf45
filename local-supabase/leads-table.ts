/**
 * The listing `npm run leads` prints (leads-cli.ts). Pure: leads in, text out.
 *
 * Two layouts. The full table, one lead a line with every column, when it fits the terminal (or with
 * --wide). Otherwise a compact one that fits 80 columns: a lead on two or three lines (protocol,
 * received, name and delivery; form, product and source; e-mail and phone), and the attempts and last
 * error of a lead not yet delivered. Columns cut what is longer with "…", except the e-mail and the
 * phone: staff copy them to answer the lead, so both are shown whole in either layout.
 */

import { formatBrasilia } from "../supabase/functions/_shared/email.ts";
import {
  FORM_TITLES,
  LEAD_DETAIL_LABELS as DETAIL,
  LEAD_FIELDS as FIELD,
} from "../supabase/functions/_shared/contract/lead-contract.ts";
import { leadProduct } from "../supabase/functions/_shared/contract/options.ts";
import { codePointLength, truncateCodePoints } from "../supabase/functions/_shared/contract/text.ts";
import type { DeliveryStatus, StoredLead } from "../supabase/functions/_shared/types.ts";
import { STATUS_LABELS } from "./leads-csv.ts";
import { sourceLabel } from "./leads-summary.ts";
import { readablePhone } from "../supabase/functions/_shared/brazilian-numbers.ts";

/** The narrowest terminal the listing is laid out for (a terminal's default width). */
export const TERMINAL_COLUMNS = 80;

/** A value on one line, cut to `width` with an ellipsis. */
const fit = (value: string, width: number) => truncateCodePoints(value.replace(/\s+/g, " "), width, "…");

/** One cell: on one line, cut to `width` unless `whole`, padded to `width`. */
function cell(value: string, width: number, whole = false): string {
  const line = whole ? value.replace(/\s+/g, " ") : fit(value, width);
  return line + " ".repeat(Math.max(0, width - codePointLength(line)));
}

type Column = { title: string; width: number; value: (lead: StoredLead) => string; whole?: boolean };

/** A column sized to its longest value (and its title), never cut. */
function wholeColumn(title: string, leads: StoredLead[], value: (lead: StoredLead) => string): Column {
  const width = Math.max(codePointLength(title), ...leads.map((lead) => codePointLength(value(lead))));
  return { title, width, value, whole: true };
}

const phoneOf = (lead: StoredLead) => (lead.phone === "" ? "" : readablePhone(lead.phone));

/** The full table: one line per lead, every column. */
function wideLines(leads: StoredLead[]): string[] {
  const columns: Column[] = [
    { title: DETAIL.protocol, width: 10, value: (lead) => lead.protocol },
    { title: DETAIL.receivedAt, width: 20, value: (lead) => formatBrasilia(lead.receivedAt) },
    { title: DETAIL.form, width: 19, value: (lead) => FORM_TITLES[lead.formType] },
    { title: FIELD.name.label, width: 24, value: (lead) => lead.name },
    wholeColumn(FIELD.email.label, leads, (lead) => lead.email),
    wholeColumn(FIELD.phone.label, leads, phoneOf),
    { title: "Produto", width: 22, value: (lead) => leadProduct(lead) ?? "" },
    { title: "Origem", width: 28, value: (lead) => sourceLabel(lead) },
    { title: "Situação", width: 9, value: (lead) => STATUS_LABELS[lead.deliveryStatus] },
    { title: "Spam?", width: 5, value: (lead) => (lead.spamReason ? "sim" : "") },
    { title: "Tent.", width: 5, value: (lead) => String(lead.attempts) },
    { title: "Último erro", width: 40, value: (lead) => lead.lastError ?? "" },
  ];
  const row = (text: (column: Column) => string) =>
    columns
      .map((column) => cell(text(column), column.width, column.whole))
      .join("  ")
      .trimEnd();
  return [row((column) => column.title), ...leads.map((lead) => row((column) => column.value(lead)))];
}

/** The compact layout's continuation lines start under "Recebido em". */
const INDENT = " ".repeat(12);
const REST = TERMINAL_COLUMNS - INDENT.length;

/** The first line of a lead: protocol, received, name (cut to 36), delivery status: 80 columns at most. */
const firstLine = (protocol: string, received: string, name: string, status: string) =>
  `${cell(protocol, 10)}  ${cell(received, 20)}  ${cell(name, 36)}  ${status}`.trimEnd();

/** E-mail and phone, whole: on one line when they fit, else each on its own (a longer e-mail from the first column). */
function contactLines(email: string, phone: string): string[] {
  const both = [email, phone].filter((value) => value !== "").join("  ");
  if (codePointLength(both) <= REST) return both === "" ? [] : [INDENT + both];
  const emailLine = codePointLength(email) <= REST ? INDENT + email : email;
  return phone === "" ? [emailLine] : [emailLine, INDENT + phone];
}

function compactLead(lead: StoredLead): string[] {
  const what = [
    FORM_TITLES[lead.formType],
    leadProduct(lead),
    lead.spamReason ? "possível spam" : null,
    sourceLabel(lead),
  ];
  const lines = [
    firstLine(lead.protocol, formatBrasilia(lead.receivedAt), lead.name, STATUS_LABELS[lead.deliveryStatus]),
    INDENT + fit(what.filter((part) => part).join(" · "), REST),
    ...contactLines(lead.email, phoneOf(lead)),
  ];
  // Why a lead has not reached the brokerage yet; a delivered one's earlier errors no longer matter.
  if (lead.deliveryStatus !== "delivered" && lead.lastError)
    lines.push(INDENT + fit(`${lead.attempts} tentativa(s); último erro: ${lead.lastError}`, REST));
  return lines;
}

/** The compact layout, its header in the shape of a lead. */
function compactLines(leads: StoredLead[]): string[] {
  return [
    firstLine(DETAIL.protocol, DETAIL.receivedAt, FIELD.name.label, "Situação"),
    `${INDENT}${DETAIL.form} · produto · origem`,
    `${INDENT}${FIELD.email.label}  ${FIELD.phone.label}`,
    ...leads.flatMap(compactLead),
  ];
}

/** The listing for a terminal `columns` wide: the full table when every line of it fits, else the compact layout. */
export function leadsTable(leads: StoredLead[], source: string, columns = TERMINAL_COLUMNS): string {
  const wide = wideLines(leads);
  const lines = wide.every((line) => codePointLength(line) <= columns) ? wide : compactLines(leads);
  const count = (status: DeliveryStatus) => leads.filter((lead) => lead.deliveryStatus === status).length;
  const spam = leads.filter((lead) => lead.spamReason !== null).length;
  lines.push(
    "",
    `${leads.length} lead(s): ${count("pending")} pendente(s), ${count("failed")} com falha, ${count("delivered")} entregue(s)` +
      `${spam > 0 ? `; ${spam} possível(is) spam` : ""}.`,
    `Fonte: ${source}.`,
  );
  return lines.join("\n");
}
