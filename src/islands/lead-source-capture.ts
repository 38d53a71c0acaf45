/**
 * Notes where the visitor came from, once per browsing session, on the first page they open: its
 * path, its utm_* parameters and the referring site's origin (supabase/functions/_shared/contract/lead-source.ts),
 * in sessionStorage only — no cookie, nothing sent anywhere until a form is submitted with it
 * (src/components/forms/send-lead.ts). Part of the shell's inline script: it must stay self-contained.
 */
import { encodeLeadSource, LEAD_SOURCE_STORAGE_KEY } from "../../supabase/functions/_shared/contract/lead-source";

export function captureLeadSource(): void {
  try {
    if (sessionStorage.getItem(LEAD_SOURCE_STORAGE_KEY) === null) {
      sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, encodeLeadSource(location.href, document.referrer));
    }
  } catch {
    // Storage blocked (private modes, policies): the lead simply goes without its source.
  }
}
