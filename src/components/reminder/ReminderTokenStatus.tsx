import * as React from "react";
import { Box, Button, Text } from "@chakra-ui/react";
import { island } from "../../islands/contract";
import { postReminderToken, tokenFromHash, type ReminderAction } from "../../lib/reminder";
import { REMINDER_TOKEN_MESSAGES } from "../../../supabase/functions/_shared/contract/renewal-reminder";

type Status =
  | { kind: "working" }
  | { kind: "answered"; state: string; message: string }
  /** The function unreachable, or refusing for now (too many tries): the token is kept for a retry. */
  | { kind: "failed"; message: string };

interface ReminderTokenStatusProps {
  action: ReminderAction;
  /** What the page says while it posts (data/reminder-page.json). */
  working: string;
  /** What it says when the browser runs no script: the page cannot do its work then. */
  noScript: string;
}

/**
 * The confirm or cancel page's one piece of work, an island loaded at once (`near`, at the top of
 * the page): it takes the token from the URL fragment, removes it from the address bar (and so
 * from the history), posts it to the function and shows the answer's message in a live region.
 * No token, or a malformed one, is said so at once and nothing is posted; a failed call offers to
 * try again with the token kept in memory, saying why when the function did (a 429's message).
 */
export function ReminderTokenStatus({ action, working, noScript }: ReminderTokenStatusProps) {
  const [status, setStatus] = React.useState<Status>({ kind: "working" });
  const token = React.useRef<string | null>(null);

  const post = React.useCallback(() => {
    const sent = token.current;
    if (sent === null) return;
    setStatus({ kind: "working" });
    void postReminderToken(action, sent).then(({ state, message }) =>
      setStatus(state === null ? { kind: "failed", message } : { kind: "answered", state, message }),
    );
  }, [action]);

  React.useEffect(() => {
    token.current = tokenFromHash(location.hash);
    if (location.hash !== "") history.replaceState(history.state, "", `${location.pathname}${location.search}`);
    if (token.current === null)
      setStatus({ kind: "answered", state: "invalid", message: REMINDER_TOKEN_MESSAGES.invalid });
    else post();
  }, [post]);

  const text = status.kind === "working" ? working : status.message;
  return (
    <Box
      {...island("near")}
      data-testid="reminder-token-status"
      data-state={status.kind === "answered" ? status.state : status.kind}
    >
      <Text role="status" aria-live="polite" fontSize="xl" fontWeight={600} color="gray.800">
        {text}
      </Text>
      {status.kind === "failed" ? (
        <Button mt={6} variant="cta" size="lg" onClick={post}>
          Tentar de novo
        </Button>
      ) : null}
      <noscript>
        <Text mt={4} fontSize="lg" color="gray.700">
          {noScript}
        </Text>
      </noscript>
    </Box>
  );
}
