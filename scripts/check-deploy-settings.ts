/** First step of `npm run build`: a production build without the forms' Supabase settings stops here, before Gatsby runs. */
import { checkDeploySettings } from "../src/config/deploy-settings";

const verdict = checkDeploySettings(process.env);
if (verdict.level === "error") {
  console.error(verdict.message);
  process.exit(1);
}
if (verdict.level === "warning") console.warn(verdict.message);
