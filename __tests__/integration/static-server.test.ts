/**
 * The local static server (`npm run serve`, and the browser tier, which starts it before the site's
 * build ends) answers with the _headers and _redirects the build wrote last, not those it found at
 * start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStaticServer, type StaticServer } from "../../test-kit/static-server";

let root: string;
let server: StaticServer;
beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>x</title>");
  server = await startStaticServer({ root, port: 0 });
});
afterEach(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it("serves the headers and redirects of a build that ends after it started, and of the next build", async () => {
  const page = () => fetch(`${server.url}/`);
  expect((await page()).headers.get("x-frame-options")).toBeNull();
  expect((await fetch(`${server.url}/antiga`, { redirect: "manual" })).status).toBe(404);

  fs.writeFileSync(path.join(root, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  fs.writeFileSync(path.join(root, "_redirects"), "/antiga  /  301!\n");
  expect((await page()).headers.get("x-frame-options")).toBe("DENY");
  const moved = await fetch(`${server.url}/antiga`, { redirect: "manual" });
  expect([moved.status, moved.headers.get("location")]).toEqual([301, "/"]);

  // A rebuild rewrites the file: a new modification time, new rules.
  const later = new Date(Date.now() + 5_000);
  fs.writeFileSync(path.join(root, "_headers"), "/*\n  X-Frame-Options: SAMEORIGIN\n");
  fs.utimesSync(path.join(root, "_headers"), later, later);
  expect((await page()).headers.get("x-frame-options")).toBe("SAMEORIGIN");
});
