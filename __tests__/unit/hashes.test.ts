/**
 * The function's SHA-256 and HMAC-SHA-256 (_shared/hashes.ts, @noble/hashes, synchronous for speed)
 * give the values node:crypto gives, at every padding boundary, for long and non-ASCII input and
 * every kind of key: the rate limit, the mailbox rule, the duplicate key and the reminder links read
 * hashes and tokens made by earlier versions, which used Web Crypto.
 */

import { createHash, createHmac, randomBytes } from "node:crypto";
import { hashClient, sha256Hex } from "../../supabase/functions/_shared/hashes";
import { reminderTokens } from "../../supabase/functions/_shared/reminders";

/** Texts whose UTF-8 lengths fall on and around SHA-256's block and padding boundaries, and beyond. */
const TEXTS = [
  "",
  "abc",
  "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
  ...[1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 70_000].map((length) => "a".repeat(length)),
  "ação, cotação e pão: ÁÉÍÓÚ ç",
  "😀 emoji e 中文",
  "email:maria.silva@example.com",
  "203.0.113.0/24",
  "2001:db8:85a3::/64",
];

describe("SHA-256", () => {
  it("matches node:crypto at every boundary and for any text", () => {
    const randomTexts = Array.from({ length: 50 }, (_, index) => randomBytes(index * 7).toString("base64"));
    for (const text of [...TEXTS, ...randomTexts])
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
  });

  it("gives FIPS 180-4's example digests", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });
});

describe("HMAC-SHA-256 of the client", () => {
  it("matches node:crypto for short, block-long, longer-than-a-block and non-ASCII keys", () => {
    const salts = ["", "bench", "k".repeat(63), "k".repeat(64), "k".repeat(65), "s".repeat(200), "sal com açúcar 🧂"];
    for (const salt of salts)
      for (const text of TEXTS)
        expect(hashClient(text, salt)).toBe(createHmac("sha256", salt).update(text, "utf8").digest("hex"));
  });

  it("gives RFC 4231's test case 2", () => {
    expect(hashClient("what do ya want for nothing?", "Jefe")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("keeps each salt's key apart (one key per salt, computed once)", () => {
    const address = "198.51.100.7";
    const [first, second, again] = [hashClient(address, "um"), hashClient(address, "dois"), hashClient(address, "um")];
    expect(first).not.toBe(second);
    expect(again).toBe(first);
  });
});

describe("reminder tokens", () => {
  it("are the HMAC-SHA-256 of purpose and id under the secret, in base64url, as the links already mailed hold", () => {
    const id = "5f0c7a52-0000-4000-8000-000000000001";
    const expected = (purpose: string) =>
      createHmac("sha256", "segredo").update(`renewal-reminder/${purpose}/${id}`, "utf8").digest("base64url");
    expect(reminderTokens("segredo", id)).toEqual({ confirm: expected("confirm"), cancel: expected("cancel") });
  });
});
