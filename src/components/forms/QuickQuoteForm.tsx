import { quickQuoteBody } from "../../lib/leads";
import { emptyValues, QUICK_QUOTE_FIELDS, QUICK_QUOTE_ROWS } from "./form-fields";
import { LeadForm } from "./LeadForm";
import { QUICK_QUOTE_MESSAGES } from "./messages";
import { useLeadSubmit } from "./useLeadSubmit";

const EMPTY = emptyValues(QUICK_QUOTE_FIELDS);

/** The home page's quick quote. */
export function QuickQuoteForm() {
  const form = useLeadSubmit({
    initialValues: EMPTY,
    toBody: quickQuoteBody,
    messages: QUICK_QUOTE_MESSAGES,
    logFailure: true,
  });
  return (
    <LeadForm
      form={form}
      label="Cotação rápida"
      testId="quick-quote-form"
      submitLabel="Solicitar Cotação"
      fields={QUICK_QUOTE_FIELDS}
      rows={QUICK_QUOTE_ROWS}
      bind={form.bind}
    />
  );
}
