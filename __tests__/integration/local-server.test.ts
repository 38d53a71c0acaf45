/**
 * The local function server (Node + PGlite) as its own process, with what only it has: real SMTP
 * (a server that never confirms included), the retry and retention timer in place of Supabase Cron,
 * limits on slow and numerous connections, a crash in the middle of a burst, and `npm run leads`.
 */

import { execFile } from "node:child_process";
import { request as httpRequest } from "node:http";
import { chmod, lstat, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import PostalMime from "postal-mime";
import { spawnLocalServer, type FunctionProcess } from "../../test-kit/function-processes";
import { nodeEntryArgs } from "../../test-kit/node-entries";
import type { StoredLead } from "../../supabase/functions/_shared/types";
import {
  burstWithCrash,
  freePort,
  localLeads,
  makeTempDir,
  postLead,
  quickQuote,
  ROOT,
  sleep,
  startSmtpSink,
  waitFor,
} from "./helpers";

const execFileAsync = promisify(execFile);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(
  env: Record<string, string>,
): Promise<{ server: FunctionProcess; dataDir: string; leads(status?: string): Promise<StoredLead[]> }> {
  const dataDir = await makeTempDir("leads-local-");
  cleanups.push(dataDir.remove);
  const server = await spawnLocalServer({
    DATA_DIR: dataDir.path,
    LEADS_TO_EMAIL: "corretora@example.com",
    LEADS_FROM_EMAIL: "site@example.com",
    ...env,
  });
  cleanups.push(() => server.stop());
  const base = server.functionUrl.replace(/\/functions\/v1\/send-form-email$/, "");
  return {
    server,
    dataDir: dataDir.path,
    leads: (status) => localLeads<StoredLead>(base, dataDir.path, status ? `status=${status}` : ""),
  };
}

describe("mail over SMTP", () => {
  it("escapes every field, strips CR/LF from headers and names the message after the lead", async () => {
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    const { server } = await serve({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const response = await postLead(
      server.functionUrl,
      {
        formType: "contact",
        name: "Bia <img src=x onerror=alert(1)>\r\nBcc: vitima@example.com",
        email: "bia@example.com",
        phone: "11 3333-4444",
        subject: "Oi\r\nX-Injetado: sim",
        message: "Linha 1\n<b>negrito</b> & cia",
      },
      { Referer: "http://localhost:8000/fale-conosco" },
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    await smtp.waitForMessages(1);
    const { envelopeTo, email } = smtp.messages[0];
    expect(envelopeTo).toEqual(["corretora@example.com"]);
    expect(email.messageId).toBe(`<lead.${id}@example.com>`);
    expect(email.subject).toMatch(
      /^\[Site\] Mensagem de contato \d{4}-\d{5}: Bia <img src=x onerror=alert\(1\)> Bcc: vitima@example\.com — Oi X-Injetado: sim$/,
    );
    expect(email.headers.some((header) => header.key === "x-injetado" || header.key === "bcc")).toBe(false);
    expect(email.replyTo?.[0]?.address).toBe("bia@example.com");
    expect(email.html).toContain("Bia &lt;img src=x onerror=alert(1)&gt;");
    expect(email.html).toContain("Linha 1\n&lt;b&gt;negrito&lt;/b&gt; &amp; cia");
    expect(email.html).not.toContain("<img");
    expect(email.text).toContain("Página: http://localhost:8000/fale-conosco");
  });

  it("marks a lead failed at once when the SMTP server refuses it for good (5xx), and retries a 4xx", async () => {
    const refusing = await startSmtpSink({ rejectWith: 550 });
    cleanups.push(() => refusing.close());
    const { server, dataDir, leads } = await serve({
      SMTP_URL: `smtp://127.0.0.1:${refusing.port}`,
      RETRY_INTERVAL_MS: "600000",
    });
    const { id } = (await (await postLead(server.functionUrl, quickQuote("Recusada"))).json()) as { id: string };
    await waitFor(
      async () => (await leads()).find((lead) => lead.id === id)?.deliveryStatus === "failed",
      15_000,
      "the refusal",
    );
    expect((await leads()).find((lead) => lead.id === id)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining("550"),
    });
    expect(server.output()).toMatch(new RegExp(`"event":"delivery_rejected","lead":"${id}"`));
    const secret = (await readFile(join(dataDir, "cron-secret"), "utf8")).trim();
    const status = await fetch(`${server.functionUrl}/status`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(status.status).toBe(503);

    const busy = await startSmtpSink({ rejectWith: 451 });
    cleanups.push(() => busy.close());
    const second = await serve({ SMTP_URL: `smtp://127.0.0.1:${busy.port}`, RETRY_INTERVAL_MS: "600000" });
    const later = (await (await postLead(second.server.functionUrl, quickQuote("Adiada"))).json()) as { id: string };
    await waitFor(
      async () => ((await second.leads()).find((lead) => lead.id === later.id)?.attempts ?? 0) === 1,
      15_000,
      "the 451",
    );
    expect((await second.leads()).find((lead) => lead.id === later.id)?.deliveryStatus).toBe("pending");
  });

  it("sends one message to a server that takes it and never confirms, however eager the retries", async () => {
    const smtp = await startSmtpSink({ neverConfirm: true });
    cleanups.push(() => smtp.close());
    const { server, leads } = await serve({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RETRY_INTERVAL_MS: "200",
      RETRY_BASE_SECONDS: "1",
    });
    const { id } = (await (await postLead(server.functionUrl, quickQuote("Sem Confirmação"))).json()) as { id: string };
    await smtp.waitForMessages(1);
    // Retries every 200 ms would resend at once; the lease outlives the wait for the confirmation.
    await sleep(8000);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].email.messageId).toBe(`<lead.${id}@example.com>`);
    expect((await leads()).find((lead) => lead.id === id)).toMatchObject({ deliveryStatus: "pending", attempts: 0 });
  });

  it("resends after giving up on a confirmation with the same Message-ID, so the inbox shows one mail", async () => {
    const smtp = await startSmtpSink({ neverConfirm: true });
    cleanups.push(() => smtp.close());
    const { server } = await serve({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_TIMEOUT_MS: "1000",
      RETRY_INTERVAL_MS: "200",
      RETRY_BASE_SECONDS: "1",
      RETRY_MAX_DELAY_SECONDS: "1",
    });
    const { id } = (await (await postLead(server.functionUrl, quickQuote("Reenvio"))).json()) as { id: string };
    await smtp.waitForMessages(2, 20_000);
    expect(new Set(smtp.messages.map((message) => message.email.messageId))).toEqual(
      new Set([`<lead.${id}@example.com>`]),
    );
  });

  it("delivers a lead stored while SMTP was down from the timer, with no new traffic", async () => {
    const smtpPort = await freePort();
    const { server, leads } = await serve({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RETRY_INTERVAL_MS: "300",
      RETRY_BASE_SECONDS: "1",
    });
    const response = await postLead(server.functionUrl, quickQuote());
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    await waitFor(
      async () => ((await leads()).find((lead) => lead.id === id)?.attempts ?? 0) >= 1,
      10_000,
      "a failed attempt",
    );
    expect((await leads()).find((lead) => lead.id === id)?.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtpSink({ port: smtpPort });
    cleanups.push(() => smtp.close());
    await smtp.waitForMessages(1);
    expect(smtp.messages[0].email.subject).toMatch(/^\[Site\] Cotação rápida \d{4}-\d{5}: Ana — Seguro de Vida$/);
    await waitFor(async () => (await leads("pending")).length === 0, 10_000, "the lead marked delivered");
    expect(smtp.messages).toHaveLength(1);
  });
});

describe("connections", () => {
  /** A client that sends a request head one byte at a time and never finishes it. */
  function slowClient(port: number): { socket: Socket; closed: Promise<void> } {
    const socket = connect(port, "127.0.0.1");
    const head = "POST /functions/v1/send-form-email HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lento: ";
    let index = 0;
    const timer = setInterval(() => socket.write(head[index++ % head.length]), 300);
    const closed = new Promise<void>((done) => socket.on("close", () => done()));
    socket.on("error", () => undefined);
    void closed.then(() => clearInterval(timer));
    return { socket, closed };
  }

  it("closes connections that dribble their headers, caps their number, and keeps serving", async () => {
    const { server } = await serve({
      HTTP_HEADERS_TIMEOUT_MS: "1000",
      HTTP_REQUEST_TIMEOUT_MS: "2000",
      HTTP_MAX_CONNECTIONS: "40",
    });
    const port = Number(new URL(server.functionUrl).port);
    const clients = Array.from({ length: 100 }, () => slowClient(port));
    cleanups.push(async () => clients.forEach(({ socket }) => socket.destroy()));
    let closedCount = 0;
    for (const { closed } of clients) void closed.then(() => (closedCount += 1));
    // Past the cap, new connections are dropped at once…
    await waitFor(() => closedCount >= 60, 5_000, "the connections over the cap to be dropped");
    // …and the rest once their headers are overdue.
    await waitFor(() => closedCount === 100, 15_000, "every slow connection to be closed");
    expect((await postLead(server.functionUrl, quickQuote("Depois do ataque"))).status).toBe(200);
  });
});

describe("retention", () => {
  it("deletes, at start and then hourly, the leads older than the retention the contract declares (5 years)", async () => {
    const dataDir = await makeTempDir("leads-retention-");
    cleanups.push(dataDir.remove);
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        "--import",
        "tsx",
        "__tests__/integration/seed-pglite.ts",
        dataDir.path,
        "5 years 1 day",
        "4 years 11 months",
        "1 day",
      ],
      { cwd: ROOT },
    );
    const seeded = JSON.parse(stdout) as Record<string, string>;
    const server = await spawnLocalServer({ DATA_DIR: dataDir.path });
    cleanups.push(() => server.stop());
    const base = server.functionUrl.replace(/\/functions\/v1\/send-form-email$/, "");
    const ids = (await localLeads<StoredLead>(base, dataDir.path)).map((lead) => lead.id);
    expect(ids.sort()).toEqual([seeded["4 years 11 months"], seeded["1 day"]].sort());
    expect(server.output()).toContain('"event":"leads_purged","count":1,"retention":"5 years"');
  });
});

/** A GET with headers fetch() will not set (Host); status, headers and body. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "GET", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.once("error", reject);
    req.end();
  });
}

describe("the local server serves only its own machine", () => {
  it("refuses the leads, status and retry routes to a foreign Origin or Host, and keeps the form's CORS for the site", async () => {
    const { server, dataDir } = await serve({ ALLOWED_ORIGINS: "http://localhost:8000" });
    const base = server.functionUrl.replace(/\/functions\/v1\/send-form-email$/, "");
    const port = new URL(base).port;
    const secret = (await readFile(join(dataDir, "cron-secret"), "utf8")).trim();
    expect((await postLead(server.functionUrl, quickQuote("Pessoa Local"))).status).toBe(200);

    const token = { Authorization: `Bearer ${(await readFile(join(dataDir, "leads-token"), "utf8")).trim()}` };
    const own = await fetch(`${base}/leads`, { headers: token });
    expect(own.status).toBe(200);
    expect(own.headers.get("access-control-allow-origin")).toBeNull();
    expect(((await own.json()) as { leads: StoredLead[] }).leads).toHaveLength(1);
    expect((await fetch(`${base}/leads`, { headers: { ...token, Origin: "http://localhost:8000" } })).status).toBe(200);

    const bearer = { Authorization: `Bearer ${secret}` };
    for (const [path, init] of [
      ["/leads", { headers: token }],
      ["/functions/v1/send-form-email/status", { headers: bearer }],
      ["/functions/v1/send-form-email/retry", { method: "POST", headers: bearer }],
    ] as const) {
      const foreign = await fetch(`${base}${path}`, {
        ...init,
        headers: { ...("headers" in init ? init.headers : {}), Origin: "https://site-qualquer.example" },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
      expect(await foreign.json()).toEqual({ error: "Origem não permitida." });
      // DNS rebinding: a foreign name resolved to 127.0.0.1 still carries that name in Host.
      for (const host of [`rebind.example:${port}`, "127.0.0.1", `localhost:${Number(port) + 1}`]) {
        const rebound = await rawGet(`${base}${path}`, { Host: host, ...("headers" in init ? init.headers : {}) });
        expect(rebound.status).toBe(403);
        expect(rebound.body).not.toContain("Pessoa Local");
      }
    }
    expect((await fetch(`${base}/functions/v1/send-form-email/status`, { headers: bearer })).status).toBe(200);

    const preflight = await fetch(server.functionUrl, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:8000" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-form-trap");
  });
});

describe("private routes by one canonical path, /leads by its token", () => {
  it("answers /leads only with the token kept in DATA_DIR (mode 0600), and 404 to its other spellings", async () => {
    const { server, dataDir } = await serve({});
    const base = server.functionUrl.replace(/\/functions\/v1\/send-form-email$/, "");
    expect((await postLead(server.functionUrl, quickQuote("Pessoa Com Token"))).status).toBe(200);
    const tokenFile = join(dataDir, "leads-token");
    expect((await stat(tokenFile)).mode & 0o777).toBe(0o600);
    const token = (await readFile(tokenFile, "utf8")).trim();
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    for (const headers of [
      {},
      { Authorization: "Bearer outro-token" },
      { Authorization: token },
      { Authorization: `Basic ${token}` },
    ] as Record<string, string>[]) {
      const refused = await fetch(`${base}/leads`, { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
      const body = await refused.text();
      expect(JSON.parse(body)).toEqual({ error: "Acesso não autorizado." });
      expect(body).not.toContain("Pessoa Com Token");
    }
    for (const path of ["//leads", "/leads/", "/leads//", "/functions/v1/send-form-email/leads"]) {
      const sideways = await rawGet(`${base}${path}`, { Authorization: `Bearer ${token}` });
      expect({ path, status: sideways.status }).toEqual({ path, status: 404 });
      expect(sideways.body).not.toContain("Pessoa Com Token");
    }
    const allowed = await fetch(`${base}/leads`, { headers: { Authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("Pessoa Com Token");
  });

  it("answers 404 to the private routes' other spellings whatever Host and Origin say, as the guard and the router read one path", async () => {
    const { server, dataDir } = await serve({});
    const port = new URL(server.functionUrl).port;
    const secret = (await readFile(join(dataDir, "cron-secret"), "utf8")).trim();
    for (const path of ["//status", "/send-form-email/status", "//retry", "/status/"]) {
      for (const headers of [
        { Origin: "https://site-qualquer.example" },
        { Host: `evil.example:${port}` },
        {},
      ] as Record<string, string>[]) {
        const answer = await rawGet(`${server.functionUrl}${path}`, { Authorization: `Bearer ${secret}`, ...headers });
        expect({ path, headers, status: answer.status }).toEqual({ path, headers, status: 404 });
        expect(answer.body).not.toMatch(/"healthy"|"pending"/);
      }
    }
  });
});

describe("crash and staff access", () => {
  // Two servers and two direct reads, each opening PGlite: tens of seconds apiece on a busy machine.
  it("SIGKILL during a burst of 200 leads: every acknowledged lead is in the database after restart, and mailed from there", async () => {
    // A short lease, so the restarted server's timer takes over what the killed one had claimed; the
    // same sender, so both name their mails alike.
    const lease = {
      DELIVERY_LEASE_SECONDS: "20",
      LEADS_TO_EMAIL: "corretora@example.com",
      LEADS_FROM_EMAIL: "site@example.com",
    };
    const { server, dataDir } = await serve({
      ...lease,
      RATE_LIMIT_MAX: "0",
      MAIL_MAX_PER_HOUR: "0",
      LEADS_MAX_PER_MINUTE: "0",
      LEADS_MAX_PER_HOUR: "0",
    });
    const { acknowledged, failed } = await burstWithCrash(server.functionUrl, () => server.child.kill("SIGKILL"));
    expect(await server.stop("SIGKILL")).toBeNull();
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(failed).toBeGreaterThan(0);

    const second = await spawnLocalServer({ DATA_DIR: dataDir, ...lease, RETRY_INTERVAL_MS: "500" });
    cleanups.push(() => second.stop());
    const base = second.functionUrl.replace(/\/functions\/v1\/send-form-email$/, "");
    const storedLeads = await localLeads<StoredLead>(base, dataDir);
    const stored = new Set(storedLeads.map((lead) => lead.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // Without SMTP_URL, each notification is one RFC 822 file named after its lead. A burst keeps the
    // killed server's deliveries waiting behind its submissions; once their leases lapse, the restarted
    // server's timer mails them, and only stored leads.
    const outbox = async () =>
      (await readdir(join(dataDir, "outbox")).catch((): string[] => [])).filter((file) => file.endsWith(".eml"));
    await waitFor(async () => (await outbox()).length > 0, 60_000, "the restarted server's first mail");
    const files = await outbox();
    expect(files.filter((file) => !stored.has(file.replace(/^lead-|\.eml$/g, "")))).toEqual([]);
    const email = await PostalMime.parse(await readFile(join(dataDir, "outbox", files[0])));
    expect(files[0]).toBe(`lead-${/^<lead\.([0-9a-f-]{36})@example\.com>$/.exec(email.messageId ?? "")?.[1]}.eml`);
    expect(email.subject).toMatch(/^\[Site\] Cotação rápida \d{4}-\d{5}: Pessoa \d+ — Seguro de Vida$/);
    expect(await second.stop("SIGTERM")).toBe(0);

    // With the server stopped, `npm run leads` reads the database directly; --csv for a spreadsheet.
    const cli = (args: string[]) =>
      execFileAsync(process.execPath, [...nodeEntryArgs("leads"), ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: "1" },
      });
    const { stdout } = await cli([]);
    expect(stdout).toContain(`${stored.size} lead(s)`);
    expect(stdout).toContain("banco local");
    expect(stdout).toMatch(/Pessoa \d+/);
    const csv = (await cli(["--csv"])).stdout;
    expect(
      csv.startsWith(
        '\uFEFF"Protocolo";"Recebido em (Brasília)";"Formulário";"Nome";"E-mail";"Telefone";"CPF/CNPJ";"Tipo de seguro";',
      ),
    ).toBe(true);
    const rows = csv.trimEnd().split("\r\n").slice(1);
    expect(rows).toHaveLength(stored.size);
    for (const row of rows)
      expect(row).toMatch(
        /^"\d{4}-\d{5}";"[\d/]+,? [\d:]+";"Cotação rápida";"Pessoa \d+";"";"11 99999-0000";"123\.456\.789-00";"Seguro de Vida";/,
      );
  }, 180_000);
});

describe("lead data at rest", () => {
  /** Every folder and file under root (root included) with its permission bits. */
  async function modes(root: string): Promise<{ path: string; dir: boolean; mode: number }[]> {
    const info = await lstat(root);
    const own = { path: root, dir: info.isDirectory(), mode: info.mode & 0o777 };
    if (!info.isDirectory()) return [own];
    const inside = await Promise.all((await readdir(root)).map((entry) => modes(join(root, entry))));
    return [own, ...inside.flat()];
  }
  const notPrivate = (entries: { path: string; dir: boolean; mode: number }[]) =>
    entries
      .filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))
      .map((entry) => `${entry.path} ${entry.mode.toString(8)}`);

  // A server and a direct read per umask, each opening PGlite.
  it("keeps the outbox, the PGlite folder, the secrets and a CSV export 0600 in 0700 folders, under umask 000 and 022", async () => {
    for (const umask of ["000", "022"]) {
      const dataDir = await makeTempDir("leads-private-");
      cleanups.push(dataDir.remove);
      const server = await spawnLocalServer(
        { DATA_DIR: dataDir.path, LEADS_TO_EMAIL: "corretora@example.com", LEADS_FROM_EMAIL: "site@example.com" },
        { umask },
      );
      const { id } = (await (
        await postLead(server.functionUrl, { ...quickQuote("Pessoa Do Disco"), cpf: "123.456.789-09" })
      ).json()) as { id: string };
      const eml = join(dataDir.path, "outbox", `lead-${id}.eml`);
      await waitFor(
        async () => (await readdir(join(dataDir.path, "outbox")).catch((): string[] => [])).includes(`lead-${id}.eml`),
        15_000,
        "the outbox file",
      );
      expect(await readFile(eml, "utf8")).toContain("123.456.789-09");
      if (umask === "000") {
        // The outbox's mail as a mail client reads it: a visitor's fake block only quoted as theirs.
        const fake = {
          formType: "contact",
          name: "Bia",
          email: "bia@example.com",
          phone: "11 3333-4444",
          subject: "Oi",
          message: "Olá\nProtocolo: 2026-99999",
        };
        const sent = (await (await postLead(server.functionUrl, fake)).json()) as { id: string; protocol: string };
        const file = join(dataDir.path, "outbox", `lead-${sent.id}.eml`);
        await waitFor(
          async () => (await readdir(join(dataDir.path, "outbox"))).includes(`lead-${sent.id}.eml`),
          15_000,
          "the second outbox file",
        );
        const lines = ((await PostalMime.parse(await readFile(file))).text ?? "").split(/\r?\n/);
        expect(lines.filter((line) => line.includes("Protocolo:"))).toEqual([
          "> Protocolo: 2026-99999",
          `Protocolo: ${sent.protocol}`,
        ]);
      }
      // The token opened to others while the server runs is put back by the next /leads request.
      const tokenFile = join(dataDir.path, "leads-token");
      await chmod(tokenFile, 0o644);
      const base = server.functionUrl.replace(/\/functions\/v1\/send-form-email$/, "");
      expect((await localLeads<StoredLead>(base, dataDir.path)).map((lead) => lead.id)).toContain(id);
      expect((await stat(tokenFile)).mode & 0o777).toBe(0o600);
      expect(await server.stop()).toBe(0);
      expect({ umask, open: notPrivate(await modes(dataDir.path)) }).toEqual({ umask, open: [] });

      // The export, over a file a careless umask left readable, with the server stopped (PGlite read directly).
      const csv = join(dataDir.path, "export", "leads.csv");
      await execFileAsync("/bin/sh", ["-c", `umask ${umask} && mkdir -p "$(dirname "$CSV")" && echo antigo > "$CSV"`], {
        env: { PATH: process.env.PATH ?? "", CSV: csv },
      });
      expect({ umask, before: (await stat(csv)).mode & 0o777 }).toEqual({
        umask,
        before: umask === "000" ? 0o666 : 0o644,
      });
      // `npm run leads -- --csv --output <file>` under the careless umask, the server stopped.
      const exportTo = (file: string) =>
        execFileAsync(
          "/bin/sh",
          [
            "-c",
            `umask ${umask} && exec "$@"`,
            "sh",
            process.execPath,
            ...nodeEntryArgs("leads"),
            "--csv",
            "--output",
            file,
          ],
          { cwd: ROOT, env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir.path, PORT: "1" } },
        );
      await exportTo(csv);
      expect(await readFile(csv, "utf8")).toContain("Pessoa Do Disco");
      expect({ umask, csv: (await stat(csv)).mode & 0o777 }).toEqual({ umask, csv: 0o600 });
      const fresh = join(dataDir.path, "export", "novo.csv");
      await exportTo(fresh);
      expect({ umask, csv: (await stat(fresh)).mode & 0o777 }).toEqual({ umask, csv: 0o600 });
      // The direct read left the database folder as private as the server did.
      expect({ umask, open: notPrivate(await modes(join(dataDir.path, "pglite"))) }).toEqual({ umask, open: [] });
    }
  }, 180_000);
});

describe("npm run leads", () => {
  // Five direct reads of the stopped server's folder, each opening PGlite: seconds apiece on a busy machine.
  it("lists possible spam with --spam, and exports CSV no spreadsheet evaluates, whatever separator it picks", async () => {
    const { server, dataDir } = await serve({});
    const injected = 'Olá,=HYPERLINK("http://x");@SUM(A1)\t=1+1\n-2+3';
    const ordinary = (await (
      await postLead(server.functionUrl, { ...quickQuote("=cmd|' /C calc'!A0"), company: injected })
    ).json()) as { id: string };
    const spam = (await (
      await postLead(server.functionUrl, quickQuote("Robô Preenchedor"), { "X-Form-Trap": "https://spam.example" })
    ).json()) as { id: string };
    await server.stop();
    const cli = (args: string[]) =>
      execFileAsync(process.execPath, [...nodeEntryArgs("leads"), ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PORT: "1" },
      });

    const all = (await cli([])).stdout;
    expect(all).toContain("2 lead(s)");
    // The phone whole and as Brazilians read it ("11 99999-0000" typed).
    expect(all).toContain("(11) 99999-0000");
    expect(all).toContain("1 possível(is) spam");
    const onlySpam = (await cli(["--spam"])).stdout;
    expect(onlySpam).toContain("Robô Preenchedor");
    expect(onlySpam).not.toContain("cmd|");
    expect(onlySpam).toContain("1 lead(s)");

    for (const delimiter of [";", ",", "|", "\t"]) {
      const csv = (await cli(["--csv", "--delimiter", delimiter])).stdout;
      // Rows carry the short protocol; the UUID stays internal.
      expect(
        csv
          .trimEnd()
          .split(/\r\n/)
          .slice(1)
          .map((row) => /^"(\d{4}-\d{5})"/.exec(row)?.[1]),
      ).toEqual([expect.any(String), expect.any(String)]);
      expect(csv).toContain("Robô Preenchedor");
      expect(csv).not.toContain(ordinary.id);
      expect(csv).not.toContain(spam.id);
      // A spreadsheet may split on any separator, even inside quotes: no piece may start a formula.
      for (const line of csv.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/)) {
        for (const piece of line.split(/[,;|\t]/)) {
          expect(piece.replace(/^[\s"]+/, "")).not.toMatch(/^[=+\-@]/);
        }
      }
    }
  }, 180_000);

  it("--help prints every option and exits 0, without opening any database", async () => {
    const parent = await makeTempDir("leads-help-");
    try {
      const dataDir = join(parent.path, "never-created");
      const { stdout } = await execFileAsync(process.execPath, [...nodeEntryArgs("leads"), "--help"], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
      });
      for (const option of ["--csv", "--output", "--summary", "--search", "--help"]) expect(stdout).toContain(option);
      await expect(stat(dataDir)).rejects.toThrow();
    } finally {
      await parent.remove();
    }
  }, 60_000);
});

describe("npm run leads never opens the database the server holds", () => {
  const cli = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
    execFileAsync(process.execPath, [...nodeEntryArgs("leads"), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  // A server and a direct read, each opening PGlite.
  it("asks the server that holds it, and fails with a clear message when the server does not answer or refuses, never reading the folder itself", async () => {
    const { server, dataDir } = await serve({});
    expect((await postLead(server.functionUrl, quickQuote("Ana Souza"))).status).toBe(200);
    expect((await postLead(server.functionUrl, quickQuote("Ana Lima"))).status).toBe(200);
    expect((await postLead(server.functionUrl, quickQuote("Bia Souza"))).status).toBe(200);

    // Every word, in any order, accents and case aside: all of them, not any.
    const found = await cli(dataDir, ["--search", "SOUZA ána"]);
    expect(found.code).toBe(0);
    expect(found.stdout).toContain("Ana Souza");
    expect(found.stdout).not.toMatch(/Ana Lima|Bia Souza/);
    expect(found.stdout).toContain("1 lead(s)");
    expect(found.stdout).toContain("Fonte: servidor de funções em execução.");

    // A server that holds the database and does not answer (stopped, as a busy one would be): no fallback.
    const pid = server.child.pid ?? 0;
    process.kill(pid, "SIGSTOP");
    let slow;
    try {
      slow = await cli(dataDir, [], { LEADS_SERVER_TIMEOUT_MS: "1500" });
    } finally {
      process.kill(pid, "SIGCONT");
    }
    expect(slow.code).toBe(1);
    expect(slow.stdout).toBe("");
    expect(slow.stderr).toContain(
      `O servidor de funções (pid ${pid}) está usando o banco local em ${dataDir} e não respondeu em 2 s`,
    );
    expect(slow.stderr).toContain("O npm run leads não abre o banco enquanto o servidor o usa");
    expect(slow.stderr).not.toMatch(/\n\s+at |Error:|PGlite/);

    // A server that refuses (its token is not the one on disk any more): no fallback either.
    const tokenFile = join(dataDir, "leads-token");
    const token = await readFile(tokenFile, "utf8");
    await writeFile(tokenFile, "0".repeat(64));
    const refused = await cli(dataDir, ["--csv"]);
    await writeFile(tokenFile, token);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("e recusou a consulta (HTTP 401: Acesso não autorizado.)");

    // The server kept serving through all of it.
    expect((await postLead(server.functionUrl, quickQuote("Depois"))).status).toBe(200);
    expect((await cli(dataDir, ["--search", "depois"])).stdout).toContain("1 lead(s)");

    // Stopped, it released the database: the command reads the folder under its own lock.
    await server.stop();
    const direct = await cli(dataDir, []);
    expect(direct.stdout).toContain("4 lead(s)");
    expect(direct.stdout).toContain(`Fonte: banco local em ${dataDir}.`);
  }, 180_000);

  it.each([
    [
      "a date out of range",
      ["--to", "9999-12-31"],
      "data fora do intervalo: 9999-12-31 (use um dia entre 2000-01-01 e 2099-12-31)",
    ],
    ["a search of 101 characters", ["--search", "a".repeat(101)], "--search tem 101 caracteres; o máximo é 100"],
    [
      "a search of 20 000 characters",
      ["--search", "b".repeat(20_000)],
      "--search tem 20000 caracteres; o máximo é 100",
    ],
    [
      "a quote as the delimiter",
      ["--csv", "--delimiter", '"'],
      '--delimiter: "\\"" não serve; use ";", ",", "|" ou tab',
    ],
    ["--from after --to", ["--from", "2026-12-01", "--to", "2026-11-01"], "--from é depois de --to"],
  ])("answers %s with a pt-BR message and the usage, no driver error", async (_label, args, message) => {
    const dataDir = await makeTempDir("leads-args-");
    cleanups.push(dataDir.remove);
    const result = await cli(dataDir.path, args);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("uso: npm run leads --");
    expect(result.stderr).not.toMatch(/\n\s+at |Error|date\/time|out of range|syntax/);
  });
});
