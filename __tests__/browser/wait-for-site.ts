/**
 * Every browser file waits for the site's build (started by global-setup.ts) before its first test,
 * unless it says `@without-site-build` (test-kit/site-build-pragma.js): cms-build.test.ts builds its
 * own copy and starts at once.
 */
import { LOCK_WAIT_MS } from "../../test-kit/build-lock";
import { withoutSiteBuild } from "../../test-kit/site-build-pragma";
import { siteBuilt } from "../../test-kit/site-build";

const { testPath } = expect.getState();
if (!testPath || !withoutSiteBuild(testPath)) {
  // The build may first wait for the build lock (another worktree, the bench), then take minutes
  // beside the other tiers' files (docs/testing.md, "Figures behind the test kit").
  beforeAll(() => siteBuilt(), LOCK_WAIT_MS + 15 * 60_000);
}
