/** `npm run check:content [dir]`: validates the content without a build; exits 1 listing every problem. */
import path from "node:path";
import { formatProblem } from "../src/node/checker";
import { contentDir } from "../src/node/content-dir";
import { checkContentDir } from "../src/node/load-content";

const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : contentDir(path.resolve(__dirname, ".."));
const { problems, serviceSlugs } = checkContentDir(dataDir);

if (problems.length > 0) {
  console.error(`The content has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
console.log(`Content OK: ${serviceSlugs.length} service URLs.`);
