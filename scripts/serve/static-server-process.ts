/**
 * The static server (netlify-host.ts) as a process of its own, for startStaticServer: options as
 * JSON in argv[2]; prints "READY <url>" once it listens; ends on SIGTERM or when its parent's end
 * of stdin closes (the parent ended, even by a crash).
 */
import { listenStatic } from "./netlify-host";
import type { StaticServerOptions } from "./static-server";

const options = JSON.parse(process.argv[2] ?? "{}") as StaticServerOptions;
listenStatic(options)
  .then((server) => {
    const stop = () => void server.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.stdin.on("end", stop);
    process.stdin.resume();
    console.log(`READY ${server.url}`);
  })
  .catch((error: unknown) => {
    console.error(`Could not start the server: ${(error as Error).message}`);
    process.exit(1);
  });
