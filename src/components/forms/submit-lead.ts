import type { LeadBody, SendLeadOptions } from "../../lib/leads";
import type { NoticeText } from "./messages";

export type LeadOutcome =
  /** A check of the form (the terms gate) stopped it before any call. */
  | { kind: "blocked"; notice: NoticeText }
  | { kind: "sent" }
  | { kind: "failed"; error: unknown };

/** sendLead as a submission uses it: with the trap's value, and the default wait for an answer. */
export type LeadSender = (body: LeadBody, options: Required<Pick<SendLeadOptions, "honeypot">>) => Promise<void>;

export interface SubmitLeadInput<V> {
  values: V;
  /** The hidden trap field's value; it never stops the lead (see sendLead). */
  honeypot: string;
  check?: (values: V) => NoticeText | null;
  toBody: (values: V) => LeadBody;
  send: LeadSender;
}

/**
 * One submission, free of React: the gate, then the single call. A filled honeypot is sent along
 * with the lead for the function to flag it as possible spam, never dropped here: a browser that
 * autofills the trap must not cost a real visitor's lead, and a bot sees the same answer either way.
 */
export async function submitLead<V>({ values, honeypot, check, toBody, send }: SubmitLeadInput<V>): Promise<LeadOutcome> {
  const notice = check?.(values) ?? null;
  if (notice) return { kind: "blocked", notice };
  try {
    await send(toBody(values), { honeypot });
    return { kind: "sent" };
  } catch (error) {
    return { kind: "failed", error };
  }
}
