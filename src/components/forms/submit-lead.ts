import type { SentBody } from "../../../supabase/functions/_shared/contract/form-bodies";
import type { LeadReceipt, SendLeadOptions } from "./send-lead";
import type { Notice, NoticeLink } from "../ui/notify";
import type { LeadMessages, NoticeText } from "./messages";

export type LeadOutcome =
  /** Fields the form checks itself (the quote's answers) are malformed: it shows why at each one; nothing was sent. */
  | { kind: "invalid" }
  /** A check of the form (the terms gate) stopped it before any call. */
  | { kind: "blocked"; notice: NoticeText }
  | { kind: "sent"; receipt: LeadReceipt }
  | { kind: "failed"; error: unknown };

/** sendLead as a submission uses it: with the trap's value, and the default wait for an answer. */
export type LeadSender = (body: SentBody, options: Required<Pick<SendLeadOptions, "honeypot">>) => Promise<LeadReceipt>;

export interface SubmitLeadInput<V> {
  values: V;
  /** The hidden trap field's value; it never stops the lead (see sendLead). */
  honeypot: string;
  /** Checks fields beyond the browser's own (the quote's answers); false stops the submission, the form showing why. */
  checkFields?: (values: V) => boolean;
  check?: (values: V) => NoticeText | null;
  toBody: (values: V) => SentBody;
  send: LeadSender;
}

/**
 * One submission, free of React: the checks, then the single call. A filled honeypot is sent along
 * with the lead for the function to flag it as possible spam, never dropped here: a browser that
 * autofills the trap must not cost a real visitor's lead, and a bot sees the same answer either way.
 */
export async function submitLead<V>({
  values,
  honeypot,
  checkFields,
  check,
  toBody,
  send,
}: SubmitLeadInput<V>): Promise<LeadOutcome> {
  if (checkFields && !checkFields(values)) return { kind: "invalid" };
  const notice = check?.(values) ?? null;
  if (notice) return { kind: "blocked", notice };
  try {
    return { kind: "sent", receipt: await send(toBody(values), { honeypot }) };
  } catch (error) {
    return { kind: "failed", error };
  }
}

/** The link under a success that carries the request on to WhatsApp (contract/whatsapp.ts, continuationChat). */
export const CONTINUE_ON_WHATSAPP = "Continuar no WhatsApp";

/**
 * The notice of a lead the function took, and whether the form clears: the specification's success
 * (with the protocol on a line of its own), unless the answer says the visitor's confirmation mail
 * goes later or not now, which the notice then says (messages.ts, `unconfirmed`). With `chatHref`,
 * a success offers the link to go on with the same request on WhatsApp, first under it.
 */
export function successNotice(
  messages: LeadMessages,
  receipt: LeadReceipt,
  chatHref: string | null = null,
): { notice: Notice; clear: boolean } {
  const { notice, clear } = noticeOf(messages, receipt);
  // Only a request that went through goes on (a reminder whose confirmation could not be sent is not one yet).
  if (chatHref === null || notice.status !== "success") return { notice, clear };
  const chat: NoticeLink = { href: chatHref, label: CONTINUE_ON_WHATSAPP, whatsapp: true };
  return { notice: { ...notice, links: [chat, ...(notice.links ?? [])] }, clear };
}

function noticeOf(messages: LeadMessages, receipt: LeadReceipt): { notice: Notice; clear: boolean } {
  const detail = receipt.protocol ? { detail: `Protocolo ${receipt.protocol}` } : {};
  const unconfirmed =
    receipt.confirmation === "deferred" || receipt.confirmation === "skipped"
      ? messages.unconfirmed?.[receipt.confirmation]
      : undefined;
  if (!unconfirmed) return { notice: { status: "success", ...messages.success, ...detail }, clear: true };
  const { keepValues, ...notice } = unconfirmed;
  return { notice: { ...notice, ...detail }, clear: !keepValues };
}
