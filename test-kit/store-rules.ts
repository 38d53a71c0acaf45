/** The rules the tests hand the store's submit_lead, written once (supabase/functions/_shared/types.ts). */
import type { ConfirmationRules, SubmitRules } from "../supabase/functions/_shared/types";

/**
 * A lead's rules with nothing in the way but its duplicate: a ten-minute window on `dedupeKey`, no
 * rate limit, no ceiling, a ten-minute lease; `overrides` sets what a test is about.
 */
export const submitRules = (dedupeKey: string, overrides: Partial<SubmitRules> = {}): SubmitRules => ({
  dedupeKey,
  dedupeWindowSeconds: 600,
  rateLimitMax: 0,
  rateLimitWindowSeconds: 600,
  maxPerMinute: 0,
  maxPerHour: 0,
  leaseSeconds: 600,
  ...overrides,
});

/** The visitor's confirmation under the function's documented defaults (docs/deploy.md, CONFIRMATION_*). */
export const DEFAULT_CONFIRMATION_RULES: ConfirmationRules = {
  perAddressSeconds: 86_400,
  perClientMax: 3,
  perClientSeconds: 3600,
  perDomainMax: 3,
  maxPerHour: 30,
  deferSeconds: 3600,
  leaseSeconds: 600,
};
