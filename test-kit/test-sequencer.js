/**
 * Jest's order, regrouped around the site's build, which the browser tier's global setup starts in
 * the background (docs/testing.md):
 * 1. browser files that need no build (`@without-site-build`): cms-build.test.ts, whose own build of
 *    the edited copy is the run's longest single piece of work, so it starts at once;
 * 2. the unit and integration files, which run while the site builds;
 * 3. the browser files, each waiting for the build before its first test.
 * Within each group Jest's order stays: failed first, then slowest, then largest.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads a sequencer as CommonJS
const Sequencer = require("@jest/test-sequencer").default;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { withoutSiteBuild } = require("./site-build-pragma");

class SiteBuildSequencer extends Sequencer {
  sort(tests) {
    const isBrowser = (test) => test.context.config.displayName?.name === "browser";
    const group = (test) => (!isBrowser(test) ? 1 : withoutSiteBuild(test.path) ? 0 : 2);
    // Array.prototype.sort is stable: each group keeps Jest's order.
    return [...super.sort(tests)].sort((a, b) => group(a) - group(b));
  }
}

module.exports = SiteBuildSequencer;
