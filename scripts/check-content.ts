/** `npm run check:content`: validates data/ without a build; exits 1 listing every problem. */
import path from "node:path";
import { formatProblem } from "../src/node/checker";
import { checkContentDir } from "../src/node/load-content";

const root = path.resolve(__dirname, "..");
const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "data");
const { problems, serviceSlugs } = checkContentDir(dataDir, process.argv[2] ? process.cwd() : root);

if (problems.length > 0) {
  console.error(`The content in ${path.relative(process.cwd(), dataDir) || "."} has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
console.log(`Content OK: ${serviceSlugs.length} service URLs.`);
