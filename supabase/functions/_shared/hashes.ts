/** Hashes and secret comparison (client HMAC, duplicate key, constant-time equality), the same values on Deno and Node. */

import { LEAD_FIELD_TABLE, type DedupeNormalisation } from "./contract/lead-fields.ts";
import type { LeadFields } from "./types.ts";

/**
 * SHA-256 (FIPS 180-4) in plain TypeScript, synchronous. Web Crypto's is asynchronous: on Deno each
 * call is an operation handed to another thread, which cost a lead about a fifth of a millisecond per
 * hash under load (docs/speed.md, issue 41), where this takes microseconds for the few hundred bytes
 * hashed here. `__tests__/unit/hashes.test.ts` checks it against node:crypto.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const BLOCK = 64;

/** Folds the 64-byte blocks of `bytes` from `offset` into `state`. */
function compress(state: Uint32Array, bytes: Uint8Array, offset: number, w: Uint32Array): void {
  for (let block = offset; block < bytes.length; block += BLOCK) {
    for (let i = 0; i < 16; i += 1) {
      const at = block + i * 4;
      w[i] = ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
    }
    for (let i = 16; i < 64; i += 1) {
      const a = w[i - 15];
      const b = w[i - 2];
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = state;
    for (let i = 0; i < 64; i += 1) {
      const t1 =
        (h +
          (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) +
          ((e & f) ^ (~e & g)) +
          K[i] +
          w[i]) >>>
        0;
      const t2 =
        ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) +
          ((a & b) ^ (a & c) ^ (b & c))) >>>
        0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
  }
}

/** SHA-256 of `message`, continuing from `state` after `before` bytes already folded in (HMAC's pads). */
function sha256(message: Uint8Array, state: Uint32Array = Uint32Array.from(INITIAL), before = 0): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array(Math.ceil((length + 9) / BLOCK) * BLOCK);
  padded.set(message);
  padded[length] = 0x80;
  const bits = (before + length) * 8;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bits / 0x1_0000_0000));
  view.setUint32(padded.length - 4, bits >>> 0);
  compress(state, padded, 0, new Uint32Array(64));
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i += 1) out.setUint32(i * 4, state[i]);
  return digest;
}

function hex(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}

const utf8 = new TextEncoder();

export function sha256Hex(text: string): Promise<string> {
  return Promise.resolve(hex(sha256(utf8.encode(text))));
}

/** HMAC-SHA-256 (RFC 2104) keyed by `salt`: the states after its inner and outer pads, computed once per salt. */
const hmacStates = new Map<string, { inner: Uint32Array; outer: Uint32Array }>();

function hmacStateOf(salt: string): { inner: Uint32Array; outer: Uint32Array } {
  let pads = hmacStates.get(salt);
  if (!pads) {
    let key: Uint8Array = utf8.encode(salt);
    if (key.length > BLOCK) key = sha256(key);
    const block = new Uint8Array(BLOCK);
    block.set(key);
    const pad = (byte: number) => {
      const state = Uint32Array.from(INITIAL);
      compress(
        state,
        block.map((value) => value ^ byte),
        0,
        new Uint32Array(64),
      );
      return state;
    };
    pads = { inner: pad(0x36), outer: pad(0x5c) };
    hmacStates.set(salt, pads);
  }
  return pads;
}

/** HMAC-SHA-256 of the client address: enough to count requests, useless to recover the IP. */
export function hashClient(address: string, salt: string): Promise<string> {
  const { inner, outer } = hmacStateOf(salt);
  const innerDigest = sha256(utf8.encode(address), Uint32Array.from(inner), BLOCK);
  return Promise.resolve(hex(sha256(innerDigest, Uint32Array.from(outer), BLOCK)));
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
