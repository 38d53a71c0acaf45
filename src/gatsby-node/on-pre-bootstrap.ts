import type { GatsbyNode } from "gatsby";
import { contentDir } from "../content/content-dir";
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
};
