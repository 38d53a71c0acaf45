import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { RootProvider } from "./src/theme/RootProvider";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <RootProvider>{element}</RootProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

/**
 * The server-rendered page is complete and usable before any JavaScript runs, so let the
 * browser paint it first, then hydrate inside a transition: React then hydrates in small
 * time slices instead of one long task that delays painting and blocks input.
 */
function hydrateAfterFirstPaint(element: React.ReactElement, container: Element): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      startTransition(() => {
        hydrateRoot(container, element);
      });
    }, 0);
  });
}

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

// Gatsby types this hook with React 17's ReactDOM.render signature; at run time it calls
// the returned function as renderer(<App />, rootElement), which is what we provide.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateAfterFirstPaint as unknown as Renderer;
