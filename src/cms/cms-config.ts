/**
 * The editor's configuration (Decap CMS), derived from the content schemas: every property of every
 * schema becomes one field, with its label (title), hint (description), whether it is required, its
 * enumeration, limits and pattern with the schema's own pt-BR message. Nothing here is written per
 * field, so a property added to a schema is in the editor on the next build or `npm run cms`.
 */
import { GUIDES_DIR, SINGLE_FILES, schemaFor, type SingleFile } from "../content/content-files";
import { CONTENT_FORMATS } from "../content/content-formats";
import { type JsonSchema } from "../content/content-schemas";
import { itemsOf, propertiesOf, rootSchema, type Located } from "../content/schema-walk";
import { CONTENT_FORMAT } from "./content-json";

/** A Decap CMS field (https://decapcms.org/docs/widgets/); only the options this site uses. */
export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "object" | "list" | "image" | "markdown";
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: false;
  /** The markdown widget's toolbar and blocks (a guide's body: Markdown only, no images or HTML). */
  buttons?: string[];
  editor_components?: string[];
  modes?: ("rich_text" | "raw")[];
}

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  fields: CmsField[];
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  /** The guides are Markdown with a YAML front matter, Decap's own format for it. */
  format: typeof CONTENT_FORMAT | "yaml-frontmatter";
  extension: "json" | "md";
  files?: CmsFile[];
  folder?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  slug?: string;
  summary?: string;
  sortable_fields?: string[];
  fields?: CmsField[];
  editor: { preview: boolean };
}

export interface CmsConfig {
  backend:
    { name: "github"; repo: string; branch: string; base_url?: string } | { name: "git-gateway"; branch: string };
  local_backend?: { url: string };
  locale: "pt";
  site_url: string;
  display_url: string;
  media_folder: string;
  public_folder: string;
  publish_mode: "simple";
  slug: { encoding: "ascii"; clean_accents: true; sanitize_replacement: "-" };
  collections: CmsCollection[];
}

/** Where content and its images live, relative to the repository (the CMS writes there). */
const DATA = "data";

/** The editor's name for each single file; the schema's own title is its path, for VS Code. */
const FILE_LABELS: Record<SingleFile, string> = {
  site: "Dados da corretora",
  navigation: "Menu",
  home: "Página inicial",
  about: "Quem Somos",
  contact: "Fale Conosco",
  quote: "Solicitar Cotação",
  "quote-questions": "Perguntas da cotação",
  privacy: "Política de Privacidade",
  claims: "Sinistro e assistência 24h",
  insurers: "Telefones 24h das seguradoras",
  accessibility: "Acessibilidade",
  simulators: "Simuladores",
  reminders: "Lembretes de renovação: quando avisar",
  "reminder-page": "Lembrete de renovação: página e formulário",
  rules: "Regras, normas e prazos (registro de regras)",
};

/** Where uploads of an image field go when its schema names no folder: images/<file kind>/. */
const IMAGE_FOLDER_KEYWORD = "x-image-folder";

const str = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** A readable label when a schema gives no title: the key, spaced ("quoteForm" → "Quote form"). */
function fallbackLabel(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The schema's messages (ajv-errors' errorMessage) for the given keywords, joined once each. */
function messagesFor(schema: JsonSchema, keywords: string[]): string | undefined {
  const errorMessage = schema.errorMessage;
  if (typeof errorMessage === "string") return errorMessage;
  if (!errorMessage || typeof errorMessage !== "object") return undefined;
  const found = keywords
    .map((keyword) => (errorMessage as Record<string, unknown>)[keyword])
    .filter((message): message is string => typeof message === "string");
  return found.length > 0 ? [...new Set(found)].join("; ") : undefined;
}

/**
 * Decap checks one regular expression per field, so the schema's length limits, pattern, refused
 * pattern (`not`: the markup and invisible characters of the `text` and `line` definitions) and
 * format become one: lookaheads for each (a negative one for `not`), all from the start of the
 * value. An anchored schema pattern (^…$) still anchors, as `^` after `[\s\S]*?` matches only at the
 * start. A format no expression can state (a CNPJ's check digits) leaves the editor its schema's
 * pattern; the content check does the rest.
 */
export function combinedPattern(schema: JsonSchema): [string, string] | undefined {
  const minLength = num(schema.minLength);
  const maxLength = num(schema.maxLength);
  const pattern = str(schema.pattern);
  const format = str(schema.format);
  if (format !== undefined && !(format in CONTENT_FORMATS))
    throw new Error(`cms-config: unknown format "${format}" (src/content/content-formats.ts)`);
  const formatRule = format === undefined ? undefined : CONTENT_FORMATS[format].editor;
  const not = schema.not as JsonSchema | undefined;
  // `type` in it keeps a refused pattern from refusing every number (a pattern passes any non-string).
  if (
    not !== undefined &&
    (str(not.pattern) === undefined || Object.keys(not).some((key) => key !== "pattern" && key !== "type"))
  )
    throw new Error('cms-config: a "not" the editor can test has a pattern and at most a type');
  const refused = not === undefined ? undefined : str(not.pattern);
  const parts: string[] = [];
  if (minLength !== undefined || maxLength !== undefined)
    parts.push(`(?=[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}}$)`);
  if (pattern) parts.push(`(?=[\\s\\S]*?(?:${pattern}))`);
  if (refused) parts.push(`(?![\\s\\S]*?(?:${refused}))`);
  if (formatRule) parts.push(`(?=${formatRule.pattern.source.slice(1)})`);
  if (parts.length === 0) return undefined;
  const hasLength = minLength !== undefined || maxLength !== undefined;
  const lengthMessage = !hasLength
    ? undefined
    : (messagesFor(schema, ["minLength", "maxLength"]) ??
      (minLength !== undefined && maxLength !== undefined
        ? `deve ter de ${minLength} a ${maxLength} caracteres`
        : maxLength !== undefined
          ? `deve ter no máximo ${maxLength} caracteres`
          : `deve ter pelo menos ${minLength} caracteres`));
  // The "not blank" rule (\S, or a pattern without its own message) under a length limit: the length message covers it.
  const notBlank = pattern === "\\S" && lengthMessage !== undefined;
  const patternMessage =
    pattern && !notBlank
      ? (messagesFor(schema, ["pattern"]) ?? (lengthMessage ? undefined : "não está no formato esperado"))
      : undefined;
  const formatMessage = formatRule ? (messagesFor(schema, ["format"]) ?? formatRule.message) : undefined;
  const refusedMessage = refused
    ? (messagesFor(schema, ["not"]) ?? "tem caracteres que este campo não aceita")
    : undefined;
  const message = [
    ...new Set(
      [lengthMessage, patternMessage, refusedMessage, formatMessage].filter(
        (text): text is string => text !== undefined,
      ),
    ),
  ].join("; ");
  return [`^${parts.join("")}`, message];
}

/** Long texts get a box that grows; short ones a line. */
const LONG_TEXT = 100;

interface FieldContext {
  /** The content file kind, e.g. "home" or "services": the default image folder. */
  kind: string;
}

function leafField(name: string, label: string, located: Located, context: FieldContext): CmsField {
  const { schema } = located;
  const hint = str(schema.description);
  const base = { name, label, ...(hint ? { hint } : {}) };
  if (Array.isArray(schema.enum)) return { ...base, widget: "select", options: schema.enum.map(String) };
  if (schema.type === "integer" || schema.type === "number") {
    const min = num(schema.minimum);
    const max = num(schema.maximum);
    return {
      ...base,
      widget: "number",
      value_type: schema.type === "integer" ? "int" : "float",
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  }
  if (schema.type === "boolean") return { ...base, widget: "boolean" };
  if (schema["x-image"] === true) {
    const area = str(schema[IMAGE_FOLDER_KEYWORD]) ?? context.kind;
    // Saved as "images/<area>/<file>", the path the content check and gatsby-plugin-image resolve in
    // data/. No pattern: Decap checks it against the preview's blob: URL, not the saved path; the
    // build's check still refuses a file type the field does not take (an SVG as a photo).
    return {
      ...base,
      widget: "image",
      media_folder: `/${DATA}/images/${area}`,
      public_folder: `images/${area}`,
      choose_url: false,
    };
  }
  if (schema.type !== "string")
    throw new Error(`cms-config: ${name} has a type the editor cannot show (${JSON.stringify(schema.type)})`);
  const pattern = combinedPattern(schema);
  const long = (num(schema.maxLength) ?? 0) > LONG_TEXT;
  return { ...base, widget: long ? "text" : "string", ...(pattern ? { pattern } : {}) };
}

/** The first text field of an item, for the one-line summary of each item in a list. */
function summaryOf(fields: CmsField[]): string | undefined {
  const first = fields.find(
    (field) => field.widget === "string" || field.widget === "select" || field.widget === "text",
  );
  return first ? `{{fields.${first.name}}}` : undefined;
}

function fieldFor(name: string, located: Located, required: boolean, context: FieldContext): CmsField {
  const { schema } = located;
  const label = str(schema.title) ?? fallbackLabel(name);
  const optional = required ? {} : { required: false as const };
  if (schema.type === "object") {
    const hint = str(schema.description);
    return {
      name,
      label,
      widget: "object",
      ...optional,
      ...(hint ? { hint } : {}),
      collapsed: false,
      fields: fieldsOf(located, context),
    };
  }
  if (schema.type === "array") {
    const items = itemsOf(located);
    if (!items) throw new Error(`cms-config: the list ${name} declares no items`);
    const hint = str(schema.description);
    const min = num(schema.minItems);
    const max = num(schema.maxItems);
    const list = {
      name,
      label,
      widget: "list" as const,
      ...optional,
      ...(hint ? { hint } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
    const itemLabel = str(items.schema.title);
    if (items.schema.type === "object") {
      const fields = fieldsOf(items, context);
      const summary = summaryOf(fields);
      return { ...list, ...(itemLabel ? { label_singular: itemLabel } : {}), ...(summary ? { summary } : {}), fields };
    }
    return {
      ...list,
      ...(itemLabel ? { label_singular: itemLabel } : {}),
      field: leafField("item", itemLabel ?? "Item", items, context),
    };
  }
  return { ...leafField(name, label, located, context), ...optional };
}

function fieldsOf(located: Located, context: FieldContext): CmsField[] {
  const required = new Set(Array.isArray(located.schema.required) ? (located.schema.required as string[]) : []);
  return propertiesOf(located).map(([key, property]) => fieldFor(key, property, required.has(key), context));
}

/** The fields of a schema (its $refs resolvable), in the schema's order; `kind` names the default image folder. */
export function fieldsFromSchema(located: Located, kind: string): CmsField[] {
  return fieldsOf(located, { kind });
}

/** The fields of one content schema ("home.schema.json"), in the schema's order. */
export function schemaFields(schemaName: string): CmsField[] {
  const kind = schemaName.replace(/\.schema\.json$/, "");
  return fieldsFromSchema(
    rootSchema(schemaName),
    kind === "service" ? "services" : kind === "guide" ? GUIDES_DIR : kind,
  );
}

export interface CmsBackendSettings {
  /** "owner/name" of the GitHub repository the CMS commits to; without it, Git Gateway. */
  repo?: string;
  branch: string;
  /** The OAuth provider's base URL, when it is not Netlify's (a self-hosted OAuth proxy). */
  authBaseUrl?: string;
}

/**
 * Which repository and branch production editing commits to, from the build's environment:
 * CMS_REPO ("owner/name"), or Netlify's REPOSITORY_URL; CMS_BRANCH, or Netlify's BRANCH, or main;
 * CMS_AUTH_BASE_URL for an OAuth provider other than Netlify's. None of these is a secret.
 */
export function backendSettings(env: NodeJS.ProcessEnv): CmsBackendSettings {
  const fromUrl = /github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "")?.[1];
  const repo = env.CMS_REPO?.trim() || fromUrl;
  if (repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_REPO deve ser "dono/repositório" (recebido ${JSON.stringify(repo)})`);
  const authBaseUrl = env.CMS_AUTH_BASE_URL?.trim() || undefined;
  if (authBaseUrl !== undefined && !/^https:\/\/[^\s/]+/.test(authBaseUrl))
    throw new Error("CMS_AUTH_BASE_URL deve começar com https://");
  return { repo, branch: env.CMS_BRANCH?.trim() || env.BRANCH?.trim() || "main", authBaseUrl };
}

/**
 * A guide's body, after its front matter's fields: Markdown, written as plain Markdown or in the
 * rich-text mode. The toolbar offers only what the content check accepts (no image, no HTML block).
 */
export const GUIDE_BODY_FIELD: CmsField = {
  name: "body",
  label: "Texto do guia",
  widget: "markdown",
  hint: "Em Markdown: use Título 2 para as seções e Título 3 para subseções (o título do guia já é o da página), listas, negrito, links e tabelas. HTML não é aceito. Com 3 seções ou mais, o guia abre com um sumário.",
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: [],
  // Markdown as written first: the rich-text mode rewrites a whole text on load (tables among it).
  modes: ["raw", "rich_text"],
};

/** The whole configuration: one collection for the site's single files, one folder collection each for the service pages and the guides. */
export function cmsConfig({ siteUrl, backend }: { siteUrl: string; backend: CmsBackendSettings }): CmsConfig {
  const schemaOf = (file: string): string => {
    const schema = schemaFor(file);
    if (!schema) throw new Error(`cms-config: ${file} has no schema in src/content/content-files.ts`);
    return schema;
  };
  const pages: CmsFile[] = SINGLE_FILES.map((name) => ({
    name,
    label: FILE_LABELS[name],
    file: `${DATA}/${name}.json`,
    fields: schemaFields(schemaOf(`${name}.json`)),
  }));
  const serviceSchema = schemaOf("services/nova-pagina.json");
  const guideSchema = schemaOf(`${GUIDES_DIR}/novo-guia.md`);
  return {
    backend: backend.repo
      ? {
          name: "github",
          repo: backend.repo,
          branch: backend.branch,
          ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}),
        }
      : { name: "git-gateway", branch: backend.branch },
    locale: "pt",
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: `${DATA}/images`,
    public_folder: "images",
    publish_mode: "simple",
    // New service files are named after their slug field, which the schema already limits to a-z, 0-9 and hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "paginas",
        label: "Páginas e dados da corretora",
        format: CONTENT_FORMAT,
        extension: "json",
        files: pages,
        editor: { preview: false },
      },
      {
        name: "servicos",
        label: "Páginas de serviço",
        label_singular: "Página de serviço",
        description: str(rootSchema(serviceSchema).schema.description),
        format: CONTENT_FORMAT,
        extension: "json",
        folder: `${DATA}/services`,
        create: true,
        delete: true,
        identifier_field: "slug",
        slug: "{{slug}}",
        summary: "{{name}} (/servicos/{{slug}})",
        sortable_fields: ["name", "slug"],
        fields: schemaFields(serviceSchema),
        editor: { preview: false },
      },
      {
        name: "guias",
        label: "Guias",
        label_singular: "Guia",
        description: str(rootSchema(guideSchema).schema.description),
        format: "yaml-frontmatter",
        extension: "md",
        folder: `${DATA}/${GUIDES_DIR}`,
        create: true,
        delete: true,
        identifier_field: "slug",
        slug: "{{slug}}",
        summary: "{{title}} (/guias/{{slug}})",
        sortable_fields: ["title", "updatedOn"],
        fields: [...schemaFields(guideSchema), GUIDE_BODY_FIELD],
        // The text is long Markdown: the preview shows it rendered beside the editor.
        editor: { preview: true },
      },
    ],
  };
}
