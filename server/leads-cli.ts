/**
 * `npm run leads [-- --pending]`: lists stored leads, newest first, with their delivery status.
 * While the function server runs it holds the PGlite lock, so the list is asked from its
 * loopback-only GET /leads; otherwise the database in DATA_DIR is opened directly.
 */

import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { StoredLead } from "../supabase/functions/_shared/types.ts";
import { LEADS_PATH } from "./app.ts";
import { openPgliteStore } from "./pglite-store.ts";

const STATUS_LABELS = { pending: "pendente", delivered: "entregue" } as const;

async function fromRunningServer(pendingOnly: boolean): Promise<StoredLead[] | null> {
  const host = process.env.HOST ?? "127.0.0.1";
  const url = `http://${host}:${process.env.PORT ?? 54321}${LEADS_PATH}${pendingOnly ? "?pending=1" : ""}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    return ((await response.json()) as { leads: StoredLead[] }).leads;
  } catch {
    return null; // Not running (or not reachable): read the database directly.
  }
}

async function fromDatabase(pendingOnly: boolean): Promise<StoredLead[]> {
  const dbDir = join(resolve(process.env.DATA_DIR ?? ".data"), "pglite");
  if (!existsSync(dbDir)) return [];
  const store = await openPgliteStore(dbDir);
  try {
    return await store.listAll({ pendingOnly });
  } finally {
    await store.close();
  }
}

function cell(value: string, width: number): string {
  const flat = value.replace(/\s+/g, " ");
  return (flat.length > width ? `${flat.slice(0, width - 1)}…` : flat).padEnd(width);
}

const formatTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "medium",
});

function print(leads: StoredLead[], source: string): void {
  const columns: [string, number, (lead: StoredLead) => string][] = [
    ["ID", 36, (lead) => lead.id],
    ["Recebido em", 20, (lead) => formatTime.format(new Date(lead.receivedAt))],
    ["Formulário", 10, (lead) => lead.formType],
    ["Nome", 24, (lead) => lead.name],
    ["Contato", 36, (lead) => [lead.email, lead.phone].filter(Boolean).join(" / ")],
    ["Status", 9, (lead) => STATUS_LABELS[lead.deliveryStatus]],
    ["Tent.", 5, (lead) => String(lead.attempts)],
    ["Último erro", 40, (lead) => lead.lastError ?? ""],
  ];
  console.log(columns.map(([title, width]) => cell(title, width)).join("  ").trimEnd());
  for (const lead of leads) {
    console.log(columns.map(([, width, value]) => cell(value(lead), width)).join("  ").trimEnd());
  }
  const pending = leads.filter((lead) => lead.deliveryStatus === "pending").length;
  console.log(`\n${leads.length} lead(s), ${pending} pendente(s) de entrega. Fonte: ${source}.`);
}

async function main(): Promise<void> {
  const pendingOnly = process.argv.includes("--pending");
  const viaServer = await fromRunningServer(pendingOnly);
  if (viaServer) print(viaServer, "servidor de funções em execução");
  else print(await fromDatabase(pendingOnly), `banco local em ${resolve(process.env.DATA_DIR ?? ".data")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
