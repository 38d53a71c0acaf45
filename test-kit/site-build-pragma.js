/**
 * A browser file whose opening comment says `@without-site-build` reads nothing of the site's build:
 * it starts first (test-sequencer.js) and does not wait for the build (wait-for-site.ts). CommonJS,
 * because the sequencer is loaded as such.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module
const fs = require("node:fs");

/** True when `file`'s opening block comment carries the `@without-site-build` pragma. */
function withoutSiteBuild(file) {
  const opening = /^\/\*\*[\s\S]*?\*\//.exec(fs.readFileSync(file, "utf8"));
  return opening !== null && opening[0].includes("@without-site-build");
}

module.exports = { withoutSiteBuild };
