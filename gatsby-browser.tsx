import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
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
 * time slices instead of one long task that delays painting and blocks input. An empty
 * container (gatsby develop renders on the client only) is simply rendered into.
 * Returns the cleanup Gatsby's develop mode calls for its loading indicator.
 */
function renderOrHydrateAfterPaint(element: React.ReactElement, container: Element): () => void {
  let root: Root | undefined;
  if (!container.hasChildNodes()) {
    root = createRoot(container);
    root.render(element);
  } else {
    requestAnimationFrame(() => {
      setTimeout(() => {
        startTransition(() => {
          root = hydrateRoot(container, element);
        });
      }, 0);
    });
  }
  return () => root?.unmount();
}

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

// Gatsby types this hook with React 17's ReactDOM.render signature; at run time it calls
// the returned function as renderer(<App />, rootElement), which is what we provide.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  renderOrHydrateAfterPaint as unknown as Renderer;
