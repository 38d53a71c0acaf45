import * as React from "react";
import { useSite } from "../../hooks/useSite";
import { brokerageChatNumber, chatLink, type ChatText } from "../../../supabase/functions/_shared/contract/whatsapp";

/**
 * The wa.me link to the brokerage with a message: the number data/site.json says
 * (contract/whatsapp.ts, brokerageChatNumber), the message from one of the contract's builders.
 * For the layout and the pages, which read the site's data.
 */
export function useBrokerageChat(): (text: ChatText) => string {
  const number = brokerageChatNumber(useSite());
  return (text) => chatLink(number, text);
}

/** The brokerage's chat number, which the layout hands to what it holds (LayoutChatNumber.Provider). */
export const LayoutChatNumber = React.createContext<string | null>(null);

/**
 * The same link for an island inside the layout (a form's success, a simulator), from the number
 * the layout holds: an island reads no site-wide query of its own, and one drawn outside the layout
 * (a unit test's form) gets null, so offers no chat.
 */
export function useLayoutChat(): ((text: ChatText) => string) | null {
  const number = React.useContext(LayoutChatNumber);
  return React.useMemo(() => (number === null ? null : (text: ChatText) => chatLink(number, text)), [number]);
}
