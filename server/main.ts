/** `npm run functions`: serves send-form-email locally on the Supabase CLI's port. */

import { resolve } from "node:path";
import { startFunctionServer } from "./app.ts";

async function main(): Promise<void> {
  const server = await startFunctionServer({
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 54321),
    dataDir: resolve(process.env.DATA_DIR ?? ".data"),
    env: process.env,
  });
  console.log(`send-form-email listening on ${server.functionUrl}`);
  console.log(process.env.SMTP_URL ? "mail: SMTP" : `mail: .eml files in ${resolve(process.env.DATA_DIR ?? ".data", "outbox")}`);

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
