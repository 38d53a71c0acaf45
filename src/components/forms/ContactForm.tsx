import { contactPageBody } from "../../lib/leads";
import { CONTACT_PAGE_FIELDS, CONTACT_PAGE_ROWS, emptyValues } from "./form-fields";
import { LeadForm } from "./LeadForm";
import { CONTACT_PAGE_MESSAGES } from "./messages";
import { useLeadSubmit } from "./useLeadSubmit";

const EMPTY = emptyValues(CONTACT_PAGE_FIELDS);

/** The contact page form; every field is required and marked with *. */
export function ContactForm() {
  const form = useLeadSubmit({ initialValues: EMPTY, toBody: contactPageBody, messages: CONTACT_PAGE_MESSAGES });
  return (
    <LeadForm
      form={form}
      label="Formulário de contato"
      testId="contact-form"
      submitLabel="Enviar Mensagem"
      fields={CONTACT_PAGE_FIELDS}
      rows={CONTACT_PAGE_ROWS}
      bind={form.bind}
    />
  );
}
