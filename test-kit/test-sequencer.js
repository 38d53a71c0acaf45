/**
 * Jest's order, with the file that holds a full Gatsby build first. Without the timings of an earlier
 * run (a fresh clone, CI) Jest starts the largest files first, and this small file, whose build of
 * the edited copy is the run's longest single piece of work, would start late. First, it still ends
 * most runs: beside the other files its build takes 4-5 times as long as alone (docs/testing.md).
 * Every other file keeps Jest's order: failed first, then slowest, then largest.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads a sequencer as CommonJS
const Sequencer = require("@jest/test-sequencer").default;

const FIRST = ["__tests__/browser/cms-build.test.ts"];

class BuildFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = FIRST.findIndex((suffix) => test.path.endsWith(suffix));
      return index === -1 ? FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest stays in Jest's order.
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = BuildFirstSequencer;
