import * as React from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { Alert, AlertDescription, AlertIcon, AlertTitle, Box, CloseButton, Link, chakra } from "@chakra-ui/react";
import { keyframes } from "@emotion/react";
import { RootProvider } from "../../theme/RootProvider";
import type { Notice } from "./notify";
import { OPENS_WHATSAPP } from "../../../supabase/functions/_shared/contract/whatsapp";

/**
 * How long a notice stays unless closed. One with a protocol (`detail`) stays until the visitor
 * closes it: they may want to copy the number, or go on to WhatsApp with it, after the form has cleared.
 */
export const NOTICE_DURATION_MS = 8000;

interface ShownNotice extends Notice {
  id: number;
}

interface NoticeStore {
  subscribe: (listener: () => void) => () => void;
  current: () => ShownNotice[];
  dismiss: (id: number) => void;
}

const dropIn = keyframes({
  from: { opacity: 0, transform: "translateY(-0.75rem)" },
  to: { opacity: 1, transform: "none" },
});

/** How long a screen reader may need to register a new live region before its first content arrives. */
const LIVE_REGION_SETTLE_MS = 150;

/** One notice as it is drawn; its live region (below) is what announces it. */
function NoticeAlert({ notice, onClose }: { notice: ShownNotice; onClose: () => void }) {
  return (
    <Alert
      status={notice.status}
      variant="solid"
      addRole={false}
      alignItems="flex-start"
      maxW="md"
      borderRadius="md"
      boxShadow="lg"
      pointerEvents="auto"
      animation={`${dropIn} 0.2s ease-out`}
      sx={{ "@media (prefers-reduced-motion: reduce)": { animation: "none" } }}
    >
      <AlertIcon />
      <Box flex="1" pr={6}>
        <AlertTitle>{notice.title}</AlertTitle>
        <AlertDescription display="block">{notice.description}</AlertDescription>
        {notice.detail ? (
          <AlertDescription display="block" fontWeight={700} mt={1} userSelect="all" data-testid="notice-protocol">
            {notice.detail}
          </AlertDescription>
        ) : null}
        {notice.note ? (
          <AlertDescription display="block" mt={1}>
            {notice.note}
          </AlertDescription>
        ) : null}
        {notice.links?.map((link) => (
          <AlertDescription key={link.href} display="block" mt={2}>
            <Link
              href={link.href}
              fontWeight={700}
              textDecoration="underline"
              color="inherit"
              {...(link.whatsapp ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {link.label}
              {link.whatsapp ? <chakra.span srOnly>{OPENS_WHATSAPP}</chakra.span> : null}
            </Link>
          </AlertDescription>
        ))}
      </Box>
      <CloseButton size="sm" position="absolute" top={2} right={2} aria-label="Fechar aviso" onClick={onClose} />
    </Alert>
  );
}

/**
 * The notices on screen, newest last, at the top of the viewport; each can be closed. Two live
 * regions hold them — errors assertive (role alert), the rest polite (role status) — and both are
 * in the page, empty, from the moment the stack mounts (a visitor's first focus in a form), before
 * any notice: a region created together with its text is often not announced.
 */
function NoticeStack({ store }: { store: NoticeStore }) {
  const notices = React.useSyncExternalStore(store.subscribe, store.current);
  const region = (status: Notice["status"]) => (
    <chakra.div
      role={status === "error" ? "alert" : "status"}
      aria-live={status === "error" ? "assertive" : "polite"}
      w="full"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap={3}
      // Not `display: contents`, which has dropped elements from Chromium's accessibility tree.
      sx={{ "[role=alert]:not(:empty) + &:not(:empty)": { mt: 3 } }}
    >
      {notices
        .filter((notice) => notice.status === status)
        .map((notice) => (
          <NoticeAlert key={notice.id} notice={notice} onClose={() => store.dismiss(notice.id)} />
        ))}
    </chakra.div>
  );
  return (
    <chakra.section
      aria-label="Avisos"
      position="fixed"
      top={4}
      left={0}
      right={0}
      px={4}
      zIndex="toast"
      pointerEvents="none"
    >
      {region("error")}
      {region("success")}
    </chakra.section>
  );
}

/** Mounts the stack in a new element at the end of <body>; returns the function that shows a notice. */
export function mountNoticeStack(): (notice: Notice) => void {
  let notices: ShownNotice[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const update = (next: ShownNotice[]) => {
    notices = next;
    listeners.forEach((listener) => listener());
  };
  const store: NoticeStore = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => notices,
    dismiss: (id) => update(notices.filter((notice) => notice.id !== id)),
  };
  const host = document.createElement("div");
  document.body.appendChild(host);
  const root = createRoot(host);
  // The empty live regions are in the DOM when this returns.
  flushSync(() =>
    root.render(
      <RootProvider>
        <NoticeStack store={store} />
      </RootProvider>,
    ),
  );
  const mountedAt = performance.now();
  const show = (notice: Notice) => {
    const id = (nextId += 1);
    update([...notices, { ...notice, id }]);
    if (!notice.detail) window.setTimeout(() => store.dismiss(id), NOTICE_DURATION_MS);
  };
  return (notice) => {
    const wait = mountedAt + LIVE_REGION_SETTLE_MS - performance.now();
    if (wait > 0) window.setTimeout(() => show(notice), wait);
    else show(notice);
  };
}
