/**
 * A response as it crosses the wire: the status line, every header and the encoded body, in bytes.
 * The first round trip's test and `npm run bench:bytes` count a page with it.
 */
import http from "node:http";

/** Ten TCP segments of 1,460 bytes (RFC 6928's initial window): what arrives in the first round trip. */
export const FIRST_ROUND_TRIP = 14_600;

export interface Served {
  headerBytes: number;
  body: Buffer;
}

/** GET `url` asking for brotli or gzip, as a browser does, and count what comes back. */
export function served(url: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
        const raw = response.rawHeaders;
        let headerBytes = Buffer.byteLength(
          `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n\r\n`,
        );
        for (let index = 0; index < raw.length; index += 2)
          headerBytes += Buffer.byteLength(`${raw[index]}: ${raw[index + 1]}\r\n`);
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headerBytes, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}
