/**
 * Every browser file waits for the site's build (started by global-setup.ts) before its first test,
 * unless it says `@without-site-build` (test-kit/site-build-pragma.js): cms-build.test.ts builds its
 * own copy and starts at once.
 */
import { withoutSiteBuild } from "../../test-kit/site-build-pragma";
import { siteBuilt } from "../../test-kit/site-build";

const { testPath } = expect.getState();
if (!testPath || !withoutSiteBuild(testPath)) {
  // Generous: a cold build beside the other tiers' files takes minutes on two cores.
  beforeAll(() => siteBuilt(), 20 * 60_000);
}
