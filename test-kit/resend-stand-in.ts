/**
 * A local HTTP server that follows Resend's documented contract for POST /emails, for tests and the
 * bench (api.resend.com is not reachable here):
 * - Authorization: Bearer <key>; missing → 401 missing_api_key, wrong → 403 invalid_api_key;
 * - from, to, subject and html or text required → 422 validation_error otherwise; 200 { id };
 * - Idempotency-Key (1–256 characters, else 400 invalid_idempotency_key), kept 24 hours: the same key
 *   with the same payload answers the original id without sending again; with another payload
 *   409 invalid_idempotent_request; while the first request is in progress 409 concurrent_idempotent_requests;
 * - 429 rate_limit_exceeded with retry-after and ratelimit-* headers.
 * Faults can be queued: an error status, a reply lost after the mail was accepted, a hang; or set
 * for one recipient.
 */

import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface AcceptedEmail {
  id: string;
  idempotencyKey: string | null;
  payload: {
    from: string;
    to: string[];
    subject: string;
    text?: string;
    html?: string;
    reply_to?: string;
    headers?: Record<string, string>;
  };
}

export type ResendFault =
  /** Answer this status (429 carries Retry-After: retryAfter, default 1) and send nothing. */
  | { kind: "status"; status: number; name?: string; retryAfter?: string }
  /** Accept and send the mail, then drop the connection before answering. */
  | { kind: "lose-reply" }
  /** Never answer (until the stand-in closes). */
  | { kind: "hang" };

export interface ResendStandIn {
  endpoint: string;
  apiKey: string;
  /** Mails actually sent, in order. */
  emails: AcceptedEmail[];
  /** Every POST /emails received, including replays and failures. */
  requests: { idempotencyKey: string | null; status: number | "lost" | "hang" }[];
  /** Faults for the next requests, one each, in order. */
  failNext(...faults: ResendFault[]): void;
  /** A fault for every request until cleared with null. */
  failAll(fault: ResendFault | null): void;
  /** A fault for every mail to this recipient until cleared with null (a visitor's mailbox, not the brokerage's). */
  failFor(recipient: string, fault: ResendFault | null): void;
  close(): Promise<void>;
}

const KEY_TTL_MS = 24 * 3600 * 1000;

export async function startResendStandIn(apiKey = "re_stand_in_key"): Promise<ResendStandIn> {
  const emails: AcceptedEmail[] = [];
  const requests: ResendStandIn["requests"] = [];
  const queued: ResendFault[] = [];
  let always: ResendFault | null = null;
  const byRecipient = new Map<string, ResendFault>();
  const keys = new Map<string, { payload: string; id: string | null; at: number }>();
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (
    res: ServerResponse,
    status: number,
    name: string,
    message: string,
    headers: Record<string, string> = {},
  ) => send(res, status, { statusCode: status, name, message }, headers);

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  }

  const server = createServer(async (req, res) => {
    if (req.url !== "/emails") return error(res, 404, "not_found", "The requested endpoint does not exist.");
    if (req.method !== "POST")
      return error(res, 405, "method_not_allowed", "Method is not allowed for the requested path.");
    const key = req.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" ? key : null;
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      requests.push({ idempotencyKey, status: 422 });
      return error(res, 422, "validation_error", "Invalid JSON body.");
    }
    const reply = (status: number, name: string, message: string, headers: Record<string, string> = {}) => {
      requests.push({ idempotencyKey, status });
      error(res, status, name, message, headers);
    };
    if (!auth) return reply(401, "missing_api_key", "Missing API key in the authorization header.");
    if (auth[1] !== apiKey) return reply(403, "invalid_api_key", "API key is invalid.");
    if (idempotencyKey !== null && (idempotencyKey.length < 1 || idempotencyKey.length > 256)) {
      return reply(400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
    }

    const recipients = (body as { to?: unknown } | null)?.to;
    const recipientFault = Array.isArray(recipients)
      ? recipients.map((to) => byRecipient.get(String(to).toLowerCase())).find(Boolean)
      : undefined;
    const fault = recipientFault ?? queued.shift() ?? always;
    const loseReply = () => {
      requests.push({ idempotencyKey, status: "lost" });
      res.socket?.destroy();
    };
    if (fault?.kind === "status") {
      const headers: Record<string, string> =
        fault.status === 429
          ? {
              "retry-after": fault.retryAfter ?? "1",
              "ratelimit-limit": "2",
              "ratelimit-remaining": "0",
              "ratelimit-reset": fault.retryAfter ?? "1",
            }
          : fault.retryAfter
            ? { "retry-after": fault.retryAfter }
            : {};
      const name = fault.name ?? (fault.status === 429 ? "rate_limit_exceeded" : "internal_server_error");
      return reply(fault.status, name, "Stand-in fault.", headers);
    }
    if (fault?.kind === "hang") {
      requests.push({ idempotencyKey, status: "hang" });
      hanging.add(res);
      return;
    }

    const payload = body as AcceptedEmail["payload"];
    if (
      typeof payload !== "object" ||
      payload === null ||
      typeof payload.from !== "string" ||
      !Array.isArray(payload.to) ||
      typeof payload.subject !== "string" ||
      (typeof payload.html !== "string" && typeof payload.text !== "string")
    ) {
      return reply(422, "validation_error", "Missing `from`, `to`, `subject`, or `html`/`text`.");
    }
    const serialized = JSON.stringify(payload);
    if (idempotencyKey !== null) {
      const seen = keys.get(idempotencyKey);
      if (seen && Date.now() - seen.at < KEY_TTL_MS) {
        if (seen.payload !== serialized) {
          return reply(
            409,
            "invalid_idempotent_request",
            "Same idempotency key used with a different request payload.",
          );
        }
        if (seen.id === null) {
          return reply(
            409,
            "concurrent_idempotent_requests",
            "Same idempotency key used while original request is still in progress.",
          );
        }
        if (fault?.kind === "lose-reply") return loseReply();
        requests.push({ idempotencyKey, status: 200 });
        return send(res, 200, { id: seen.id });
      }
      keys.set(idempotencyKey, { payload: serialized, id: null, at: Date.now() });
    }
    const id = randomUUID();
    emails.push({ id, idempotencyKey, payload });
    if (idempotencyKey !== null) keys.set(idempotencyKey, { payload: serialized, id, at: Date.now() });
    if (fault?.kind === "lose-reply") return loseReply();
    requests.push({ idempotencyKey, status: 200 });
    send(res, 200, { id });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/emails`,
    apiKey,
    emails,
    requests,
    failNext: (...faults) => void queued.push(...faults),
    failAll: (fault) => {
      always = fault;
    },
    failFor: (recipient, fault) => {
      if (fault) byRecipient.set(recipient.toLowerCase(), fault);
      else byRecipient.delete(recipient.toLowerCase());
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
