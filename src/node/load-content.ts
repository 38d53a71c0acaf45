import fs from "node:fs";
import path from "node:path";
import { Checker, type ContentProblem } from "./checker";
import { lineAndColumn, locateJsonError } from "./json-error";
import { validateNavigation, validateService, validateSite } from "./validate-content";
import { validatePageContent, PAGE_CONTENT_FILES } from "./validate-pages";

/** Parses JSON, reporting a syntax error with its line and column. */
export function parseJson(text: string, file: string): { value?: unknown; problem?: ContentProblem } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const located = locateJsonError(text);
    if (!located) return { problem: { file, field: "", reason: `is not valid JSON: ${(error as Error).message}` } };
    const { line, column } = lineAndColumn(text, located.offset);
    return { problem: { file, field: "", reason: `is not valid JSON at line ${line}, column ${column}: ${located.reason}` } };
  }
}

export interface ContentCheck {
  problems: ContentProblem[];
  /** Every slug served under /servicos/, canonical and alias. */
  serviceSlugs: string[];
}

/** Validates every file under dataDir; `displayRoot` is what file names are shown relative to. */
export function checkContentDir(dataDir: string, displayRoot = path.dirname(dataDir)): ContentCheck {
  const problems: ContentProblem[] = [];
  const display = (file: string) => path.relative(displayRoot, file).split(path.sep).join("/");

  const read = (file: string): unknown => {
    const shown = display(file);
    if (!fs.existsSync(file)) {
      problems.push({ file: shown, field: "", reason: "is missing" });
      return undefined;
    }
    const { value, problem } = parseJson(fs.readFileSync(file, "utf8"), shown);
    if (problem) problems.push(problem);
    return value;
  };

  const run = (file: string, validate: (c: Checker, value: unknown) => void): boolean => {
    const value = read(file);
    if (value === undefined) return false;
    const c = new Checker(display(file));
    validate(c, value);
    problems.push(...c.problems);
    return true;
  };

  // Which file first claimed each slug, to report duplicates against it.
  const owners = new Map<string, string>();
  const servicesDir = path.join(dataDir, "services");
  const serviceFiles = fs.existsSync(servicesDir)
    ? fs.readdirSync(servicesDir).filter((f) => f.endsWith(".json")).sort()
    : [];
  if (serviceFiles.length === 0) problems.push({ file: display(servicesDir), field: "", reason: "has no service pages" });
  for (const name of serviceFiles) {
    const file = path.join(servicesDir, name);
    const fileSlug = path.basename(name, ".json");
    const readable = run(file, (c, value) => {
      const slugs = validateService(c, value, fileSlug);
      slugs.forEach((slug, index) => {
        const field = index === 0 ? "slug" : `aliases[${index - 1}]`;
        const owner = owners.get(slug);
        if (owner) c.fail(field, `"${slug}" is already used by ${owner}`);
        else owners.set(slug, c.file);
      });
    });
    if (!readable && !owners.has(fileSlug)) owners.set(fileSlug, display(file));
  }

  run(path.join(dataDir, "navigation.json"), (c, value) => {
    validateNavigation(c, value).forEach((to, index) => {
      const slug = to.replace(/^\/servicos\//, "");
      if (!to.startsWith("/servicos/") || !owners.has(slug)) {
        c.fail(`links[${index}]`, `"${to}" is not a service page (no data/services file has slug "${slug}")`);
      }
    });
  });
  run(path.join(dataDir, "site.json"), validateSite);
  for (const name of PAGE_CONTENT_FILES) {
    run(path.join(dataDir, `${name}.json`), (c, value) => validatePageContent(name, c, value, owners));
  }

  return { problems, serviceSlugs: [...owners.keys()] };
}
