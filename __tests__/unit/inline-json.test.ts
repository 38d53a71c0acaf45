/** The one serialiser of JSON inside a <script> element (src/islands/inline-json.ts). */
import { inlineJson } from "../../src/islands/inline-json";

const HOSTILE = "Corretora</script><script>alert(1)</script>";

describe("inlineJson", () => {
  it("writes <, >, &, U+2028 and U+2029 as \\u escapes, so the text holds none of them", () => {
    const json = inlineJson({ name: HOSTILE, note: "a & b <!-- c --> d\u2028e\u2029f" });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(json).toContain("a \\u0026 b \\u003c!-- c --\\u003e d\\u2028e\\u2029f");
  });

  it("parses back to the same value, whatever the text holds", () => {
    const values: unknown[] = [
      { name: HOSTILE, nested: [{ deep: "</SCRIPT >" }, 1, null, true], empty: "" },
      "\u2028\u2029<>&'\"\\/",
      ["ação", "🚗", "\u0000", "\u001f", "<!--", "-->"],
      { "<key>": "&amp;" },
      0,
      null,
    ];
    for (const value of values) expect(JSON.parse(inlineJson(value))).toEqual(value);
  });

  it("cannot end the script element, open another or start a comment, as an HTML parser reads it", () => {
    const html = `<script type="application/ld+json">${inlineJson({ name: HOSTILE, other: ["<!--<script>", "</script", "</scr", "ipt>"] })}</script>`;
    expect(html).not.toMatch(/<\/script><script>alert/i);
    // The element's one end tag is the last one; nothing inside opens or closes an element.
    expect(html.match(/<\/?script/gi)).toEqual(["<script", "</script"]);
    expect(html).not.toContain("<!--");
  });

  it("leaves every other character as JSON.stringify writes it", () => {
    const value = { a: "São Paulo – SP, ☎ 11 3000-0000", b: [1.5, -2], c: { d: 'x\ny\t"z"' } };
    expect(inlineJson(value)).toBe(JSON.stringify(value));
  });

  it('refuses a value with no JSON form instead of writing "undefined"', () => {
    expect(() => inlineJson(undefined)).toThrow(/no JSON form/);
    expect(() => inlineJson(() => 1)).toThrow(/no JSON form/);
  });
});
