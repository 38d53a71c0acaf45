import { isField, ISLAND_ATTRIBUTE, readField, typedBeforeHydration } from "./contract";

/**
 * A form's fields work as plain HTML until React hydrates it (src/islands/contract.ts): a visitor may
 * have typed, chosen or ticked something by then. React keeps what was typed in text fields but
 * sets each <select> back to its state while hydrating, so the values are noted here (from
 * gatsby-browser, before React renders, and on every change until it has hydrated) and handed to
 * the form's state once it has.
 */
export function rememberTypedValues(): void {
  const remember = (element: EventTarget | Element | null) => {
    if (element instanceof Element && isField(element) && element.closest(`[${ISLAND_ATTRIBUTE}]`))
      typedBeforeHydration().set(element, readField(element));
  };
  document
    .querySelectorAll(`[${ISLAND_ATTRIBUTE}] input, [${ISLAND_ATTRIBUTE}] select, [${ISLAND_ATTRIBUTE}] textarea`)
    .forEach(remember);
  // React's own value changes while hydrating fire no events; the visitor's do.
  document.addEventListener("change", (event) => remember(event.target), true);
  document.addEventListener("input", (event) => remember(event.target), true);
}
