/**
 * The renewal reminder's three mails (issue 42), pt-BR. Pure: no I/O.
 * - The confirmation (double opt-in) and the reminder go to the visitor: fixed templates that never
 *   echo what the visitor typed (no name, no insurer), so whoever types somebody else's address
 *   cannot send them anything of their own; only the product's label and the validated date, ours.
 *   Each carries the visible cancel link and RFC 8058's one-click headers.
 * - The staff mail is a lead's: the one staff-mail renderer (email.ts) with the reminder's fields,
 *   and the one-tap actions of a lead's notification (call, WhatsApp, reply).
 */

import { describeRenewal, REMINDER_CONFIRMATION_HOURS, reminderProductLabel } from "./contract/renewal-reminder.ts";
import type { ReminderProduct } from "./contract/renewal-reminder.ts";
import { formatDate } from "./contract/calendar.ts";
import type { BrokerageFacts } from "./confirmation.ts";
import { linksTo } from "./contact-links.ts";
import { chatLink, renewalChat, renewalStaffChat } from "./contract/whatsapp.ts";
import { escapeHtml, formatBrasilia, recordBlocks, renderStaffMail, type RenderedEmail } from "./email.ts";
import { RENEWAL_REMINDER_KIND } from "./contract/form-kinds.ts";
import type { ReminderFields } from "./types.ts";

/** The links a visitor's mail carries (reminders.ts builds them from the tokens). */
export interface VisitorLinks {
  /** The site's page that cancels, with the cancel token in its fragment. */
  cancel: string;
  /** RFC 8058: the function's cancel route with the token in its query, answered to a one-click POST. */
  oneClick: string;
}

/** The header lines of RFC 8058's one-click unsubscribe (and RFC 2369's List-Unsubscribe). */
export function oneClickHeaders(oneClick: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export const CANCEL_LABEL = "Cancelar lembrete";

const PARAGRAPH = "margin:0 0 12px 0";
const SMALL = "color:#4a5568;font-size:13px";

function button(href: string, label: string, color: string): string {
  return (
    `<tr><td style="padding:0 0 10px 0"><a href="${escapeHtml(href)}" style="display:block;min-height:44px;line-height:44px;padding:0 16px;` +
    `background:${color};color:#ffffff;border-radius:6px;font-size:16px;font-weight:bold;text-decoration:none;text-align:center;white-space:nowrap">${escapeHtml(label)}</a></td></tr>`
  );
}

function buttons(rows: readonly string[]): string {
  return `<table role="presentation" cellspacing="0" cellpadding="0" width="100%" style="max-width:420px;margin:4px 0 16px 0">\n${rows.join("\n")}\n</table>`;
}

function htmlDocument(title: string, body: readonly string[]): string {
  return [
    "<!doctype html>",
    `<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;font-size:15px;line-height:1.5">',
    ...body,
    "</body></html>",
  ].join("\n");
}

/** The closing lines every visitor mail shares: the cancel link, the privacy policy, who sends it. */
function visitorFooter(facts: BrokerageFacts, cancel: string): { text: string[]; html: string[] } {
  const legal = `${facts.legal.name} · CNPJ ${facts.legal.cnpj} · Corretora registrada na SUSEP sob o nº ${facts.legal.susep}`;
  return {
    text: [
      `Não quer mais este lembrete? ${CANCEL_LABEL}: ${cancel}`,
      "",
      `Como tratamos os seus dados: ${facts.privacyUrl}`,
      "",
      facts.name,
      legal,
    ],
    html: [
      `<p style="${SMALL}">Não quer mais este lembrete? <a href="${escapeHtml(cancel)}">${CANCEL_LABEL}</a></p>`,
      `<p style="${SMALL}">Como tratamos os seus dados: <a href="${escapeHtml(facts.privacyUrl)}">${escapeHtml(facts.privacyUrl)}</a></p>`,
      `<p>${escapeHtml(facts.name)}<br><span style="color:#4a5568;font-size:12px">${escapeHtml(legal)}</span></p>`,
    ],
  };
}

/** What the visitor asked to be reminded of, in our words: "do seu Seguro de Vida, que vence em 19/12/2026". */
function whatEnds(reminder: { insuranceType: ReminderProduct; renewalDate: string }): string {
  return `do seu ${reminderProductLabel(reminder.insuranceType)}, que vence em ${formatDate(reminder.renewalDate)}`;
}

/** The double opt-in: one link that confirms, valid REMINDER_CONFIRMATION_HOURS; nothing else is sent to an address that does not use it. */
export function renderReminderConfirmation(
  reminder: { insuranceType: ReminderProduct; renewalDate: string },
  facts: BrokerageFacts,
  links: VisitorLinks & { confirm: string },
): RenderedEmail {
  const subject = `${facts.name}: confirme o seu lembrete de renovação`;
  const asked = `Recebemos pelo site da ${facts.name} um pedido de lembrete antes do vencimento ${whatEnds(reminder)}.`;
  const confirm = `Para receber o lembrete, confirme em até ${REMINDER_CONFIRMATION_HOURS} horas:`;
  const notYou = `Se não foi você quem pediu, ignore este e-mail: sem a confirmação, não enviaremos nada a este endereço e o pedido é apagado em ${REMINDER_CONFIRMATION_HOURS} horas.`;
  const footer = visitorFooter(facts, links.cancel);
  const text = ["Olá!", "", asked, "", confirm, links.confirm, "", notYou, "", ...footer.text].join("\n");
  const html = htmlDocument(subject, [
    `<p style="${PARAGRAPH}">Olá!</p>`,
    `<p style="${PARAGRAPH}">${escapeHtml(asked)}</p>`,
    `<p style="${PARAGRAPH}">${escapeHtml(confirm)}</p>`,
    buttons([button(links.confirm, "Confirmar lembrete", "#0b1d38")]),
    `<p style="${SMALL}">${escapeHtml(notYou)}</p>`,
    ...footer.html,
  ]);
  return { subject, text, html, replyTo: facts.email };
}

/** "vence em 30 dias (19/12/2026)" without its date: what a subject line says. */
function whenShort(renewalDate: string, today: string): string {
  return describeRenewal(renewalDate, today).replace(/ \([^)]*\)$/, "");
}

/** The reminder itself: the product, the date, the brokerage's phone and WhatsApp, and the quote with the product chosen. */
export function renderReminderToVisitor(
  reminder: { insuranceType: ReminderProduct; renewalDate: string },
  facts: BrokerageFacts,
  links: VisitorLinks & { quote: string },
  today: string,
): RenderedEmail {
  const label = reminderProductLabel(reminder.insuranceType);
  const subject = `${facts.name}: o seu ${label} ${whenShort(reminder.renewalDate, today)}`;
  const intro = `Como você pediu, este é o lembrete: o seu ${label} ${describeRenewal(reminder.renewalDate, today)}.`;
  const compare =
    "É a hora de comparar: peça uma cotação sem compromisso e a gente busca as melhores opções para a renovação.";
  const whatsapp = chatLink(facts.whatsappNumber, renewalChat(reminder.insuranceType));
  const tel = `tel:${facts.phoneE164}`;
  const reach = `Prefere falar com a gente? Telefone ${facts.phoneDisplay.replace(/ /g, "\u00a0")} ou WhatsApp.`;
  const once = "Este é o único lembrete sobre este vencimento.";
  const footer = visitorFooter(facts, links.cancel);
  const text = [
    "Olá!",
    "",
    intro,
    "",
    compare,
    `Pedir cotação: ${links.quote}`,
    "",
    reach,
    `Ligar: ${tel}`,
    `WhatsApp: ${whatsapp}`,
    "",
    once,
    "",
    ...footer.text,
  ].join("\n");
  const html = htmlDocument(subject, [
    `<p style="${PARAGRAPH}">Olá!</p>`,
    `<p style="${PARAGRAPH}">${escapeHtml(intro)}</p>`,
    `<p style="${PARAGRAPH}">${escapeHtml(compare)}</p>`,
    buttons([
      button(links.quote, "Pedir cotação", "#1f4e8c"),
      button(tel, `Ligar: ${facts.phoneDisplay.replace(/ /g, "\u00a0")}`, "#0b1d38"),
      button(whatsapp, "Conversar no WhatsApp", "#146c34"),
    ]),
    `<p style="${SMALL}">${escapeHtml(once)}</p>`,
    ...footer.html,
  ]);
  return { subject, text, html, replyTo: facts.email };
}

/** The reminder as staff read it: a lead that came back on its date. */
export interface StaffReminderInput extends ReminderFields {
  createdAt: string;
  confirmedAt: string | null;
}

/**
 * The staff's mail: the one staff-mail renderer (email.ts) with the reminder's fields as its entry
 * declares them (form-kinds.ts), the end date counted from `today`, and the one-tap actions with a
 * greeting about the renewal.
 */
export function renderReminderToStaff(
  reminder: StaffReminderInput,
  brokerageName: string,
  today: string,
): RenderedEmail {
  const label = reminderProductLabel(reminder.insuranceType);
  const heading = `Renovação: ${label} ${whenShort(reminder.renewalDate, today)}`;
  const greeting = renewalStaffChat(brokerageName, reminder.insuranceType, reminder.renewalDate);
  const record: [string, string | null][] = [
    ["Lembrete pedido em", formatBrasilia(reminder.createdAt)],
    ["Confirmado em", reminder.confirmedAt === null ? null : formatBrasilia(reminder.confirmedAt)],
  ];
  return renderStaffMail({
    subject: `[Site] ${heading} — ${reminder.name}`,
    heading,
    protocol: null,
    links: linksTo(reminder, { greeting, subject: `${brokerageName}: a renovação do seu ${label}` }),
    phone: reminder.phone,
    blocks: recordBlocks(
      RENEWAL_REMINDER_KIND,
      reminder,
      { today, freeText: (value) => value },
      { answers: [], record: record.filter((row): row is [string, string] => row[1] !== null) },
    ),
    closing: [
      "O cliente pediu pelo site um lembrete antes do vencimento e confirmou o e-mail. É a hora de oferecer a renovação.",
      "Responda a este e-mail para falar diretamente com o cliente.",
    ],
    replyTo: reminder.email,
  });
}
