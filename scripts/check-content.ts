/** `npm run check:content [dir]`: validates the content without a build; exits 1 listing every problem, after any warnings. */
import path from "node:path";
import { contentDir } from "../src/content/content-dir";
import { checkContentDir, formatProblem } from "../src/content/load-content";

async function main(): Promise<void> {
  const root = path.resolve(__dirname, "..");
  const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : contentDir(root);
  const { problems, warnings, serviceSlugs, guideSlugs } = await checkContentDir(dataDir);
  for (const warning of warnings) console.warn(`Aviso: ${formatProblem(warning)}`);
  if (problems.length > 0) {
    console.error(`O conteúdo tem ${problems.length} problema(s):`);
    for (const problem of problems) console.error(formatProblem(problem));
    process.exit(1);
  }
  console.log(`Conteúdo OK: ${serviceSlugs.length} endereços de serviço, ${guideSlugs.length} guia(s).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
