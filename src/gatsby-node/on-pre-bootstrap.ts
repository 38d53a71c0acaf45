import type { GatsbyNode } from "gatsby";
import { isProductionContext } from "../config/deploy-settings";
import { contentDir } from "../content/content-dir";
import { placeholderPictures, productionRefusal } from "../content/go-live";
import { checkContentDir, formatProblem } from "../content/load-content";
import { PROJECT_ROOT } from "./paths";

// Validate every content file before Gatsby parses it, so a maintainer sees all
// problems at once, each with file, field and reason, instead of a stack trace;
// warnings (an old verification of the insurers' numbers) are shown and the build goes on.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const { problems, warnings } = await checkContentDir(contentDir(PROJECT_ROOT));
  for (const warning of warnings) reporter.warn(`Conteúdo a conferir: ${formatProblem(warning)}`);
  if (problems.length > 0) {
    reporter.panic(
      `O conteúdo em data/ tem ${problems.length} problema(s):\n${problems.map(formatProblem).join("\n")}`,
    );
  }
  // The example pictures stop a production build here (gatsby-config, synchronous, has checked the texts).
  if (isProductionContext(process.env)) {
    const pictures = await placeholderPictures(contentDir(PROJECT_ROOT));
    if (pictures.length > 0) reporter.panic(productionRefusal(pictures));
  }
};
