/**
 * The table `npm run leads` prints (leads-cli.ts). Pure: leads in, text out.
 *
 * Each column has a fixed width and cuts what is longer, except the e-mail and the phone: staff copy
 * them to answer the lead, so they are shown whole, in columns as wide as the longest value listed.
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
    wholeColumn(FIELD.phone.label, leads, (lead) => (lead.phone === "" ? "" : readablePhone(lead.phone))),
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
