/**
 * `npm run fonts`: writes static/fonts/inter-latin-<weight>-normal.woff2, Inter reduced to the
 * characters the site uses (src/theme/font-subset.ts), from the full Latin files in src/fonts.
 * Run it after changing FONT_CHARACTERS; __tests__/unit/fonts.test.ts fails until then.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_WEIGHTS } from "../src/theme/fonts";
import { FONT_CHARACTERS } from "../src/theme/font-subset";

const ROOT = path.resolve(__dirname, "..");
export const fontSource = (weight: number) => path.join(ROOT, "src", "fonts", `inter-latin-${weight}-normal.woff2`);
export const fontOutput = (weight: number) => path.join(ROOT, "static", "fonts", `inter-latin-${weight}-normal.woff2`);

export function subsetInter(weight: number): Promise<Buffer> {
  return subsetFont(fs.readFileSync(fontSource(weight)), FONT_CHARACTERS, { targetFormat: "woff2" });
}

async function main(): Promise<void> {
  fs.mkdirSync(path.dirname(fontOutput(FONT_WEIGHTS[0])), { recursive: true });
  for (const weight of FONT_WEIGHTS) {
    const subset = await subsetInter(weight);
    fs.writeFileSync(fontOutput(weight), subset);
    console.log(`${path.relative(ROOT, fontOutput(weight))}: ${fs.statSync(fontSource(weight)).size} → ${subset.length} bytes`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
