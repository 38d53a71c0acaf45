/**
 * Serves the production build the way Netlify does (netlify-host.ts: Netlify's own parsers and
 * matching rules for _headers, _redirects and netlify.toml, its file lookup and Pretty URLs,
 * 404.html for unknown paths), with Netlify's default revalidation for anything without its own
 * Cache-Control, and brotli/gzip for text, so tests and Lighthouse see what visitors get.
 * With `scriptFreeTwins`, every page is also served under SCRIPT_FREE_PREFIX without any
 * <script> element: the baseline `npm run bench` measures each page against.
 *
 * `startStaticServer` runs the server in a process of its own (static-server-process.ts):
 * Netlify's parsers are ES modules, which Jest's CommonJS sandbox cannot load.
 */
import { spawn } from "node:child_process";
import path from "node:path";

/** `/__script-free/servicos/seguro-auto` is `/servicos/seguro-auto` with every script removed (JSON-LD kept). */
export const SCRIPT_FREE_PREFIX = "/__script-free";

/** The page as it is before any of its JavaScript can run: the same HTML minus every script element but structured data. */
export function withoutScripts(html: string): string {
  // Structured data (JSON-LD) is content for search engines, not JavaScript: the twin keeps it.
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
    /\stype="application\/ld\+json"/i.test(attributes) ? element : "",
  );
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  root: string;
  host?: string;
  port?: number;
  scriptFreeTwins?: boolean;
  /** The netlify.toml whose [[headers]], [[redirects]] and pretty_urls apply (the project's by default; null for none). */
  netlifyConfig?: string | null;
}

// __filename, not __dirname: tsx gives a CommonJS module imported from an ES module a wrong __dirname.
const PROCESS_ENTRY = path.join(path.dirname(__filename), "static-server-process.ts");

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const child = spawn(process.execPath, ["--import", "tsx", PROCESS_ENTRY, JSON.stringify(options)], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The static server did not start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The static server exited with ${code}:\n${output}`));
    });
  });
  // Its errors from here on (a rule the parsers refuse) go to this process's output.
  child.stderr.removeAllListeners("data");
  child.stderr.pipe(process.stderr);
  child.stdout.removeAllListeners("data");
  child.stdout.resume();
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
