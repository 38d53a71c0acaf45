/**
 * Toast notices without the toast machinery in the first load: Chakra's toasts bring
 * framer-motion, so the toaster is a separate chunk fetched on the first notice (or
 * earlier, when a visitor starts filling a form).
 */
export interface Notice {
  status: "success" | "error";
  title: string;
  description: string;
}

let toaster: Promise<(notice: Notice) => void> | null = null;

function loadToaster(): Promise<(notice: Notice) => void> {
  toaster ??= import("./toaster").then((module) => module.mountToaster());
  return toaster;
}

export function prefetchToaster(): void {
  void loadToaster();
}

export function notify(notice: Notice): void {
  void loadToaster().then((show) => show(notice));
}
