/**
 * The running function, wired once for both runtimes from its parts (config, store, mailer, clock,
 * schedule): the request handler, the scheduled jobs, the work still running after an answer, and a
 * clean close. Each entry (send-form-email/index.ts on Deno, local-supabase/app.ts on Node) only
 * picks its parts and its way of listening.
 */

import { assertLeaseOutlivesSend, type HandlerConfig } from "./config.ts";
import { runDeliveries, type RunSummary } from "./delivery.ts";
import { createHandler, MESSAGES, type LeadHandler } from "./handler.ts";
import { consoleLogger, errorReason, type Logger } from "./log.ts";
import type { FunctionStore, Mailer } from "./types.ts";
import { runReminders } from "./reminders.ts";
import { todayInSaoPaulo } from "./contract/calendar.ts";

export type Clock = () => number;

/**
 * What calls the scheduled jobs: a timer locally (local-supabase/timer.ts). Production has none of
 * its own: Supabase Cron calls the retry route and runs the purge in SQL (see SCHEDULED_JOBS).
 */
export interface Schedule {
  /** Calls `tick` from now on; returns what stops it. */
  start(tick: () => void): () => void;
}

export interface FunctionParts {
  config: HandlerConfig;
  store: FunctionStore;
  mailer: Mailer;
  clock?: Clock;
  schedule?: Schedule | null;
  log?: Logger;
  /** The platform's way to keep work alive after an answer (EdgeRuntime.waitUntil); tracked for close() either way. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** The retention the privacy policy promises ("5 years"), for the retention job; null leaves it to SQL. */
  retention?: string | null;
  /** Releases what the parts hold (the store's connection, a mail transport, a lock), after the last delivery. */
  release?: () => Promise<void>;
}

/** What a scheduled job reads. */
export interface JobDeps {
  store: FunctionStore;
  mailer: Mailer;
  config: HandlerConfig;
  log: Logger;
  clock: Clock;
  retention: string | null;
  /** The function's public URL (config.reminders.functionUrl: FUNCTION_URL, SUPABASE_URL's, or the local server's own), or null. */
  functionUrl: string | null;
}

export interface ScheduledJob {
  /** Least time between two runs under a schedule (0: every tick). */
  everyMs: number;
  /** Also run once when the function starts. */
  atStart: boolean;
  /** Does its work, and adds what it did to the run's summary (the retry route's answer). */
  run(deps: JobDeps, summary: RunSummary): Promise<void>;
}

/**
 * The scheduled jobs, declared once, run in this order by the local timer and by the retry route
 * (production: Supabase Cron calls it every minute). The next job is an entry here; invocations share
 * no memory in production, so a job that must run less often keeps its own pace in the database
 * (as the daily spam digest does with its mail slot).
 */
export const SCHEDULED_JOBS: Readonly<Record<string, ScheduledJob>> = {
  // Production: Supabase Cron's send-form-email-retry job calls POST <fn>/retry every minute (handler.ts).
  deliveries: {
    everyMs: 0,
    atStart: false,
    run: async (deps, summary) => {
      const done = await runDeliveries(deps, deps.clock);
      for (const key of Object.keys(done) as (keyof RunSummary)[]) summary[key] += done[key];
    },
  },
  // Production: the daily purge job of supabase/migrations/20261122000100_schedule_lead_jobs.sql (retention null here).
  retention: {
    everyMs: 3600_000,
    atStart: true,
    run: async ({ store, log, retention }) => {
      if (retention === null) return;
      const purged = await store.purgeExpired(retention);
      if (purged > 0) log("info", "leads_purged", { count: purged, retention });
    },
  },
  // Renewal reminders (reminders.ts): what is due on São Paulo's today, once, and their retention.
  // At every run, as the deliveries (production: Supabase Cron's minute; locally: the timer and at
  // start): a run finds little or nothing, each mail being marked once it went out, and a reminder
  // confirmed on its due day goes at the next run, not the next day.
  reminders: {
    everyMs: 0,
    atStart: true,
    run: async (deps, summary) => {
      const done = await runReminders(deps, todayInSaoPaulo(new Date(deps.clock())), deps.clock);
      summary.confirmations += done.confirmations;
      summary.delivered += done.reminders;
    },
  },
};

/** How long close() waits for deliveries: a send stuck on a silent mail server keeps its lease, and must not hold a shutdown for minutes. */
export const CLOSE_DEADLINE_MS = 5_000;

export interface RunningFunction {
  handle: LeadHandler;
  /** Runs the jobs due at start, then starts the schedule (if any). */
  start(): Promise<void>;
  /** Stops the schedule, then `stopAccepting` (the runtime's server), waits for deliveries up to CLOSE_DEADLINE_MS, closes the mailer, releases the parts. */
  close(stopAccepting?: () => Promise<void>): Promise<void>;
}

export function createRunningFunction(parts: FunctionParts): RunningFunction {
  const { config, store, mailer } = parts;
  const log = parts.log ?? consoleLogger();
  const clock = parts.clock ?? Date.now;
  assertLeaseOutlivesSend(config, mailer.maxSendMs);
  if (config.cronSecret === null) {
    log("error", "config_incomplete", {
      reason: "LEADS_CRON_SECRET is not set: the retry and status routes answer 401",
    });
  }
  // Work after an answer (deliveries, scheduled runs), tracked so close() can wait for it.
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>): void => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    parts.waitUntil?.(work);
  };
  const deps: JobDeps = { store, mailer, config, log, clock, retention: parts.retention ?? null, functionUrl: null };
  const lastRun = new Map<string, number>();
  const runJobs = async (atStart: boolean): Promise<RunSummary> => {
    // Read at each run: the local server learns its URL once it listens (app.ts).
    const runDeps = { ...deps, functionUrl: config.reminders.functionUrl };
    const summary: RunSummary = { delivered: 0, failed: 0, heldForDigest: 0, digests: 0, confirmations: 0 };
    for (const [name, job] of Object.entries(SCHEDULED_JOBS)) {
      if (atStart ? !job.atStart : clock() - (lastRun.get(name) ?? -Infinity) < job.everyMs) continue;
      lastRun.set(name, clock());
      await job.run(runDeps, summary);
    }
    return summary;
  };
  let running = false;
  const tick = (): void => {
    // A run still going (a slow mail server) is not joined by a second one.
    if (running) return;
    running = true;
    const work = runJobs(false)
      .catch((error: unknown) => log("error", "scheduled_run_failed", { reason: errorReason(error) }))
      .finally(() => (running = false));
    track(work);
  };
  let stopSchedule = (): void => undefined;
  let closing: Promise<void> | null = null;
  return {
    handle: createHandler({
      store,
      mailer,
      config,
      log,
      waitUntil: track,
      runScheduled: () => runJobs(false),
    }),
    async start() {
      if (!parts.schedule) return;
      await runJobs(true);
      stopSchedule = parts.schedule.start(tick);
    },
    close(stopAccepting) {
      closing ??= (async () => {
        stopSchedule();
        await stopAccepting?.();
        // The deadline's timer is cleared once the work settles: left running, it held the test
        // runner's process for five seconds after its last test ("Jest did not exit").
        let deadline: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          Promise.allSettled([...inFlight]),
          new Promise((done) => (deadline = setTimeout(done, CLOSE_DEADLINE_MS))),
        ]);
        clearTimeout(deadline);
        mailer.close?.();
        await parts.release?.();
      })();
      return closing;
    },
  };
}

/**
 * The running function from `wire`, or, when a setting is missing or invalid, one that refuses every
 * request (rather than, say, answer any origin) and says why on each, so the operator finds it in
 * the logs whenever they look. `wire` opens nothing before its settings are read.
 */
export function createRunningFunctionOrRefusal(log: Logger, wire: () => FunctionParts): RunningFunction {
  let parts: FunctionParts | undefined;
  try {
    parts = wire();
    return createRunningFunction({ log, ...parts });
  } catch (error) {
    const reason = errorReason(error);
    log("error", "config_invalid", { reason });
    return {
      handle: () => {
        log("error", "config_invalid", { reason });
        // No CORS headers: with no allow-list known, no origin is allowed to read anything.
        return Promise.resolve(
          new Response(JSON.stringify({ error: MESSAGES.internal }), {
            status: 500,
            headers: { "Content-Type": "application/json; charset=utf-8", Connection: "close" },
          }),
        );
      },
      start: () => Promise.resolve(),
      close: async (stopAccepting) => {
        await stopAccepting?.();
        await parts?.release?.();
      },
    };
  }
}
