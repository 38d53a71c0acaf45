/**
 * `npm run leads -- --summary`: leads per week, by product and by source, so the owner sees what
 * brings customers (which campaigns, which sites, which products). Pure: the command prints it.
 */

import { campaignSummary, NO_SOURCE } from "../supabase/functions/_shared/contract/lead-source.ts";
import { leadProduct } from "../supabase/functions/_shared/contract/options.ts";
import type { StoredLead } from "../supabase/functions/_shared/types.ts";

/** São Paulo has kept UTC−3 all year since 2019. */
const SAO_PAULO_OFFSET_MS = -3 * 3600 * 1000;

/** The Monday (São Paulo) of the week an instant falls in, as "2026-11-23". */
export function weekOf(iso: string): string {
  const local = new Date(new Date(iso).getTime() + SAO_PAULO_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - daysSinceMonday * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Where a lead came from, in one label: its campaign, else the referring site, else "direto". */
export function sourceLabel(lead: Pick<StoredLead, "source">): string {
  const source = lead.source ?? NO_SOURCE;
  return campaignSummary(source) ?? source.referrerOrigin?.replace(/^https?:\/\//, "") ?? "direto / sem origem";
}

export interface WeekSummary {
  week: string;
  total: number;
  byProduct: [string, number][];
  bySource: [string, number][];
}

function counted(labels: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "pt-BR"));
}

/** Weeks newest first; within a week, the most frequent product and source first. Possible spam is left out. */
export function summarise(leads: readonly StoredLead[]): WeekSummary[] {
  const weeks = new Map<string, StoredLead[]>();
  for (const lead of leads) {
    if (lead.spamReason !== null) continue;
    const week = weekOf(lead.receivedAt);
    weeks.set(week, [...(weeks.get(week) ?? []), lead]);
  }
  return [...weeks]
    .sort((a, b) => b[0].localeCompare(a[0]))
    .map(([week, inWeek]) => ({
      week,
      total: inWeek.length,
      byProduct: counted(inWeek.map((lead) => leadProduct(lead) ?? "não informado")),
      bySource: counted(inWeek.map(sourceLabel)),
    }));
}

/** The summary as the terminal shows it. */
export function formatSummary(weeks: readonly WeekSummary[]): string {
  if (weeks.length === 0) return "Nenhum lead no período.";
  const date = (iso: string) => iso.split("-").reverse().join("/");
  return weeks
    .map((week) =>
      [
        `Semana de ${date(week.week)}: ${week.total} lead(s)`,
        "  Por produto:",
        ...week.byProduct.map(([label, count]) => `    ${String(count).padStart(4)}  ${label}`),
        "  Por origem:",
        ...week.bySource.map(([label, count]) => `    ${String(count).padStart(4)}  ${label}`),
      ].join("\n"),
    )
    .join("\n\n");
}
