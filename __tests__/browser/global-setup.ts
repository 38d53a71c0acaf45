/**
 * Before the browser tests: a fresh production build, started here and awaited by each file that
 * reads it (wait-for-site.ts), so the unit and integration files run meanwhile; it is served with
 * its headers on a free port, and the real local function server (PGlite + .eml outbox) on another free
 * port; each browser context forwards the site's function URL to it (support.ts), so
 * the tests run even while `npm start` holds the default port.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFunctionServer } from "../../local-supabase/app";
import { bundleNodeEntries, NODE_BUNDLES_ENV } from "../../test-kit/node-entries";
import { startStaticServer } from "../../scripts/serve/static-server";
import { buildInBackground, ROOT, SITE_BUILD_STATUS_ENV } from "../../test-kit/site-build";

export default async function globalSetup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corretora-browser-"));
  const statusFile = path.join(dataDir, "site-build-status");
  process.env[SITE_BUILD_STATUS_ENV] = statusFile;
  const build = buildInBackground(statusFile);
  // The server reads public/ at each request, so it may start before the build ends.
  const site = await startStaticServer({ root: path.join(ROOT, "public"), port: 0 });
  const functions = await startFunctionServer({
    host: "127.0.0.1",
    port: 0,
    dataDir,
    // Many submissions come from one address in these tests; the limits themselves are tested elsewhere.
    // So do the leads' confirmations (contract-suite.ts), whose notices follow them: the forms' tests
    // here send the same addresses again and again, and expect the specification's success. A
    // reminder's confirmation goes whatever VISITOR_CONFIRMATION says; its notices are reminder.test.ts's.
    env: {
      RATE_LIMIT_MAX: "1000",
      MAIL_MAX_PER_HOUR: "1000",
      LEADS_MAX_PER_MINUTE: "1000",
      LEADS_MAX_PER_HOUR: "1000",
      RETRY_INTERVAL_MS: "600000",
      VISITOR_CONFIRMATION: "off",
      CONFIRMATION_MAX_PER_CLIENT: "0",
      CONFIRMATION_MAX_PER_DOMAIN: "0",
      CONFIRMATION_MAX_PER_HOUR: "0",
    },
    log: () => undefined,
  });
  process.env.BROWSER_BASE_URL = site.url;
  process.env.FUNCTION_SERVER_URL = functions.url;
  process.env.FUNCTION_DATA_DIR = dataDir;
  // `npm run leads`, which some files run against this server's data (test-kit/node-entries.ts).
  const bundles = await bundleNodeEntries();
  process.env[NODE_BUNDLES_ENV] = bundles;
  Object.assign(globalThis, { __BROWSER_SERVERS__: { site, functions, dataDir, bundles, build } });
}
