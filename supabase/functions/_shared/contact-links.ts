/**
 * The one-tap actions of a lead's notification: call (tel:), WhatsApp (wa.me) and reply by e-mail
 * (mailto:). Staff answer most leads from a phone, within minutes; these links are why the mail
 * is more than a table. Pure: no I/O.
 */

import { isValidPhone } from "./contract/phone.ts";
import { chatLink, staffChat, type ChatText } from "./contract/whatsapp.ts";

/** Brazil's country code: a number typed without one is a Brazilian number. */
const BRAZIL = "55";

/**
 * The phone number as E.164 ("+5511987654321"), or null when it cannot be one. Visitors type
 * "(11) 98765-4321", "11987654321", "011 98765-4321", "+55 11 98765-4321" or a foreign "+351 …":
 * a number with a leading + is taken as international; otherwise leading zeros (the trunk prefix)
 * go, and 10 or 11 digits (area code and number) get +55, 12 or 13 digits starting with 55 get +.
 * Only a valid phone (phone.ts) makes a link: the digits of any other text in the field never do.
 */
export function phoneE164(typed: string): string | null {
  if (!isValidPhone(typed)) return null;
  const digits = typed.replace(/\D/g, "");
  if (typed.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  const national = digits.replace(/^0+/, "");
  if (national.length === 10 || national.length === 11) return `+${BRAZIL}${national}`;
  if ((national.length === 12 || national.length === 13) && national.startsWith(BRAZIL)) return `+${national}`;
  return null;
}

export interface ContactLinks {
  /** tel:+55… */
  call: string | null;
  /** https://wa.me/<digits>?text=… with the greeting (contract/whatsapp.ts builds it). */
  whatsapp: string | null;
  /** mailto:… with a subject naming the product and the protocol; null when the visitor gave no address. */
  email: string | null;
}

export interface LeadForLinks {
  phone: string;
  email: string;
  protocol: string;
  /**
   * What the visitor asked about, as an option's value or label ("veiculo", "Seguro Auto"), or null:
   * the subject a visitor typed is not one, and never goes into a link.
   */
  product: string | null;
}

/** The subject of the staff's reply ("Sua solicitação 2026-00042 — Seguro Auto"). */
export function replySubject(brokerageName: string, lead: Pick<LeadForLinks, "protocol" | "product">): string {
  return `${brokerageName}: sua solicitação ${lead.protocol}${lead.product ? ` — ${lead.product}` : ""}`;
}

/** The three links to a visitor, with the words staff send: the WhatsApp greeting (null: no chat link) and the reply's subject. */
export function linksTo(
  visitor: { phone: string; email: string },
  words: { greeting: ChatText | null; subject: string },
): ContactLinks {
  const e164 = phoneE164(visitor.phone);
  return {
    call: e164 ? `tel:${e164}` : null,
    whatsapp: e164 && words.greeting ? chatLink(e164.slice(1), words.greeting) : null,
    // The address was validated (email-address.ts): nothing in it needs escaping but what URLs reserve.
    email: visitor.email
      ? `mailto:${encodeURIComponent(visitor.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(words.subject)}`
      : null,
  };
}

export function contactLinks(brokerageName: string, lead: LeadForLinks): ContactLinks {
  return linksTo(lead, { greeting: staffChat(brokerageName, lead), subject: replySubject(brokerageName, lead) });
}
