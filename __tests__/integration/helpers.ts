/** Real local infrastructure for the function tests: SMTP sink, temp dirs, waiting, posting. */

import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export { ROOT } from "../../test-kit/paths";
import { waitFor } from "../../test-kit/wait";
import type { NewLead } from "../../supabase/functions/_shared/types";
import { BLANK_CONTEXT } from "../../test-kit/lead-fixtures";
export { freePort, sleep, waitFor } from "../../test-kit/wait";

export async function makeTempDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export interface SmtpSink {
  port: number;
  messages: { envelopeTo: string[]; email: Email }[];
  /** Refuses this recipient with a reply code (451: try again later) at RCPT TO, or takes it again (null). */
  rejectRecipient(address: string, code: number | null): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * An in-process SMTP server that parses every received message with postal-mime. `neverConfirm`:
 * it takes the whole message and then never answers the end of DATA (the message still counts as
 * received: a real server in that state may well deliver it). `rejectWith`: it answers the end of
 * DATA with that reply code (e.g. 550, a permanent refusal) and keeps nothing.
 */
export async function startSmtpSink({
  port = 0,
  neverConfirm = false,
  rejectWith,
}: { port?: number; neverConfirm?: boolean; rejectWith?: number } = {}): Promise<SmtpSink> {
  const messages: SmtpSink["messages"] = [];
  const refused = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refused.get(address.address.toLowerCase());
      if (code === undefined) callback();
      else callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: code }));
    },
    onData(stream, session, callback) {
      if (rejectWith !== undefined) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: rejectWith })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), email });
            if (!neverConfirm) callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => done());
  });
  const address = server.server.address() as { port: number };
  return {
    port: address.port,
    messages,
    rejectRecipient(recipient, code) {
      if (code === null) refused.delete(recipient.toLowerCase());
      else refused.set(recipient.toLowerCase(), code);
    },
    async waitForMessages(count, timeoutMs = 15_000) {
      await waitFor(() => messages.length >= count, timeoutMs, `${count} e-mail(s)`);
    },
    close: () =>
      new Promise<void>((done) => {
        // Connections waiting forever for an answer would keep close() waiting too.
        for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? [])
          connection.close();
        server.close(() => done());
      }),
  };
}

/** The local server's /leads route as `npm run leads` asks it: with the token the server keeps in its DATA_DIR. */
export async function localLeads<Lead>(baseUrl: string, dataDir: string, query = ""): Promise<Lead[]> {
  const token = (await readFile(join(dataDir, "leads-token"), "utf8")).trim();
  const response = await fetch(`${baseUrl}/leads${query ? `?${query}` : ""}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`/leads answered ${response.status}`);
  return ((await response.json()) as { leads: Lead[] }).leads;
}

/** The local server's /reminders route as `npm run reminders -- --list` asks it. */
export async function localReminders<Reminder>(baseUrl: string, dataDir: string): Promise<Reminder[]> {
  const token = (await readFile(join(dataDir, "leads-token"), "utf8")).trim();
  const response = await fetch(`${baseUrl}/reminders`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/reminders answered ${response.status}`);
  return ((await response.json()) as { reminders: Reminder[] }).reminders;
}

export function postLead(functionUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(functionUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** A quick-quote body (SPEC §7) for the named person. */
export const quickQuote = (name = "Ana") => ({
  formType: "quote",
  name,
  email: "",
  phone: "11 99999-0000",
  cpf: "123.456.789-00",
  insuranceType: "Seguro de Vida",
  company: "",
});

/**
 * 200 leads from 8 concurrent clients; the process is SIGKILLed when the 120th is sent. Returns the
 * ids the function acknowledged (200) and how many requests failed.
 */
export async function burstWithCrash(
  functionUrl: string,
  kill: () => void,
  headers: (index: number) => Record<string, string> = () => ({}),
): Promise<{ acknowledged: string[]; failed: number }> {
  const acknowledged: string[] = [];
  let failed = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < 200) {
      const index = next++;
      if (index === 120) kill();
      try {
        const response = await postLead(functionUrl, quickQuote(`Pessoa ${index}`), headers(index));
        if (response.ok) acknowledged.push(((await response.json()) as { id: string }).id);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { acknowledged, failed };
}

/** A contact lead as the store takes it, for tests that call the store directly. */
export const newLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  formType: "contact",
  name: "Ana",
  email: "ana@example.com",
  phone: "11 3333-4444",
  cpf: null,
  insuranceType: "vida",
  company: null,
  subject: null,
  message: "oi",
  additionalDetails: null,
  ...BLANK_CONTEXT,
  clientHash: "cliente-a",
  ...overrides,
});
