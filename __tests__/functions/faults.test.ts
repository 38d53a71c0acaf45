/** Faults the lead pipeline must survive: the mail server down, and the function server killed mid-burst. */

import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import PostalMime from "postal-mime";
import { freePort, makeTempDir, ROOT, postLead, spawnFunctionServer, startSmtpSink, waitFor } from "./helpers";

const execFileAsync = promisify(execFile);

const quote = {
  formType: "quote",
  name: "Ana",
  email: "",
  phone: "11 99999-0000",
  cpf: "123.456.789-00",
  insuranceType: "Seguro de Vida",
  company: "",
};

describe("faults", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("SMTP down: the visitor gets 200, the lead waits pending and is delivered once SMTP is back", async () => {
    const dataDir = await makeTempDir("leads-smtp-down-");
    cleanups.push(dataDir.remove);
    const smtpPort = await freePort();
    const server = await spawnFunctionServer({
      DATA_DIR: dataDir.path,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_TO_EMAIL: "corretora@example.com",
      RETRY_INTERVAL_MS: "300",
      RETRY_AFTER_SECONDS: "0",
    });
    cleanups.push(() => server.stop());

    const response = await postLead(server.functionUrl, quote);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const [pending] = await server.leads(true);
    expect(pending).toMatchObject({ id, deliveryStatus: "pending" });
    expect(pending.attempts).toBeGreaterThanOrEqual(1);
    expect(pending.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtpSink(smtpPort);
    cleanups.push(() => smtp.close());
    await smtp.waitForMessages(1);
    expect(smtp.messages[0].email.subject).toBe("[Site] Cotação rápida: Ana — Seguro de Vida");
    await waitFor(async () => (await server.leads(true)).length === 0, 10_000, "lead marked delivered");
    const [delivered] = await server.leads();
    expect(delivered).toMatchObject({ id, deliveryStatus: "delivered" });
    expect(smtp.messages).toHaveLength(1);
  });

  it("SIGKILL during a burst of 200 leads: every acknowledged lead is in the database after restart", async () => {
    const dataDir = await makeTempDir("leads-kill-");
    cleanups.push(dataDir.remove);
    const env = { DATA_DIR: dataDir.path, RATE_LIMIT_MAX: "0" };
    const first = await spawnFunctionServer(env);
    cleanups.push(() => first.stop("SIGKILL"));

    const acknowledged: string[] = [];
    let failed = 0;
    let next = 0;
    const total = 200;
    const worker = async (): Promise<void> => {
      while (next < total) {
        const index = next++;
        if (index === 120) first.child.kill("SIGKILL");
        try {
          const response = await postLead(first.functionUrl, { ...quote, name: `Pessoa ${index}` });
          if (response.ok) acknowledged.push(((await response.json()) as { id: string }).id);
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(await first.stop("SIGKILL")).toBeNull();
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(failed).toBeGreaterThan(0);
    expect(acknowledged.length + failed).toBe(total);

    const second = await spawnFunctionServer(env);
    cleanups.push(() => second.stop());
    const stored = new Set((await second.leads()).map((lead) => lead.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);

    // Without SMTP_URL, notifications are real RFC 822 files in the outbox.
    const outbox = join(dataDir.path, "outbox");
    const files = (await readdir(outbox)).filter((file) => file.endsWith(".eml"));
    expect(files.length).toBeGreaterThan(0);
    const email = await PostalMime.parse(await readFile(join(outbox, files[0])));
    expect(email.to?.[0]?.address).toBe("leads@localhost");
    expect(email.subject).toMatch(/^\[Site\] Cotação rápida: Pessoa \d+ — Seguro de Vida$/);

    // A clean shutdown on SIGTERM exits with 0.
    expect(await second.stop("SIGTERM")).toBe(0);

    // With the server stopped, `npm run leads` reads the database directly.
    const { stdout } = await execFileAsync(process.execPath, ["--import", "tsx", "server/leads-cli.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir.path, PORT: String(await freePort()) },
    });
    expect(stdout).toContain(`${stored.size} lead(s)`);
    expect(stdout).toContain("banco local");
    expect(stdout).toMatch(/Pessoa \d+/);
  });
});
