/** Hashes and secret comparison (client HMAC, duplicate key, constant-time equality), on Web Crypto so Deno and Node compute the same values. */

import { LEAD_FIELD_TABLE, type DedupeNormalisation } from "./contract/lead-fields.ts";
import type { LeadFields } from "./types.ts";

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** HMAC-SHA-256 of the client address: enough to count requests, useless to recover the IP. */
export async function hashClient(address: string, salt: string): Promise<string> {
  let key = hmacKeys.get(salt);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(salt), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    hmacKeys.set(salt, key);
  }
  return hex(await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(address)));
}

/**
 * The same form, contact and text give the same key, whatever the spacing or letter case, so a
 * visitor who resubmits (double tap, lost answer, back button) is answered with the first lead.
 */
export function dedupeKey(lead: LeadFields): Promise<string> {
  const normalize = (value: string | null) => (value ?? "").normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
  // Every field of the table, in its order: a new field is part of the key the day it is declared.
  return sha256Hex(
    JSON.stringify([
      lead.formType,
      ...LEAD_FIELD_TABLE.map(({ field, dedupe }) => KEEP[dedupe](normalize(lead[field]))),
    ]),
  );
}

/** What the key keeps of a folded value (contract/lead-fields.ts): a phone's digits, a CPF/CNPJ's letters and digits. */
const KEEP: Record<DedupeNormalisation, (value: string) => string> = {
  text: (value) => value,
  digits: (value) => value.replace(/\D/g, ""),
  alphanumeric: (value) => value.replace(/\W/g, ""),
};

/** Constant-time comparison of two secrets (the length may leak, the content does not). */
export function safeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index += 1)
    difference |= left[index] ^ (right[index % Math.max(right.length, 1)] ?? 0);
  return difference === 0;
}
