/** After the integration tier: the shared PostgreSQL stops, and its data directory goes with it. */
import { SHARED_POSTGRES_ENV } from "../../test-kit/embedded-postgres";

export default async function globalTeardown(): Promise<void> {
  const postgres = (globalThis as { __INTEGRATION_POSTGRES__?: { stop(): Promise<void> } }).__INTEGRATION_POSTGRES__;
  await postgres?.stop();
  delete process.env[SHARED_POSTGRES_ENV];
}
