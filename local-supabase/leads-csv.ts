/**
 * Leads as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads "Cotação" as such),
 * ";" between fields (what a pt-BR Excel expects), CRLF line ends and RFC 4180 quoting. A value a
 * visitor typed that starts like a formula (= + - @) is prefixed with ' so it stays text.
 */

import { FORM_TITLES, formatBrasilia } from "../supabase/functions/_shared/email.ts";
import type { StoredLead } from "../supabase/functions/_shared/types.ts";

const STATUS_LABELS: Record<StoredLead["deliveryStatus"], string> = { pending: "pendente", delivered: "entregue", failed: "falhou" };
const VIA_LABELS = { mail: "e-mail próprio", digest: "resumo" } as const;

const COLUMNS: [string, (lead: StoredLead) => string | null][] = [
  ["Protocolo", (lead) => lead.id],
  ["Recebido em (Brasília)", (lead) => formatBrasilia(lead.receivedAt)],
  ["Formulário", (lead) => FORM_TITLES[lead.formType]],
  ["Nome", (lead) => lead.name],
  ["E-mail", (lead) => lead.email],
  ["Telefone", (lead) => lead.phone],
  ["CPF/CNPJ", (lead) => lead.cpf],
  ["Tipo de seguro", (lead) => lead.insuranceType],
  ["Empresa", (lead) => lead.company],
  ["Assunto", (lead) => lead.subject],
  ["Mensagem", (lead) => lead.message],
  ["Detalhes adicionais", (lead) => lead.additionalDetails],
  ["Página", (lead) => lead.page],
  ["Situação", (lead) => STATUS_LABELS[lead.deliveryStatus]],
  ["Tentativas", (lead) => String(lead.attempts)],
  ["Último erro", (lead) => lead.lastError],
  ["Entregue em (Brasília)", (lead) => formatBrasilia(lead.deliveredAt)],
  ["Entregue por", (lead) => (lead.deliveredVia ? VIA_LABELS[lead.deliveredVia] : null)],
];

export function csvField(value: string | null, delimiter: string): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsToCsv(leads: readonly StoredLead[], delimiter = ";"): string {
  const rows = [COLUMNS.map(([title]) => title), ...leads.map((lead) => COLUMNS.map(([, value]) => value(lead)))];
  return `\uFEFF${rows.map((row) => row.map((value) => csvField(value, delimiter)).join(delimiter)).join("\r\n")}\r\n`;
}

export { STATUS_LABELS };
