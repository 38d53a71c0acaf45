/** `npm run functions`: serves send-form-email locally on the Supabase CLI's port. */

import { resolve } from "node:path";
import { LOCAL_FUNCTION_PORT } from "../supabase/functions/_shared/contract/local-function.ts";
import { startFunctionServer } from "./app.ts";
import { narrowUmask } from "./private-files.ts";

async function main(): Promise<void> {
  // Every file this process makes holds or guards leads (PGlite's own included): its user's alone.
  narrowUmask();
  const server = await startFunctionServer({
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? LOCAL_FUNCTION_PORT),
    dataDir: resolve(process.env.DATA_DIR ?? ".data"),
    env: process.env,
  });
  const dataDir = resolve(process.env.DATA_DIR ?? ".data");
  console.log(`send-form-email listening on ${server.functionUrl}`);
  console.log(process.env.SMTP_URL ? "mail: SMTP" : `mail: .eml files in ${resolve(dataDir, "outbox")}`);
  console.log(
    `retry and status routes: ${server.functionUrl}/retry, ${server.functionUrl}/status ` +
      `(Authorization: Bearer <${process.env.LEADS_CRON_SECRET ? "LEADS_CRON_SECRET" : `contents of ${resolve(dataDir, "cron-secret")}`}>)`,
  );

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
