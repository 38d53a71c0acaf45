/**
 * LeadStore over Supabase's REST API (PostgREST) with the service-role key, using plain fetch:
 * no client library to bundle, and every call is easy to see in tests.
 */

import { fromLeadRow, toNewLeadRow, type LeadRow } from "../_shared/lead-row.ts";
import type { LeadStore } from "../_shared/types.ts";

export function createPostgrestStore(supabaseUrl: string, serviceRoleKey: string): LeadStore {
  const endpoint = `${supabaseUrl.replace(/\/+$/, "")}/rest/v1/leads`;
  const baseHeaders = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    "Content-Type": "application/json",
  };

  async function call(method: string, query: Record<string, string>, init: { prefer: string; body?: unknown }): Promise<Response> {
    const response = await fetch(`${endpoint}?${new URLSearchParams(query)}`, {
      method,
      headers: { ...baseHeaders, Prefer: init.prefer },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) {
      throw new Error(`PostgREST ${method} leads failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
    }
    return response;
  }

  // Timestamps are quoted because they contain the "." and ":" that PostgREST's or=() syntax reserves.
  const notTriedSince = (staleBefore: string) => `(last_attempt_at.is.null,last_attempt_at.lt."${staleBefore}")`;

  return {
    async insert(lead) {
      const response = await call("POST", { select: "id" }, { prefer: "return=representation", body: toNewLeadRow(lead) });
      const rows = (await response.json()) as { id: string }[];
      return rows[0].id;
    },
    async markDelivered(id, { attempts, at }) {
      await call("PATCH", { id: `eq.${id}` }, {
        prefer: "return=minimal",
        body: { delivery_status: "delivered", attempts, delivered_at: at, last_attempt_at: at },
      });
    },
    async markFailed(id, { attempts, error, at }) {
      await call("PATCH", { id: `eq.${id}` }, {
        prefer: "return=minimal",
        body: { attempts, last_error: error, last_attempt_at: at },
      });
    },
    async listPending({ limit, maxAttempts, staleBefore }) {
      const response = await call("GET", {
        select: "*",
        delivery_status: "eq.pending",
        attempts: `lt.${maxAttempts}`,
        or: notTriedSince(staleBefore),
        order: "received_at.asc",
        limit: String(limit),
      }, { prefer: "count=none" });
      return ((await response.json()) as LeadRow[]).map(fromLeadRow);
    },
    async claim(id, { at, staleBefore }) {
      const response = await call("PATCH", {
        id: `eq.${id}`,
        delivery_status: "eq.pending",
        or: notTriedSince(staleBefore),
        select: "id",
      }, { prefer: "return=representation", body: { last_attempt_at: at } });
      return ((await response.json()) as unknown[]).length === 1;
    },
    async countRecentByClient(clientHash, since) {
      const response = await call("HEAD", {
        select: "id",
        client_hash: `eq.${clientHash}`,
        received_at: `gte.${since}`,
      }, { prefer: "count=exact" });
      // Content-Range looks like "0-4/5" or "*/0"; the total follows the slash.
      const total = Number(response.headers.get("content-range")?.split("/")[1]);
      if (!Number.isInteger(total)) throw new Error("PostgREST did not return a row count");
      return total;
    },
  };
}
