import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { startUpInSteps, type SiteRoot } from "./src/islands/start-up";
import { rememberTypedValues } from "./src/islands/typed-values";

let site: SiteRoot | undefined;

/** Gatsby waits for this before it loads the page and renders: the site's code starts up in short steps. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  // React was requested by a first touch of a form: what the visitor has entered so far is noted before React hydrates.
  rememberTypedValues();
  site = await startUpInSteps();
};

function started(): SiteRoot {
  if (!site) throw new Error("gatsby-browser: rendering before onClientEntry finished");
  return site;
}

/** Reads the started-up modules when it renders: gatsby develop calls wrapRootElement while its app module loads, before onClientEntry has run. */
function SiteRoot({ children }: { children: React.ReactNode }) {
  const { RootProvider, GlobalStyles, CSSVars } = started();
  return (
    <RootProvider>
      {GlobalStyles ? <GlobalStyles /> : null}
      {/* Every theme variable: the server's HTML keeps only those its own styles read (src/postbuild/css-vars.ts),
          and what renders here later (notices, the carousel) may read others. A selector of its own, so
          emotion adds this block instead of taking over the server's. */}
      <CSSVars root=":root" />
      {children}
    </RootProvider>
  );
}

/**
 * The header menus and the chat button work without React (src/islands/shell-behaviour.ts), and
 * the web fonts are cached for the next page (src/islands/web-fonts.ts); the production build
 * starts both from an inline script in every page, gatsby develop from here.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (process.env.NODE_ENV !== "development") return;
  void import("./src/islands/shell-behaviour").then(({ startShellBehaviour }) => startShellBehaviour());
  void import("./src/islands/web-fonts").then(({ startWebFontCaching }) => startWebFontCaching());
};

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <SiteRoot>{element}</SiteRoot>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const { Layout } = started();
  return <Layout pathname={props.location.pathname}>{element}</Layout>;
};

/**
 * The server-rendered page is complete and usable before any JavaScript runs, so let the
 * browser paint it first, then hydrate inside a transition: React then hydrates in small
 * time slices instead of one long task that delays painting and blocks input. An empty
 * container (gatsby develop renders on the client only) is simply rendered into. React's
 * default onRecoverableError reports hydration errors (to the console and window.onerror).
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
