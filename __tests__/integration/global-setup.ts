/**
 * Before the integration tier: one PostgreSQL 17 for every file (startPostgres in
 * test-kit/embedded-postgres.ts hands out a new database per caller). Started once, it saves each
 * file a cluster's initialisation; the workers inherit its URL through the environment.
 */
import { SHARED_POSTGRES_ENV, spawnPostgres } from "../../test-kit/embedded-postgres";

export default async function globalSetup(): Promise<void> {
  const postgres = await spawnPostgres();
  process.env[SHARED_POSTGRES_ENV] = postgres.url;
  Object.assign(globalThis, { __INTEGRATION_POSTGRES__: postgres });
}
