/**
 * gatsby develop's shape, light, for the `npm start` test (START_SITE_COMMAND): a parent that forks
 * a child, in the same process group, and the child serves the port given as the first argument.
 */
import { fork } from "node:child_process";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const [port, role] = process.argv.slice(2);
if (role === "child") {
  createServer((_request, response) => response.end("site stand-in")).listen(Number(port), "127.0.0.1", () =>
    console.log(`site stand-in listening on http://127.0.0.1:${port}/`),
  );
} else {
  // The IPC channel to the child keeps this parent running, as gatsby develop's keeps it.
  fork(fileURLToPath(import.meta.url), [port, "child"]);
}
