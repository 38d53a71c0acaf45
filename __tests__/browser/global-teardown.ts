import fs from "node:fs";

interface Servers {
  site: { close(): Promise<void> };
  functions: { close(): Promise<void> };
  dataDir: string;
  bundles: string;
  /** The background build: awaited, since a build stopped halfway would leave public/ half written. */
  build: Promise<void>;
}

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __BROWSER_SERVERS__?: Servers }).__BROWSER_SERVERS__;
  if (!servers) return;
  await servers.build;
  await Promise.all([servers.site.close(), servers.functions.close()]);
  fs.rmSync(servers.dataDir, { recursive: true, force: true });
  fs.rmSync(servers.bundles, { recursive: true, force: true });
}
