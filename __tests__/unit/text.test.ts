import { codePointLength, removeInvisible, truncateCodePoints } from "../../supabase/functions/_shared/contract/text";

describe("removeInvisible", () => {
  it("removes what shows nothing (zero-width, soft hyphen, BOM, bidi marks) and keeps every visible character", () => {
    expect(removeInvisible("A\u200bn\u200ca\u200d \u200eS\u200fo\u061cu\u00adz\u2060a\ufeff\u180e")).toBe("Ana Souza");
    expect(removeInvisible("Mário São João — 100% ✓ 👍")).toBe("Mário São João — 100% ✓ 👍");
  });
});

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("codePointLength", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(codePointLength("")).toBe(0);
    expect(codePointLength("cotação")).toBe(7);
    expect(codePointLength("🚗")).toBe(1);
    expect("🚗").toHaveLength(2);
    expect(codePointLength("😀".repeat(5000))).toBe(5000);
  });

  it("counts a combining mark and each half of a broken pair as one each", () => {
    expect(codePointLength("e\u0301")).toBe(2);
    expect(codePointLength("a\ud800b")).toBe(3);
  });
});

describe("truncateCodePoints", () => {
  it("returns text within the limit unchanged, with no ellipsis", () => {
    expect(truncateCodePoints("Seguro", 6, "…")).toBe("Seguro");
    expect(truncateCodePoints("😀😀", 2, "…")).toBe("😀😀");
    expect(truncateCodePoints("", 0, "…")).toBe("");
  });

  it("cuts to the limit, the ellipsis included", () => {
    expect(truncateCodePoints("Seguro Viagem", 6)).toBe("Seguro");
    expect(truncateCodePoints("Seguro Viagem", 7, "…")).toBe("Seguro…");
    expect(truncateCodePoints("Seguro Viagem", 8, "...")).toBe("Segur...");
    expect(codePointLength(truncateCodePoints("a".repeat(300), 200, "…"))).toBe(200);
  });

  it("counts an ellipsis of several code points, emoji included, in code points", () => {
    expect(truncateCodePoints("abcdefgh", 5, "🔚🔚")).toBe("abc🔚🔚");
  });

  it("never returns more than the limit, even when the ellipsis alone is longer", () => {
    expect(truncateCodePoints("abcdef", 2, "...")).toBe("..");
    expect(truncateCodePoints("abcdef", 3, "...")).toBe("...");
    expect(truncateCodePoints("abcdef", 0, "…")).toBe("");
    expect(truncateCodePoints("abcdef", 0)).toBe("");
  });

  it("cuts 50 subjects with an emoji around position 199–201 to 200 code points, never leaving a lone surrogate", () => {
    const emoji = ["😀", "🚗", "🏠", "👨‍👩‍👧", "🇧🇷"];
    for (let i = 0; i < 50; i += 1) {
      // The emoji starts at code point 197 to 201, with text of varying length after it.
      const before = "x".repeat(197 + (i % 5));
      const subject = `${before}${emoji[i % emoji.length]}${"y".repeat(i)}`;
      for (const ellipsis of ["", "…"]) {
        const cut = truncateCodePoints(subject, 200, ellipsis);
        expect(codePointLength(cut)).toBeLessThanOrEqual(200);
        expect(cut).not.toMatch(LONE_SURROGATE);
        // What is kept is a prefix of the subject, cut between two code points.
        const kept = ellipsis && cut.endsWith(ellipsis) && cut !== subject ? cut.slice(0, -ellipsis.length) : cut;
        expect(subject.startsWith(kept)).toBe(true);
        expect([...subject].slice(0, codePointLength(kept)).join("")).toBe(kept);
        if (codePointLength(subject) > 200) {
          expect(codePointLength(cut)).toBe(200);
          if (ellipsis) expect(cut.endsWith(ellipsis)).toBe(true);
        } else {
          expect(cut).toBe(subject);
        }
      }
    }
  });

  it("keeps an emoji whole or drops it whole at the boundary", () => {
    const at199 = `${"x".repeat(199)}😀tail`;
    expect(truncateCodePoints(at199, 200)).toBe(`${"x".repeat(199)}😀`);
    expect(truncateCodePoints(at199, 200, "…")).toBe(`${"x".repeat(199)}…`);
    const at200 = `${"x".repeat(200)}😀`;
    expect(truncateCodePoints(at200, 200)).toBe("x".repeat(200));
    expect(truncateCodePoints(`${"x".repeat(198)}😀😀`, 200)).toBe(`${"x".repeat(198)}😀😀`);
  });
});
