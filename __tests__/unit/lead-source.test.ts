/** The lead's first-party source (supabase/functions/_shared/contract/lead-source.ts) and its phone actions (contact-links.ts). */
import { contactLinks, phoneE164 } from "../../supabase/functions/_shared/contact-links";
import {
  encodeLeadSource,
  LEAD_SOURCE_MAX_HEADER,
  NO_SOURCE,
  parseLeadSource,
} from "../../supabase/functions/_shared/contract/lead-source";
import { CAMPAIGN_SOURCE } from "../../test-kit/lead-fixtures";

describe("phoneE164", () => {
  it.each([
    ["(11) 98765-4321", "+5511987654321"],
    ["11987654321", "+5511987654321"],
    ["011 98765-4321", "+5511987654321"],
    ["(11) 3333-4444", "+551133334444"],
    ["+55 11 98765-4321", "+5511987654321"],
    ["55 11 98765-4321", "+5511987654321"],
    ["+351 912 345 678", "+351912345678"],
  ])("%s → %s", (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
  });

  it.each(["123", "", "+1", "98765-4321", "1234567890123456"])("gives up on %j", (typed) => {
    expect(phoneE164(typed)).toBeNull();
  });

  it("builds no link from a number it cannot read", () => {
    expect(contactLinks("X", { phone: "abc", email: "", protocol: "2026-00001", product: null })).toEqual({
      call: null,
      whatsapp: null,
      email: null,
    });
  });
});

describe("the source the browser captures and the function reads", () => {
  it("keeps the landing path, the utm_* parameters and the referring origin, and nothing else of either URL", () => {
    const header = encodeLeadSource(
      "https://www.corretora.com.br/servicos/seguro-auto?utm_source=google&utm_medium=cpc&utm_campaign=auto-sp-nov&gclid=abc&email=ana%40example.com#x",
      "https://www.google.com/search?q=seguro+auto+ana",
    );
    expect(header).not.toContain("gclid");
    expect(header).not.toContain("ana");
    expect(header).not.toContain("search");
    expect(parseLeadSource(header)).toEqual(CAMPAIGN_SOURCE);
  });

  it("records no referral between the site's own pages", () => {
    expect(
      parseLeadSource(encodeLeadSource("https://a.com.br/quem-somos", "https://a.com.br/")).referrerOrigin,
    ).toBeNull();
    expect(parseLeadSource(encodeLeadSource("https://a.com.br/", "")).referrerOrigin).toBeNull();
  });

  it("cuts long campaign values, on code points in the end", () => {
    const long = "🚗".repeat(150);
    const source = parseLeadSource(
      encodeLeadSource(`https://a.com.br/?utm_campaign=${encodeURIComponent(long)}&utm_term=${"t".repeat(300)}`, ""),
    );
    expect(Array.from(source.utmCampaign ?? "")).toEqual(Array(50).fill("🚗"));
    expect(source.utmTerm).toBe("t".repeat(100));
    // A value cut inside an emoji loses that half (U+FFFD), never the whole field.
    const odd = parseLeadSource(encodeLeadSource(`https://a.com.br/?utm_content=${"a".repeat(99)}🚗`, ""));
    expect(odd.utmContent).toBe(`${"a".repeat(99)}\uFFFD`);
  });

  it.each([
    ["a full URL as landing page", "landing=https%3A%2F%2Fevil.example%2Fx", { landingPage: null }],
    ["a protocol-relative landing page", "landing=%2F%2Fevil.example", { landingPage: null }],
    ["a landing page with a query", "landing=%2F%3Femail%3Da%40b.c", { landingPage: null }],
    ["a referrer with a path", "referrer=https%3A%2F%2Fwww.google.com%2Fsearch", { referrerOrigin: null }],
    ["a javascript: referrer", "referrer=javascript%3Aalert(1)", { referrerOrigin: null }],
    ["control characters", "utm_source=a%0Ab", { utmSource: null }],
    ["a bidi override", "utm_campaign=%E2%80%AEabc", { utmCampaign: null }],
  ])("drops %s, keeping the rest", (_what, header, dropped) => {
    const source = parseLeadSource(`${header}&utm_medium=cpc`);
    expect(source).toMatchObject({ ...dropped, utmMedium: "cpc" });
  });

  it("ignores a missing, oversized or garbled header whole: never a reason to refuse a lead", () => {
    expect(parseLeadSource(null)).toEqual(NO_SOURCE);
    expect(parseLeadSource(`utm_source=${"a".repeat(LEAD_SOURCE_MAX_HEADER)}`)).toEqual(NO_SOURCE);
    expect(parseLeadSource("%%%=%%%")).toEqual(NO_SOURCE);
  });
});
