import * as React from "react";

/** How long the visitor's typing must pause before the summary is announced: one announcement per pause, not one per key. */
const PAUSE_MS = 700;

/** The summary for the page's live region: empty until the visitor has changed a value, then `text` once typing pauses. */
export function useAnnouncement(text: string, changed: boolean): string {
  const [announced, setAnnounced] = React.useState("");
  React.useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => setAnnounced(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, changed]);
  return announced;
}
