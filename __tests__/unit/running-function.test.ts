/**
 * The running function both runtimes are built from (_shared/running-function.ts): its scheduled
 * jobs under a schedule and under the retry route, the work it waits for on close, and the refusal
 * when a setting is missing. A store that answers "nothing due" stands in for SQL (the runtimes'
 * own tests run it on PGlite and PostgreSQL).
 */
import { readHandlerConfig, type Env } from "../../supabase/functions/_shared/config";
import type { LogFields } from "../../supabase/functions/_shared/log";
import {
  createRunningFunction,
  createRunningFunctionOrRefusal,
  type FunctionParts,
} from "../../supabase/functions/_shared/running-function";
import type { FunctionStore, StoredLead } from "../../supabase/functions/_shared/types";
import { TEST_CONFIG_DEFAULTS } from "../../test-kit/lead-fixtures";

const CRON_SECRET = "segredo-do-cron";
const config = (env: Env = {}) => readHandlerConfig({ LEADS_CRON_SECRET: CRON_SECRET, ...env }, TEST_CONFIG_DEFAULTS);

/** Lets the promise chains started by a tick settle. */
const settle = () => new Promise((done) => setTimeout(done, 20));

function parts(claimDue: () => Promise<StoredLead[]> = () => Promise.resolve([])) {
  const store = {
    claimDue: jest.fn(claimDue),
    claimDigest: jest.fn(() => Promise.resolve({ batch: "", leads: [] })),
    claimConfirmations: jest.fn(() => Promise.resolve([])),
    purgeExpired: jest.fn(() => Promise.resolve(2)),
    claimReminderConfirmations: jest.fn(() => Promise.resolve([])),
    claimDueReminders: jest.fn(() => Promise.resolve([])),
    purgeReminders: jest.fn(() => Promise.resolve(0)),
  };
  const ticks: (() => void)[] = [];
  const stopped = jest.fn();
  const clock = { now: 1_000_000 };
  const logged: [string, LogFields | undefined][] = [];
  const built = {
    config: config(),
    // Only what a run with nothing due calls; a call to anything else fails the test as a TypeError.
    store: store as unknown as FunctionStore,
    mailer: { maxSendMs: 1_000, send: jest.fn(), close: jest.fn() },
    clock: () => clock.now,
    schedule: {
      start: (tick: () => void) => {
        ticks.push(tick);
        return stopped;
      },
    },
    log: (_level: string, event: string, fields?: LogFields) => void logged.push([event, fields]),
    retention: "5 years",
    release: jest.fn(() => Promise.resolve()),
  } satisfies FunctionParts;
  return { built, store, ticks, stopped, clock, logged };
}

describe("the running function", () => {
  it("purges at start, then delivers at every tick of its schedule and purges again only an hour later", async () => {
    const { built, store, ticks, clock, logged } = parts();
    const fn = createRunningFunction(built);
    await fn.start();
    expect(store.purgeExpired.mock.calls).toEqual([["5 years"]]);
    expect(logged).toContainEqual(["leads_purged", { count: 2, retention: "5 years" }]);
    expect(store.claimDue).not.toHaveBeenCalled();
    expect(ticks).toHaveLength(1);

    ticks[0]();
    await settle();
    expect(store.claimDue).toHaveBeenCalledTimes(1);
    expect(store.claimConfirmations).toHaveBeenCalledTimes(1);
    expect(store.purgeExpired).toHaveBeenCalledTimes(1);

    clock.now += 3600_000;
    ticks[0]();
    await settle();
    expect(store.claimDue).toHaveBeenCalledTimes(2);
    expect(store.purgeExpired).toHaveBeenCalledTimes(2);
    await fn.close();
  });

  it("skips a tick while a run goes on, and closes only after it: schedule, server, work, mailer, store", async () => {
    let finishRun: (leads: StoredLead[]) => void = () => undefined;
    const { built, store, ticks, stopped } = parts(() => new Promise((done) => (finishRun = done)));
    const fn = createRunningFunction(built);
    await fn.start();
    ticks[0]();
    ticks[0]();
    await settle();
    expect(store.claimDue).toHaveBeenCalledTimes(1);

    const order: string[] = [];
    stopped.mockImplementation(() => order.push("schedule"));
    built.mailer.close.mockImplementation(() => order.push("mailer"));
    built.release.mockImplementation(() => Promise.resolve(void order.push("store")));
    let closed = false;
    const closing = fn
      .close(() => Promise.resolve(void order.push("server")))
      .then(() => {
        closed = true;
      });
    await settle();
    expect(closed).toBe(false);
    expect(order).toEqual(["schedule", "server"]);
    order.push("run ends");
    finishRun([]);
    await closing;
    expect(order).toEqual(["schedule", "server", "run ends", "mailer", "store"]);
  });

  it("runs the same jobs from the retry route, answering their summary", async () => {
    const { built, store, clock } = parts();
    const fn = createRunningFunction(built);
    clock.now += 3600_000;
    const response = await fn.handle(
      new Request("http://localhost/functions/v1/send-form-email/retry", {
        method: "POST",
        headers: { Authorization: `Bearer ${CRON_SECRET}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      delivered: 0,
      failed: 0,
      heldForDigest: 0,
      digests: 0,
      confirmations: 0,
    });
    expect(store.claimDue).toHaveBeenCalledTimes(1);
    expect(store.purgeExpired).toHaveBeenCalledTimes(1);
  });

  it("refuses to run with a lease shorter than twice the longest send", () => {
    const { built } = parts();
    expect(() => createRunningFunction({ ...built, mailer: { ...built.mailer, maxSendMs: 3600_000 } })).toThrow(
      /DELIVERY_LEASE_SECONDS/,
    );
  });

  it("without a setting, refuses every request with a 500 and names the setting on each, and releases what was opened", async () => {
    const { built, logged } = parts();
    const fn = createRunningFunctionOrRefusal(built.log, () => ({
      ...built,
      config: config({ DELIVERY_LEASE_SECONDS: "1" }),
    }));
    expect(logged.filter(([event]) => event === "config_invalid")).toHaveLength(1);
    const response = await fn.handle(new Request("http://localhost/functions/v1/send-form-email", { method: "POST" }));
    expect(response.status).toBe(500);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(logged.filter(([event]) => event === "config_invalid")).toHaveLength(2);
    expect(logged[0][1]?.reason).toMatch(/DELIVERY_LEASE_SECONDS/);
    await fn.close();
    expect(built.release).toHaveBeenCalledTimes(1);
    const missing = createRunningFunctionOrRefusal(built.log, () => {
      throw new Error("RESEND_API_KEY is not set");
    });
    expect((await missing.handle(new Request("http://localhost/x"))).status).toBe(500);
    expect(logged.at(-1)).toEqual(["config_invalid", { reason: "Error: RESEND_API_KEY is not set" }]);
  });
});
