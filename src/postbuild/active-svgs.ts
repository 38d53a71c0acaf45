import fs from "node:fs";
import path from "node:path";
import { svgProblem } from "../content/svg-safety";

/**
 * Every SVG below `dir` (the built site) that is more than a picture, with the reason: the content
 * check refuses such a file in data/ before the build, and this catches one arriving any other way
 * (static/, a plugin), since the site serves it from its own origin.
 */
export function activeSvgs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !entry.name.toLowerCase().endsWith(".svg")) return [];
    const file = path.join(entry.parentPath, entry.name);
    const problem = svgProblem(fs.readFileSync(file, "utf8"));
    return problem ? [`${path.relative(dir, file).split(path.sep).join("/")}: ${problem}`] : [];
  });
}
