/**
 * Entry point of `npm run bench` ("tsx bench/lighthouse.ts"); the benchmark itself is bench/lighthouse.mts.
 *
 * Lighthouse has to be loaded as native ESM. When tsx compiles it to CommonJS (which it does for
 * anything a .ts file of this CommonJS package imports statically), esbuild's keepNames inserts
 * `__name(...)` calls into the functions Lighthouse serialises into the page, and every run fails
 * in the browser with "__name is not defined". A dynamic import() of the .mts keeps it ESM.
 */
export {};

import("./lighthouse.mts").catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
