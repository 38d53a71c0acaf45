/**
 * First step of `npm run build`: a production build without the forms' Supabase settings (or, on
 * Netlify's production context, without ALLOWED_ORIGINS naming the site), or with placeholder
 * content or a SITE_URL that is no public https address of the site's own, stops here, before Gatsby runs.
 */
import path from "node:path";
import { checkDeploySettings, isProductionContext } from "../src/config/deploy-settings";
import { contentDir } from "../src/content/content-dir";
import { placeholderSettings, placeholdersLeft, productionRefusal } from "../src/content/go-live";

async function main(): Promise<void> {
  let failed = false;
  const verdict = checkDeploySettings(process.env);
  if (verdict.level === "error") {
    console.error(verdict.message);
    failed = true;
  }
  if (verdict.level === "warning") console.warn(verdict.message);
  if (isProductionContext(process.env)) {
    const left = [
      ...(await placeholdersLeft(contentDir(path.resolve(__dirname, "..")))),
      ...placeholderSettings(process.env),
    ];
    if (left.length > 0) {
      console.error(productionRefusal(left));
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

void main();
