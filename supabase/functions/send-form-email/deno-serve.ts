/**
 * How the Deno entry listens: under Supabase, Deno.serve as the platform expects, deliveries after
 * the answer kept alive by EdgeRuntime.waitUntil; with FUNCTION_PORT (tests, bench), a fixed address
 * and a clean stop on SIGTERM/SIGINT.
 */

import type { RunningFunction } from "../_shared/running-function.ts";

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void };
}

/** EdgeRuntime.waitUntil when running on Supabase; undefined anywhere else (the core tracks the work either way). */
export function edgeWaitUntil(): ((work: Promise<unknown>) => void) | undefined {
  const edge = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;
  return edge ? (work) => edge.waitUntil(work) : undefined;
}

export function serveOnDeno(fn: RunningFunction): void {
  const serve = (request: Request, info: Deno.ServeHandlerInfo) =>
    fn.handle(request, { remoteAddress: (info.remoteAddr as Deno.NetAddr).hostname });
  const port = Deno.env.get("FUNCTION_PORT");
  if (port === undefined) {
    Deno.serve(serve);
    return;
  }
  const server = Deno.serve(
    {
      port: Number(port),
      hostname: Deno.env.get("FUNCTION_HOST") ?? "127.0.0.1",
      onListen: ({ hostname, port }) =>
        console.log(`send-form-email listening on http://${hostname}:${port}/functions/v1/send-form-email`),
    },
    serve,
  );
  const stop = async () => {
    await fn.close(() => server.shutdown());
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGTERM", stop);
  Deno.addSignalListener("SIGINT", stop);
}
