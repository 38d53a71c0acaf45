/**
 * The visitor's confirmations that no stranger can spend (issue 51), over real sockets on both
 * runtimes (confirmation-limits-local-server.test.ts, confirmation-limits-production-entry.test.ts),
 * leads' and reminders' alike: a flood from nine clients to one catch-all domain gets a few
 * confirmations while visitors elsewhere get theirs; a refused confirmation holds nothing; and the
 * answer says when no confirmation goes, which the site's notice follows.
 */

import { shiftDays, todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import { postLead, sleep, waitFor } from "./helpers";
import { CRON_SECRET, runtimeFactory, type EdgeTarget, type Runtime, type Target } from "./targets";

/** Personal data used here; none of it may ever appear in a log line. */
const PERSON = { name: "Zuleica Bragança", phone: "11 98765-4321" };

const reminder = (email: string, product = "veiculo", days = 40) => ({
  formType: "renewal-reminder",
  name: PERSON.name,
  email,
  phone: PERSON.phone,
  insuranceType: product,
  renewalDate: shiftDays(todayInSaoPaulo(), days),
  currentInsurer: "",
  consent: true,
});

const contact = (email: string, message: string) => ({
  formType: "contact",
  name: PERSON.name,
  email,
  phone: PERSON.phone,
  insuranceType: "vida",
  message,
});

interface Answer {
  status: number;
  id: string;
  confirmation?: string;
}

/** Posts a body as client `client` (Cloudflare's header, which both runtimes read here); the answer. */
async function ask(target: Target, body: object, client: string): Promise<Answer> {
  const response = await postLead(target.functionUrl, body, { "CF-Connecting-IP": client });
  return { status: response.status, ...((await response.json()) as { id: string; confirmation?: string }) };
}

const confirmationKeys = (target: Target) =>
  target
    .mails()
    .map((mail) => mail.key)
    .filter((key) => key.startsWith("confirmation/") || key.startsWith("reminder-confirmation/"));

/** Confirmations sent, the client named by Cloudflare's header as in production. */
const CONFIRMATIONS_ON = {
  CLIENT_IP_FROM: "header:cf-connecting-ip",
  VISITOR_CONFIRMATION: "on",
  // The lead limits are not under test here (contract-suite.ts): only the confirmations'.
  RATE_LIMIT_MAX: "1000",
  LEADS_MAX_PER_MINUTE: "1000",
  MAIL_MAX_PER_HOUR: "1000",
};

export function confirmationLimitsSuite(runtime: Runtime): void {
  const start = runtimeFactory(runtime);
  describe(`${runtime}: confirmations no stranger can spend`, () => {
    let target: Target;
    beforeAll(async () => {
      target = await start(CONFIRMATIONS_ON);
    });
    afterAll(async () => {
      if (target) {
        const logs = target.logs();
        for (const value of [PERSON.name, PERSON.phone, "98765", "victim", "@example.com", "empresa"])
          expect(logs).not.toContain(value);
      }
      await target?.stop();
    });

    it("gives a catch-all domain flooded from nine clients a few confirmations; a visitor elsewhere gets theirs within a minute", async () => {
      const flood: Answer[] = [];
      for (let index = 1; index <= 27; index += 1)
        flood.push(await ask(target, reminder(`x${index}@victim.fastmail.com`), `198.51.100.${(index % 9) + 1}`));
      // A contact lead to the same domain, from a tenth client: the domain's confirmations are spent.
      const lead = await ask(target, contact("x28@victim.fastmail.com", "pelo domínio inundado"), "198.51.100.10");
      expect(flood.map((answer) => answer.status)).toEqual(Array(27).fill(200));
      const told = flood.map((answer) => answer.confirmation);
      expect(told.filter((one) => one === "queued")).toHaveLength(3);
      expect(told.filter((one) => one === "skipped")).toHaveLength(24);
      expect(lead).toMatchObject({ status: 200, confirmation: "skipped" });

      // Visitors at another domain, a provider's and a company's, from other clients.
      const visitor = await ask(target, reminder("maria.lembrete@gmail.com"), "203.0.113.20");
      const company = await ask(target, contact("bia@empresa.com.br", "de outra empresa"), "203.0.113.21");
      expect([visitor.confirmation, company.confirmation]).toEqual(["queued", "queued"]);
      await waitFor(
        () =>
          [`reminder-confirmation/${visitor.id}`, `confirmation/${company.id}`].every((key) =>
            confirmationKeys(target).includes(key),
          ),
        60_000,
        "the other visitors' confirmations",
      );
      await sleep(500);
      const toVictim = target.mails().filter((mail) => mail.to.some((to) => to.endsWith("@victim.fastmail.com")));
      expect(toVictim).toHaveLength(3);
      const refused = (await target.reminders()).filter(
        (row) => row.email.endsWith("@victim.fastmail.com") && row.confirmationStatus === "skipped",
      );
      expect(refused).toHaveLength(24);
      expect(target.logs()).toContain('"reason":"recipient domain reached its confirmations this hour"');
    });

    it("holds nothing for a refused confirmation: the same mailbox, asked from another client, gets its own", async () => {
      // One client's three confirmations an hour, leads and reminders together.
      const client = "198.51.100.77";
      const own = [
        await ask(target, reminder("um.limite@gmail.com"), client),
        await ask(target, contact("dois.limite@gmail.com", "segundo"), client),
        await ask(target, reminder("tres.limite@gmail.com"), client),
      ];
      expect(own.map((answer) => answer.confirmation)).toEqual(["queued", "queued", "queued"]);
      const refused = await ask(target, reminder("quatro.limite@gmail.com"), client);
      expect(refused).toMatchObject({ status: 200, confirmation: "skipped" });
      // The refusal held no place for that mailbox: another reminder for it, from elsewhere, is confirmed.
      const other = await ask(target, reminder("quatro.limite@gmail.com", "vida"), "203.0.113.30");
      expect(other.confirmation).toBe("queued");
      await waitFor(
        () => confirmationKeys(target).includes(`reminder-confirmation/${other.id}`),
        60_000,
        "the confirmation to the mailbox refused before",
      );
      expect(confirmationKeys(target)).not.toContain(`reminder-confirmation/${refused.id}`);
    });

    if (runtime === "production entry")
      it("confirms a refused visitor who asks again once the domain's hour is over", async () => {
        const { db } = target as EdgeTarget;
        const [first] = await db.query<{ id: string }>(
          "select id from public.renewal_reminders where email = 'x5@victim.fastmail.com'",
        );
        expect((await target.reminders()).find((row) => row.id === first.id)?.confirmationStatus).toBe("skipped");
        // Asked again within the hour: the same reminder (a duplicate), still refused by its domain.
        expect(await ask(target, reminder("x5@victim.fastmail.com"), "198.51.100.6")).toMatchObject({
          id: first.id,
          confirmation: "skipped",
        });
        // An hour on (the places taken then dated back), decided again: a refusal is never a reservation.
        await db.query("update leads_private.mail_sends set reserved_at = reserved_at - interval '61 minutes'");
        const later = await ask(target, reminder("x5@victim.fastmail.com"), "198.51.100.6");
        expect(later).toMatchObject({ id: first.id, confirmation: "queued" });
        await waitFor(
          () => confirmationKeys(target).includes(`reminder-confirmation/${first.id}`),
          60_000,
          "the confirmation asked again",
        );
      });
  });

  describe(`${runtime}: past the hourly ceiling`, () => {
    let target: Target;
    beforeAll(async () => {
      target = await start({ ...CONFIRMATIONS_ON, CONFIRMATION_MAX_PER_HOUR: "2" });
    });
    afterAll(async () => {
      await target?.stop();
    });

    it("defers a confirmation to a place within the hour, refuses one with no room, and says which", async () => {
      const answers: Answer[] = [];
      for (let index = 0; index < 5; index += 1)
        answers.push(await ask(target, reminder(`teto.${index}@gmail.com`), `203.0.113.${40 + index}`));
      expect(answers.map((answer) => answer.confirmation)).toEqual([
        "queued",
        "queued",
        "deferred",
        "deferred",
        "skipped",
      ]);
      await waitFor(
        () =>
          answers
            .slice(0, 2)
            .every((answer) => confirmationKeys(target).includes(`reminder-confirmation/${answer.id}`)),
        60_000,
        "the two confirmations that go now",
      );
      const retry = () =>
        fetch(`${target.functionUrl}/retry`, { method: "POST", headers: { Authorization: `Bearer ${CRON_SECRET}` } });
      expect((await retry()).status).toBe(200);
      await sleep(300);
      expect(confirmationKeys(target)).toHaveLength(2);
      if (runtime === "production entry") {
        // An hour on (the places dated back), the scheduled run sends the deferred two, and only them.
        const { db } = target as EdgeTarget;
        await db.query("update leads_private.mail_sends set reserved_at = reserved_at - interval '61 minutes'");
        await db.query("update public.renewal_reminders set next_attempt_at = next_attempt_at - interval '61 minutes'");
        expect(await (await retry()).json()).toMatchObject({ confirmations: 2 });
        expect(confirmationKeys(target).sort()).toEqual(
          answers
            .slice(0, 4)
            .map((answer) => `reminder-confirmation/${answer.id}`)
            .sort(),
        );
      }
    });
  });
}
