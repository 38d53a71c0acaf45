/** `npm run serve`: the production build on http://127.0.0.1:9000 with the site's headers. */
import path from "node:path";
import { startStaticServer } from "../test-kit/static-server";

const root = path.resolve(__dirname, "..", "public");
const port = Number(process.env.PORT ?? 9000);

startStaticServer({ root, port, host: process.env.HOST ?? "127.0.0.1" })
  .then((server) => {
    console.log(`Serving ${path.relative(process.cwd(), root) || root} at ${server.url} (Ctrl-C to stop)`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  })
  .catch((error: unknown) => {
    console.error(`Could not start the server: ${(error as Error).message}`);
    process.exit(1);
  });
