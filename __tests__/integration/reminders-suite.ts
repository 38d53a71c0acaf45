/**
 * The renewal reminders (issue 42) over real sockets, run against both runtimes like the contract
 * suite (reminders-local-server.test.ts, reminders-production-entry.test.ts): refusals at the field
 * with nothing stored or sent, the double opt-in's one confirmation per mailbox a day, the confirm and
 * cancel tokens (RFC 8058's one-click included; reading a token, or a GET, changes nothing), the
 * daily job: due reminders mailed exactly once to the visitor and to staff, nothing for an
 * unconfirmed or cancelled one; and no token in the function's logs.
 */

import { addMonths, formatDate, shiftDays, todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import {
  REMINDER_CONSENT_MISSING,
  REMINDER_PAGES,
  REMINDER_TOKEN_MESSAGES,
} from "../../supabase/functions/_shared/contract/renewal-reminder";
import { HONEYPOT_HEADER } from "../../supabase/functions/_shared/contract/spam-signals";
import { request as httpRequest } from "node:http";
import { postLead, sleep, waitFor } from "./helpers";
import { runtimeFactory, type EdgeTarget, type Runtime, type SentMail, type Target } from "./targets";

/** Personal data used here; none of it may ever appear in a log line. */
const PERSON = { name: "Zuleica Bragança", phone: "11 98765-4321", insurer: "Seguradora Exemplar" };

const today = () => todayInSaoPaulo();
const inDays = (days: number) => shiftDays(today(), days);

const reminderBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  formType: "renewal-reminder",
  name: PERSON.name,
  email,
  phone: PERSON.phone,
  insuranceType: "veiculo",
  renewalDate: inDays(40),
  currentInsurer: PERSON.insurer,
  consent: true,
  ...overrides,
});

/** The token a mail's link carries in its fragment, for one of the site's pages. */
function tokenIn(mail: SentMail | undefined, page: string): string {
  const match = new RegExp(`${page}#([A-Za-z0-9_-]{43})`).exec(mail?.text ?? "");
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[1];
}

const postToken = (target: Target, route: "confirm" | "cancel", token: unknown, headers: Record<string, string> = {}) =>
  fetch(`${target.functionUrl}/reminders/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ token }),
  });

/** What the pages read before the click (REMINDER_STATE_ROUTE): the status and the answer. */
async function readState(
  target: Target,
  action: unknown,
  token: unknown,
  headers: Record<string, string> = {},
): Promise<[number, Record<string, unknown>]> {
  const response = await fetch(`${target.functionUrl}/reminders/state`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ token, action }),
  });
  return [response.status, (await response.json()) as Record<string, unknown>];
}

/** Every reminder token the function mailed: in the pages' links and in RFC 8058's header. */
function mailedTokens(mails: SentMail[]): string[] {
  const tokens = mails.flatMap((mail) =>
    [mail.text, mail.html, mail.headers["list-unsubscribe"] ?? ""].flatMap((text) =>
      [...text.matchAll(/(?:#|token=)([A-Za-z0-9_-]{43})/g)].map((match) => match[1]),
    ),
  );
  return [...new Set(tokens)];
}

export function remindersSuite(runtime: Runtime): void {
  const start = runtimeFactory(runtime);
  describe(`${runtime}: renewal reminders`, () => {
    let target: Target;
    beforeAll(async () => {
      // One client throughout (the local server knows the socket only): its own limits are tested below.
      // Every address here is example.com's: the domain's own limit is confirmation-limits-suite.ts's.
      // A reminder 45 days ahead is due today: the daily job runs as of today or a past day only.
      target = await start({
        RATE_LIMIT_MAX: "1000",
        RETRY_BASE_SECONDS: "1",
        REMINDER_TOKEN_MAX_MISSES: "1000",
        CONFIRMATION_MAX_PER_CLIENT: "0",
        CONFIRMATION_MAX_PER_DOMAIN: "0",
        REMINDER_DAYS_BEFORE: "45",
      });
    });
    afterAll(async () => {
      // Stopped whatever the checks find: a server left running would hold Jest open.
      try {
        if (target) {
          const logs = target.logs();
          for (const value of [PERSON.name, PERSON.phone, PERSON.insurer, "98765", "@example.com"])
            expect(logs).not.toContain(value);
          // Every token this suite was mailed, and then posted, read, one-clicked or guessed: none in a log line.
          const tokens = mailedTokens(target.mails());
          expect(tokens.length).toBeGreaterThan(10);
          expect(tokens.filter((token) => logs.includes(token))).toEqual([]);
          expect(logs).not.toContain("token=");
          expect(logs).toContain("reminder_confirmed");
        }
      } finally {
        await target?.stop();
      }
    });

    /** Posts a reminder and waits for its confirmation mail; its id and the mail. */
    async function askAndConfirmMail(email: string, overrides: Record<string, unknown> = {}) {
      const response = await postLead(target.functionUrl, reminderBody(email, overrides));
      expect(response.status).toBe(200);
      const { ok, id, confirmation } = (await response.json()) as { ok: boolean; id: string; confirmation: string };
      expect([ok, confirmation]).toEqual([true, "queued"]);
      await waitFor(
        () => target.mails().some((mail) => mail.key === `reminder-confirmation/${id}`),
        15_000,
        "the confirmation",
      );
      return { id, mail: target.mails().find((mail) => mail.key === `reminder-confirmation/${id}`) };
    }

    it("refuses a date in the past, today, beyond 13 months, a missing consent or a bad phone at the field, storing and sending nothing", async () => {
      const email = "recusado@example.com";
      const cases: [Record<string, unknown>, string, string][] = [
        [{ renewalDate: inDays(-1) }, "renewalDate", `Informe uma data a partir de ${formatDate(inDays(1))}.`],
        [{ renewalDate: today() }, "renewalDate", `Informe uma data a partir de ${formatDate(inDays(1))}.`],
        [
          { renewalDate: shiftDays(addMonths(today(), 13), 1) },
          "renewalDate",
          `Informe uma data até ${formatDate(addMonths(today(), 13))}.`,
        ],
        [{ renewalDate: "2026-02-30" }, "renewalDate", "Informe uma data válida, como 15/03/2027."],
        [{ consent: false }, "consent", REMINDER_CONSENT_MISSING],
        [{ consent: "true" }, "consent", REMINDER_CONSENT_MISSING],
        [{ phone: "12" }, "phone", ""],
        [{ insuranceType: "viagem" }, "insuranceType", "Opção inválida no campo tipo de seguro (insuranceType)."],
      ];
      for (const [overrides, field, message] of cases) {
        const response = await postLead(target.functionUrl, reminderBody(email, overrides));
        const answer = (await response.json()) as { error: string; field?: string };
        expect([overrides, response.status, answer.field]).toEqual([overrides, 422, field]);
        if (message) expect(answer.error).toBe(message);
      }
      const { consent: _omitted, ...withoutConsent } = reminderBody(email);
      const missing = await postLead(target.functionUrl, withoutConsent);
      expect(missing.status).toBe(422);
      expect(await missing.json()).toEqual({ error: REMINDER_CONSENT_MISSING, field: "consent" });
      await sleep(300);
      expect((await target.reminders()).filter((reminder) => reminder.email === email)).toEqual([]);
      expect(target.mails().filter((mail) => mail.to.includes(email))).toEqual([]);
    });

    it("keeps a reminder pending and mails one fixed-template confirmation with its links and RFC 8058's headers", async () => {
      const email = "ana.lembrete@example.com";
      const { id, mail } = await askAndConfirmMail(email);
      expect(mail?.to).toEqual([email]);
      expect(mail?.subject).toMatch(/confirme o seu lembrete de renovação$/);
      expect(mail?.text).toContain(`Seguro de Veículo, que vence em ${formatDate(inDays(40))}`);
      // Nothing the visitor typed but the validated date and our product label.
      for (const typed of [PERSON.name, PERSON.insurer, PERSON.phone]) {
        expect(mail?.text).not.toContain(typed);
        expect(mail?.html).not.toContain(typed);
      }
      const confirm = tokenIn(mail, REMINDER_PAGES.confirm);
      const cancel = tokenIn(mail, REMINDER_PAGES.cancel);
      expect(confirm).not.toBe(cancel);
      expect(mail?.headers["list-unsubscribe"]).toBe(`<${target.functionUrl}/reminders/cancel?token=${cancel}>`);
      expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      const stored = (await target.reminders()).find((reminder) => reminder.id === id);
      expect(stored).toMatchObject({ state: "pending", insuranceType: "veiculo", renewalDate: inDays(40), email });
      expect(target.mails().filter((sent) => sent.to.includes(email))).toHaveLength(1);
    });

    it("links its mails to the function's configured address, whatever Host the request names", async () => {
      const email = "host.alheio@example.com";
      const url = new URL(target.functionUrl);
      const payload = JSON.stringify(reminderBody(email));
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: "POST",
            headers: {
              Host: `evil.example:${url.port}`,
              "Content-Type": "application/json",
              "Content-Length": Buffer.byteLength(payload),
            },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on("error", reject);
        request.end(payload);
      });
      // The local server refuses a Host that is not its own machine; the production entry takes the lead.
      if (status === 200) {
        await waitFor(() => target.mails().some((mail) => mail.to.includes(email)), 15_000, "the confirmation");
        const mail = target.mails().find((sent) => sent.to.includes(email));
        expect(mail?.headers["list-unsubscribe"]).toMatch(
          new RegExp(`^<${target.functionUrl.replace(/[.]/g, "\\.")}/reminders/cancel\\?token=`),
        );
      } else {
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }
      expect(target.mails().filter((mail) => JSON.stringify(mail).includes("evil.example"))).toEqual([]);
    });

    it("mails one confirmation per mailbox a day, however it is spelt, and none for possible spam", async () => {
      const first = await askAndConfirmMail("Bia.Uma@example.com");
      const again = await postLead(
        target.functionUrl,
        reminderBody("bia.uma+seguro@EXAMPLE.com", { insuranceType: "vida", renewalDate: inDays(60) }),
      );
      expect(again.status).toBe(200);
      // Its answer says no confirmation went: the site never shows it the first one's success.
      expect(((await again.json()) as { confirmation: string }).confirmation).toBe("skipped");
      const spam = await postLead(target.functionUrl, reminderBody("robo@example.com"), { [HONEYPOT_HEADER]: "x" });
      expect(spam.status).toBe(200);
      // A bot that filled the trap reads what a visitor would.
      const { id: spamId, confirmation } = (await spam.json()) as { id: string; confirmation: string };
      expect(confirmation).toBe("queued");
      await sleep(1_000);
      const reminders = await target.reminders();
      expect(reminders.filter((reminder) => reminder.email.toLowerCase().startsWith("bia.uma"))).toHaveLength(2);
      expect(reminders.find((reminder) => reminder.id === spamId)).toMatchObject({
        state: "pending",
        spamReason: expect.any(String),
      });
      const mails = target.mails().filter((mail) => mail.key.startsWith("reminder-confirmation/"));
      expect(mails.filter((mail) => mail.to.some((to) => /bia\.uma/i.test(to)))).toHaveLength(1);
      expect(mails.some((mail) => mail.key === `reminder-confirmation/${spamId}`)).toBe(false);
      expect(first.id).not.toBe(spamId);
    });

    it("confirms once; then says used; an unknown token 404, a malformed one 400", async () => {
      const { id, mail } = await askAndConfirmMail("carla.confirma@example.com");
      const token = tokenIn(mail, REMINDER_PAGES.confirm);
      const confirmed = await postToken(target, "confirm", token);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({ state: "confirmed", message: REMINDER_TOKEN_MESSAGES.confirmed });
      const used = await postToken(target, "confirm", token);
      expect(used.status).toBe(409);
      expect(await used.json()).toEqual({ state: "used", message: REMINDER_TOKEN_MESSAGES.used });
      const unknown = await postToken(target, "confirm", "A".repeat(43));
      expect([unknown.status, ((await unknown.json()) as { state: string }).state]).toEqual([404, "unknown"]);
      const invalid = await postToken(target, "confirm", "curto");
      expect([invalid.status, ((await invalid.json()) as { state: string }).state]).toEqual([400, "invalid"]);
      // The cancel token confirms nothing.
      const crossed = await postToken(target, "confirm", tokenIn(mail, REMINDER_PAGES.cancel));
      expect(crossed.status).toBe(404);
      expect((await target.reminders()).find((reminder) => reminder.id === id)?.state).toBe("confirmed");
    });

    // The production entry only: its database is the test's to move; the local server's PGlite is its own
    // process's, and reminders-store.test.ts runs the same rule on both databases.
    if (runtime === "production entry")
      it("says expired for a link past its 48 hours", async () => {
        const { id, mail } = await askAndConfirmMail("hugo.expirou@example.com");
        await (target as EdgeTarget).db.query(
          "update public.renewal_reminders set confirm_expires_at = now() - interval '1 minute' where id = $1",
          [id],
        );
        expect(await readState(target, "confirm", tokenIn(mail, REMINDER_PAGES.confirm))).toEqual([
          200,
          { state: "expired", message: REMINDER_TOKEN_MESSAGES.expired },
        ]);
        const expired = await postToken(target, "confirm", tokenIn(mail, REMINDER_PAGES.confirm));
        expect(expired.status).toBe(410);
        expect(await expired.json()).toEqual({ state: "expired", message: REMINDER_TOKEN_MESSAGES.expired });
      });

    it("sends a due reminder exactly once, to the visitor and to staff; nothing before its day, nothing again", async () => {
      const email = "davi.vence@example.com";
      const { id, mail } = await askAndConfirmMail(email, { renewalDate: inDays(45) });
      expect((await postToken(target, "confirm", tokenIn(mail, REMINDER_PAGES.confirm))).status).toBe(200);
      const unconfirmed = await askAndConfirmMail("edu.nao.confirmou@example.com", { renewalDate: inDays(45) });
      const cancelled = await askAndConfirmMail("fabi.cancelou@example.com", { renewalDate: inDays(45) });
      expect((await postToken(target, "confirm", tokenIn(cancelled.mail, REMINDER_PAGES.confirm))).status).toBe(200);
      expect((await postToken(target, "cancel", tokenIn(cancelled.mail, REMINDER_PAGES.cancel))).status).toBe(200);
      // This test's reminders' mails (an earlier test's confirmed reminder may fall due here too).
      const ours = [id, unconfirmed.id, cancelled.id];
      const reminderMails = () =>
        target
          .mails()
          .filter((sent) => ours.some((one) => sent.key === `reminder/${one}` || sent.key === `reminder-staff/${one}`));

      // The day before its day (a past day: a missed run caught up), nothing for it.
      await target.runReminders(inDays(-1));
      await sleep(300);
      expect(reminderMails()).toEqual([]);

      const printed = await target.runReminders(today());
      if (runtime === "local server") expect(printed).toContain(`vence em ${formatDate(inDays(45))}: d•••@example.com`);
      const toVisitor = reminderMails().filter((sent) => sent.key === `reminder/${id}`);
      const toStaff = reminderMails().filter((sent) => sent.key === `reminder-staff/${id}`);
      expect([toVisitor.length, toStaff.length, reminderMails().length]).toEqual([1, 1, 2]);
      expect(toVisitor[0].to).toEqual([email]);
      const shownEnd = formatDate(inDays(45));
      expect(toVisitor[0].text).toContain(`Seguro de Veículo vence em 45 dias (${shownEnd})`);
      expect(toVisitor[0].text).toContain("/solicitar-cotacao?produto=veiculo");
      expect(toVisitor[0].text).not.toContain(PERSON.name);
      const cancelToken = tokenIn(mail, REMINDER_PAGES.cancel);
      expect(toVisitor[0].headers["list-unsubscribe"]).toBe(
        `<${target.functionUrl}/reminders/cancel?token=${cancelToken}>`,
      );
      expect(toVisitor[0].headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(toStaff[0].to).toEqual(["corretora@example.com"]);
      expect(toStaff[0].subject).toBe(`[Site] Renovação: Seguro de Veículo vence em 45 dias — ${PERSON.name}`);
      expect(toStaff[0].text).toContain(`Vencimento do seguro atual: vence em 45 dias (${shownEnd})`);
      expect(toStaff[0].text).toContain(`Seguradora atual: ${PERSON.insurer}`);
      expect(toStaff[0].text).toContain("WhatsApp: https://wa.me/5511987654321?text=");
      expect(toStaff[0].replyTo).toBe(email);

      await target.runReminders(today());
      await target.runReminders(today());
      await sleep(300);
      expect(reminderMails()).toHaveLength(2);
      const stored = await target.reminders();
      expect(stored.find((reminder) => reminder.id === id)?.state).toBe("sent");
      expect(stored.find((reminder) => reminder.id === unconfirmed.id)?.state).toBe("pending");
      expect(stored.some((reminder) => reminder.id === cancelled.id)).toBe(false);
    });

    it("changes nothing when its links are opened, read or fetched; only the pages' button POST confirms and cancels", async () => {
      const endDate = inDays(50);
      const { id, mail } = await askAndConfirmMail("ines.so.abriu@example.com", { renewalDate: endDate });
      const confirm = tokenIn(mail, REMINDER_PAGES.confirm);
      const cancel = tokenIn(mail, REMINDER_PAGES.cancel);
      const oneClick = /^<(.+)>$/.exec(mail?.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
      const state = async () => (await target.reminders()).find((reminder) => reminder.id === id)?.state ?? "deleted";

      // What a page reads, as often as it is opened: the reminder it would confirm or cancel.
      const ready = { state: "ready", insuranceType: "veiculo", renewalDate: endDate };
      for (let visit = 0; visit < 3; visit += 1) {
        expect(await readState(target, "confirm", confirm)).toEqual([200, ready]);
        expect(await readState(target, "cancel", cancel)).toEqual([200, ready]);
      }
      // A scanner that follows the one-click link or the routes with GET or HEAD: refused, nothing done.
      for (const url of [oneClick, `${target.functionUrl}/reminders/confirm`, `${target.functionUrl}/reminders/cancel`])
        for (const method of ["GET", "HEAD"])
          expect([method, (await fetch(url, { method })).status]).toEqual([method, 405]);
      expect(await state()).toBe("pending");

      // The button's POST confirms; then the page reads "used", with a 200 and the contract's message.
      expect((await postToken(target, "confirm", confirm)).status).toBe(200);
      expect(await state()).toBe("confirmed");
      expect(await readState(target, "confirm", confirm)).toEqual([
        200,
        { state: "used", message: REMINDER_TOKEN_MESSAGES.used },
      ]);
      expect(await readState(target, "cancel", cancel)).toEqual([200, ready]);
      expect(await state()).toBe("confirmed");

      // The cancel button's POST deletes it; the page then reads "unknown", still a 200.
      expect((await postToken(target, "cancel", cancel)).status).toBe(200);
      expect(await state()).toBe("deleted");
      expect(await readState(target, "cancel", cancel)).toEqual([
        200,
        { state: "unknown", message: REMINDER_TOKEN_MESSAGES.unknown },
      ]);
    });

    it("reads a malformed token as invalid without a query, and refuses a reading without its action", async () => {
      expect(await readState(target, "confirm", "curto")).toEqual([
        200,
        { state: "invalid", message: REMINDER_TOKEN_MESSAGES.invalid },
      ]);
      expect(await readState(target, "cancel", "A".repeat(43))).toEqual([
        200,
        { state: "unknown", message: REMINDER_TOKEN_MESSAGES.unknown },
      ]);
      for (const action of [undefined, "delete", ["confirm"]])
        expect((await readState(target, action, "A".repeat(43)))[0]).toBe(400);
      // The token goes in a JSON body only: a form, or the token in the query, is no reading.
      const form = await fetch(`${target.functionUrl}/reminders/state?token=${"A".repeat(43)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(form.status).toBe(415);
    });
    if (runtime === "local server")
      it("runs the daily job as of today or a past day only: a day to come exits 2 and changes nothing; a dry run tells", async () => {
        const local = target.local!;
        const end = addMonths(today(), 12);
        const { id, mail } = await askAndConfirmMail("ivo.futuro@example.com", { renewalDate: end });
        expect((await postToken(target, "confirm", tokenIn(mail, REMINDER_PAGES.confirm))).status).toBe(200);
        const before = await target.reminders();
        const mailsBefore = target.mails().length;
        // A typo a year ahead: the reminder would be sent early, and the others deleted as past their date.
        for (const day of [inDays(1), end, shiftDays(end, 8)]) {
          const refused = await local.reminders("--date", day);
          expect([refused.code, refused.stdout]).toEqual([2, ""]);
          expect(refused.stderr).toContain(`A data ${formatDate(day)} ainda não chegou`);
          const route = await local.remindersRoute(`date=${day}`);
          expect(route.status).toBe(400);
          expect(((await route.json()) as { error: string }).error).toContain("ainda não chegou");
        }
        const dueDay = shiftDays(end, -45);
        const dryRun = await local.reminders("--date", dueDay, "--dry-run");
        expect(dryRun.code).toBe(0);
        expect(dryRun.stdout).toContain(`Simulação de ${formatDate(dueDay)}: nada foi enviado nem apagado.`);
        expect(dryRun.stdout).toContain(`vence em ${formatDate(end)}: i•••@example.com e a equipe`);
        const routeDryRun = await local.remindersRoute(`date=${dueDay}&dryRun=1`);
        const { preview } = (await routeDryRun.json()) as { preview: { due: { email: string }[] } };
        expect(preview.due.map((due) => due.email)).toContain("ivo.futuro@example.com");
        await sleep(300);
        expect(await target.reminders()).toEqual(before);
        expect(target.mails()).toHaveLength(mailsBefore);
        expect(before.find((reminder) => reminder.id === id)?.state).toBe("confirmed");
      });

    it("cancels with one click (RFC 8058) from the mail's header, and then knows the token no more", async () => {
      const { id, mail } = await askAndConfirmMail("gil.um.clique@example.com");
      const header = /^<(.+)>$/.exec(mail?.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
      const oneClick = () =>
        fetch(header, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
      const first = await oneClick();
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ state: "cancelled", message: REMINDER_TOKEN_MESSAGES.cancelled });
      expect((await target.reminders()).some((reminder) => reminder.id === id)).toBe(false);
      expect((await oneClick()).status).toBe(404);
      // A form body that is not RFC 8058's is no click.
      const other = await fetch(header, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "foo=bar",
      });
      expect(other.status).toBe(400);
    });
  });

  describe(`${runtime}: token guesses`, () => {
    let target: Target;
    beforeAll(async () => {
      target = await start({ REMINDER_TOKEN_MAX_MISSES: "3" });
    });
    afterAll(async () => {
      await target?.stop();
    });

    it("stops a client after its misses with 429, its pages' readings counted as its clicks are", async () => {
      const client = target.clientHeaders("203.0.113.7");
      for (let miss = 0; miss < 2; miss += 1)
        expect((await postToken(target, "cancel", `${"B".repeat(42)}${miss}`, client)).status).toBe(404);
      // Reading is no way around the limit: an unknown token read is a miss too (answered 200, as a reading is).
      expect(await readState(target, "confirm", "D".repeat(43), client)).toEqual([
        200,
        { state: "unknown", message: REMINDER_TOKEN_MESSAGES.unknown },
      ]);
      const stopped = await postToken(target, "confirm", "C".repeat(43), client);
      expect(stopped.status).toBe(429);
      expect(stopped.headers.get("retry-after")).toBe("600");
      expect((await readState(target, "cancel", "C".repeat(43), client))[0]).toBe(429);
    });
  });
}
