/** Local mailers: a real SMTP server when SMTP_URL is set, otherwise .eml files in an outbox folder. */

import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "../supabase/functions/_shared/types.ts";

function toNodemailer(message: MailMessage): nodemailer.SendMailOptions {
  return {
    to: message.to,
    from: message.from,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
}

/** SMTP_URL like smtp://user:pass@mail.example.com:587; short timeouts so a dead server fails fast. */
export function createSmtpMailer(smtpUrl: string): Mailer & { close(): void } {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 15000,
  });
  return {
    async send(message) {
      await transport.sendMail(toNodemailer(message));
    },
    close: () => transport.close(),
  };
}

/** Writes each notification as a complete RFC 822 message (open it with any mail client). */
export function createOutboxMailer(outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      const temporary = join(outboxDir, `.${name}.tmp`);
      // Written then renamed, so a reader never sees half a message.
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, join(outboxDir, name));
    },
  };
}
