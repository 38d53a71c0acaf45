import { ISLAND_ATTRIBUTE } from "../lib/islands";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const typed = new WeakMap<Element, string | boolean>();

function isField(element: Element | RadioNodeList | null): element is FieldElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

function read(element: FieldElement): string | boolean {
  return element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;
}

/**
 * A form's fields work as plain HTML until React hydrates it (src/lib/islands.ts): a visitor may
 * have typed, chosen or ticked something by then. React keeps what was typed in text fields but
 * sets each <select> back to its state while hydrating, so the values are noted here (from
 * gatsby-browser, before React renders, and on every change until it has hydrated) and handed to
 * the form's state once it has.
 */
export function rememberTypedValues(): void {
  const remember = (element: EventTarget | Element | null) => {
    if (element instanceof Element && isField(element) && element.closest(`[${ISLAND_ATTRIBUTE}]`)) typed.set(element, read(element));
  };
  document.querySelectorAll(`[${ISLAND_ATTRIBUTE}] input, [${ISLAND_ATTRIBUTE}] select, [${ISLAND_ATTRIBUTE}] textarea`).forEach(remember);
  // React's own value changes while hydrating fire no events; the visitor's do.
  document.addEventListener("change", (event) => remember(event.target), true);
  document.addEventListener("input", (event) => remember(event.target), true);
}

/**
 * The value of the form's field `name` that differs from `initial`: what is in the field now, or
 * else what was in it before React hydrated. Undefined when the visitor has not changed it.
 */
export function typedValue(form: HTMLFormElement, name: string, initial: string | boolean): string | boolean | undefined {
  const element = form.elements.namedItem(name);
  if (!isField(element)) return undefined;
  const now = read(element);
  if (now !== initial) return now;
  const before = typed.get(element);
  return before !== undefined && before !== initial ? before : undefined;
}
