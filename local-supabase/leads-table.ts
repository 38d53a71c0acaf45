/**
 * The table `npm run leads` prints (leads-cli.ts). Pure: leads in, text out.
 *
 * Each column has a fixed width and cuts what is longer, except the e-mail and the phone: staff copy
 * them to answer the lead, so they are shown whole, in columns as wide as the longest value listed.
 */

import { formatBrasilia } from "../supabase/functions/_shared/email.ts";
import { FORM_TITLES, LEAD_DETAIL_LABELS as DETAIL, LEAD_FIELDS as FIELD } from "../supabase/functions/_shared/lead-contract.ts";
import { leadProduct } from "../supabase/functions/_shared/options.ts";
import { codePointLength, truncateCodePoints } from "../supabase/functions/_shared/text.ts";
import type { DeliveryStatus, StoredLead } from "../supabase/functions/_shared/types.ts";
import { STATUS_LABELS } from "./leads-csv.ts";
import { sourceLabel } from "./leads-summary.ts";

/**
 * A phone as Brazilians read it: (11) 98765-4321, (11) 3000-0000, +55 (11) 98765-4321. What is not a
 * Brazilian number with its area code (a number from abroad, one without the area code) stays as typed.
 */
export function formatPhone(phone: string): string {
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, "");
  const abroad = typed.startsWith("+") || digits.startsWith("00");
  const international = digits.replace(/^00/, "");
  // With the country code (+55, 0055 or 55 typed without the +), or without it (a trunk 0 in front allowed).
  const withCountry = /^55(\d{10,11})$/.exec(international)?.[1];
  const national = withCountry ?? (abroad ? undefined : /^0?(\d{10,11})$/.exec(digits)?.[1]);
  if (national === undefined || national.startsWith("0") || national[2] === "0") return typed;
  const area = national.slice(0, 2);
  const local = national.slice(2);
  const formatted = `(${area}) ${local.slice(0, -4)}-${local.slice(-4)}`;
  return withCountry === undefined ? formatted : `+55 ${formatted}`;
}

/** One cell: on one line, cut to `width` with an ellipsis unless `whole`, padded to `width`. */
function cell(value: string, width: number, whole = false): string {
  const line = value.replace(/\s+/g, " ");
  return (whole ? line : truncateCodePoints(line, width, "…")) + " ".repeat(Math.max(0, width - codePointLength(line)));
}

type Column = { title: string; width: number; value: (lead: StoredLead) => string; whole?: boolean };

/** A column sized to its longest value (and its title), never cut. */
function wholeColumn(title: string, leads: StoredLead[], value: (lead: StoredLead) => string): Column {
  const width = Math.max(codePointLength(title), ...leads.map((lead) => codePointLength(value(lead))));
  return { title, width, value, whole: true };
}

export function leadsTable(leads: StoredLead[], source: string): string {
  const columns: Column[] = [
    { title: DETAIL.protocol, width: 10, value: (lead) => lead.protocol },
    { title: "Recebido em", width: 20, value: (lead) => formatBrasilia(lead.receivedAt) },
    { title: DETAIL.form, width: 19, value: (lead) => FORM_TITLES[lead.formType] },
    { title: FIELD.name.label, width: 24, value: (lead) => lead.name },
    wholeColumn(FIELD.email.label, leads, (lead) => lead.email),
    wholeColumn(FIELD.phone.label, leads, (lead) => (lead.phone === "" ? "" : formatPhone(lead.phone))),
    { title: "Produto", width: 22, value: (lead) => leadProduct(lead) ?? "" },
    { title: "Origem", width: 28, value: (lead) => sourceLabel(lead) },
    { title: "Situação", width: 9, value: (lead) => STATUS_LABELS[lead.deliveryStatus] },
    { title: "Spam?", width: 5, value: (lead) => (lead.spamReason ? "sim" : "") },
    { title: "Tent.", width: 5, value: (lead) => String(lead.attempts) },
    { title: "Último erro", width: 40, value: (lead) => lead.lastError ?? "" },
  ];
  const row = (text: (column: Column) => string) => columns.map((column) => cell(text(column), column.width, column.whole)).join("  ").trimEnd();
  const lines = [row((column) => column.title), ...leads.map((lead) => row((column) => column.value(lead)))];
  const count = (status: DeliveryStatus) => leads.filter((lead) => lead.deliveryStatus === status).length;
  const spam = leads.filter((lead) => lead.spamReason !== null).length;
  lines.push(
    "",
    `${leads.length} lead(s): ${count("pending")} pendente(s), ${count("failed")} com falha, ${count("delivered")} entregue(s)` +
      `${spam > 0 ? `; ${spam} possível(is) spam` : ""}. Fonte: ${source}.`,
  );
  return lines.join("\n");
}
