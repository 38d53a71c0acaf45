import * as React from "react";

const subscribeToNothing = () => () => undefined;

/**
 * True when this component first rendered while React was hydrating the server's HTML in the
 * browser; false on the server and for client renders (gatsby develop, or React starting over
 * after a hydration error). useSyncExternalStore reads the server snapshot only while hydrating;
 * the state keeps that first answer when React re-renders with the client snapshot.
 */
export function useKeepsServerHtml(): boolean {
  const hydrating = React.useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [keeps] = React.useState(hydrating && typeof document !== "undefined");
  return keeps;
}

const CONTENTS = { display: "contents" } as const;
const NO_HTML = { __html: "" };

/**
 * Content with nothing interactive in it. It is part of the server HTML like everything else, but
 * in the browser React leaves that HTML as it is: nothing below this element is rendered, compared
 * or hydrated, so it costs no JavaScript time. The wrapper takes no box of its own
 * (display: contents), so grids, stacks and flex gaps lay out its children as before.
 */
export function StaticHtml({ children }: { children: React.ReactNode }) {
  return useKeepsServerHtml() ? (
    <div style={CONTENTS} dangerouslySetInnerHTML={NO_HTML} suppressHydrationWarning />
  ) : (
    <div style={CONTENTS}>{children}</div>
  );
}
