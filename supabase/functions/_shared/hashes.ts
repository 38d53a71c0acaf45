/** Hashes and secret comparison (client HMAC, duplicate key, constant-time equality), on Web Crypto so Deno and Node compute the same values. */

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
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(salt), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
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
  return sha256Hex(
    JSON.stringify([
      lead.formType,
      normalize(lead.name),
      normalize(lead.email),
      normalize(lead.phone).replace(/\D/g, ""),
      normalize(lead.cpf).replace(/\W/g, ""),
      normalize(lead.insuranceType),
      normalize(lead.company),
      normalize(lead.subject),
      normalize(lead.message),
      normalize(lead.additionalDetails),
    ]),
  );
}

/** Constant-time comparison of two secrets (the length may leak, the content does not). */
export function safeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index += 1) difference |= left[index] ^ (right[index % Math.max(right.length, 1)] ?? 0);
  return difference === 0;
}
