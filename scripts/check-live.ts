/**
 * `npm run check:live [dir]`: before going live, lists every placeholder left in the content
 * (src/content/go-live.ts), every cited rule past its end and every rule of the register not
 * reviewed in its official text for 12 months (src/content/rule-checks.ts); exits 1 while any remains.
 * Cited rules that end within RULE_END_NOTICE_DAYS are listed too, as notice: nothing stops on them yet.
 */
import path from "node:path";
import { contentDir } from "../src/content/content-dir";
import { goLiveReport, placeholdersLeft } from "../src/content/go-live";
import { checkContentDir, formatProblem } from "../src/content/load-content";
import { RULE_END_NOTICE_DAYS, RULE_REVIEW_MONTHS } from "../src/content/rule-checks";

const root = path.resolve(__dirname, "..");
const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : contentDir(root);

async function main(): Promise<void> {
  const left = await placeholdersLeft(dataDir);
  const { expiredRules, endingRules, unreviewedRules } = await checkContentDir(dataDir);
  const sections = [goLiveReport(left)];
  if (expiredRules.length > 0)
    sections.push(
      [
        `${expiredRules.length} citação(ões) de regra que já deixou de valer (a publicação em produção para nelas):`,
        ...expiredRules.map((problem) => `  ${formatProblem(problem)}`),
      ].join("\n"),
    );
  if (endingRules.length > 0)
    sections.push(
      [
        `${endingRules.length} citação(ões) de regra que deixa de valer nos próximos ${RULE_END_NOTICE_DAYS} dias (ainda não impede a publicação):`,
        ...endingRules.map((problem) => `  ${formatProblem(problem)}`),
      ].join("\n"),
    );
  sections.push(
    unreviewedRules.length === 0
      ? `Regras: todas conferidas no texto oficial nos últimos ${RULE_REVIEW_MONTHS} meses.`
      : [
          `${unreviewedRules.length} regra(s) sem conferência há mais de ${RULE_REVIEW_MONTHS} meses:`,
          ...unreviewedRules.map((problem) => `  ${formatProblem(problem)}`),
        ].join("\n"),
  );
  const pending = left.length + expiredRules.length + unreviewedRules.length;
  (pending > 0 ? console.error : console.log)(sections.join("\n\n"));
  if (pending > 0) process.exitCode = 1;
}

void main();
