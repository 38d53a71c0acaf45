/**
 * First step of `npm run build`: a production build without the forms' Supabase settings, or (on
 * Netlify's production context) with placeholder content left, stops here, before Gatsby runs.
 */
import path from "node:path";
import { checkDeploySettings, isProductionContext } from "../src/config/deploy-settings";
import { contentDir } from "../src/content/content-dir";
import { goLiveReport, placeholderSettings, placeholdersLeft } from "../src/content/go-live";

let failed = false;
const verdict = checkDeploySettings(process.env);
if (verdict.level === "error") {
  console.error(verdict.message);
  failed = true;
}
if (verdict.level === "warning") console.warn(verdict.message);
if (isProductionContext(process.env)) {
  const left = [...placeholdersLeft(contentDir(path.resolve(__dirname, ".."))), ...placeholderSettings(process.env)];
  if (left.length > 0) {
    console.error(
      `Publicação em produção interrompida (CONTEXT=production): o site mostraria dados de exemplo.\n${goLiveReport(left)}\nConfira com npm run check:live; a lista completa está em docs/deploy.md (antes de publicar).`,
    );
    failed = true;
  }
}
if (failed) process.exit(1);
