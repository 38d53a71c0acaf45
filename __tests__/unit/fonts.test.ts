import fs from "node:fs";
import { fontHash, fontOutput, subsetInter } from "../../scripts/subset-fonts";
import { FONT_WEIGHTS, fontUrl } from "../../src/theme/fonts";
import { FONT_CHARACTERS } from "../../src/theme/font-subset";

describe("the self-hosted Inter files", () => {
  it.each(FONT_WEIGHTS)(
    "weight %i is the source reduced to FONT_CHARACTERS (run `npm run fonts` after changing them)",
    async (weight) => {
      const expected = await subsetInter(weight);
      expect(Buffer.compare(fs.readFileSync(fontOutput(weight)), expected)).toBe(0);
      // Small enough to arrive in the first round trip of a new connection (initial TCP window, ~14.6 KB).
      expect(expected.length).toBeLessThan(14_000);
      // Served as immutable: the URL must change whenever the file does.
      expect(fontUrl(weight)).toBe(`/fonts/inter-latin-${weight}-normal.woff2?v=${fontHash(expected)}`);
    },
  );

  it("hold every letter of Portuguese and no character twice", () => {
    for (const character of "ÀÁÂÃÇÉÊÍÓÔÕÚàáâãçéêíóôõúü–—…“”") expect(FONT_CHARACTERS).toContain(character);
    expect(new Set(FONT_CHARACTERS).size).toBe(FONT_CHARACTERS.length);
  });
});
