import { contactPageBody } from "../../../supabase/functions/_shared/contract/form-bodies";
import { CONTACT_PAGE_FORM } from "./form-fields";
import { CONTACT_PAGE_MESSAGES } from "./messages";
import { PlainLeadForm } from "./PlainLeadForm";

/** The contact page form; every field is required and marked with *. */
export function ContactForm() {
  return <PlainLeadForm declaration={CONTACT_PAGE_FORM} toBody={contactPageBody} messages={CONTACT_PAGE_MESSAGES} />;
}
