/** Bridges Node's http module and the Web Request/Response the shared handler speaks. */

import type { IncomingMessage, ServerResponse } from "node:http";

/** The request body as a Web stream, with backpressure; cancelling it discards the rest of the upload. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (finished) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => {
        if (!finished) controller.close();
        finished = true;
      });
      req.on("error", (error) => {
        if (!finished) controller.error(error);
        finished = true;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      // Node discards what is still to come; the server's request timeout bounds how long.
      finished = true;
      req.resume();
    },
  });
}

/** Methods the Fetch API refuses to put in a Request (TRACE…); the server answers them itself. */
export function hasWebMethod(req: IncomingMessage): boolean {
  return !["CONNECT", "TRACE", "TRACK"].includes((req.method ?? "GET").toUpperCase());
}

/**
 * The request's URL, read once for the server's guard, its router and the handler. Built on a fixed
 * origin (the Host header is the client's to write), with the request target appended as a path:
 * resolved against a base instead, "//x/leads" would read as the host x and the path /leads.
 * Null when it is no URL at all.
 */
export function requestUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? "/";
  if (!target.startsWith("/")) return null;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

/** The Web Request for `req` at `url` (requestUrl), or null when it has no Web form. */
export function toWebRequest(req: IncomingMessage, url: URL): Request | null {
  const method = (req.method ?? "GET").toUpperCase();
  if (!hasWebMethod(req)) return null;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    try {
      if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
      else if (value !== undefined) headers.set(name, value);
    } catch {
      // A value the Fetch API rejects is dropped; the handler never needs it.
    }
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  // `duplex` is required by Node's fetch for streamed bodies but missing from the DOM typings.
  const init = { method, headers, body: hasBody ? bodyStream(req) : undefined, duplex: "half" } as RequestInit;
  try {
    return new Request(url, init);
  } catch {
    return null;
  }
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}
