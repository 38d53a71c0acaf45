/**
 * `npm run fonts`: writes static/fonts/inter-latin-<weight>-normal.woff2, Inter reduced to the
 * characters the site uses (src/theme/font-subset.ts), from the full Latin files in src/fonts,
 * and each file's content hash to src/theme/font-files.json (the fonts' URLs carry it, so they can
 * be cached for good). Run it after changing FONT_CHARACTERS; __tests__/unit/fonts.test.ts fails until then.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { fontFileName, FONT_WEIGHTS } from "../src/theme/fonts";
import { FONT_CHARACTERS } from "../src/theme/font-subset";

const ROOT = path.resolve(__dirname, "..");
const fontSource = (weight: number) => path.join(ROOT, "src", "fonts", fontFileName(weight));
export const fontOutput = (weight: number) => path.join(ROOT, "static", "fonts", fontFileName(weight));
const FONT_HASHES_FILE = path.join(ROOT, "src", "theme", "font-files.json");

/** The version in a font's URL: the start of its SHA-256. */
export const fontHash = (content: Buffer): string =>
  crypto.createHash("sha256").update(content).digest("hex").slice(0, 12);

export function subsetInter(weight: number): Promise<Buffer> {
  return subsetFont(fs.readFileSync(fontSource(weight)), FONT_CHARACTERS, { targetFormat: "woff2" });
}

async function main(): Promise<void> {
  fs.mkdirSync(path.dirname(fontOutput(FONT_WEIGHTS[0])), { recursive: true });
  const hashes: Record<string, string> = {};
  for (const weight of FONT_WEIGHTS) {
    const subset = await subsetInter(weight);
    fs.writeFileSync(fontOutput(weight), subset);
    hashes[weight] = fontHash(subset);
    console.log(
      `${path.relative(ROOT, fontOutput(weight))}: ${fs.statSync(fontSource(weight)).size} → ${subset.length} bytes`,
    );
  }
  fs.writeFileSync(FONT_HASHES_FILE, `${JSON.stringify(hashes, null, 2)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
