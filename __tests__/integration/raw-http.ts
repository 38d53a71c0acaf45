/**
 * HTTP/1.1 over one raw TCP connection: requests fetch() will not send (TRACE, a broken Host), and
 * proof that a connection is still usable after an early answer (the next request on the same socket).
 */

import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  /** Writes the request (head and body as given) and reads one response. */
  request(head: string, body?: Buffer | string): Promise<RawResponse>;
  /** Whether the server closed the connection (or reset it). */
  closed(): boolean;
  /** Whether it was reset (RST, ECONNRESET) rather than closed cleanly. */
  wasReset(): boolean;
  close(): void;
}

export async function openRawConnection(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let buffer = Buffer.alloc(0);
  let ended = false;
  let reset = false;
  let waiter: (() => void) | null = null;
  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    waiter?.();
  });
  const finish = () => {
    ended = true;
    waiter?.();
  };
  socket.on("end", finish);
  socket.on("close", finish);
  socket.on("error", (error: NodeJS.ErrnoException) => {
    reset = error.code === "ECONNRESET" || error.code === "EPIPE";
    finish();
  });

  /** One complete response from the front of the buffer, or null while it is incomplete. */
  function takeResponse(): RawResponse | null {
    const headEnd = buffer.indexOf("\r\n\r\n");
    if (headEnd === -1) return null;
    const [statusLine, ...lines] = buffer.subarray(0, headEnd).toString("latin1").split("\r\n");
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(":")).trim().toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]),
    );
    let rest = buffer.subarray(headEnd + 4);
    let body: Buffer;
    if (headers["transfer-encoding"]?.toLowerCase() === "chunked") {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf("\r\n");
        if (lineEnd === -1) return null;
        const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers["content-length"] ?? (ended ? rest.length : 0));
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    buffer = rest;
    return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
  }

  return {
    async request(head, body) {
      socket.write(head);
      if (body !== undefined) socket.write(body);
      for (;;) {
        const response = takeResponse();
        if (response) return response;
        if (ended) throw new Error(`connection closed before a complete response (${buffer.length} bytes buffered)`);
        await new Promise<void>((resolve) => {
          waiter = resolve;
        });
        waiter = null;
      }
    },
    closed: () => ended,
    wasReset: () => reset,
    close: () => socket.destroy(),
  };
}

/** A request head for `url` with the given method and headers (Host from the URL unless given). */
export function requestHead(method: string, url: string, headers: Record<string, string | number> = {}): string {
  const { host, pathname, search } = new URL(url);
  const all: Record<string, string | number> = { Host: host, ...headers };
  return `${method} ${pathname}${search} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n")}\r\n\r\n`;
}
