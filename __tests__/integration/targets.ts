/**
 * The two runtimes of send-form-email behind one interface, so each contract test runs on both:
 * - "local server": local-supabase/main.ts (Node + PGlite), mail to a real in-process SMTP server;
 * - "production entry": supabase/functions/send-form-email/index.ts under Deno, a real PostgreSQL 17
 *   with every migration, mail to the Resend stand-in.
 */

import { startPostgres, type PostgresServer } from "../../test-kit/embedded-postgres";
import { spawnEdgeFunction, spawnLocalServer, type FunctionProcess } from "../../test-kit/function-processes";
import { startResendStandIn, type ResendStandIn } from "../../test-kit/resend-stand-in";
import type { PostgresClient } from "../../supabase/functions/send-form-email/postgres-client";
import { createSqlStore } from "../../supabase/functions/_shared/sql-store";
import type { DeliveryStatus, StoredLead, StoredReminder } from "../../supabase/functions/_shared/types";
import { todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import { FUNCTION_PATH } from "../../supabase/functions/_shared/contract/local-function";
import { freePort } from "../../test-kit/wait";
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { nodeEntryArgs } from "../../test-kit/node-entries";
import { ROOT } from "../../test-kit/paths";
import { localLeads, localReminders, makeTempDir, startSmtpSink, type SmtpSink } from "./helpers";

export const CRON_SECRET = "segredo-do-cron-de-teste";

export interface SentMail {
  /** lead/<id>, confirmation/<id> or lead-digest/<hash>: Resend's Idempotency-Key, or read back from the SMTP Message-ID. */
  key: string;
  to: string[];
  /** The sender's address, and the name shown for it. */
  from: string;
  fromName: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines by lower-case name (list-unsubscribe, list-unsubscribe-post). */
  headers: Record<string, string>;
}

export interface Target {
  name: string;
  /**
   * What the runtime's own HTTP server does before or after the handler. Deno 2.9.5 (the newest on
   * this registry) refuses a Host that is not a valid authority (400), and closes the connection,
   * cleanly and announced with Connection: close, after any request body larger than its 1 KB
   * read buffer (denoland/deno#36657, fixed upstream after 2.9.5). Supabase's gateway fronts it in production.
   */
  runtime: { malformedHostStatus: 200 | 400; reusesConnectionAfterUpload: boolean };
  functionUrl: string;
  /** Headers that name the client the way the platform does (Cloudflare's header on Supabase; the socket locally). */
  clientHeaders(client: string): Record<string, string>;
  leads(status?: DeliveryStatus): Promise<StoredLead[]>;
  mails(): SentMail[];
  /** Makes every send fail (mail server down), or works again. */
  setMailDown(down: boolean): Promise<void>;
  /** Makes every send to this one address fail for a while (a transient refusal), or works again. */
  setRecipientDown(address: string, down: boolean): Promise<void>;
  /** Everything the function process printed. */
  logs(): string;
  /** The renewal reminders as stored. */
  reminders(): Promise<StoredReminder[]>;
  /**
   * The reminders' daily job as of `date`: `npm run reminders -- --date` on the local server (the
   * command asks the server that holds the database); on the production entry, the retry route
   * (Supabase Cron's) after moving the stored end dates by the days between `date` and today, then back.
   * What the command printed, or the retry route's answer.
   */
  runReminders(date: string): Promise<string>;
  /** The local server's: `npm run reminders` with any arguments, and its private /reminders route with the token. */
  local?: {
    reminders(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
    remindersRoute(query: string): Promise<Response>;
  };
  stop(): Promise<void>;
}

export type TargetFactory = (env: Record<string, string>) => Promise<Target>;

const BASE_ENV = {
  LEADS_TO_EMAIL: "corretora@example.com",
  LEADS_FROM_EMAIL: "Site <site@example.com>",
  LEADS_CRON_SECRET: CRON_SECRET,
  // Every test counts the staff's mails; the visitor's confirmation has tests of its own, which turn it on.
  VISITOR_CONFIRMATION: "off",
};

/** The site's origin in these tests: production requires ALLOWED_ORIGINS. */
export const SITE_ORIGIN = "https://www.corretora.example";

/** "<lead.6f1c….@example.com>" → "lead/6f1c…" */
function keyFromMessageId(messageId: string | undefined): string {
  const local = /^<?([^@>]+)@/.exec(messageId ?? "")?.[1] ?? "";
  return local.replace(
    /^(lead-digest|spam-digest|lead|confirmation|reminder-confirmation|reminder-staff|reminder)\./,
    "$1/",
  );
}

export const startLocalTarget: TargetFactory = async (env) => {
  const dataDir = await makeTempDir("leads-local-");
  let smtp: SmtpSink | null = await startSmtpSink();
  const smtpPort = smtp.port;
  const received: SmtpSink["messages"] = [];
  const downRecipients = new Set<string>();
  const server: FunctionProcess = await spawnLocalServer({
    ...BASE_ENV,
    DATA_DIR: dataDir.path,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    RETRY_INTERVAL_MS: "600000",
    ...env,
  });
  const url = server.functionUrl.replace(/\/functions\/v1\/send-form-email$/, "");
  return {
    name: "local server (Node + PGlite + SMTP)",
    runtime: { malformedHostStatus: 200, reusesConnectionAfterUpload: true },
    functionUrl: server.functionUrl,
    clientHeaders: () => ({}),
    leads: (status) => localLeads<StoredLead>(url, dataDir.path, status ? `status=${status}` : ""),
    mails: () =>
      [...received, ...(smtp?.messages ?? [])].map(({ email, envelopeTo }) => ({
        key: keyFromMessageId(email.messageId),
        to: envelopeTo,
        from: email.from?.address ?? "",
        fromName: email.from?.name ?? "",
        replyTo: email.replyTo?.[0]?.address ?? null,
        subject: email.subject ?? "",
        text: email.text ?? "",
        html: email.html ?? "",
        headers: Object.fromEntries(email.headers.map(({ key, value }) => [key.toLowerCase(), value])),
      })),
    async setMailDown(down) {
      if (down && smtp) {
        received.push(...smtp.messages);
        await smtp.close();
        smtp = null;
      } else if (!down && !smtp) {
        smtp = await startSmtpSink({ port: smtpPort });
        for (const address of downRecipients) smtp.rejectRecipient(address, 451);
      }
    },
    async setRecipientDown(address, down) {
      if (down) downRecipients.add(address);
      else downRecipients.delete(address);
      smtp?.rejectRecipient(address, down ? 451 : null);
    },
    logs: () => server.output(),
    reminders: () => localReminders(url, dataDir.path),
    runReminders: async (date) =>
      (
        await promisify(execFile)(process.execPath, [...nodeEntryArgs("reminders"), "--date", date], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir.path },
        })
      ).stdout,
    local: {
      reminders: (...args) =>
        promisify(execFile)(process.execPath, [...nodeEntryArgs("reminders"), ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir.path },
        }).then(
          ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
          (error: { code?: number; stdout?: string; stderr?: string }) => ({
            code: error.code ?? -1,
            stdout: error.stdout ?? "",
            stderr: error.stderr ?? "",
          }),
        ),
      async remindersRoute(query) {
        const token = (await readFile(join(dataDir.path, "leads-token"), "utf8")).trim();
        return fetch(`${url}/reminders?${query}`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
      },
    },
    async stop() {
      await server.stop();
      await smtp?.close();
      await dataDir.remove();
    },
  };
};

export interface EdgeTarget extends Target {
  db: PostgresClient;
  databaseUrl: string;
  resend: ResendStandIn;
  process: FunctionProcess;
  /** Starts the function again on the same database (after a crash). */
  restart(): Promise<void>;
}

/** The runtime a suite runs on: its own file each (*-local-server.test.ts, *-production-entry.test.ts), so that Jest runs the two side by side. */
export type Runtime = "local server" | "production entry";

/** The runtime's factory; for the production entry, with a PostgreSQL started for the calling file only. */
export function runtimeFactory(runtime: Runtime): TargetFactory {
  if (runtime === "local server") return startLocalTarget;
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });
  return edgeTargetFactory(() => postgres);
}

export function edgeTargetFactory(
  postgres: () => PostgresServer,
): (env: Record<string, string>) => Promise<EdgeTarget> {
  return async (env) => {
    const { url: databaseUrl, functionUrl: functionDatabaseUrl, client: db } = await postgres().createLeadsDatabase();
    const resend = await startResendStandIn();
    // A known port, so the function's public URL (its mails' one-click link) is set as in production.
    const port = await freePort();
    const processEnv = {
      ...BASE_ENV,
      ALLOWED_ORIGINS: SITE_ORIGIN,
      SUPABASE_DB_URL: databaseUrl,
      // The function's own least-privilege role, as documented for production.
      LEADS_DB_URL: functionDatabaseUrl,
      RESEND_API_KEY: resend.apiKey,
      RESEND_API_URL: resend.endpoint,
      LEADS_HASH_SALT: "sal-de-teste",
      FUNCTION_PORT: String(port),
      FUNCTION_URL: `http://127.0.0.1:${port}${FUNCTION_PATH}`,
      ...env,
    };
    let fn = await spawnEdgeFunction(processEnv);
    let earlierLogs = "";
    const store = createSqlStore(db);
    const target: EdgeTarget = {
      name: "production entry (Deno + PostgreSQL 17 + Resend stand-in)",
      runtime: { malformedHostStatus: 400, reusesConnectionAfterUpload: false },
      get functionUrl() {
        return fn.functionUrl;
      },
      get process() {
        return fn;
      },
      db,
      databaseUrl,
      resend,
      clientHeaders: (client) => ({ "CF-Connecting-IP": client }),
      leads: (status) => store.list(status ? { status } : {}),
      mails: () =>
        resend.emails.map((email) => ({
          key: email.idempotencyKey ?? "",
          to: email.payload.to,
          from: /<([^<>]+)>\s*$/.exec(email.payload.from)?.[1] ?? email.payload.from,
          fromName: /^\s*"?([^"<]*?)"?\s*</.exec(email.payload.from)?.[1] ?? "",
          replyTo: email.payload.reply_to ?? null,
          subject: email.payload.subject,
          text: email.payload.text ?? "",
          html: email.payload.html ?? "",
          headers: Object.fromEntries(
            Object.entries(email.payload.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        })),
      async setMailDown(down) {
        resend.failAll(down ? { kind: "status", status: 503 } : null);
      },
      async setRecipientDown(address, down) {
        resend.failFor(address, down ? { kind: "status", status: 503 } : null);
      },
      logs: () => earlierLogs + fn.output(),
      reminders: () => store.listReminders(),
      async runReminders(date) {
        const shift = daysFrom(date, todayInSaoPaulo());
        await db.query("update public.renewal_reminders set end_date = end_date + $1::integer", [shift]);
        try {
          const response = await fetch(`${fn.functionUrl}/retry`, {
            method: "POST",
            headers: { Authorization: `Bearer ${CRON_SECRET}` },
          });
          return await response.text();
        } finally {
          await db.query("update public.renewal_reminders set end_date = end_date - $1::integer", [shift]);
        }
      },
      async restart() {
        earlierLogs += fn.output();
        fn = await spawnEdgeFunction(processEnv);
      },
      async stop() {
        await fn.stop();
        await resend.close();
      },
    };
    return target;
  };
}

/** Whole days from `from` to `to` ("YYYY-MM-DD"). */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
