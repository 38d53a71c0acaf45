/**
 * Marks an element that needs React in the browser. A built page without one loads no React at
 * all (src/node/deferred-scripts.ts); its header menus and chat button work without it
 * (src/browser/shell-behaviour.ts). On a page with islands, the loader requests React when one
 * is needed:
 *
 * - `interaction` (the forms): at the first focus or touch inside it. The fields work as plain
 *   HTML meanwhile (what is typed is kept, src/browser/typed-values.ts), and so does the submit
 *   button: the browser's own required-field checks run on the first tap, and a valid form's
 *   submission is held by the loader (never the browser's GET) and replayed by the form once it
 *   has hydrated (`heldSubmits`, `HYDRATED_ATTRIBUTE`).
 * - `near` (the partner carousel, rendered in the browser): when it comes within two screens of
 *   the viewport.
 */
export const ISLAND_ATTRIBUTE = "data-island";

export type IslandTrigger = "interaction" | "near";

/** Spread on an island's root element. */
export const island = (trigger: IslandTrigger) => ({ [ISLAND_ATTRIBUTE]: trigger }) as const;

/**
 * The lazily loaded chunks (webpackChunkName) each kind of island needs on first use: the loader
 * requests them together with React, so a visitor's first submit or the carousel's first render
 * waits for no further request. The build stops if one of these names is not a chunk.
 */
export const ISLAND_CHUNKS: Record<IslandTrigger, readonly string[]> = {
  // src/lib/leads.ts (the function client) and src/components/ui/notify.ts (the notices).
  interaction: ["lead-client", "notices"],
  // src/components/home/PartnersSection.tsx.
  near: ["partner-carousel"],
};

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
