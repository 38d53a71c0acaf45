/**
 * Every content file of data/ and the JSON Schema that declares its shape (schemas/). This table is
 * the one place that pairs them: the validator, the GraphQL types and the editor settings follow it.
 */
import path from "node:path";

export interface ContentFileKind {
  /** Files it covers, relative to data/ (a glob as VS Code reads it). */
  match: string;
  schema: string;
  /**
   * For Markdown files: the GraphQL node type whose `frontmatter` the schema declares (the node
   * itself, with the rendered body, is the transformer's). JSON files are nodes of their own.
   */
  frontMatterOf?: string;
}

export const SCHEMAS_DIR = path.resolve(__dirname, "..", "..", "schemas");

export const SINGLE_FILES = [
  "site",
  "navigation",
  "home",
  "about",
  "contact",
  "quote",
  "quote-questions",
  "privacy",
  "claims",
  "insurers",
  "accessibility",
  "simulators",
  "reminders",
  "reminder-page",
  "rules",
] as const;
export type SingleFile = (typeof SINGLE_FILES)[number];

/** The folder of the guides, relative to data/: one Markdown file per guide, served at /guias/<slug>. */
export const GUIDES_DIR = "guias";

export const CONTENT_FILE_KINDS: readonly ContentFileKind[] = [
  ...SINGLE_FILES.map((name) => ({ match: `${name}.json`, schema: `${name}.schema.json` })),
  { match: "services/*.json", schema: "service.schema.json" },
  { match: `${GUIDES_DIR}/*.md`, schema: "guide.schema.json", frontMatterOf: "MarkdownRemark" },
];

export const SHARED_SCHEMAS = ["definitions.schema.json"] as const;

/** The schema of a file, given its path relative to data/ (null for a file that is not content). */
export function schemaFor(relativePath: string): string | null {
  const normalized = relativePath.split(path.sep).join("/");
  if (/^services\/[^/]+\.json$/.test(normalized)) return "service.schema.json";
  if (new RegExp(`^${GUIDES_DIR}/[^/]+\\.md$`).test(normalized)) return "guide.schema.json";
  const single = SINGLE_FILES.find((name) => normalized === `${name}.json`);
  return single ? `${single}.schema.json` : null;
}

/** data/services/*.json → ServicePage; data/<name>.json → <Name>Json (SiteJson, HomeJson, QuoteQuestionsJson…). */
export function jsonTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }): string {
  if (node.relativeDirectory === "services") return "ServicePage";
  const words = String(node.name ?? "data").split("-");
  return `${words.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join("")}Json`;
}
