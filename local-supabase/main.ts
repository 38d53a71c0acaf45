/** `npm run functions`: serves send-form-email locally on the Supabase CLI's port. */

import { resolve } from "node:path";
import { LOCAL_FUNCTION_PORT } from "../supabase/functions/_shared/contract/local-function.ts";
import { startFunctionServer } from "./app.ts";
import { narrowUmask } from "./private-files.ts";

async function main(): Promise<void> {
  // Every file this process makes holds or guards leads (PGlite's own included): its user's alone.
  narrowUmask();
  const dataDir = resolve(process.env.DATA_DIR ?? ".data");
  const [host, port] = [process.env.HOST ?? "127.0.0.1", Number(process.env.PORT ?? LOCAL_FUNCTION_PORT)];
  const server = await startFunctionServer({ host, port, dataDir, env: process.env });
  const { functionUrl } = server;
  const secret = process.env.LEADS_CRON_SECRET ? "LEADS_CRON_SECRET" : `contents of ${resolve(dataDir, "cron-secret")}`;
  console.log(`send-form-email listening on ${functionUrl}`);
  console.log(process.env.SMTP_URL ? "mail: SMTP" : `mail: .eml files in ${resolve(dataDir, "outbox")}`);
  const routes = `${functionUrl}/retry, ${functionUrl}/status`;
  console.log(`retry and status routes: ${routes} (Authorization: Bearer <${secret}>)`);

  const shutdown = (signal: string): void => {
    console.log(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
