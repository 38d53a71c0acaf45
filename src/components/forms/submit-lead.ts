import type { LeadBody } from "../../lib/leads";
import type { NoticeText } from "./messages";

export type LeadOutcome =
  /** A check of the form (the terms gate) stopped it before any call. */
  | { kind: "blocked"; notice: NoticeText }
  /** The honeypot was filled: a bot gets the success path, but nothing is sent. */
  | { kind: "trapped" }
  | { kind: "sent" }
  | { kind: "failed"; error: unknown };

export interface SubmitLeadInput<V> {
  values: V;
  honeypot: string;
  check?: (values: V) => NoticeText | null;
  toBody: (values: V) => LeadBody;
  send: (body: LeadBody) => Promise<void>;
}

/** One submission, free of React: gate, honeypot, then the single call. */
export async function submitLead<V>({ values, honeypot, check, toBody, send }: SubmitLeadInput<V>): Promise<LeadOutcome> {
  const notice = check?.(values) ?? null;
  if (notice) return { kind: "blocked", notice };
  if (honeypot.trim() !== "") return { kind: "trapped" };
  try {
    await send(toBody(values));
    return { kind: "sent" };
  } catch (error) {
    return { kind: "failed", error };
  }
}
