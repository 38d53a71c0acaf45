import { quickQuoteBody } from "../../../supabase/functions/_shared/contract/form-bodies";
import { QUICK_QUOTE_FORM } from "./form-fields";
import { QUICK_QUOTE_MESSAGES } from "./messages";
import { PlainLeadForm } from "./PlainLeadForm";

/** The home page's quick quote. */
export function QuickQuoteForm() {
  return (
    <PlainLeadForm declaration={QUICK_QUOTE_FORM} toBody={quickQuoteBody} messages={QUICK_QUOTE_MESSAGES} logFailure />
  );
}
