/**
 * Before the integration tier: one PostgreSQL 17 for every file (startPostgres in
 * test-kit/embedded-postgres.ts hands out a new database per caller), and one migrated PGlite
 * database the local servers start from (test-kit/pglite-template.ts). Made once, they save each
 * file a cluster's initialisation and each local server a PGlite initdb. The local server and
 * `npm run leads` are bundled once for the processes the tests start (test-kit/node-entries.ts). The
 * workers inherit all three through the environment.
 */
import { SHARED_POSTGRES_ENV, spawnPostgres } from "../../test-kit/embedded-postgres";
import { bundleNodeEntries, NODE_BUNDLES_ENV } from "../../test-kit/node-entries";
import { makePgliteTemplate, PGLITE_TEMPLATE_ENV } from "../../test-kit/pglite-template";

export default async function globalSetup(): Promise<void> {
  const [postgres, template, bundles] = await Promise.all([spawnPostgres(), makePgliteTemplate(), bundleNodeEntries()]);
  process.env[SHARED_POSTGRES_ENV] = postgres.url;
  process.env[PGLITE_TEMPLATE_ENV] = template;
  process.env[NODE_BUNDLES_ENV] = bundles;
  Object.assign(globalThis, { __INTEGRATION_POSTGRES__: postgres });
}
