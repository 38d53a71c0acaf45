/**
 * Reading request bodies within limits. An answer sent before the upload was read (405, 403, 415,
 * 413) would leave the rest of the upload on a keep-alive connection, and the client's next request
 * there would fail; so early answers first read and discard the body, up to a limit, and ask to
 * close the connection only when the upload is larger than that.
 */

export type BodyResult =
  | { kind: "complete"; bytes: Uint8Array }
  /** `drained`: the whole upload was read (and discarded); otherwise the connection must close. */
  | { kind: "too-large"; drained: boolean };

function declaredLength(request: Request): number | null {
  const raw = request.headers.get("content-length");
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

/** Reads the body if it is at most `maxBytes`; a larger one is discarded up to `drainLimit`. */
export async function readBody(request: Request, maxBytes: number, drainLimit: number): Promise<BodyResult> {
  if (request.body === null) return { kind: "complete", bytes: new Uint8Array(0) };
  const declared = declaredLength(request);
  if (declared !== null && declared > drainLimit) {
    await request.body.cancel().catch(() => undefined);
    return { kind: "too-large", drained: false };
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > drainLimit) {
      await reader.cancel().catch(() => undefined);
      return { kind: "too-large", drained: false };
    }
    if (total <= maxBytes) chunks.push(value);
  }
  if (total > maxBytes) return { kind: "too-large", drained: true };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: "complete", bytes };
}

/** Reads and drops the body; false when it was larger than `drainLimit` (the connection must close). */
export async function discardBody(request: Request, drainLimit: number): Promise<boolean> {
  const result = await readBody(request, 0, drainLimit);
  return result.kind === "complete" || result.drained;
}
