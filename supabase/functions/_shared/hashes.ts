/** Hashes and secret comparison (client HMAC, duplicate key, reminder tokens, constant-time equality), the same values on Deno and Node. */

import { hmac } from "@noble/hashes/hmac";
import { sha256 } from "@noble/hashes/sha2";
import { LEAD_FIELD_TABLE, type DedupeNormalisation } from "./contract/lead-fields.ts";
import type { LeadFields } from "./types.ts";

// @noble/hashes (audited, no dependencies) rather than Web Crypto: Web Crypto's hashes are
// asynchronous, each an operation handed to another thread, which cost a lead about 0.4 ms on Deno
// (docs/speed.md, issue 41); these take microseconds for the few hundred bytes hashed here.

const utf8 = new TextEncoder();

function hex(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}

export function sha256Hex(text: string): string {
  return hex(sha256(utf8.encode(text)));
}

/** One keyed HMAC per secret, its pads computed once; each use works on a clone. */
const keyed = new Map<string, ReturnType<typeof hmac.create>>();

/** HMAC-SHA-256 (RFC 2104) of `text` under `secret`. */
export function hmacSha256(secret: string, text: string): Uint8Array {
  let base = keyed.get(secret);
  if (!base) {
    base = hmac.create(sha256, utf8.encode(secret));
    keyed.set(secret, base);
  }
  return base.clone().update(utf8.encode(text)).digest();
}

/** HMAC-SHA-256 of the client address: enough to count requests, useless to recover the IP. */
export function hashClient(address: string, salt: string): string {
  return hex(hmacSha256(salt, address));
}

/**
 * The same form, contact and text give the same key, whatever the spacing or letter case, so a
 * visitor who resubmits (double tap, lost answer, back button) is answered with the first lead.
 */
export function dedupeKey(lead: LeadFields): string {
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
