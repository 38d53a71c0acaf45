/**
 * The visitor's confirmation: one short mail to the address a full quote or a contact message gave,
 * saying the request arrived, under which protocol, what happens next and how to reach the
 * brokerage. A fixed template: nothing the visitor typed is in it (no name, no text, no detail), so
 * whoever types somebody else's address cannot use it to send them anything of their own — it is
 * never a relay. Pure: no I/O.
 */

import { escapeHtml, type RenderedEmail } from "./email.ts";
import type { FormType } from "./contract/lead-contract.ts";
import { brokerageChatNumber, chatLink, confirmationChat } from "./contract/whatsapp.ts";

/** What the mail says of the brokerage, all from data/site.json (the privacy address from the site's URL). */
export interface BrokerageFacts {
  name: string;
  phoneDisplay: string;
  /** +55… */
  phoneE164: string;
  /** WhatsApp number, digits only, 55 and the area code first. */
  whatsappNumber: string;
  /** The brokerage's own address: where a reply to the confirmation goes. */
  email: string;
  /** What happens next, as the site promises it ("Respondemos em até 24 horas"). */
  answerTimes: { contact: string; fullQuote: string };
  /** The privacy policy's address on the live site. */
  privacyUrl: string;
  /** Who sends it, legally: the razão social, CNPJ and SUSEP registration (data/site.json, legal). */
  legal: { name: string; cnpj: string; susep: string };
}

/** The parts of data/site.json the confirmation reads (its schema declares them). */
export interface SiteContent {
  name: string;
  phone: { e164: string; display: string };
  /** WhatsApp's own number when the data gives one; else the phone's (contract/whatsapp.ts, brokerageChatNumber). */
  whatsapp: { number?: string | null };
  email: string;
  answerTimes: { contact: string; fullQuote: string };
  legal: { name: string; cnpj: string; susep: string };
}

/** The brokerage as the confirmation names it, from the site's own content: one definition of the facts. */
export function brokerageFromSite(site: SiteContent): Omit<BrokerageFacts, "privacyUrl"> {
  return {
    name: site.name,
    phoneDisplay: site.phone.display,
    phoneE164: site.phone.e164,
    whatsappNumber: brokerageChatNumber(site),
    email: site.email,
    answerTimes: { contact: site.answerTimes.contact, fullQuote: site.answerTimes.fullQuote },
    legal: { name: site.legal.name, cnpj: site.legal.cnpj, susep: site.legal.susep },
  };
}

const WHAT_ARRIVED: Record<string, string> = { "full-quote": "seu pedido de cotação", contact: "sua mensagem" };

/** The WhatsApp greeting the visitor can send the brokerage: the protocol only (no protocol: no text). */
export function confirmationWhatsappLink(facts: BrokerageFacts, protocol: string): string {
  const text = confirmationChat(protocol);
  return text ? chatLink(facts.whatsappNumber, text) : `https://wa.me/${facts.whatsappNumber}`;
}

/**
 * How long no other confirmation goes to the same mailbox, in words ("24 horas"): the promise the
 * mail makes is the rule delivery.ts applies (CONFIRMATION_PER_ADDRESS_SECONDS, per mailbox).
 */
export function quietPeriod(seconds: number): string {
  const hours = seconds / 3600;
  if (Number.isInteger(hours)) return hours === 1 ? "1 hora" : `${hours} horas`;
  const minutes = Math.max(1, Math.floor(seconds / 60));
  return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
}

/**
 * The delay an answer-time headline promises ("Sua cotação personalizada em até 24 horas" → "em até
 * 24 horas"), or null when the maintainer's wording names none: the mail then promises no delay.
 */
export function answerDelay(headline: string): string | null {
  return /\bem até \d[^.!;]*?(?=[.!;]?\s*$)/iu.exec(headline.trim())?.[0].replace(/^Em/u, "em") ?? null;
}

/**
 * What happens next, as a sentence of its own for each form: the headline's delay (data/site.json,
 * answerTimes) inside it, never the headline itself ("O que acontece agora: Sua cotação…").
 */
export function nextStep(formType: FormType, answerTimes: BrokerageFacts["answerTimes"]): string {
  const quote = formType === "full-quote";
  const delay = answerDelay(quote ? answerTimes.fullQuote : answerTimes.contact);
  const when = delay === null ? "" : ` ${delay}`;
  return quote
    ? `Nossa equipe prepara a sua cotação personalizada e entra em contato${when}, pelo telefone ou e-mail que você informou.`
    : `Nossa equipe lê a sua mensagem e responde${when}, pelo telefone ou e-mail que você informou.`;
}

/** A phone number no line break may split: non-breaking spaces (the HTML part also wraps it in a nowrap span). */
function unbroken(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}

export function renderConfirmationEmail(
  lead: { formType: FormType; protocol: string },
  facts: BrokerageFacts,
  /** The window of one confirmation per mailbox (CONFIRMATION_PER_ADDRESS_SECONDS). */
  perAddressSeconds = 24 * 3600,
): RenderedEmail {
  const arrived = WHAT_ARRIVED[lead.formType] ?? "sua solicitação";
  const whatsapp = confirmationWhatsappLink(facts, lead.protocol);
  const tel = `tel:${facts.phoneE164}`;
  const subject = `${facts.name}: recebemos ${arrived} (protocolo ${lead.protocol})`;
  const paragraphs = {
    greeting: "Olá!",
    arrived: `Recebemos ${arrived} pelo site da ${facts.name}. O número do seu protocolo é ${lead.protocol}: informe-o se falar com a gente.`,
    next: nextStep(lead.formType, facts.answerTimes),
    reach: `Se preferir, fale com a gente pelo telefone ${unbroken(facts.phoneDisplay)} ou pelo WhatsApp.`,
    // True as written: one per mailbox per window, whatever the spelling (delivery.ts).
    notYou: `Se não foi você quem fez esta solicitação, ignore este e-mail: não enviaremos outra confirmação a este endereço nas próximas ${quietPeriod(perAddressSeconds)}.`,
    privacy: `Como tratamos os seus dados: ${facts.privacyUrl}`,
    legal: `${facts.legal.name} · CNPJ ${facts.legal.cnpj} · Corretora registrada na SUSEP sob o nº ${facts.legal.susep}`,
  };
  const text = [
    paragraphs.greeting,
    "",
    paragraphs.arrived,
    "",
    paragraphs.next,
    "",
    paragraphs.reach,
    `Ligar: ${tel}`,
    `WhatsApp: ${whatsapp}`,
    "",
    paragraphs.notYou,
    "",
    paragraphs.privacy,
    "",
    facts.name,
    paragraphs.legal,
  ].join("\n");
  const button = (href: string, label: string, color: string) =>
    `<tr><td style="padding:0 0 10px 0"><a href="${escapeHtml(href)}" style="display:block;min-height:44px;line-height:44px;padding:0 16px;` +
    `background:${color};color:#ffffff;border-radius:6px;font-size:16px;font-weight:bold;text-decoration:none;text-align:center;white-space:nowrap">${escapeHtml(label)}</a></td></tr>`;
  const nowrap = (phone: string) => `<span style="white-space:nowrap">${escapeHtml(unbroken(phone))}</span>`;
  const html = [
    "<!doctype html>",
    `<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;font-size:15px;line-height:1.5">',
    `<p>${escapeHtml(paragraphs.greeting)}</p>`,
    `<p>Recebemos ${escapeHtml(arrived)} pelo site da ${escapeHtml(facts.name)}. O número do seu protocolo é <strong>${escapeHtml(lead.protocol)}</strong>: informe-o se falar com a gente.</p>`,
    `<p>${escapeHtml(paragraphs.next)}</p>`,
    `<p>Se preferir, fale com a gente pelo telefone ${nowrap(facts.phoneDisplay)} ou pelo WhatsApp.</p>`,
    '<table role="presentation" cellspacing="0" cellpadding="0" width="100%" style="max-width:420px;margin:4px 0 16px 0">',
    button(tel, `Ligar: ${unbroken(facts.phoneDisplay)}`, "#0b1d38"),
    button(whatsapp, "Conversar no WhatsApp", "#146c34"),
    "</table>",
    `<p style="color:#4a5568;font-size:13px">${escapeHtml(paragraphs.notYou)}</p>`,
    `<p style="color:#4a5568;font-size:13px">Como tratamos os seus dados: <a href="${escapeHtml(facts.privacyUrl)}">${escapeHtml(facts.privacyUrl)}</a></p>`,
    `<p>${escapeHtml(facts.name)}<br><span style="color:#4a5568;font-size:12px">${escapeHtml(paragraphs.legal)}</span></p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text, html, replyTo: facts.email };
}
