/**
 * An in-memory LeadStore with the same semantics as the PGlite store, for handler unit tests:
 * PGlite itself cannot start inside Jest's module sandbox (it loads its WebAssembly with dynamic
 * import()), so it is exercised over HTTP through the real local server in server.test.ts.
 */

import type { LeadStore, NewLead, StoredLead } from "../../supabase/functions/_shared/types";

export interface MemoryLeadStore extends LeadStore {
  rows: StoredLead[];
}

export function createMemoryStore(): MemoryLeadStore {
  const rows: StoredLead[] = [];
  let sequence = 0;
  const find = (id: string): StoredLead => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no lead ${id}`);
    return row;
  };
  const notTriedSince = (row: StoredLead, staleBefore: string) =>
    row.lastAttemptAt === null || Date.parse(row.lastAttemptAt) < Date.parse(staleBefore);
  return {
    rows,
    async insert(lead: NewLead) {
      sequence += 1;
      const id = `lead-${sequence}`;
      rows.push({
        ...lead,
        id,
        deliveryStatus: "pending",
        attempts: 0,
        lastError: null,
        lastAttemptAt: lead.receivedAt,
        deliveredAt: null,
      });
      return id;
    },
    async markDelivered(id, { attempts, at }) {
      Object.assign(find(id), { deliveryStatus: "delivered", attempts, deliveredAt: at, lastAttemptAt: at });
    },
    async markFailed(id, { attempts, error, at }) {
      Object.assign(find(id), { attempts, lastError: error, lastAttemptAt: at });
    },
    async listPending({ limit, maxAttempts, staleBefore }) {
      return rows
        .filter((row) => row.deliveryStatus === "pending" && row.attempts < maxAttempts && notTriedSince(row, staleBefore))
        .sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt))
        .slice(0, limit)
        .map((row) => ({ ...row }));
    },
    async claim(id, { at, staleBefore }) {
      const row = find(id);
      if (row.deliveryStatus !== "pending" || !notTriedSince(row, staleBefore)) return false;
      row.lastAttemptAt = at;
      return true;
    },
    async countRecentByClient(clientHash, since) {
      return rows.filter((row) => row.clientHash === clientHash && Date.parse(row.receivedAt) >= Date.parse(since)).length;
    },
  };
}
