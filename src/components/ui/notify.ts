/**
 * The forms' notices (SPEC §4, §8): a small stack rendered in a React root of its own on the
 * first notice. Chakra's toasts would bring framer-motion and its toast manager into the page.
 * Its code loads when a visitor starts filling a form (prefetchNotices), not with the page.
 */

export interface Notice {
  status: "success" | "error";
  title: string;
  description: string;
}

let stack: Promise<(notice: Notice) => void> | null = null;

function noticeStack(): Promise<(notice: Notice) => void> {
  // The chunk's name is in src/islands/contract.ts (ISLAND_CHUNKS): a form's first touch requests it with React.
  stack ??= import(/* webpackChunkName: "notices" */ "./NoticeStack").then((module) => module.mountNoticeStack());
  return stack;
}

export function prefetchNotices(): void {
  void noticeStack();
}

export function notify(notice: Notice): void {
  void noticeStack().then((show) => show(notice));
}
