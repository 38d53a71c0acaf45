/**
 * Local mailers: a real SMTP server when SMTP_URL is set, otherwise .eml files in an outbox folder.
 * Both name each message after its idempotency key: the SMTP Message-ID (mail stores and clients
 * fold copies with the same Message-ID into one) and the outbox file name (a retry overwrites it).
 */

import { rename } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "../supabase/functions/_shared/config.ts";
import { MailError, type Mailer, type MailMessage } from "../supabase/functions/_shared/types.ts";
import { integerEnv } from "./local-config.ts";
import { privateDir, writePrivateFile } from "./private-files.ts";

/** "lead/<uuid>" → "<lead.<uuid>@site.example>", the domain taken from the sender. */
export function messageIdFor(message: MailMessage): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(message.from)?.[1] ?? "localhost";
  return `<${message.idempotencyKey.replace(/[^A-Za-z0-9.-]+/g, ".")}@${domain}>`;
}

function toNodemailer(message: MailMessage): nodemailer.SendMailOptions {
  return {
    to: message.to,
    from: message.from,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageIdFor(message),
    ...(message.headers ? { headers: { ...message.headers } } : {}),
  };
}

export interface SmtpTimeouts {
  connectMs: number;
  greetingMs: number;
  /**
   * Silence allowed at any step, the answer to the end of DATA included. RFC 5321 asks clients to
   * wait long for that answer: giving up early while the server still delivers is how duplicates happen.
   */
  socketMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 5_000, greetingMs: 5_000, socketMs: 120_000 };

/** SMTP_URL like smtp://user:pass@mail.example.com:587. */
export function createSmtpMailer(smtpUrl: string, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectMs,
  });
  return {
    maxSendMs: timeouts.connectMs * 2 + timeouts.greetingMs + timeouts.socketMs,
    async send(message) {
      try {
        await transport.sendMail(toNodemailer(message));
      } catch (error) {
        const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
        // A 5xx reply is the server refusing this message for good (RFC 5321 §4.2.1); 4xx and
        // broken connections are worth another try.
        const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
        throw new MailError(
          `SMTP: ${error instanceof Error ? error.message : String(error)}${typeof code === "string" ? ` (${code})` : ""}`,
          null,
          permanent ? "permanent" : "transient",
        );
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Writes each notification as a complete RFC 822 message, named after its key (open it with any mail
 * client): a lead's name, phone and CPF, so 0600 in a 0700 folder whatever the umask (private-files.ts).
 */
export function createOutboxMailer(outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    maxSendMs: 10_000,
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      await privateDir(outboxDir);
      const name = `${message.idempotencyKey.replace(/[^A-Za-z0-9-]+/g, "-")}.eml`;
      const temporary = join(outboxDir, `.${name}.tmp`);
      // Written then renamed, so a reader never sees half a message.
      await writePrivateFile(temporary, info.message as Buffer);
      await rename(temporary, join(outboxDir, name));
    },
  };
}

/** The local server's mailer: SMTP when SMTP_URL is set (SMTP_TIMEOUT_MS bounds its silences), else the outbox in DATA_DIR/outbox. */
export function localMailer(dataDir: string, env: Env): Mailer {
  if (!env.SMTP_URL) return createOutboxMailer(join(dataDir, "outbox"));
  return createSmtpMailer(env.SMTP_URL, {
    ...DEFAULT_SMTP_TIMEOUTS,
    socketMs: integerEnv(env, "SMTP_TIMEOUT_MS", DEFAULT_SMTP_TIMEOUTS.socketMs),
  });
}
