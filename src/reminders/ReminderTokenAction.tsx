import * as React from "react";
import { Box, Button, Heading, Text } from "@chakra-ui/react";
import { heldSubmits, HYDRATED_ATTRIBUTE, island, setHeldState } from "../islands/contract";
import {
  postReminderToken,
  readReminderToken,
  tokenFromHash,
  whichReminderText,
  type ReminderAction,
} from "./reminder";
import {
  REMINDER_TOKEN_MESSAGES,
  type ReminderProduct,
  type ReminderTokenState,
} from "../../supabase/functions/_shared/contract/renewal-reminder";

type View =
  /** The server's HTML, and the page until its reading answers: the button works already. */
  | { kind: "reading" }
  /** The reading found the reminder the button would confirm or cancel. */
  | { kind: "ready"; insuranceType: ReminderProduct; renewalDate: string }
  | { kind: "sending" }
  /** The function's answer (or the reading's, when there is nothing for the button to do): no button. */
  | { kind: "answered"; state: ReminderTokenState; message: string; afterClick: boolean }
  /** The button's call got no answer, or a refusal for now (429): the token is kept, the button stays. */
  | { kind: "failed"; message: string };

const WHICH_ID = "reminder-token-which";

export interface ReminderTokenTexts {
  /** data/reminder-page.json's `confirm` or `cancel`. */
  page: { title: string; text: string; button: string; working: string };
  /** The heading once the function has answered, by state (data/reminder-page.json's `outcomes`). */
  outcomes: Record<ReminderTokenState, string>;
  /** Which reminder the link is about, with {produto} and {vencimento}. */
  whichReminder: string;
}

interface ReminderTokenActionProps extends ReminderTokenTexts {
  action: ReminderAction;
  /** What it says when the browser runs no script: the page cannot do its work then. */
  noScript: string;
}

/**
 * The confirm or cancel page's work, an island loaded at once (`near`, at the top of the page).
 * Opening the page changes nothing, so a mail scanner that opens, prefetches or renders the link
 * confirms or cancels nothing: the island takes the token from the URL fragment, removes it from
 * the address bar (and so from the history), and only reads its state (a POST with the token in
 * the body). The button's POST confirms or cancels; the heading then says what happened, the
 * function's message follows in a live region, and the focus moves to the heading. The button
 * works from the first tap: a tap before React is held by the loader and replayed here.
 */
export function ReminderTokenAction({ action, page, outcomes, whichReminder, noScript }: ReminderTokenActionProps) {
  const [view, setView] = React.useState<View>({ kind: "reading" });
  const token = React.useRef<string | null>(null);
  const form = React.useRef<HTMLFormElement>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  // The guard against a second call: the state below may lag a quick second tap.
  const sending = React.useRef(false);

  const act = React.useCallback(async () => {
    const sent = token.current;
    if (sent === null || sending.current) return;
    sending.current = true;
    setView({ kind: "sending" });
    const outcome = await postReminderToken(action, sent);
    sending.current = false;
    setView(
      outcome.state === null
        ? { kind: "failed", message: outcome.message }
        : { kind: "answered", state: outcome.state, message: outcome.message, afterClick: true },
    );
  }, [action]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = form.current;
    // Before the effect below has read the token, the tap is held for it to replay (as the loader does).
    if (element && !element.hasAttribute(HYDRATED_ATTRIBUTE)) {
      heldSubmits().add(element);
      setHeldState(element, true);
      return;
    }
    void act();
  };

  React.useEffect(() => {
    token.current = tokenFromHash(location.hash);
    if (location.hash !== "") history.replaceState(history.state, "", `${location.pathname}${location.search}`);
    const element = form.current;
    const held = element ? heldSubmits().delete(element) : false;
    if (element) {
      element.setAttribute(HYDRATED_ATTRIBUTE, "");
      // The loader disabled the button while it held the tap; React draws it from here on.
      setHeldState(element, false);
    }
    if (token.current === null) {
      setView({ kind: "answered", state: "invalid", message: REMINDER_TOKEN_MESSAGES.invalid, afterClick: false });
      return;
    }
    if (held) {
      void act();
      return;
    }
    void readReminderToken(action, token.current).then((reading) => {
      if (reading === null) return;
      const next: View =
        reading.state === "ready"
          ? { kind: "ready", insuranceType: reading.insuranceType, renewalDate: reading.renewalDate }
          : { kind: "answered", state: reading.state, message: reading.message, afterClick: false };
      // A tap may have gone first: its answer stands.
      setView((current) => (current.kind === "reading" ? next : current));
    });
  }, [action, act]);

  React.useEffect(() => {
    if (view.kind === "answered" && view.afterClick) heading.current?.focus();
  }, [view]);

  const answered = view.kind === "answered";
  const status = view.kind === "sending" ? page.working : answered || view.kind === "failed" ? view.message : "";
  return (
    <Box {...island("near")} data-testid="reminder-token" data-state={answered ? view.state : view.kind}>
      <Heading
        as="h1"
        id="reminder-token-title"
        ref={heading}
        tabIndex={-1}
        size="2xl"
        color="brand.800"
        mb={6}
        _focus={{ outline: "none" }}
      >
        {answered ? outcomes[view.state] : page.title}
      </Heading>
      {answered ? null : (
        <>
          <Text fontSize="lg" color="gray.700" mb={4}>
            {page.text}
          </Text>
          <form ref={form} method="post" onSubmit={onSubmit}>
            <Button
              type="submit"
              variant="cta"
              size="lg"
              mt={2}
              isDisabled={view.kind === "sending"}
              aria-describedby={view.kind === "ready" ? WHICH_ID : undefined}
            >
              {page.button}
            </Button>
          </form>
          {/* Under the button, which it describes: arriving with the reading, it moves nothing a tap may be aimed at. */}
          {view.kind === "ready" ? (
            <Text
              id={WHICH_ID}
              mt={4}
              fontSize="lg"
              fontWeight={600}
              color="gray.800"
              data-testid="reminder-token-which"
            >
              {whichReminderText(whichReminder, view.insuranceType, view.renewalDate)}
            </Text>
          ) : null}
        </>
      )}
      <Text role="status" aria-live="polite" mt={6} fontSize="xl" fontWeight={600} color="gray.800">
        {status}
      </Text>
      <noscript>
        <Text mt={4} fontSize="lg" color="gray.700">
          {noScript}
        </Text>
      </noscript>
    </Box>
  );
}
