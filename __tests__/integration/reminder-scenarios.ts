/**
 * The renewal reminders' SQL rules, observed through the one SQL store with no HTTP in the way (a
 * token's reading, which changes nothing, among them); the same scenarios run on PostgreSQL inside
 * Jest and on PGlite in a process of its own (reminders-pglite.ts: PGlite cannot start inside
 * Jest's sandbox), and reminders-store.test.ts expects the same observations of both.
 */

import { newLead } from "./helpers";
import { shiftDays, todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import type { SqlClient } from "../../supabase/functions/_shared/sql-store";
import type {
  ConfirmationRules,
  FunctionStore,
  NewReminder,
  ReminderRules,
  SubmitOutcome,
} from "../../supabase/functions/_shared/types";
import { submitRules } from "../../test-kit/store-rules";

export const today = todayInSaoPaulo();

export const reminder = (overrides: Partial<NewReminder> = {}): NewReminder => {
  const id = crypto.randomUUID();
  return {
    id,
    insuranceType: "vida",
    renewalDate: shiftDays(today, 40),
    name: "Ana",
    email: "ana@example.com",
    phone: "",
    currentInsurer: "",
    mailboxKey: `caixa-${id}`,
    domainHash: null,
    clientHash: `cliente-${id}`,
    spamReason: null,
    confirmTokenHash: `confirma-${id}`,
    confirmExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    cancelTokenHash: `cancela-${id}`,
    ...overrides,
  };
};

export const rules = (overrides: Partial<ReminderRules> = {}): ReminderRules => ({
  rateLimitMax: 10,
  rateLimitWindowSeconds: 600,
  maxPerMinute: 0,
  maxPerHour: 0,
  confirmation: {
    perAddressSeconds: 86_400,
    perClientMax: 0,
    perClientSeconds: 3600,
    perDomainMax: 0,
    maxPerHour: 0,
    deferSeconds: 0,
    leaseSeconds: 600,
  },
  ...overrides,
});

export const guard = { maxMisses: 0, windowSeconds: 600 };
const policy = { baseSeconds: 60, maxDelaySeconds: 3600, windowSeconds: 72 * 3600 };

/** An expired link: what the confirm route learns, and the state it leaves. */
async function expired(store: FunctionStore) {
  const late = reminder({ confirmExpiresAt: new Date(Date.now() - 1000).toISOString() });
  await store.submitReminder(late, rules());
  const outcome = await store.confirmReminder(late.confirmTokenHash, null, guard);
  return { outcome, state: (await store.listReminders()).find((row) => row.id === late.id)?.state };
}

/**
 * Reading a token (the pages, before the click) changes nothing: a pending reminder reads ready as
 * often as it is read and stays pending; the click then confirms it, and a read says used; the
 * cancel token reads ready until the click deletes it, then unknown; an expired link reads expired.
 * Unknown tokens read are the client's misses, which stop its reads and its clicks alike.
 */
async function reads(store: FunctionStore) {
  const one = reminder();
  await store.submitReminder(one, rules());
  const state = async () => (await store.listReminders()).find((row) => row.id === one.id)?.state ?? "deleted";
  const before = [
    await store.readReminderToken(one.confirmTokenHash, "confirm", null, guard),
    await store.readReminderToken(one.confirmTokenHash, "confirm", null, guard),
    await store.readReminderToken(one.cancelTokenHash, "cancel", null, guard),
    // Each token reads for its own action only.
    (await store.readReminderToken(one.cancelTokenHash, "confirm", null, guard)).state,
    (await store.readReminderToken(one.confirmTokenHash, "cancel", null, guard)).state,
  ];
  const afterReads = await state();
  await store.confirmReminder(one.confirmTokenHash, null, guard);
  const confirmed = [
    (await store.readReminderToken(one.confirmTokenHash, "confirm", null, guard)).state,
    (await store.readReminderToken(one.cancelTokenHash, "cancel", null, guard)).state,
    await state(),
  ];
  await store.cancelReminder(one.cancelTokenHash, null, guard);
  const cancelled = [(await store.readReminderToken(one.cancelTokenHash, "cancel", null, guard)).state, await state()];
  const late = reminder({ confirmExpiresAt: new Date(Date.now() - 1000).toISOString() });
  await store.submitReminder(late, rules());
  const expired = (await store.readReminderToken(late.confirmTokenHash, "confirm", null, guard)).state;
  const client = `cliente-adivinha-${crypto.randomUUID()}`;
  const limit = { maxMisses: 2, windowSeconds: 600 };
  const guesses = [
    (await store.readReminderToken("nenhum-1", "confirm", client, limit)).state,
    (await store.readReminderToken("nenhum-2", "cancel", client, limit)).state,
    (await store.readReminderToken(late.confirmTokenHash, "confirm", client, limit)).state,
    await store.confirmReminder(late.confirmTokenHash, client, limit),
  ];
  return { before, afterReads, confirmed, cancelled, expired, guesses };
}

/** One client's lead, then its reminders under a limit of 2; then the hourly ceiling. */
async function limits(store: FunctionStore) {
  const client = `cliente-comum-${crypto.randomUUID()}`;
  await store.submit(newLead({ clientHash: client }), submitRules(`k-${client}`, { rateLimitMax: 2 }));
  const limited = rules({ rateLimitMax: 2 });
  return [
    (await store.submitReminder(reminder({ clientHash: client }), limited)).outcome,
    (await store.submitReminder(reminder({ clientHash: client }), limited)).outcome,
    (await store.submitReminder(reminder(), rules({ maxPerHour: 1 }))).outcome,
  ];
}

/** Confirmations: one per mailbox a day, a client's limit, none for possible spam, a duplicate answered with the first. */
async function confirmations(store: FunctionStore) {
  const client = `cliente-${crypto.randomUUID()}`;
  const capped = rules({ confirmation: { ...rules().confirmation, perClientMax: 2 } });
  const first = reminder({ clientHash: client, mailboxKey: "caixa-x" });
  const decisions = [
    await store.submitReminder(first, capped),
    await store.submitReminder(
      reminder({ clientHash: client, mailboxKey: "caixa-x", insuranceType: "veiculo" }),
      capped,
    ),
    await store.submitReminder(reminder({ clientHash: client }), capped),
    await store.submitReminder(reminder({ clientHash: client }), capped),
    await store.submitReminder(reminder({ spamReason: "campo oculto preenchido (honeypot)" }), capped),
    await store.submitReminder(
      {
        ...reminder(),
        mailboxKey: first.mailboxKey,
        insuranceType: first.insuranceType,
        renewalDate: first.renewalDate,
      },
      capped,
    ),
  ];
  return {
    decisions: decisions.map((outcome) =>
      "confirmation" in outcome ? `${outcome.outcome}:${outcome.confirmation.decision}` : outcome.outcome,
    ),
    duplicateOfFirst: "id" in decisions[5] && decisions[5].id === first.id,
  };
}

/** A due reminder: claimed, backed off after a transient failure, given up after a permanent one. */
async function failures(store: FunctionStore) {
  const due = reminder({ renewalDate: shiftDays(today, 30) });
  await store.submitReminder(due, rules());
  await store.markReminderMail(due.id, "confirmation");
  const confirmed = await store.confirmReminder(due.confirmTokenHash, null, guard);
  const claimed = (await store.claimDueReminders(today, 30, 50, 600)).some((row) => row.id === due.id);
  const transient = await store.markReminderFailed(
    due.id,
    "visitor",
    { error: "451", permanent: false, retryAfterSeconds: null },
    policy,
  );
  const reclaimed = (await store.claimDueReminders(today, 30, 50, 600)).some((row) => row.id === due.id);
  const permanent = await store.markReminderFailed(
    due.id,
    "staff",
    { error: "550", permanent: true, retryAfterSeconds: null },
    policy,
  );
  const stored = (await store.listReminders()).find((row) => row.id === due.id);
  return {
    confirmed,
    claimed,
    transientGaveUp: transient?.gaveUp,
    reclaimed,
    permanentGaveUp: permanent?.gaveUp,
    state: stored?.state,
    lastError: stored?.lastError,
  };
}

/**
 * Which of three reminders are left after each purge: now, 37 and 39 days on (an unconfirmed one 49
 * hours old), the days passing as the stored dates move back; and that a purge asked as of a later
 * day than the real one still counts from the real day.
 */
async function retention(store: FunctionStore, db: SqlClient) {
  const unconfirmed = reminder({ renewalDate: shiftDays(today, 300) });
  const sent = reminder({ renewalDate: shiftDays(today, 30) });
  const kept = reminder({ renewalDate: shiftDays(today, 31) });
  for (const one of [unconfirmed, sent, kept]) await store.submitReminder(one, rules());
  for (const one of [sent, kept]) await store.confirmReminder(one.confirmTokenHash, null, guard);
  await store.markReminderMail(sent.id, "visitor");
  await store.markReminderMail(sent.id, "staff");
  const ours = [unconfirmed, sent, kept];
  const left = async () => {
    const ids = (await store.listReminders()).map((row) => row.id);
    return ours.map((one) => ids.includes(one.id));
  };
  const daysPass = (days: number) =>
    db.query("update public.renewal_reminders set end_date = end_date - $1::integer where id = any($2::uuid[])", [
      days,
      ours.map((one) => one.id),
    ]);
  await store.purgeReminders(today, 172_800, 7);
  const atFirst = await left();
  // A day years ahead deletes nothing the real day does not: the confirmed ones stay.
  await store.purgeReminders(shiftDays(today, 3650), 172_800, 7);
  const askedAhead = await left();
  await db.query(
    "update public.renewal_reminders set created_at = now() - interval '49 hours', confirm_expires_at = now() - interval '1 hour' where id = $1",
    [unconfirmed.id],
  );
  await daysPass(37);
  await store.purgeReminders(today, 172_800, 7);
  const after37 = await left();
  await daysPass(2);
  await store.purgeReminders(today, 172_800, 7);
  return { atFirst, askedAhead, after37, after39: await left() };
}

/** The outcome's decision, or its refusal. */
const decided = (outcome: SubmitOutcome | Awaited<ReturnType<FunctionStore["submitReminder"]>>) =>
  "confirmation" in outcome ? outcome.confirmation.decision : outcome.outcome;

/** The hour's confirmations spent: the places reserved and the recipients' rows, as if an hour had gone by. */
async function anHourLater(db: SqlClient): Promise<void> {
  await db.query("update leads_private.mail_sends set reserved_at = reserved_at - interval '61 minutes'");
  await db.query("update leads_private.reminder_confirmations set reserved_at = reserved_at - interval '61 minutes'");
  await db.query("update leads_private.confirmation_recipients set reserved_at = reserved_at - interval '61 minutes'");
  await db.query("update public.renewal_reminders set next_attempt_at = next_attempt_at - interval '61 minutes'");
  await db.query(
    "update public.leads set confirmation_next_attempt_at = confirmation_next_attempt_at - interval '61 minutes'",
  );
}

/**
 * The hourly ceiling (2 here): two go now, two wait for the places that free within the hour and are
 * claimed once due, the fifth is refused and holds nothing: asked again (a duplicate) later, the
 * same reminder gets its confirmation, its mailbox never taken by the refusal.
 */
async function ceiling(store: FunctionStore, db: SqlClient) {
  // A fresh hour: the confirmations of the scenarios before are none of this one's business.
  await anHourLater(db);
  await anHourLater(db);
  const capped = rules({ confirmation: { ...rules().confirmation, maxPerHour: 2, deferSeconds: 3600 } });
  const asked = Array.from({ length: 5 }, () => reminder());
  const decisions = [];
  for (const one of asked) decisions.push(decided(await store.submitReminder(one, capped)));
  const claimable = async () =>
    (await store.claimReminderConfirmations(50, 600))
      .map((row) => asked.findIndex((one) => one.id === row.id))
      .filter((index) => index >= 0)
      .sort();
  const claimedAtOnce = await claimable();
  await anHourLater(db);
  const claimedAnHourLater = await claimable();
  // The deferred two went in that hour; another one later, the places are free again.
  await anHourLater(db);
  const { mailboxKey, insuranceType, renewalDate } = asked[4];
  const again = await store.submitReminder({ ...reminder(), mailboxKey, insuranceType, renewalDate }, capped);
  return {
    decisions,
    claimedAtOnce,
    claimedAnHourLater,
    askedAgain: decided(again),
    sameReminder: "id" in again && again.id === asked[4].id,
  };
}

/**
 * One recipient domain (2 an hour here), leads and reminders together: the third confirmation to it
 * is refused, whatever the mailbox or client, while a public provider's (no domain) and another
 * domain's go; a lead refused so holds nothing, and its duplicate is decided again.
 */
async function domains(store: FunctionStore, db: SqlClient) {
  await anHourLater(db);
  await anHourLater(db);
  const limits: ConfirmationRules = { ...rules().confirmation, perDomainMax: 2, maxPerHour: 30, deferSeconds: 3600 };
  const leadRules = (key: string, mailbox: string, domain: string | null) =>
    submitRules(key, { confirmation: { mailboxHash: mailbox, domainHash: domain, rules: limits } });
  const lead = (index: number, domain: string | null) =>
    store.submit(
      newLead({ clientHash: `c-${index}`, message: `d-${index}` }),
      leadRules(`d-${index}`, `m-${index}`, domain),
    );
  const decisions = [
    decided(await lead(1, "dominio-a")),
    decided(await store.submitReminder(reminder({ domainHash: "dominio-a" }), rules({ confirmation: limits }))),
    decided(await lead(2, "dominio-a")),
    decided(await store.submitReminder(reminder({ domainHash: "dominio-a" }), rules({ confirmation: limits }))),
    decided(await lead(3, null)),
    decided(await lead(4, "dominio-b")),
  ];
  await anHourLater(db);
  const again = await lead(2, "dominio-a");
  return { decisions, askedAgain: decided(again), duplicate: again.outcome };
}

export async function observeReminderRules(store: FunctionStore, db: SqlClient) {
  return {
    ceiling: await ceiling(store, db),
    domains: await domains(store, db),
    expired: await expired(store),
    reads: await reads(store),
    limits: await limits(store),
    confirmations: await confirmations(store),
    failures: await failures(store),
    retention: await retention(store, db),
  };
}

export type Observations = Awaited<ReturnType<typeof observeReminderRules>>;

/** What both databases must show. */
export const EXPECTED: Observations = {
  ceiling: {
    decisions: ["queued", "queued", "deferred", "deferred", "ceiling"],
    claimedAtOnce: [],
    claimedAnHourLater: [2, 3],
    askedAgain: "queued",
    sameReminder: true,
  },
  domains: {
    decisions: ["queued", "queued", "domain", "domain", "queued", "queued"],
    askedAgain: "queued",
    duplicate: "duplicate",
  },
  expired: { outcome: "expired", state: "pending" },
  reads: {
    before: [
      { state: "ready", insuranceType: "vida", renewalDate: shiftDays(today, 40) },
      { state: "ready", insuranceType: "vida", renewalDate: shiftDays(today, 40) },
      { state: "ready", insuranceType: "vida", renewalDate: shiftDays(today, 40) },
      "unknown",
      "unknown",
    ],
    afterReads: "pending",
    confirmed: ["used", "ready", "confirmed"],
    cancelled: ["unknown", "deleted"],
    expired: "expired",
    guesses: ["unknown", "unknown", "limited", "limited"],
  },
  limits: ["stored", "rate_limited", "ceiling"],
  confirmations: {
    decisions: [
      "stored:queued",
      "stored:skipped",
      "stored:queued",
      "stored:limited",
      "stored:none",
      "duplicate:earlier",
    ],
    duplicateOfFirst: true,
  },
  failures: {
    confirmed: "confirmed",
    claimed: true,
    transientGaveUp: false,
    reclaimed: false,
    permanentGaveUp: true,
    state: "sent",
    lastError: "550",
  },
  retention: {
    atFirst: [true, true, true],
    askedAhead: [true, true, true],
    after37: [false, false, true],
    after39: [false, false, false],
  },
};
