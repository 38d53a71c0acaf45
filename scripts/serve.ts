/** `npm run serve`: the production build on http://127.0.0.1:9000, answered as Netlify answers (scripts/serve/netlify-host.ts). */
import path from "node:path";
import { listenStatic } from "./serve/netlify-host";

const root = path.resolve(__dirname, "..", "public");
const port = Number(process.env.PORT ?? 9000);

listenStatic({ root, port, host: process.env.HOST ?? "127.0.0.1" })
  .then((server) => {
    console.log(
      `Serving ${path.relative(process.cwd(), root) || root} at ${server.url} as Netlify would (Ctrl-C to stop)`,
    );
    const stop = () => void server.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  })
  .catch((error: unknown) => {
    console.error(`Could not start the server: ${(error as Error).message}`);
    process.exit(1);
  });
