/**
 * The HTTP contract of send-form-email, run against both runtimes (contract-local-server.test.ts,
 * contract-production-entry.test.ts) over real sockets: the local
 * server (Node + PGlite + SMTP) and the production entry (Deno + PostgreSQL 17 + Resend stand-in).
 * Answers, delivery exactly once, limits that hold under concurrency, scheduled retries and the
 * digest, bad input that never reaches a 5xx, and logs free of personal data.
 */

import { postLead, quickQuote, sleep, waitFor } from "./helpers";
import { openRawConnection, requestHead } from "./raw-http";
import { CRON_SECRET, runtimeFactory, type Runtime, type Target } from "./targets";
import { CAMPAIGN_SOURCE } from "../../test-kit/lead-fixtures";
import { encodeQuoteAnswers, QUOTE_ANSWERS_HEADER } from "../../supabase/functions/_shared/contract/quote-answers";

/** Personal data used in these tests; none of it may ever appear in a log line. */
const PERSON = { name: "Zuleica Bragança", email: "zuleica.braganca@example.com", phone: "11 98765-4321" };
const lead = (message = "Quero cotar um seguro de vida.") => ({
  formType: "contact",
  ...PERSON,
  insuranceType: "vida",
  message,
});

/**
 * Posts one contact lead per address, each from its own client address, and waits until every
 * confirmation its answer said goes now is sent, plus a moment for a mail that would follow. The
 * lead ids and what each answer said of its confirmation, in order.
 */
async function postUntilConfirmationsDecided(
  target: Target,
  sends: readonly { message: string; email: string; client: string }[],
): Promise<{ ids: string[]; told: string[] }> {
  const ids: string[] = [];
  const told: string[] = [];
  for (const { message, email, client } of sends) {
    const response = await postLead(target.functionUrl, { ...lead(message), email }, target.clientHeaders(client));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { id: string; confirmation: string };
    ids.push(answer.id);
    told.push(answer.confirmation);
  }
  const queued = ids.filter((_, index) => told[index] === "queued");
  await waitFor(
    async () =>
      (await target.leads()).filter((row) => queued.includes(row.id) && row.confirmationStatus === "sent").length ===
      queued.length,
    20_000,
    "every confirmation that goes now sent",
  );
  await sleep(300);
  return { ids, told };
}

const retryRoute = (target: Target, secret = CRON_SECRET) =>
  fetch(`${target.functionUrl}/retry`, { method: "POST", headers: { Authorization: `Bearer ${secret}` } });
const statusRoute = (target: Target, headers: Record<string, string> = { Authorization: `Bearer ${CRON_SECRET}` }) =>
  fetch(`${target.functionUrl}/status`, { headers });

function expectNoPersonalData(target: Target): void {
  const logs = target.logs();
  for (const value of [PERSON.name, PERSON.email, PERSON.phone, "98765", "Bragança"]) expect(logs).not.toContain(value);
}

export function contractSuite(runtime: Runtime): void {
  const start = runtimeFactory(runtime);
  describe(runtime, () => {
    describe("answers, stores once and mails once", () => {
      let target: Target;
      beforeAll(async () => {
        target = await start({ RATE_LIMIT_MAX: "1000", RETRY_BASE_SECONDS: "1" });
      });
      afterAll(async () => {
        if (target) expectNoPersonalData(target);
        await target?.stop();
      });

      it("answers 200 as soon as the lead is stored, then mails it once with a key derived from its id", async () => {
        const response = await postLead(
          target.functionUrl,
          lead("primeira mensagem"),
          target.clientHeaders("198.51.100.10"),
        );
        expect(response.status).toBe(200);
        const { ok, id } = (await response.json()) as { ok: boolean; id: string };
        expect(ok).toBe(true);
        await waitFor(() => target.mails().some((mail) => mail.key === `lead/${id}`), 15_000, "the notification");
        await waitFor(
          async () => (await target.leads()).find((row) => row.id === id)?.deliveryStatus === "delivered",
          5_000,
          "delivered",
        );
        const mail = target.mails().find((sent) => sent.key === `lead/${id}`);
        const protocol = (await target.leads()).find((row) => row.id === id)?.protocol;
        expect(mail?.subject).toBe(`[Site] Mensagem de contato ${protocol}: ${PERSON.name} — Seguro de Vida`);
        expect(mail?.text).toContain(`Protocolo: ${protocol}`);
        expect(target.mails().filter((sent) => sent.key === `lead/${id}`)).toHaveLength(1);
      });

      it("takes a full quote's answers by question id beside its body: stored by question, tabled in the staff mail, the protocol in the answer", async () => {
        const details =
          "CEP de pernoite: 01310-100\nUso do veículo: Particular\nPlaca: ABC1D23\n\nPrefiro contato à tarde.";
        const response = await postLead(
          target.functionUrl,
          {
            formType: "full-quote",
            ...PERSON,
            cpf: "123.456.789-09",
            insuranceType: "veiculo",
            additionalDetails: details,
          },
          {
            ...target.clientHeaders("198.51.100.20"),
            [QUOTE_ANSWERS_HEADER]: "cepPernoite=01310-100&uso=Particular&placa=ABC1D23",
          },
        );
        expect(response.status).toBe(200);
        const answer = (await response.json()) as { ok: boolean; id: string; protocol: string };
        expect(answer.protocol).toMatch(/^\d{4}-\d{5}$/);
        await waitFor(
          () => target.mails().some((mail) => mail.key === `lead/${answer.id}`),
          15_000,
          "the notification",
        );
        const stored = (await target.leads()).find((row) => row.id === answer.id);
        expect(stored).toMatchObject({ protocol: answer.protocol, additionalDetails: details });
        // The order of a JSON object's keys is the database's; the mail and CSV follow the questions' order.
        expect(stored?.quoteAnswers).toEqual({ placa: "ABC1D23", cepPernoite: "01310-100", uso: "Particular" });
        const mail = target.mails().find((sent) => sent.key === `lead/${answer.id}`);
        expect(mail?.html).toMatch(
          /<h2[^>]*>Respostas para a cotação<\/h2>\n<table[^>]*>\n<tr><th[^>]*>Placa<\/th><td[^>]*>ABC1D23<\/td><\/tr>\n<tr><th[^>]*>CEP de pernoite<\/th><td[^>]*>01310-100<\/td><\/tr>/,
        );
        expect(mail?.text).toContain(
          "Respostas para a cotação:\n  Placa: ABC1D23\n  CEP de pernoite: 01310-100\n  Uso do veículo: Particular",
        );
        // What the visitor wrote, apart from the answers' lines, quoted as theirs.
        expect(mail?.text).toContain(
          'Escrito pelo visitante (cada linha começa com "> "):\nDetalhes adicionais:\n> Prefiro contato à tarde.',
        );
      });

      it("never refuses a full quote over its answers: a malformed one stays in the text, as sent", async () => {
        const details = "Placa: ABC1D23\nCEP de pernoite: 123\nNada: x\n\nOlá";
        const response = await postLead(
          target.functionUrl,
          { formType: "full-quote", ...PERSON, cpf: "1", insuranceType: "veiculo", additionalDetails: details },
          { ...target.clientHeaders("198.51.100.21"), [QUOTE_ANSWERS_HEADER]: "placa=ABC1D23&cepPernoite=123&nada=x" },
        );
        expect(response.status).toBe(200);
        const { id } = (await response.json()) as { id: string };
        await waitFor(() => target.mails().some((mail) => mail.key === `lead/${id}`), 15_000, "the notification");
        expect((await target.leads()).find((row) => row.id === id)).toMatchObject({
          additionalDetails: details,
          quoteAnswers: { placa: "ABC1D23" },
        });
        expect(target.mails().find((sent) => sent.key === `lead/${id}`)?.text).toContain(
          "Detalhes adicionais:\n> CEP de pernoite: 123\n> Nada: x\n>\n> Olá",
        );
      });

      it("drops an answer that breaks the form's rules between answers, keeping it in the text, and strips invisible marks from answers", async () => {
        // Retirement at 30 for someone aged 60, the lines in the order the form never writes; a mark hidden in the other answer.
        const details =
          "Idade em que pretende se aposentar: 30\nSua idade: 60\nContribuição mensal pretendida: 500\n\nOi";
        const sent = await postLead(
          target.functionUrl,
          { formType: "full-quote", ...PERSON, cpf: "1", insuranceType: "previdencia", additionalDetails: details },
          {
            ...target.clientHeaders("198.51.100.22"),
            [QUOTE_ANSWERS_HEADER]: "idadeAposentadoria=30&idade=60&contribuicao=500",
          },
        );
        const trip = "Data de ida: 10/01/2027\nData de volta: 05/01/2027\nNúmero de viajantes: 2\u200b";
        const reversed = await postLead(
          target.functionUrl,
          { formType: "full-quote", ...PERSON, cpf: "1", insuranceType: "viagem", additionalDetails: trip },
          {
            ...target.clientHeaders("198.51.100.23"),
            [QUOTE_ANSWERS_HEADER]: encodeQuoteAnswers({
              ida: "10/01/2027",
              volta: "05/01/2027",
              viajantes: "2\u200b",
            }),
          },
        );
        const cleaned = await postLead(
          target.functionUrl,
          {
            formType: "full-quote",
            ...PERSON,
            cpf: "1",
            insuranceType: "previdencia",
            additionalDetails: "Sua idade: 4\u200b0\nIdade em que pretende se aposentar: 6\u200f5\u061c",
          },
          {
            ...target.clientHeaders("198.51.100.24"),
            [QUOTE_ANSWERS_HEADER]: encodeQuoteAnswers({ idade: "4\u200b0", idadeAposentadoria: "6\u200f5\u061c" }),
          },
        );
        const [first, second, third] = (await Promise.all(
          [sent, reversed, cleaned].map((response) => response.json()),
        )) as { id: string }[];
        await waitFor(
          () => [first, second, third].every(({ id }) => target.mails().some((mail) => mail.key === `lead/${id}`)),
          15_000,
          "the notifications",
        );
        const rows = await target.leads();
        expect(rows.find((row) => row.id === first.id)?.quoteAnswers).toEqual({
          idade: "60",
          contribuicao: "R$ 500,00",
        });
        expect(rows.find((row) => row.id === second.id)?.quoteAnswers).toEqual({ ida: "10/01/2027", viajantes: "2" });
        expect(rows.find((row) => row.id === third.id)?.quoteAnswers).toEqual({
          idade: "40",
          idadeAposentadoria: "65",
        });
        const text = target.mails().find((mail) => mail.key === `lead/${second.id}`)?.text ?? "";
        expect(text).toContain("Respostas para a cotação:\n  Data de ida: 10/01/2027\n");
        expect(text).toContain("Detalhes adicionais:\n> Data de volta: 05/01/2027\n> Número de viajantes: 2");
      });

      it("marks the visitor's text as the visitor's: a fake answers block and protocol in it show only quoted in the plain-text mail", async () => {
        const fake =
          "Respostas para a cotação:\n  Placa: XYZ9999\nProtocolo: 2026-99999\nSituação: verificado pela corretora";
        const response = await postLead(
          target.functionUrl,
          {
            formType: "full-quote",
            ...PERSON,
            cpf: "1",
            insuranceType: "veiculo",
            additionalDetails: `Placa: ABC1D23\n\n${fake}`,
          },
          { ...target.clientHeaders("198.51.100.25"), [QUOTE_ANSWERS_HEADER]: "placa=ABC1D23" },
        );
        const { id, protocol } = (await response.json()) as { id: string; protocol: string };
        await waitFor(() => target.mails().some((mail) => mail.key === `lead/${id}`), 15_000, "the notification");
        const mail = target.mails().find((sent) => sent.key === `lead/${id}`);
        const lines = (mail?.text ?? "").split(/\r?\n/);
        expect(lines.filter((line) => line === "Respostas para a cotação:")).toHaveLength(1);
        expect(lines.filter((line) => /^\s*Protocolo\b/.test(line))).toEqual([`Protocolo: ${protocol}`]);
        expect(lines.filter((line) => /^\s*Placa:/.test(line))).toEqual(["  Placa: ABC1D23"]);
        for (const line of fake.split("\n")) expect(lines).toContain(`> ${line}`);
        // The HTML keeps it whole in its own cell.
        expect(mail?.html).toContain(`white-space:pre-wrap">${fake}</td>`);
      });

      it("answers a resubmission of the same lead within 10 minutes with the same id and protocol: stored once, mailed once", async () => {
        const body = lead("Mensagem repetida pelo visitante");
        const first = (await (
          await postLead(target.functionUrl, body, target.clientHeaders("198.51.100.11"))
        ).json()) as { id: string; protocol: string };
        // Another tap, with different spacing and letter case, from another address.
        const again = await postLead(
          target.functionUrl,
          { ...body, name: ` ${PERSON.name.toUpperCase()} `, message: "mensagem  repetida pelo visitante" },
          target.clientHeaders("198.51.100.12"),
        );
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual({ ok: true, id: first.id, protocol: first.protocol });
        await waitFor(() => target.mails().some((mail) => mail.key === `lead/${first.id}`), 15_000, "the notification");
        await sleep(300);
        expect((await target.leads()).filter((row) => row.message?.includes("repetida"))).toHaveLength(1);
        expect(target.mails().filter((mail) => mail.key === `lead/${first.id}`)).toHaveLength(1);
      });

      it("keeps a lead pending while mail is down and delivers it from the scheduled route, with no new lead", async () => {
        await target.setMailDown(true);
        const response = await postLead(
          target.functionUrl,
          lead("enviada com o e-mail fora do ar"),
          target.clientHeaders("198.51.100.13"),
        );
        expect(response.status).toBe(200);
        const { id } = (await response.json()) as { id: string };
        await waitFor(
          async () => ((await target.leads()).find((row) => row.id === id)?.attempts ?? 0) >= 1,
          15_000,
          "a failed attempt",
        );
        const pending = (await target.leads()).find((row) => row.id === id);
        expect(pending).toMatchObject({ deliveryStatus: "pending", attempts: 1 });
        expect(pending?.lastError).toBeTruthy();
        expect(target.logs()).toMatch(new RegExp(`"event":"delivery_failed","lead":"${id}"`));

        await target.setMailDown(false);
        // Only the scheduled route runs now (Supabase Cron in production); it retries once the backoff has passed.
        await waitFor(
          async () => {
            const run = (await (await retryRoute(target)).json()) as { delivered: number };
            return (
              run.delivered > 0 || (await target.leads()).find((row) => row.id === id)?.deliveryStatus === "delivered"
            );
          },
          20_000,
          "the scheduled retry",
        );
        expect((await target.leads()).find((row) => row.id === id)).toMatchObject({
          deliveryStatus: "delivered",
          attempts: 2,
        });
        expect(target.mails().filter((mail) => mail.key === `lead/${id}`)).toHaveLength(1);
      });

      it("protects the retry and status routes with the secret", async () => {
        for (const response of [
          await fetch(`${target.functionUrl}/retry`, { method: "POST" }),
          await retryRoute(target, "segredo-errado"),
          await statusRoute(target, {}),
          await statusRoute(target, { Authorization: "Bearer segredo-errado" }),
        ]) {
          expect(response.status).toBe(401);
          expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
          expect(await response.json()).toEqual({ error: "Acesso não autorizado." });
        }
        expect((await fetch(`${target.functionUrl}/retry`, { method: "GET" })).status).toBe(405);
      });

      it("answers 404 to every path but the canonical one of the retry and status routes, with the secret and from any origin", async () => {
        const bearer = { Authorization: `Bearer ${CRON_SECRET}` };
        const before = (await target.leads()).map((row) => `${row.id}:${row.attempts}`).sort();
        const sideways: [string, string][] = [
          ["//status", "GET"],
          ["/send-form-email/status", "GET"],
          ["//retry", "POST"],
          ["/send-form-email/retry", "POST"],
          ["/status/", "GET"],
          ["/retry/", "POST"],
          ["/status//", "GET"],
          ["//", "POST"],
        ];
        for (const [path, method] of sideways) {
          for (const origin of [null, "https://site-qualquer.example"]) {
            const response = await fetch(`${target.functionUrl}${path}`, {
              method,
              headers: { ...bearer, ...(origin ? { Origin: origin } : {}) },
            });
            expect({ path, origin, status: response.status }).toEqual({ path, origin, status: 404 });
            expect(await response.json()).toEqual({ error: "Endereço não encontrado." });
          }
        }
        // No delivery ran: the retry route was not reached sideways.
        expect((await target.leads()).map((row) => `${row.id}:${row.attempts}`).sort()).toEqual(before);
        expect((await statusRoute(target)).status).not.toBe(404);
      });

      it("reports pending and failed counts and the oldest pending age on the status route", async () => {
        const healthy = await statusRoute(target);
        expect(healthy.status).toBe(200);
        expect(healthy.headers.get("cache-control")).toBe("no-store");
        expect(await healthy.json()).toMatchObject({
          healthy: true,
          pending: 0,
          failed: 0,
          heldForDigest: 0,
          oldestPendingAgeSeconds: null,
        });

        await target.setMailDown(true);
        const { id } = (await (
          await postLead(target.functionUrl, lead("para o status"), target.clientHeaders("198.51.100.14"))
        ).json()) as { id: string };
        await waitFor(
          async () => ((await target.leads()).find((row) => row.id === id)?.attempts ?? 0) >= 1,
          15_000,
          "a failed attempt",
        );
        await sleep(1100);
        const body = (await (await statusRoute(target)).json()) as { pending: number; oldestPendingAgeSeconds: number };
        expect(body.pending).toBe(1);
        expect(body.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(1);
        await target.setMailDown(false);
        await waitFor(
          async () => ((await (await retryRoute(target)).json()) as { delivered: number }).delivered > 0,
          20_000,
          "delivery",
        );
      });

      it("rejects NUL, C1 controls, bidi overrides, a lone surrogate and bad e-mails with 422 naming the field, storing nothing", async () => {
        const before = (await target.leads()).length;
        for (const [body, error, field] of [
          [{ ...lead(), name: "Zu\u0000leica" }, "O campo nome (name) contém caracteres inválidos.", "name"],
          [
            { ...lead(), message: "texto \ud800 quebrado" },
            "O campo mensagem (message) contém caracteres inválidos.",
            "message",
          ],
          [{ ...lead(), name: "Zu\u0085leica" }, "O campo nome (name) contém caracteres inválidos.", "name"],
          [
            { ...lead(), message: "olá \u202Eetnemlaer" },
            "O campo mensagem (message) contém caracteres inválidos.",
            "message",
          ],
          [
            { ...lead(), email: "joao..silva@example.com" },
            "Informe um endereço válido no campo e-mail (email).",
            "email",
          ],
          [{ ...lead(), email: "a@b.c" }, "Informe um endereço válido no campo e-mail (email).", "email"],
        ] as const) {
          const response = await postLead(target.functionUrl, body);
          expect(response.status).toBe(422);
          // The field at fault is named, as for every form kind (validate.ts), so a form can show the message there.
          expect(await response.json()).toEqual({ error, field });
        }
        // The escape written out by hand, as a hostile client would send it.
        const raw = await fetch(target.functionUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(lead()).replace('"message":"', '"message":"\\udc00'),
        });
        expect(raw.status).toBe(422);
        expect((await target.leads()).length).toBe(before);
      });

      it("answers TRACE, a malformed Host and other methods with a 4xx or the normal answer, never a 5xx", async () => {
        const connection = await openRawConnection(target.functionUrl);
        try {
          const trace = await connection.request(requestHead("TRACE", target.functionUrl));
          expect(trace.status).toBeGreaterThanOrEqual(400);
          expect(trace.status).toBeLessThan(500);
          const body = JSON.stringify(lead("Host quebrado"));
          const badHost = await connection.request(
            requestHead("POST", target.functionUrl, {
              Host: "[::1",
              "Content-Type": "application/json",
              "Content-Length": Buffer.byteLength(body),
            }),
            body,
          );
          expect(badHost.status).toBe(target.runtime.malformedHostStatus);
          if (badHost.status === 200) expect(JSON.parse(badHost.body)).toMatchObject({ ok: true });
        } finally {
          connection.close();
        }
        for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
          const response = await fetch(target.functionUrl, { method, ...(method === "GET" ? {} : { body: "x" }) });
          expect(response.status).toBe(405);
          expect(response.headers.get("allow")).toBe("POST, OPTIONS");
        }
        const unknownRoute = await fetch(`${target.functionUrl}/qualquer-coisa`, { method: "POST", body: "{}" });
        expect(unknownRoute.status).toBe(404);
      });

      it("keeps the connection usable after early answers, a 5 MB upload included", async () => {
        const big = Buffer.alloc(5 * 1024 * 1024, "a");
        const body = JSON.stringify(lead("depois de um upload grande"));
        const exchanges: [string, Buffer | string, number, string?][] = [
          [
            requestHead("POST", target.functionUrl, {
              "Content-Type": "application/json",
              "Content-Length": big.length,
            }),
            big,
            413,
            "A solicitação é grande demais. Reduza o texto da mensagem e tente novamente.",
          ],
          [
            requestHead("POST", target.functionUrl, { "Content-Type": "text/plain", "Content-Length": 1024 }),
            Buffer.alloc(1024, "b"),
            415,
          ],
          [requestHead("PUT", target.functionUrl, { "Content-Length": 2048 }), Buffer.alloc(2048, "c"), 405],
          [
            requestHead("POST", target.functionUrl, {
              "Content-Type": "application/json",
              "Content-Length": Buffer.byteLength(body),
            }),
            body,
            200,
          ],
        ];
        let connection = await openRawConnection(target.functionUrl);
        try {
          for (const [head, payload, status, error] of exchanges) {
            const response = await connection.request(head, payload);
            expect(response.status).toBe(status);
            if (error) expect(JSON.parse(response.body)).toEqual({ error });
            if (target.runtime.reusesConnectionAfterUpload) {
              expect(response.headers.connection).not.toBe("close");
              continue;
            }
            // Otherwise the close must be announced and clean (FIN after the whole answer, never a reset).
            if (response.headers.connection === "close") {
              await waitFor(() => connection.closed(), 5_000, "the announced close");
              expect(connection.wasReset()).toBe(false);
              connection = await openRawConnection(target.functionUrl);
            }
          }
          expect(connection.wasReset()).toBe(false);
        } finally {
          connection.close();
        }
      });
    });

    describe("the visitor's confirmation", () => {
      let target: Target;
      beforeAll(async () => {
        target = await start({
          RATE_LIMIT_MAX: "1000",
          RETRY_BASE_SECONDS: "1",
          RETRY_MAX_DELAY_SECONDS: "1",
          VISITOR_CONFIRMATION: "on",
        });
      });
      afterAll(async () => {
        if (target) expectNoPersonalData(target);
        await target?.stop();
      });

      const fullQuote = (email: string, details: string) => ({
        formType: "full-quote",
        ...PERSON,
        email,
        cpf: "123.456.789-09",
        insuranceType: "vida",
        additionalDetails: details,
      });
      const mailsTo = (address: string) => target.mails().filter((mail) => mail.to.includes(address));

      it("goes once per address a day, after the staff's mail, with its protocol and nothing the visitor typed", async () => {
        const visitor = "visitante.um@example.com";
        const first = (await (
          await postLead(
            target.functionUrl,
            fullQuote(visitor, "Texto secreto do visitante <b>um</b>"),
            target.clientHeaders("198.51.100.30"),
          )
        ).json()) as { id: string; protocol: string; confirmation: string };
        // The answer says it goes (the site's notice follows it).
        expect(first.confirmation).toBe("queued");
        await waitFor(
          () => target.mails().some((mail) => mail.key === `confirmation/${first.id}`),
          15_000,
          "the confirmation",
        );
        const second = (await (
          await postLead(
            target.functionUrl,
            fullQuote(visitor, "Segundo pedido, outro texto"),
            target.clientHeaders("198.51.100.31"),
          )
        ).json()) as { id: string; confirmation: string };
        // The answer says none goes now: never the same success as the first visitor's.
        expect(second.confirmation).toBe("skipped");
        await waitFor(
          () => target.mails().some((mail) => mail.key === `lead/${second.id}`),
          15_000,
          "the second staff mail",
        );
        await waitFor(
          async () => (await target.leads()).find((row) => row.id === second.id)?.confirmationStatus === "skipped",
          5_000,
          "the second confirmation skipped",
        );
        await sleep(300);

        // Two staff mails, one visitor mail.
        expect(
          target.mails().filter((mail) => mail.key === `lead/${first.id}` || mail.key === `lead/${second.id}`),
        ).toHaveLength(2);
        const confirmations = mailsTo(visitor);
        expect(confirmations).toHaveLength(1);
        const [confirmation] = confirmations;
        expect(confirmation.key).toBe(`confirmation/${first.id}`);
        // After the staff's mail of that lead, never before it.
        const order = target.mails().map((mail) => mail.key);
        expect(order.indexOf(`lead/${first.id}`)).toBeLessThan(order.indexOf(`confirmation/${first.id}`));
        // The staff mail's protocol; the brokerage's own sender and reply address; nothing the visitor typed.
        const staff = target.mails().find((mail) => mail.key === `lead/${first.id}`);
        expect(staff?.subject).toContain(first.protocol);
        expect(confirmation.subject).toBe(
          `Corretora Tranquilidade: recebemos seu pedido de cotação (protocolo ${first.protocol})`,
        );
        expect(confirmation.text).toContain(`O número do seu protocolo é ${first.protocol}`);
        expect(confirmation.html).toContain(`<strong>${first.protocol}</strong>`);
        expect(confirmation.text).toContain(
          "e entra em contato em até 24 horas, pelo telefone ou e-mail que você informou.",
        );
        expect(confirmation.text).toContain(
          `https://wa.me/551130000000?text=${encodeURIComponent(`Olá! Meu protocolo é ${first.protocol}.`)}`,
        );
        expect(confirmation.text).toContain("/politica-de-privacidade");
        expect([confirmation.fromName, confirmation.from]).toEqual(["Corretora Tranquilidade", "site@example.com"]);
        expect(confirmation.replyTo).toBe("contato@corretoratranquilidade.com.br");
        for (const typed of ["secreto", "Zuleica", "Bragança", "98765", "123.456.789", "Segundo pedido"]) {
          expect([
            typed,
            `${confirmation.subject}\n${confirmation.text}\n${confirmation.html}`.includes(typed),
          ]).toEqual([typed, false]);
        }
        const rows = await target.leads();
        expect(rows.find((row) => row.id === first.id)).toMatchObject({
          deliveryStatus: "delivered",
          confirmationStatus: "sent",
        });
      });

      it("is never sent for possible spam, nor for a form without an address", async () => {
        const trapped = (await (
          await postLead(target.functionUrl, fullQuote("robo.alvo@example.com", "spam"), {
            ...target.clientHeaders("198.51.100.32"),
            "X-Form-Trap": "https://spam.example",
          })
        ).json()) as { id: string; confirmation?: string };
        const quick = (await (
          await postLead(target.functionUrl, quickQuote("Rápida Sem Email"), target.clientHeaders("198.51.100.33"))
        ).json()) as { id: string; confirmation?: string };
        // A bot that filled the trap reads what a visitor would; a form without an address says nothing of it.
        expect(trapped.confirmation).toBe("queued");
        expect(quick).not.toHaveProperty("confirmation");
        await waitFor(
          () => target.mails().some((mail) => mail.key === `lead/${quick.id}`),
          15_000,
          "the quick quote's staff mail",
        );
        expect(await (await retryRoute(target)).json()).toMatchObject({ digests: 1 });
        await sleep(500);
        expect(mailsTo("robo.alvo@example.com")).toHaveLength(0);
        expect(
          target
            .mails()
            .some((mail) => mail.key === `confirmation/${trapped.id}` || mail.key === `confirmation/${quick.id}`),
        ).toBe(false);
        const rows = await target.leads();
        expect(rows.find((row) => row.id === trapped.id)).toMatchObject({
          deliveredVia: "spam-digest",
          confirmationStatus: null,
        });
        expect(rows.find((row) => row.id === quick.id)).toMatchObject({
          deliveryStatus: "delivered",
          confirmationStatus: null,
        });
      });

      it("a failing confirmation leaves the staff's mail delivered exactly once, and is retried until it goes", async () => {
        const visitor = "caixa.cheia@example.com";
        await target.setRecipientDown(visitor, true);
        const { id } = (await (
          await postLead(
            target.functionUrl,
            fullQuote(visitor, "com a caixa do visitante cheia"),
            target.clientHeaders("198.51.100.34"),
          )
        ).json()) as { id: string };
        await waitFor(
          async () => (await target.leads()).find((row) => row.id === id)?.deliveryStatus === "delivered",
          15_000,
          "the staff mail",
        );
        await waitFor(
          () => target.logs().includes(`"event":"confirmation_failed","lead":"${id}"`),
          15_000,
          "a failed confirmation",
        );
        expect((await target.leads()).find((row) => row.id === id)?.confirmationStatus).toBe("pending");
        // Scheduled runs while the visitor's server still refuses: the staff mail is not sent again.
        await sleep(1500);
        await retryRoute(target);
        expect(mailsTo(visitor)).toHaveLength(0);
        await target.setRecipientDown(visitor, false);
        await waitFor(
          async () => {
            await retryRoute(target);
            return (await target.leads()).find((row) => row.id === id)?.confirmationStatus === "sent";
          },
          20_000,
          "the retried confirmation",
        );
        expect(mailsTo(visitor).map((mail) => mail.key)).toEqual([`confirmation/${id}`]);
        expect(target.mails().filter((mail) => mail.key === `lead/${id}`)).toHaveLength(1);
        expect((await target.leads()).find((row) => row.id === id)).toMatchObject({
          deliveryStatus: "delivered",
          attempts: 1,
        });
      });

      it("goes once per mailbox, whatever the spelling: four spellings of one Gmail box and an IDN domain beside its punycode form", async () => {
        const own = await start({
          RATE_LIMIT_MAX: "1000",
          VISITOR_CONFIRMATION: "on",
          CONFIRMATION_MAX_PER_CLIENT: "0",
        });
        try {
          const spellings = [
            "victim@gmail.com",
            "v.ictim@gmail.com",
            "victim+1@gmail.com",
            "VICTIM@googlemail.com",
            "ana@exämple.com.br",
            "ana@xn--exmple-cua.com.br",
          ];
          const { ids, told } = await postUntilConfirmationsDecided(
            own,
            spellings.map((email, index) => ({ message: `grafia ${index}`, email, client: "198.51.100.40" })),
          );
          // Decided with each submission, one after the other: each mailbox's first spelling is confirmed.
          expect(told).toEqual(["queued", "skipped", "skipped", "skipped", "queued", "skipped"]);
          await waitFor(
            () => own.mails().filter((mail) => mail.key.startsWith("lead/")).length === 6,
            15_000,
            "six staff mails",
          );
          // Six staff mails, each lead its own; two confirmations: one per mailbox.
          expect(own.mails().filter((mail) => mail.key.startsWith("lead/"))).toHaveLength(6);
          const confirmed = own
            .mails()
            .filter((mail) => mail.key.startsWith("confirmation/"))
            .map((mail) => mail.key.slice("confirmation/".length));
          const gmail = ids.slice(0, 4);
          const idn = ids.slice(4);
          expect({
            gmail: confirmed.filter((id) => gmail.includes(id)).length,
            idn: confirmed.filter((id) => idn.includes(id)).length,
            total: confirmed.length,
          }).toEqual({ gmail: 1, idn: 1, total: 2 });
          const rows = await own.leads();
          const statuses = (group: string[]) =>
            group.map((id) => rows.find((row) => row.id === id)?.confirmationStatus).sort();
          expect({ gmail: statuses(gmail), idn: statuses(idn) }).toEqual({
            gmail: ["sent", "skipped", "skipped", "skipped"],
            idn: ["sent", "skipped"],
          });
          expect(confirmed.every((id) => rows.find((row) => row.id === id)?.confirmationStatus === "sent")).toBe(true);
        } finally {
          await own.stop();
        }
      });

      it("goes at most 3 times an hour for one client, whatever the addresses; another client has its own", async () => {
        // The domain's own limit apart (confirmation-limits-suite.ts): every address here is example.com's.
        const own = await start({
          RATE_LIMIT_MAX: "1000",
          VISITOR_CONFIRMATION: "on",
          CONFIRMATION_MAX_PER_DOMAIN: "0",
        });
        try {
          const { ids, told } = await postUntilConfirmationsDecided(
            own,
            Array.from({ length: 10 }, (_, index) => ({
              message: `endereço ${index}`,
              email: `alvo.${index}@example.com`,
              client: "198.51.100.41",
            })),
          );
          expect(told).toEqual([...Array(3).fill("queued"), ...Array(7).fill("skipped")]);
          await waitFor(
            () => own.mails().filter((mail) => mail.key.startsWith("lead/")).length === 10,
            15_000,
            "ten staff mails",
          );
          expect(own.mails().filter((mail) => mail.key.startsWith("confirmation/"))).toHaveLength(3);
          const skipped = (await own.leads()).filter(
            (row) => ids.includes(row.id) && row.confirmationStatus === "skipped",
          );
          expect(skipped).toHaveLength(7);
          expect(
            own
              .logs()
              .split("\n")
              .filter((line) => line.includes('"reason":"client reached its confirmations this hour"')),
          ).toHaveLength(7);
          if (runtime === "production entry") {
            // Another client (Cloudflare's header; locally every request is the one socket client) still gets its own.
            const other = (await (
              await postLead(
                own.functionUrl,
                { ...lead("outro cliente"), email: "outra.pessoa@example.com" },
                own.clientHeaders("198.51.100.42"),
              )
            ).json()) as { id: string };
            await waitFor(
              () => own.mails().some((mail) => mail.key === `confirmation/${other.id}`),
              15_000,
              "the other client's confirmation",
            );
          }
        } finally {
          await own.stop();
        }
      });

      it("has its own hourly ceiling: past it one waits within the hour, then none goes, and the staff's mails are neither held nor delayed", async () => {
        const own = await start({
          RATE_LIMIT_MAX: "1000",
          VISITOR_CONFIRMATION: "on",
          MAIL_MAX_PER_HOUR: "4",
          CONFIRMATION_MAX_PER_HOUR: "1",
          CONFIRMATION_MAX_PER_CLIENT: "0",
          CONFIRMATION_MAX_PER_DOMAIN: "0",
        });
        try {
          const { ids, told } = await postUntilConfirmationsDecided(
            own,
            Array.from({ length: 4 }, (_, index) => ({
              message: `teto ${index}`,
              email: `teto.${index}@example.com`,
              client: `198.51.100.${50 + index}`,
            })),
          );
          // One goes now, one at the place that frees within the hour (the scheduled run's), none for the rest.
          expect(told).toEqual(["queued", "deferred", "skipped", "skipped"]);
          await waitFor(
            () => own.mails().filter((mail) => mail.key.startsWith("lead/")).length === 4,
            15_000,
            "four staff mails",
          );
          // Four staff mails of their own (MAIL_MAX_PER_HOUR 4), none held for a digest; one confirmation.
          expect(own.mails().filter((mail) => mail.key.startsWith("lead/"))).toHaveLength(4);
          expect((await own.leads()).filter((row) => row.heldForDigest)).toHaveLength(0);
          expect(own.mails().filter((mail) => mail.key.startsWith("confirmation/"))).toHaveLength(1);
          const rows = await own.leads();
          expect(ids.map((id) => rows.find((row) => row.id === id)?.confirmationStatus)).toEqual([
            "sent",
            "pending",
            "skipped",
            "skipped",
          ]);
          expect(own.logs()).toContain('"reason":"hourly confirmation ceiling reached"');
          expect(own.logs()).toContain(`"event":"confirmation_deferred","lead":"${ids[1]}"`);
        } finally {
          await own.stop();
        }
      });

      it("is not sent at all with VISITOR_CONFIRMATION=off", async () => {
        const off = await start({ RATE_LIMIT_MAX: "1000", VISITOR_CONFIRMATION: "off" });
        try {
          const { id } = (await (
            await postLead(off.functionUrl, lead("com a confirmação desligada"), off.clientHeaders("198.51.100.35"))
          ).json()) as { id: string };
          await waitFor(() => off.mails().some((mail) => mail.key === `lead/${id}`), 15_000, "the staff mail");
          await retryRoute(off);
          await sleep(500);
          expect(off.mails().map((mail) => mail.key)).toEqual([`lead/${id}`]);
          expect((await off.leads()).find((row) => row.id === id)?.confirmationStatus).toBeNull();
        } finally {
          await off.stop();
        }
      });
    });

    describe("rate limit", () => {
      it("lets exactly 10 of 50 concurrent requests from one client through", async () => {
        const target = await start({ RATE_LIMIT_MAX: "10" });
        try {
          const responses = await Promise.all(
            Array.from({ length: 50 }, (_, index) =>
              postLead(target.functionUrl, lead(`concorrente ${index}`), target.clientHeaders("203.0.113.50")),
            ),
          );
          const statuses = responses.map((response) => response.status);
          expect(statuses.filter((status) => status === 200)).toHaveLength(10);
          expect(statuses.filter((status) => status === 429)).toHaveLength(40);
          const limited = responses.find((response) => response.status === 429);
          expect(limited?.headers.get("retry-after")).toBe("600");
          expect(await limited?.json()).toEqual({
            error:
              "Muitas solicitações enviadas em pouco tempo. Aguarde alguns minutos e tente novamente ou entre em contato por telefone.",
          });
          expect(await target.leads()).toHaveLength(10);
        } finally {
          await target.stop();
        }
      });

      it("limits 300 leads whose X-Forwarded-For rotates: the client's own header opens no new bucket", async () => {
        const target = await start({ RATE_LIMIT_MAX: "10", MAIL_MAX_PER_HOUR: "1000" });
        try {
          let passed = 0;
          for (let batch = 0; batch < 30; batch += 1) {
            const responses = await Promise.all(
              Array.from({ length: 10 }, (_, index) => {
                const n = batch * 10 + index;
                return postLead(target.functionUrl, lead(`rotativo ${n}`), {
                  ...target.clientHeaders("203.0.113.60"),
                  "X-Forwarded-For": `10.${n >> 8}.${n & 255}.7`,
                  "X-Real-IP": `10.${n >> 8}.${n & 255}.8`,
                });
              }),
            );
            passed += responses.filter((response) => response.status === 200).length;
          }
          expect(passed).toBe(10);
          expect(await target.leads()).toHaveLength(10);
          await waitFor(() => target.mails().length >= 10, 15_000, "10 notifications");
          await sleep(300);
          expect(target.mails()).toHaveLength(10);
        } finally {
          await target.stop();
        }
      });
    });

    describe("abuse limits that hold", () => {
      // Both runtimes read the client's address from the platform's header here, as Supabase's does.
      const fromHeader = { CLIENT_IP_FROM: "header:cf-connecting-ip", MAIL_MAX_PER_HOUR: "1000" };

      it("limits 30 addresses of one IPv6 /64 like one client; another /64 has its own bucket", async () => {
        const target = await start({ ...fromHeader, RATE_LIMIT_MAX: "10" });
        try {
          const responses = [];
          for (let index = 0; index < 30; index += 1) {
            const address = `2001:db8:cafe:7:${((index * 7919) % 65536).toString(16)}:${index.toString(16)}::${(index + 1).toString(16)}`;
            responses.push(await postLead(target.functionUrl, lead(`ipv6 ${index}`), { "CF-Connecting-IP": address }));
          }
          expect(responses.filter((response) => response.status === 200)).toHaveLength(10);
          expect(responses.filter((response) => response.status === 429)).toHaveLength(20);
          const neighbour = await postLead(target.functionUrl, lead("outra casa"), {
            "CF-Connecting-IP": "2001:db8:cafe:8::1",
          });
          expect(neighbour.status).toBe(200);
          expect(await target.leads()).toHaveLength(11);
        } finally {
          await target.stop();
        }
      });

      it("stops a flood from 400 distinct addresses at the global ceiling with 429, logging it once", async () => {
        const target = await start({ ...fromHeader, RATE_LIMIT_MAX: "10", LEADS_MAX_PER_MINUTE: "50" });
        try {
          const statuses: number[] = [];
          let busy: Response | undefined;
          for (let batch = 0; batch < 20; batch += 1) {
            const responses = await Promise.all(
              Array.from({ length: 20 }, (_, index) => {
                const n = batch * 20 + index;
                return postLead(target.functionUrl, lead(`inundação ${n}`), {
                  "CF-Connecting-IP": `198.18.${n >> 8}.${n & 255}`,
                });
              }),
            );
            statuses.push(...responses.map((response) => response.status));
            busy ??= responses.find((response) => response.status === 429);
          }
          expect(statuses.filter((status) => status === 200)).toHaveLength(50);
          expect(statuses.filter((status) => status === 429)).toHaveLength(350);
          expect(busy?.headers.get("retry-after")).toBe("60");
          expect(await busy?.json()).toEqual({
            error:
              "Recebemos solicitações demais neste momento. Tente novamente em alguns minutos ou entre em contato por telefone.",
          });
          expect(await target.leads()).toHaveLength(50);
          expect(
            target
              .logs()
              .split("\n")
              .filter((line) => line.includes('"event":"lead_ceiling_reached"')),
          ).toHaveLength(1);
        } finally {
          await target.stop();
        }
      });

      it("accepts 12 visitors whose address header is missing, none bucketed with another, and says so once", async () => {
        const target = await start({ ...fromHeader, RATE_LIMIT_MAX: "10" });
        try {
          for (let index = 0; index < 12; index += 1) {
            expect((await postLead(target.functionUrl, lead(`sem cabeçalho ${index}`))).status).toBe(200);
          }
          expect(await target.leads()).toHaveLength(12);
          expect(
            target
              .logs()
              .split("\n")
              .filter((line) => line.includes('"event":"client_ip_missing"')),
          ).toHaveLength(1);
        } finally {
          await target.stop();
        }
      });
    });

    describe("possible spam", () => {
      it("stores a lead whose honeypot was filled, mails it only in the daily 'possível spam' digest, and stays healthy", async () => {
        const target = await start({ RATE_LIMIT_MAX: "1000" });
        try {
          const trapped = await postLead(target.functionUrl, lead("preenchido por um robô"), {
            ...target.clientHeaders("192.0.2.200"),
            "X-Form-Trap": "https://spam.example",
          });
          expect(trapped.status).toBe(200);
          const { id } = (await trapped.json()) as { id: string };
          const ordinary = (await (
            await postLead(target.functionUrl, lead("pessoa de verdade"), target.clientHeaders("192.0.2.201"))
          ).json()) as { id: string };
          await waitFor(
            () => target.mails().some((mail) => mail.key === `lead/${ordinary.id}`),
            15_000,
            "the ordinary lead's mail",
          );
          await sleep(300);
          expect(target.mails().some((mail) => mail.key === `lead/${id}`)).toBe(false);
          expect((await target.leads()).find((row) => row.id === id)).toMatchObject({
            deliveryStatus: "pending",
            spamReason: "campo oculto preenchido (honeypot)",
          });
          const status = await statusRoute(target);
          expect(status.status).toBe(200);
          expect(await status.json()).toMatchObject({ healthy: true, pending: 0, possibleSpamPending: 1 });

          expect(await (await retryRoute(target)).json()).toMatchObject({ digests: 1, delivered: 1 });
          const spamDigests = target.mails().filter((mail) => mail.key.startsWith("spam-digest/"));
          expect(spamDigests).toHaveLength(1);
          expect(spamDigests[0].subject).toBe("[Site] Possível spam: 1 solicitação");
          expect(spamDigests[0].text).toContain(
            `Protocolo: ${(await target.leads()).find((row) => row.id === id)?.protocol}`,
          );
          expect((await target.leads()).find((row) => row.id === id)).toMatchObject({
            deliveryStatus: "delivered",
            deliveredVia: "spam-digest",
          });

          // The next one waits for tomorrow's digest.
          const later = (await (
            await postLead(target.functionUrl, lead("outro robô"), {
              ...target.clientHeaders("192.0.2.202"),
              "X-Form-Trap": "x",
            })
          ).json()) as { id: string };
          expect(await (await retryRoute(target)).json()).toMatchObject({ digests: 0 });
          expect((await target.leads()).find((row) => row.id === later.id)?.deliveryStatus).toBe("pending");
          expect(target.mails().filter((mail) => mail.key.startsWith("spam-digest/"))).toHaveLength(1);
          expectNoPersonalData(target);
        } finally {
          await target.stop();
        }
      });
    });

    describe("keeping less", () => {
      it("stores the referrer as origin and path with only its utm_* parameters", async () => {
        const target = await start({ RATE_LIMIT_MAX: "1000" });
        try {
          const response = await postLead(target.functionUrl, lead("com referrer"), {
            ...target.clientHeaders("192.0.2.210"),
            Referer:
              "https://usuario:senha@www.corretora.example/solicitar-cotacao?email=zuleica%40example.com&utm_source=google&nome=Zuleica&utm_campaign=auto-sp#topo",
          });
          const { id } = (await response.json()) as { id: string };
          expect((await target.leads()).find((row) => row.id === id)?.page).toBe(
            "https://www.corretora.example/solicitar-cotacao?utm_source=google&utm_campaign=auto-sp",
          );
        } finally {
          await target.stop();
        }
      });

      it("gives each lead a short protocol and mails it with one-tap actions and the visitor's source", async () => {
        const target = await start({ RATE_LIMIT_MAX: "1000" });
        try {
          const source =
            "landing=%2Fservicos%2Fseguro-auto&utm_source=google&utm_medium=cpc&utm_campaign=auto-sp-nov&referrer=https%3A%2F%2Fwww.google.com";
          const ids: string[] = [];
          for (const [index, body] of [lead("primeiro"), quickQuote("Segundo Lead")].entries()) {
            const response = await postLead(target.functionUrl, body, {
              ...target.clientHeaders(`192.0.2.${220 + index}`),
              ...(index === 0 ? { "X-Lead-Source": source } : {}),
            });
            expect(response.status).toBe(200);
            ids.push(((await response.json()) as { id: string }).id);
          }
          await waitFor(
            () => target.mails().filter((mail) => ids.some((id) => mail.key === `lead/${id}`)).length === 2,
            15_000,
            "two mails",
          );
          const rows = await target.leads();
          const [first, second] = ids.map((id) => rows.find((row) => row.id === id)!);
          const year = new Date().getFullYear();
          expect(first.protocol).toMatch(new RegExp(`^${year}-\\d{5}$`));
          expect(Number(second.protocol.slice(5))).toBe(Number(first.protocol.slice(5)) + 1);
          expect(first.source).toEqual(CAMPAIGN_SOURCE);
          expect(second.source.landingPage).toBeNull();

          const mail = target.mails().find((sent) => sent.key === `lead/${first.id}`)!;
          expect(mail.subject).toContain(first.protocol);
          expect(mail.text).toContain(`Protocolo: ${first.protocol}`);
          expect(mail.html).toContain('href="tel:+5511987654321"');
          expect(mail.html).toMatch(/href="https:\/\/wa\.me\/5511987654321\?text=[^"]*Corretora%20Tranquilidade/);
          // The chat opens on the same request: the protocol in its first line, the product from the form's list, no name.
          const chat = /href="(https:\/\/wa\.me\/5511987654321\?text=[^"]+)"/.exec(mail.html)?.[1] ?? "";
          const chatText = new URL(chat.replace(/&amp;/g, "&")).searchParams.get("text") ?? "";
          expect(chatText.split("\n")[0]).toBe(
            `Olá! Sobre a sua solicitação de Seguro de Vida, protocolo ${first.protocol}:`,
          );
          expect(mail.text).toContain(`Conversar no WhatsApp: ${chat.replace(/&amp;/g, "&")}`);
          for (const value of [PERSON.name, "Zuleica", PERSON.email, PERSON.phone])
            expect(chatText).not.toContain(value);
          expect(mail.html).toContain(`href="mailto:${PERSON.email}?subject=`);
          expect(mail.text).toContain("Campanha: google / cpc / auto-sp-nov");
          expect(mail.text).toContain("Página de entrada: /servicos/seguro-auto");
          expect(mail.text).not.toContain(first.id);
          // The quick quote has no e-mail: call and WhatsApp only.
          const quick = target.mails().find((sent) => sent.key === `lead/${second.id}`)!;
          expect(quick.html).not.toContain("mailto:");
          expect(quick.html).toContain("tel:+55");
          expectNoPersonalData(target);
        } finally {
          await target.stop();
        }
      });

      it("takes the status route's secrets from the Authorization header only, never the query string", async () => {
        const target = await start({ LEADS_STATUS_TOKEN: "token-do-monitor" });
        try {
          expect((await statusRoute(target, { Authorization: "Bearer token-do-monitor" })).status).toBe(200);
          expect((await fetch(`${target.functionUrl}/status?token=token-do-monitor`)).status).toBe(401);
          expect((await fetch(`${target.functionUrl}/status?token=${CRON_SECRET}`)).status).toBe(401);
          // The monitor's token reads the status; it does not run deliveries.
          const run = await fetch(`${target.functionUrl}/retry`, {
            method: "POST",
            headers: { Authorization: "Bearer token-do-monitor" },
          });
          expect(run.status).toBe(401);
        } finally {
          await target.stop();
        }
      });
    });

    describe("hourly mail ceiling", () => {
      it("stores and acknowledges leads past the ceiling and mails them in one digest", async () => {
        const target = await start({ RATE_LIMIT_MAX: "1000", MAIL_MAX_PER_HOUR: "3" });
        try {
          const ids: string[] = [];
          for (let index = 0; index < 8; index += 1) {
            const response = await postLead(
              target.functionUrl,
              lead(`enxurrada ${index}`),
              target.clientHeaders(`192.0.2.${index + 1}`),
            );
            expect(response.status).toBe(200);
            ids.push(((await response.json()) as { id: string }).id);
          }
          await waitFor(
            async () => (await target.leads()).filter((row) => row.heldForDigest).length === 5,
            15_000,
            "5 held leads",
          );
          await waitFor(() => target.mails().length === 3, 15_000, "3 notifications");
          await sleep(300);
          expect(target.mails()).toHaveLength(3);

          const run = (await (await retryRoute(target)).json()) as { digests: number; delivered: number };
          expect(run).toMatchObject({ digests: 1, delivered: 5 });
          const digests = target.mails().filter((mail) => mail.key.startsWith("lead-digest/"));
          expect(digests).toHaveLength(1);
          expect(digests[0].subject).toBe("[Site] Resumo: 5 solicitações recebidas");
          const held = (await target.leads()).filter((row) => row.heldForDigest);
          for (const row of held) expect(digests[0].text).toContain(`Protocolo: ${row.protocol}`);
          expect((await target.leads()).every((row) => row.deliveryStatus === "delivered")).toBe(true);

          // Another lead within the hour waits for the next digest; no second digest this hour.
          await postLead(target.functionUrl, lead("depois do resumo"), target.clientHeaders("192.0.2.99"));
          await waitFor(
            async () => (await target.leads()).filter((row) => row.heldForDigest).length === 6,
            15_000,
            "held again",
          );
          expect(((await (await retryRoute(target)).json()) as { digests: number }).digests).toBe(0);
          expect(target.mails()).toHaveLength(4);
        } finally {
          await target.stop();
        }
      });
    });

    describe("retry window", () => {
      it("marks a lead failed once its retry window is spent, logs each attempt with id and reason, and reports it", async () => {
        const target = await start({
          RETRY_WINDOW_SECONDS: "2",
          RETRY_BASE_SECONDS: "1",
          RETRY_MAX_DELAY_SECONDS: "1",
        });
        try {
          await target.setMailDown(true);
          const { id } = (await (await postLead(target.functionUrl, lead("nunca entregue"))).json()) as { id: string };
          await waitFor(
            async () => {
              await retryRoute(target);
              return (await target.leads()).find((row) => row.id === id)?.deliveryStatus === "failed";
            },
            20_000,
            "the lead to be marked failed",
          );
          const failedLines = target
            .logs()
            .split("\n")
            .filter((line) => line.includes(`"lead":"${id}"`) && line.includes("delivery_"));
          expect(failedLines.length).toBeGreaterThanOrEqual(2);
          expect(failedLines.at(-1)).toMatch(/"event":"delivery_gave_up"/);
          for (const line of failedLines)
            expect(JSON.parse(line)).toMatchObject({ lead: id, reason: expect.any(String) });

          const status = await statusRoute(target);
          expect(status.status).toBe(503);
          expect(await status.json()).toMatchObject({ healthy: false, failed: 1, pending: 0 });
          expectNoPersonalData(target);
        } finally {
          await target.stop();
        }
      });
    });
  });
}
