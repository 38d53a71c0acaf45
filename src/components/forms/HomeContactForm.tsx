import { homeContactBody } from "../../lib/leads";
import { emptyValues, HOME_CONTACT_FIELDS, HOME_CONTACT_ROWS } from "./form-fields";
import { LeadForm } from "./LeadForm";
import { HOME_CONTACT_MESSAGES } from "./messages";
import { useLeadSubmit } from "./useLeadSubmit";

const EMPTY = emptyValues(HOME_CONTACT_FIELDS);

/** The contact form at the end of the home page. */
export function HomeContactForm() {
  const form = useLeadSubmit({ initialValues: EMPTY, toBody: homeContactBody, messages: HOME_CONTACT_MESSAGES });
  return (
    <LeadForm
      form={form}
      label="Formulário de contato"
      testId="home-contact-form"
      submitLabel="Enviar Mensagem"
      fields={HOME_CONTACT_FIELDS}
      rows={HOME_CONTACT_ROWS}
      bind={form.bind}
    />
  );
}
