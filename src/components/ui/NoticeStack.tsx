import * as React from "react";
import { createRoot } from "react-dom/client";
import { Alert, AlertDescription, AlertIcon, AlertTitle, Box, CloseButton, chakra } from "@chakra-ui/react";
import { keyframes } from "@emotion/react";
import { RootProvider } from "../../theme/RootProvider";
import type { Notice } from "./notify";

/** How long a notice stays unless closed. */
export const NOTICE_DURATION_MS = 8000;

interface ShownNotice extends Notice {
  id: number;
}

interface NoticeStore {
  subscribe: (listener: () => void) => () => void;
  current: () => ShownNotice[];
  dismiss: (id: number) => void;
}

const dropIn = keyframes({ from: { opacity: 0, transform: "translateY(-0.75rem)" }, to: { opacity: 1, transform: "none" } });

/** The notices on screen, newest last, at the top of the viewport; each can be closed. */
function NoticeStack({ store }: { store: NoticeStore }) {
  const notices = React.useSyncExternalStore(store.subscribe, store.current);
  return (
    <chakra.section
      aria-label="Avisos"
      position="fixed"
      top={4}
      left={0}
      right={0}
      px={4}
      zIndex="toast"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap={3}
      pointerEvents="none"
    >
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          status={notice.status}
          variant="solid"
          role={notice.status === "error" ? "alert" : "status"}
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
          </Box>
          <CloseButton size="sm" position="absolute" top={2} right={2} aria-label="Fechar aviso" onClick={() => store.dismiss(notice.id)} />
        </Alert>
      ))}
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
  createRoot(host).render(
    <RootProvider>
      <NoticeStack store={store} />
    </RootProvider>,
  );
  return (notice) => {
    const id = (nextId += 1);
    update([...notices, { ...notice, id }]);
    window.setTimeout(() => store.dismiss(id), NOTICE_DURATION_MS);
  };
}
