/** After the integration tier: the shared PostgreSQL stops (its data directory goes with it), and the PGlite template and the entries' bundles go. */
import fs from "node:fs";
import path from "node:path";
import { SHARED_POSTGRES_ENV } from "../../test-kit/embedded-postgres";
import { NODE_BUNDLES_ENV } from "../../test-kit/node-entries";
import { PGLITE_TEMPLATE_ENV } from "../../test-kit/pglite-template";

export default async function globalTeardown(): Promise<void> {
  const postgres = (globalThis as { __INTEGRATION_POSTGRES__?: { stop(): Promise<void> } }).__INTEGRATION_POSTGRES__;
  await postgres?.stop();
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template) fs.rmSync(path.dirname(template), { recursive: true, force: true });
  const bundles = process.env[NODE_BUNDLES_ENV];
  if (bundles) fs.rmSync(bundles, { recursive: true, force: true });
  delete process.env[NODE_BUNDLES_ENV];
  delete process.env[SHARED_POSTGRES_ENV];
  delete process.env[PGLITE_TEMPLATE_ENV];
}
