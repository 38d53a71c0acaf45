/**
 * What the header menus and the floating chat button do, without React. They are on every page,
 * and most pages have nothing else interactive: written as a few listeners on the document, they
 * work from the moment the HTML is parsed (nothing fetched on the first tap), and those pages ship
 * no React at all. The markup is the server's (Header, MobileMenu, ServicesMenu, FloatingWhatsApp);
 * these data attributes connect the two:
 *
 * - `data-opens-dialog="<id>"` on a button that is also the popover invoker of that <dialog
 *   popover> (`popovertarget`): the browser opens and closes it, handles Escape and a tap outside,
 *   and gives focus back; here, a chosen link, a `data-closes-dialog` button and focus moving out
 *   of it close it too. Where popovers are missing, the button shows the dialog as a modal and its
 *   aria-expanded follows the dialog; a tap on the backdrop closes it then.
 * - `data-disclosure` on a button with aria-controls: shows and hides that panel.
 * - `data-dropdown` on an element holding a disclosure: the panel also closes on Escape (focus back
 *   to its button), on a pointer down or focus outside, and when one of its links is chosen.
 * - `data-float` on the floating button: `data-covering` is set while it overlaps any
 *   `data-float-avoid` element (submit buttons, the footer), and its styles hide it then.
 *
 * Listeners sit on the document, so they keep working when React re-renders these parts.
 * This module must stay self-contained: it is bundled into an inline script (src/islands/inline-scripts.ts).
 */

const EXPANDED = "aria-expanded";

/** The Popover API (Chromium 114, Safari 17, Firefox 125); without it the menu is a modal dialog. */
const POPOVERS = typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;

function isShown(dialog: HTMLDialogElement): boolean {
  return dialog.open || (POPOVERS && dialog.matches(":popover-open"));
}

function hideDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  else dialog.hidePopover();
}

/** Focus that moved out of an open menu popover (and not to its burger) closes it, as a dropdown's does. */
function closePopoversOutside(target: EventTarget | null): void {
  if (!POPOVERS || !(target instanceof Node)) return;
  document.querySelectorAll<HTMLDialogElement>("dialog:popover-open").forEach((dialog) => {
    if (dialog.contains(target) || document.querySelector(`[popovertarget="${dialog.id}"]`)?.contains(target)) return;
    dialog.hidePopover();
  });
}

function setExpanded(button: Element, expanded: boolean): void {
  button.setAttribute(EXPANDED, String(expanded));
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (panel && button.hasAttribute("data-disclosure")) panel.hidden = !expanded;
}

function openDropdowns(): Element[] {
  return Array.from(document.querySelectorAll(`[data-dropdown] [data-disclosure][${EXPANDED}="true"]`));
}

function closeDropdownsOutside(target: EventTarget | null): void {
  for (const button of openDropdowns()) {
    if (!(target instanceof Node && button.closest("[data-dropdown]")?.contains(target))) setExpanded(button, false);
  }
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const opener = target.closest("[data-opens-dialog]");
  if (opener) {
    // The button's popovertarget opens the popover once this listener is done.
    if (POPOVERS) return;
    const dialog = document.getElementById(opener.getAttribute("data-opens-dialog") ?? "");
    if (dialog instanceof HTMLDialogElement && !dialog.open) {
      dialog.showModal();
      opener.setAttribute(EXPANDED, "true");
    }
    return;
  }
  const toggle = target.closest("[data-disclosure]");
  if (toggle) {
    setExpanded(toggle, toggle.getAttribute(EXPANDED) !== "true");
    return;
  }
  const dialog = target.closest("dialog");
  // A modal's backdrop taps reach the dialog element itself (a popover's close it before the click).
  if (dialog && isShown(dialog) && (target === dialog || target.closest("a, [data-closes-dialog]"))) hideDialog(dialog);
  const dropdown = target.closest("[data-dropdown]");
  if (dropdown && target.closest("a"))
    dropdown.querySelectorAll("[data-disclosure]").forEach((button) => setExpanded(button, false));
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== "Escape") return;
  const open = openDropdowns();
  for (const button of open) setExpanded(button, false);
  if (open[0] instanceof HTMLElement) open[0].focus();
}

/** The modal fallback's `close`. It does not bubble; listening in the capture phase hears every dialog's. */
function onDialogClose(event: Event): void {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement)) return;
  document
    .querySelectorAll(`[data-opens-dialog="${dialog.id}"]`)
    .forEach((button) => button.setAttribute(EXPANDED, "false"));
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Hides the floating button while it would cover a submit button or the footer; checked once per frame at most. */
function watchFloatingButton(): void {
  let frame = 0;
  const check = () => {
    frame = 0;
    document.querySelectorAll("[data-float]").forEach((button) => {
      // Measured visible: a hidden element still has its box, so the overlap is the same either way.
      const rect = button.getBoundingClientRect();
      const covering = Array.from(document.querySelectorAll("[data-float-avoid]")).some((element) =>
        overlaps(rect, element.getBoundingClientRect()),
      );
      button.toggleAttribute("data-covering", covering);
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
  // The first check measures the page, which forces a layout: it waits for the first paint. A small
  // page paints *after* its load event, so "after load" is not enough: a task queued from an
  // animation frame runs once that frame is painted.
  const afterFirstPaint = () => requestAnimationFrame(() => setTimeout(schedule, 0));
  if (document.readyState === "complete") afterFirstPaint();
  else addEventListener("load", afterFirstPaint, { once: true });
}

let started = false;

/** Connects the behaviours above once per document. */
export function startShellBehaviour(): void {
  if (started) return;
  started = true;
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", (event) => closeDropdownsOutside(event.target));
  document.addEventListener("focusin", (event) => {
    closeDropdownsOutside(event.target);
    closePopoversOutside(event.target);
  });
  document.addEventListener("close", onDialogClose, true);
  // The modal fallback states the burger's expanded state itself; a popover's invoker gets it from the browser.
  if (!POPOVERS)
    document.querySelectorAll("[data-opens-dialog]").forEach((button) => button.setAttribute(EXPANDED, "false"));
  watchFloatingButton();
}
