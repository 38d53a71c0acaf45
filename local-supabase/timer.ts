/** The local stand-in for Supabase Cron: a timer that ticks the core's scheduled jobs (running-function.ts). */

import type { Env } from "../supabase/functions/_shared/config.ts";
import type { Schedule } from "../supabase/functions/_shared/running-function.ts";
import { integerEnv } from "./local-config.ts";

/** A tick every RETRY_INTERVAL_MS (30 s); the core skips a tick while the last run goes on. */
export function localTimer(env: Env): Schedule {
  const everyMs = integerEnv(env, "RETRY_INTERVAL_MS", 30_000);
  return {
    start(tick) {
      const timer = setInterval(tick, everyMs);
      return () => clearInterval(timer);
    },
  };
}
