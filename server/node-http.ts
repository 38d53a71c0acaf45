/** Bridges Node's http module and the Web Request/Response the shared handler speaks. */

import type { IncomingMessage, ServerResponse } from "node:http";

/** After a cancelled read (413), this much more upload is drained so the client can read the answer. */
const MAX_DRAIN_BYTES = 1024 * 1024;

/** The request body as a Web stream, with backpressure; cancelling it discards the rest of the upload. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  let drained = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (finished) {
          drained += chunk.byteLength;
          if (drained > MAX_DRAIN_BYTES) req.destroy();
          return;
        }
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
      // Keep the socket alive long enough to answer (e.g. 413): drain (up to a limit) instead of destroying.
      finished = true;
      req.resume();
    },
  });
}

export function toWebRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  // `duplex` is required by Node's fetch for streamed bodies but missing from the DOM typings.
  const init = { method, headers, body: hasBody ? bodyStream(req) : undefined, duplex: "half" } as RequestInit;
  return new Request(url, init);
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}
