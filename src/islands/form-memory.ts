/**
 * What a visitor typed in the lead forms of a page, kept in the tab's sessionStorage until the form
 * is sent: a visitor who leaves the page (a link, Back, a reload) and comes back finds it there.
 * Never localStorage: it stays in this tab, is gone when the tab closes, and leaves the browser only
 * with the form's own submission. One record per page, by its path, holding each form's values
 * that differ from its empty state, under the form's name (its aria-label), with the query string
 * they were typed under: a return to the same address (Back, a reload) gets everything back as it
 * was, while a link that asks for something else (another product, a new simulation) gets the
 * visitor's values with the link's own choices on top.
 *
 * The form keeps the record as its state changes, from its hydration on (useLeadSubmit), which
 * takes in what was typed before (typed-values.ts); it puts the record back into its state when it
 * hydrates, and removes it once sent. The island loader only asks whether the page has a record, so
 * that such a form hydrates once the page has loaded rather than at the first touch: its bytes are
 * in every page with islands' first round trip, and a return finds the scripts in the cache. A
 * return from the back/forward cache needs none of this: the page comes back as it was left.
 */

/** A form's values by field name, as its state holds them (text, or a checkbox's tick). */
export type RememberedValues = Record<string, string | boolean>;

interface KeptForm {
  /** location.search when they were typed. */
  query: string;
  values: RememberedValues;
}

type PageMemory = Record<string, KeptForm>;

const memoryKey = () => `form:${location.pathname}`;

const formName = (form: HTMLFormElement) => form.getAttribute("aria-label") ?? "";

/** True when this tab keeps values of a form of this page (the island loader: the loader stays self-contained). */
export function hasRememberedForm(): boolean {
  try {
    return !!sessionStorage.getItem(memoryKey());
  } catch {
    return false;
  }
}

function readMemory(): PageMemory {
  try {
    const memory: unknown = JSON.parse(sessionStorage.getItem(memoryKey()) ?? "{}");
    return typeof memory === "object" && memory !== null ? (memory as PageMemory) : {};
  } catch {
    return {};
  }
}

function writeMemory(memory: PageMemory): void {
  try {
    if (Object.keys(memory).length === 0) sessionStorage.removeItem(memoryKey());
    else sessionStorage.setItem(memoryKey(), JSON.stringify(memory));
  } catch {
    // Storage blocked or full: the form works as before, without the memory.
  }
}

/** What came back for a form: its values, and whether they were typed at this same address. */
export interface Remembered<V> {
  values: Partial<V>;
  sameAddress: boolean;
}

/**
 * The values kept for the form, each only where it is of its field's kind in `empty` (the form's
 * empty state): what an earlier version of the form or anything else wrote there is left out.
 */
export function rememberedValues<V extends RememberedValues>(form: HTMLFormElement, empty: V): Remembered<V> {
  const kept: Partial<KeptForm> | undefined = readMemory()[formName(form)];
  const values = typeof kept?.values === "object" && kept.values !== null ? kept.values : {};
  return {
    values: Object.fromEntries(
      Object.keys(empty).flatMap((name) =>
        Object.hasOwn(values, name) && typeof values[name] === typeof empty[name] ? [[name, values[name]]] : [],
      ),
    ) as Partial<V>,
    sameAddress: kept?.query === location.search,
  };
}

/** Keeps the form's values that differ from `empty`; none left, the form's record goes. */
export function rememberValues<V extends RememberedValues>(form: HTMLFormElement, values: V, empty: V): void {
  const changed = Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== empty[name]));
  const memory = readMemory();
  if (Object.keys(changed).length > 0) memory[formName(form)] = { query: location.search, values: changed };
  else delete memory[formName(form)];
  writeMemory(memory);
}

/** After a successful send: the form starts afresh, here and on the visitor's next return. */
export function forgetValues(form: HTMLFormElement): void {
  const memory = readMemory();
  delete memory[formName(form)];
  writeMemory(memory);
}
