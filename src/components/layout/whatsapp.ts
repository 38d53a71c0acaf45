import { useSite } from "../../hooks/useSite";
import { brokerageChatNumber, chatLink, type ChatText } from "../../../supabase/functions/_shared/contract/whatsapp";

/**
 * The wa.me link to the brokerage with a message: the number data/site.json says
 * (contract/whatsapp.ts, brokerageChatNumber), the message from one of the contract's builders.
 */
export function useBrokerageChat(): (text: ChatText) => string {
  const number = brokerageChatNumber(useSite());
  return (text) => chatLink(number, text);
}
