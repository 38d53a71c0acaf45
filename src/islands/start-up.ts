import type { Layout } from "../components/layout/Layout";
import type { RootProvider } from "../theme/RootProvider";

export interface SiteRoot {
  RootProvider: typeof RootProvider;
  Layout: typeof Layout;
  /** Only when rendering without server HTML (gatsby develop): the global styles the server otherwise writes. */
  GlobalStyles: React.ComponentType | null;
  /** Chakra's CSS variables block. */
  CSSVars: React.ComponentType<{ root?: string }>;
}

/** Lets the browser handle input and paint between two steps of start-up work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the site's own modules one group per task before React renders: Chakra's style system,
 * the theme's values, the providers, the theme's CSS variables, then the layout. Evaluated all at
 * once with the app script they made one long task (docs/speed.md, "Figures behind the code")
 * that blocked any input. The chunk is already requested by the island loader
 * with React (src/islands/island-loader.ts, its list written by src/islands/deferred-scripts.ts); a module
 * runs when it is first imported, so each step's modules run in that step's task.
 */
export async function startUpInSteps(): Promise<SiteRoot> {
  await yieldToMain();
  await import(/* webpackChunkName: "site-start-up" */ "./style-system");
  await yieldToMain();
  await import(/* webpackChunkName: "site-start-up" */ "./theme-values");
  await yieldToMain();
  const { RootProvider, prepareTheme, CSSVars } = await import(/* webpackChunkName: "site-start-up" */ "./theme");
  await yieldToMain();
  prepareTheme();
  await yieldToMain();
  const { Layout } = await import(/* webpackChunkName: "site-start-up" */ "./layout");
  await yieldToMain();
  const GlobalStyles =
    process.env.NODE_ENV === "development" ? (await import("../theme/GlobalStyles")).GlobalStyles : null;
  return { RootProvider, Layout, GlobalStyles, CSSVars };
}
