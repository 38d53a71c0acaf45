import { PAGE_PATH_GLOBAL, pageDataRequest, restoreEmotionIds } from "./gatsby-internals";
import {
  heldSubmits,
  setHeldState,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  NEAR_MARGIN,
  preselect,
  RESOURCES_ID,
  type PageResources,
} from "./contract";
import { hasRememberedForm } from "./form-memory";

/**
 * Requests React and the page's code when an island needs them (src/islands/contract.ts): at the first
 * focus or touch inside one, or when a `near` island comes within reach of the viewport. Until
 * then the page is its server HTML, which is complete. Gatsby's scripts, the page's data and its
 * component chunks are requested all at once, not one round trip after another; the list is a JSON
 * data block (RESOURCES_ID), so this script is the same on every page (one CSP hash).
 * This module must stay self-contained: it is bundled into an inline script (src/islands/inline-scripts.ts).
 */

let requested = false;

function requestResources(): void {
  if (requested) return;
  requested = true;
  const resources = JSON.parse(document.getElementById(RESOURCES_ID)?.textContent ?? "null") as PageResources | null;
  if (!resources) return;
  restoreEmotionIds(document);
  // Gatsby's app reads the page's path from here (its own per-page inline script is removed).
  (window as unknown as Record<typeof PAGE_PATH_GLOBAL, string>)[PAGE_PATH_GLOBAL] = resources.pagePath;
  resources.data.forEach((href, index) => {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    // The first is the page's own data, which Gatsby requests with the page's query string.
    link.href = index === 0 ? pageDataRequest(href, location.search) : href;
    document.head.appendChild(link);
  });
  for (const src of resources.scripts) {
    const script = document.createElement("script");
    script.src = src;
    // Fetched in parallel, run in the list's order: Gatsby's runtime globals (first) before its runtime.
    script.async = false;
    // webpack's import() of a chunk reuses a <script> with the same src and waits for its load: one
    // that already failed (a dropped connection) would hold a submit for webpack's 120 s timeout.
    // Removed, it lets import() request the chunk afresh.
    script.onerror = () => script.remove();
    document.body.appendChild(script);
  }
}

function onInteraction(event: Event): void {
  if (event.target instanceof Element && event.target.closest(`[${ISLAND_ATTRIBUTE}]`)) requestResources();
}

/**
 * A form submitted before its island hydrated: the browser has already checked the required
 * fields (an invalid form never gets here), so the submission is held — not the browser's own
 * GET, which would put the visitor's data in the URL — and the form replays it once hydrated.
 */
function onSubmit(event: Event): void {
  const form = event.target;
  if (
    !(form instanceof HTMLFormElement) ||
    form.hasAttribute(HYDRATED_ATTRIBUTE) ||
    !form.closest(`[${ISLAND_ATTRIBUTE}]`)
  )
    return;
  event.preventDefault();
  heldSubmits().add(form);
  setHeldState(form, true);
  requestResources();
}

/** Once the page has loaded and the browser is idle: nothing competes with the page's own load. */
function afterLoad(work: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

export function startIslandLoader(): void {
  // A product chosen by the link, or a form's values kept from an earlier visit (form-memory.ts): the
  // form is wanted, so React comes after the load, not at the first touch.
  if (preselect() || hasRememberedForm()) afterLoad(requestResources);
  window.addEventListener("focusin", onInteraction, true);
  window.addEventListener("pointerdown", onInteraction, true);
  // A choice made without a focus first (assistive technology, a script): what depends on it needs React too.
  window.addEventListener("change", onInteraction, true);
  window.addEventListener("submit", onSubmit, true);
  const near = document.querySelectorAll(`[${ISLAND_ATTRIBUTE}="near"]`);
  if (near.length === 0) return;
  if (typeof IntersectionObserver === "undefined") {
    requestResources();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      requestResources();
    },
    { rootMargin: NEAR_MARGIN },
  );
  near.forEach((element) => observer.observe(element));
}
