/**
 * The islands room: everything that makes "React only where needed" work lives in src/islands/.
 *
 *   contract.ts          this file: which parts are islands and when they load, and what the
 *                        inline loader hands to a hydrating form (held submissions, typed values)
 *   island-loader.ts     inline script: requests React at an island's first need, holds early submits
 *   shell-behaviour.ts   inline script: header menus and chat button without React
 *   web-fonts.ts         inline script: caches Inter for the next page
 *   lead-source-capture.ts  inline script: notes the session's first page, utm_* and referrer (sessionStorage)
 *   typed-values.ts, start-up.ts (+ style-system, theme-values, theme, layout): the browser runtime
 *   head-tags-in-browser.tsx  react-helmet's no-op in the browser bundle
 *   inline-scripts.ts    build: bundles the inline scripts (esbuild)
 *   deferred-scripts.ts  build: rewrites Gatsby's script tags into the loader's list
 *   gatsby-internals.ts  every assumption about Gatsby's, Chakra's and emotion's undocumented output
 *
 * Marks an element that needs React in the browser. A built page without one loads no React at
 * all (deferred-scripts.ts); its header menus and chat button work without it
 * (shell-behaviour.ts). On a page with islands, the loader requests React when one is needed:
 *
 * - `interaction` (the forms): at the first focus, touch or change inside it. The fields work as plain
 *   HTML meanwhile (what is typed is kept, typed-values.ts), and so does the submit
 *   button: the browser's own required-field checks run on the first tap, and a valid form's
 *   submission is held by the loader (never the browser's GET) and replayed by the form once it
 *   has hydrated (`heldSubmits`, `HYDRATED_ATTRIBUTE`).
 * - `near` (the partner carousel, rendered in the browser): when it comes within two screens of
 *   the viewport. The renewal reminder's confirm and cancel pages use it too, at the top of the
 *   page, so their reading of the token starts as soon as the page has loaded (no new trigger in
 *   the loader, whose bytes count in every page's first round trip); it changes nothing, and their
 *   button's tap before hydration is held and replayed like a form's submission.
 * - `simulator` (the simulators on their service pages): like `interaction`, at the first focus,
 *   touch or change inside it, without the forms' chunks; what was typed before is kept (typed-values.ts).
 * - `invitation` (the renewal reminder's invitation on a service page): like `simulator`; its form is
 *   not in the server's HTML but a chunk of its own, drawn once the invitation is opened, and the
 *   forms' chunks come at that form's first focus (useLeadSubmit's prefetch), not with React.
 */
export const ISLAND_ATTRIBUTE = "data-island";

export type IslandTrigger = "interaction" | "near" | "simulator" | "invitation";

/** Spread on an island's root element. */
export const island = (trigger: IslandTrigger) => ({ [ISLAND_ATTRIBUTE]: trigger }) as const;

/**
 * The lazily loaded chunks (webpackChunkName) each kind of island needs on first use: the loader
 * requests them together with React, so a visitor's first submit or the carousel's first render
 * waits for no further request. The build stops if one of these names is not a chunk.
 */
export const ISLAND_CHUNKS: Record<IslandTrigger, readonly string[]> = {
  // src/components/forms/send-lead.ts (the function client) and src/components/ui/notify.ts (the notices).
  interaction: ["lead-client", "notices"],
  // src/components/home/PartnersSection.tsx.
  near: ["partner-carousel"],
  // src/simulators: computed in the page's own chunk, sends nothing.
  simulator: [],
  // src/reminders/ServiceReminder.tsx: its form chunk loads once it is opened, the forms' chunks after.
  invitation: [],
};

/**
 * Set (to "true") on a form from the tap that submits it until React has drawn it as sending: by the
 * loader on a submission it holds for a form not yet hydrated, by the hydrated form on its own.
 * From the tap on, as SPEC §4 asks of a submitting form, the submit button is disabled
 * (`setHeldState`) and reads 'Enviando...' (FormSubmit.tsx); assistive technology is told the form
 * is busy by the same attribute.
 */
export const HELD_ATTRIBUTE = "aria-busy";

/** Marks a form as holding a submission for React, or clears the mark (the loader, then the form's replay). */
export function setHeldState(form: HTMLFormElement, held: boolean): void {
  if (held) form.setAttribute(HELD_ATTRIBUTE, "true");
  else form.removeAttribute(HELD_ATTRIBUTE);
  form.querySelectorAll<HTMLButtonElement>('button[type="submit"]').forEach((button) => (button.disabled = held));
}

/**
 * Clears only the mark, once React draws the same busy state itself: the button stays as React
 * rendered it (disabled while sending), which `setHeldState(form, false)` would undo.
 */
export function clearHeldMark(form: HTMLFormElement): void {
  form.removeAttribute(HELD_ATTRIBUTE);
}

/**
 * On a form's <select>: the query parameter whose value the loader chooses in it before React, when
 * it is one of its options (the full quote's product, from a service page's or an ad's link). The
 * form's island then loads once the page has loaded, so what depends on the choice (the product's
 * questions) is there before the visitor reaches it.
 */
export const PRESELECT_ATTRIBUTE = "data-preselect";

/**
 * Chooses in each marked <select> the option its query parameter names (/solicitar-cotacao?produto=vida),
 * unless the visitor's browser has already put a choice there. True when one was chosen. The
 * loader runs it in the build; the full quote form runs it on mount under `gatsby develop`, which
 * has no loader: one rule for both. (The loader's bytes count in every page's first round trip.)
 */
export function preselect(): boolean {
  const query = new URLSearchParams(location.search);
  let chosen = false;
  document.querySelectorAll<HTMLSelectElement>(`select[${PRESELECT_ATTRIBUTE}]`).forEach((select) => {
    const value = query.get(select.getAttribute(PRESELECT_ATTRIBUTE) ?? "");
    if (value && !select.value && Array.from(select.options).some((option) => option.value === value)) {
      select.value = value;
      chosen = true;
    }
  });
  return chosen;
}

/**
 * What the page's link chooses in the form's marked selects, by field name: the values `preselect`
 * puts there. A form keeps the visitor's values only once they differ from these (form-memory.ts).
 */
export function linkChoices(form: HTMLFormElement): Record<string, string> {
  const query = new URLSearchParams(location.search);
  const choices: Record<string, string> = {};
  for (const select of Array.from(form.querySelectorAll<HTMLSelectElement>(`select[${PRESELECT_ATTRIBUTE}]`))) {
    const value = query.get(select.getAttribute(PRESELECT_ATTRIBUTE) ?? "");
    if (value && Array.from(select.options).some((option) => option.value === value)) choices[select.name] = value;
  }
  return choices;
}

/** Set on a form by its island once hydrated: from then on React handles its submissions. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

const HELD_SUBMITS = "__heldSubmits";

/**
 * Forms submitted before their island hydrated. The inline loader and the site's bundle are two
 * scripts, so the set lives on window; a DOM attribute would differ from the server's HTML while
 * React hydrates.
 */
export function heldSubmits(): Set<HTMLFormElement> {
  const holder = window as unknown as Record<typeof HELD_SUBMITS, Set<HTMLFormElement> | undefined>;
  holder[HELD_SUBMITS] ??= new Set();
  return holder[HELD_SUBMITS];
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isField(element: Element | RadioNodeList | null): element is FieldElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

export function readField(element: FieldElement): string | boolean {
  return element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;
}

/**
 * The form's fields as the visitor sees them, for each key of `values` (the form's state): what the
 * browser has just validated. Equal to the state once React keeps the fields; fresher while React
 * takes a form over, when a tap can land before the state has caught up with what was typed.
 */
export function currentValues<V extends { [K in keyof V]: string | boolean }>(form: HTMLFormElement, values: V): V {
  const current = { ...values };
  for (const name of Object.keys(values) as (keyof V & string)[]) {
    const element = form.elements.namedItem(name);
    // A field keeps its kind: a checkbox reads as a boolean, any other field as a string.
    if (isField(element)) current[name] = readField(element) as V[typeof name];
  }
  return current;
}

const TYPED_VALUES = "__typedBeforeHydration";

/** What each island field held before React hydrated it, noted by the runtime (typed-values.ts). */
export function typedBeforeHydration(): WeakMap<Element, string | boolean> {
  const holder = window as unknown as Record<typeof TYPED_VALUES, WeakMap<Element, string | boolean> | undefined>;
  holder[TYPED_VALUES] ??= new WeakMap();
  return holder[TYPED_VALUES];
}

/**
 * The value of the form's field `name` that differs from `initial`: what is in the field now, or
 * else what was in it before React hydrated. Undefined when the visitor has not changed it.
 */
export function typedValue(
  form: HTMLFormElement,
  name: string,
  initial: string | boolean,
): string | boolean | undefined {
  const element = form.elements.namedItem(name);
  if (!isField(element)) return undefined;
  const now = readField(element);
  if (now !== initial) return now;
  const before = typedBeforeHydration().get(element);
  return before !== undefined && before !== initial ? before : undefined;
}

/** The chunk (webpackChunkName in start-up.ts) that holds the site's start-up steps; the loader requests it with the page. */
export const START_UP_CHUNK = "site-start-up";

/** How far ahead of the viewport a `near` island loads, so it is ready before it is seen. */
export const NEAR_MARGIN = "200% 0px";

/** The id of the JSON block listing what a page with islands loads (its scripts and data). */
export const RESOURCES_ID = "page-resources";

/** What the loader requests for a page with islands: Gatsby's scripts and the page's data. */
export interface PageResources {
  pagePath: string;
  scripts: string[];
  data: string[];
}
