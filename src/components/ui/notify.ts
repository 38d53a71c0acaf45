/**
 * The forms' notices (SPEC §4, §8): a small stack rendered in a React root of its own on the
 * first notice. Chakra's toasts would bring framer-motion and its toast manager into the page.
 * Its code loads when a visitor starts filling a form (prefetchNotices), not with the page.
 */

export interface Notice {
  status: "success" | "error";
  title: string;
  description: string;
  /** A line of its own under the description (the lead's protocol): a notice with one stays until it is closed. */
  detail?: string;
  /** A line under that one (a confirmation mail that goes later, or not now). */
  note?: string;
  /** Links under it, each on a line of its own: where to go next (the full quote's success offers the renewal reminder and the disclosures before a sale). */
  links?: readonly NoticeLink[];
}

export interface NoticeLink {
  href: string;
  label: string;
  /** Opens the visitor's WhatsApp in a new tab (the lead's "Continuar no WhatsApp"), and says so to a screen reader. */
  whatsapp?: boolean;
}

type Show = (notice: Notice) => void;

let stack: Promise<Show> | null = null;

function noticeStack(): Promise<Show> {
  if (stack) return stack;
  // The chunk's name is in src/islands/contract.ts (ISLAND_CHUNKS): a form's first touch requests it with React.
  const loading = import(/* webpackChunkName: "notices" */ "./NoticeStack").then((module) => module.mountNoticeStack());
  stack = loading;
  // A load that failed (a phone's connection dropped at that moment) is not remembered: the next
  // notice requests the code again, rather than a sent lead ending with no word to the visitor.
  loading.catch(() => {
    if (stack === loading) stack = null;
  });
  return loading;
}

export function prefetchNotices(): void {
  noticeStack().catch(() => undefined); // notify() tries again
}

export function notify(notice: Notice): void {
  noticeStack()
    .catch(() => noticeStack())
    .then(
      (show) => show(notice),
      (error: unknown) => console.error("Falha ao carregar os avisos:", error),
    );
}
