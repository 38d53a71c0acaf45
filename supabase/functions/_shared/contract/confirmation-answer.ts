/**
 * What a success answer tells the site of the visitor's confirmation mail (issue 51), in its
 * `confirmation` field, for the forms that send one (full quote, contact, renewal reminder):
 * - "queued": it goes now (or went for an earlier copy of the same request);
 * - "deferred": the hour's confirmations are spent; it goes within the hour;
 * - "skipped": none goes now (the mailbox had one lately, or a limit is reached).
 * The notice the visitor reads follows it: never the same success when no mail goes. Runtime-free.
 */

export const CONFIRMATION_ANSWERS = ["queued", "deferred", "skipped"] as const;

export type ConfirmationAnswer = (typeof CONFIRMATION_ANSWERS)[number];

/** The `confirmation` of a success answer, or null when it carries none (a form without, or an older function). */
export function readConfirmationAnswer(data: unknown): ConfirmationAnswer | null {
  const value = (data as { confirmation?: unknown } | null)?.confirmation;
  return CONFIRMATION_ANSWERS.find((answer) => answer === value) ?? null;
}
