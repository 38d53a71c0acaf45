/**
 * How long leads are kept: the privacy policy states it in words (data/site.json, privacy.retention,
 * e.g. "5 anos"); this turns those words into the Postgres interval the purge job uses, so the
 * promise and the deletion cannot drift apart silently.
 */

const UNITS: Record<string, "years" | "months" | "days"> = {
  ano: "years",
  anos: "years",
  mês: "months",
  mes: "months",
  meses: "months",
  dia: "days",
  dias: "days",
};

/**
 * The interval the daily purge job deletes after, as the migration that schedules it writes it
 * (supabase/migrations/20261122000100_schedule_lead_jobs.sql). The build compares the privacy
 * policy's promise with this, without reading SQL; sql-store.test.ts checks it against the job.
 */
export const SCHEDULED_RETENTION = {
  interval: "5 years",
  migration: "supabase/migrations/20261122000100_schedule_lead_jobs.sql",
} as const;

/** "5 anos" → "5 years"; null when the text is not "<number> anos|meses|dias". */
export function retentionInterval(text: string): string | null {
  const match = /^\s*(\d{1,3})\s+(\p{L}+)\s*$/u.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = UNITS[match[2].toLowerCase()];
  if (!unit || amount < 1) return null;
  return `${amount} ${unit}`;
}
