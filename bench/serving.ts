/** What `npm run bench` measures: a snapshot of the build, and a check that every route answers before any run. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SCRIPT_FREE_PREFIX } from "../scripts/serve/static-server";
import { withBuildLock } from "../test-kit/build-lock";
import { ROOT } from "../test-kit/paths";
import { NOT_FOUND_ROUTE } from "../test-kit/routes";
import { UsageError } from "./options";

/**
 * A copy of public/ taken under the build lock: another worktree's `gatsby build` rewrites public/
 * in place, and a page whose HTML and page-data come from different builds makes Gatsby reload it.
 */
export async function snapshotBuild(): Promise<string> {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), "corretora-bench-public-"));
  await withBuildLock(() =>
    fs.promises.cp(path.join(ROOT, "public"), target, { recursive: true, preserveTimestamps: true }),
  );
  return target;
}

/** Every route answers as it should (404 for the not-found page), page and twin, before any run. */
export async function checkRoutes(baseUrl: string, routes: string[]): Promise<void> {
  for (const route of routes) {
    for (const url of [`${baseUrl}${route}`, `${baseUrl}${SCRIPT_FREE_PREFIX}${route}`]) {
      const response = await fetch(url, { headers: { "Accept-Encoding": "br" } });
      const html = await response.text();
      const expected = route === NOT_FOUND_ROUTE ? 404 : 200;
      if (response.status !== expected)
        throw new UsageError(`${url} answered ${response.status}, expected ${expected}`);
      // Warms the server's compression cache for the page's own assets, so no run pays for it.
      for (const asset of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|json|woff2))"/g)) {
        await (await fetch(`${baseUrl}${asset[1]}`, { headers: { "Accept-Encoding": "br" } })).arrayBuffer();
      }
    }
  }
}
