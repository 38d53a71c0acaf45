/**
 * First step of `npm run build`: a production build without the forms' Supabase settings (or, on
 * Netlify's production context, without ALLOWED_ORIGINS naming the site), or with placeholder
 * content or a SITE_URL that is no public https address of the site's own, or citing a rule of the
 * register past its end (effectiveUntil), stops here, before Gatsby runs.
 */
import path from "node:path";
import { checkDeploySettings, isProductionContext } from "../src/config/deploy-settings";
import { contentDir } from "../src/content/content-dir";
import { placeholderSettings, placeholdersLeft, productionRefusal } from "../src/content/go-live";
import { checkContentDir, formatProblem } from "../src/content/load-content";

async function main(): Promise<void> {
  let failed = false;
  const verdict = checkDeploySettings(process.env);
  if (verdict.level === "error") {
    console.error(verdict.message);
    failed = true;
  }
  if (verdict.level === "warning") console.warn(verdict.message);
  if (isProductionContext(process.env)) {
    const dataDir = contentDir(path.resolve(__dirname, ".."));
    const left = [...(await placeholdersLeft(dataDir)), ...placeholderSettings(process.env)];
    if (left.length > 0) {
      console.error(productionRefusal(left));
      failed = true;
    }
    // A page must not state a rule that no longer holds: the register's end date is the law's.
    const { expiredRules } = await checkContentDir(dataDir);
    if (expiredRules.length > 0) {
      console.error(
        [
          "Publicação em produção interrompida: o site citaria regras que já deixaram de valer. Cadastre a regra em vigor em data/rules.json e cite-a no lugar:",
          ...expiredRules.map((problem) => `  ${formatProblem(problem)}`),
        ].join("\n"),
      );
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

void main();
