import { homeContactBody } from "../../../supabase/functions/_shared/contract/form-bodies";
import { HOME_CONTACT_FORM } from "./form-fields";
import { HOME_CONTACT_MESSAGES } from "./messages";
import { PlainLeadForm } from "./PlainLeadForm";

/** The contact form at the end of the home page. */
export function HomeContactForm() {
  return <PlainLeadForm declaration={HOME_CONTACT_FORM} toBody={homeContactBody} messages={HOME_CONTACT_MESSAGES} />;
}
