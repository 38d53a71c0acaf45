/**
 * Debian's Chromium, in two packages of the same build. The benchmarks measure the browser itself
 * (`chromium`), as a visitor's Chrome runs a page. The tests drive its headless shell
 * (`chromium-headless-shell`): the same Blink, V8 and network stack without the browser's own
 * layer, the build Playwright itself runs headless tests on. A new context, page and page load cost
 * it a fraction of the browser's CPU, and the browser tier opens at least one for each of its
 * tests (the figures: docs/testing.md).
 */
import fs from "node:fs";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

// Without the networking flags Chromium stalls trying to reach Google's services.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The browser a benchmark runs, or a stop naming the package to install (`npm test` does not need it). */
export function benchChromium(): string {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  throw new Error(
    `The benchmarks run Chromium at ${CHROMIUM_PATH}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}
