/**
 * Marks an element that needs React in the browser. A built page without one loads no React at
 * all (src/node/deferred-scripts.ts); its header menus and chat button work without it
 * (src/browser/shell-behaviour.ts). On a page with islands, the loader requests React when one
 * is needed:
 *
 * - `interaction` (the forms): at the first focus or touch inside it. The fields work as plain
 *   HTML meanwhile (what is typed is kept, src/browser/typed-values.ts), and only the submit
 *   button waits for React, which has loaded while the visitor was filling the form in.
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
