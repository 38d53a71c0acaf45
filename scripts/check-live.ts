/** `npm run check:live [dir]`: lists every placeholder left in the content (src/content/go-live.ts); exits 1 while any remains. */
import path from "node:path";
import { contentDir } from "../src/content/content-dir";
import { goLiveReport, placeholdersLeft } from "../src/content/go-live";

const root = path.resolve(__dirname, "..");
const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : contentDir(root);

async function main(): Promise<void> {
  const left = await placeholdersLeft(dataDir);
  if (left.length > 0) {
    console.error(goLiveReport(left));
    process.exitCode = 1;
    return;
  }
  console.log(goLiveReport(left));
}

void main();
