/**
 * What the local editor's server (scripts/cms.ts) lets through to decap-server's file-system API.
 * Every request is hostile until shown otherwise: each path it names must be one plain relative
 * path (data-paths.ts) whose real location, symbolic links resolved, is under data/; reads stay in
 * data/, writes go to a content file some schema declares or to an image under data/images/, a
 * rename stays in its own folder, and what is written must pass the content check (the same
 * schemas and rules as `npm run check:content`) or be an image with no active content. A refusal
 * is a status and a pt-BR message naming no path of this machine.
 */
import { lstat, realpath } from "node:fs/promises";
import path from "node:path";
import {
  IMAGE_EXTENSIONS,
  isContentPath,
  isMediaPath,
  KNOWN_FILES,
  MEDIA_DIR,
  unsafePathReason,
} from "../content/data-paths";
import { checkContentText, formatProblem, imageProblem } from "../content/load-content";

/** The folder, relative to the repository, the editor reads and writes in. */
export const DATA_DIR = "data";

export interface Refusal {
  status: 400 | 403 | 422;
  message: string;
}

/** What decap-server's requests may nest to; its deepest is params.dataFiles[i].path (4). */
export const MAX_REQUEST_DEPTH = 8;
/** How many problems of a refused save the message lists. */
const LISTED_PROBLEMS = 5;

const WHERE = `O editor só lê e grava dentro de ${DATA_DIR}/: arquivos de conteúdo e imagens em ${DATA_DIR}/${MEDIA_DIR}/.`;

const refusal = (status: Refusal["status"], message: string): Refusal => ({ status, message });
const malformed = (what: string): Refusal => refusal(400, `Pedido inválido para o editor: ${what}.`);

/** The nesting depth of a parsed JSON value, counted without recursion (a body may nest 100 000 levels). */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (node === null || typeof node !== "object") continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

type Scope = "read" | "content" | "media" | "delete";

/** The path inside data/ ("services/vida.json"), or a refusal: one plain path, under data/, of a kind this scope takes. */
function insideData(requested: unknown, scope: Scope): string | Refusal {
  if (typeof requested !== "string") return malformed("um caminho deve ser um texto");
  const unsafe = unsafePathReason(requested);
  if (unsafe) return refusal(403, `Caminho recusado: ${unsafe}. ${WHERE}`);
  if (requested !== DATA_DIR && !requested.startsWith(`${DATA_DIR}/`))
    return refusal(403, `Caminho recusado. ${WHERE}`);
  const relative = requested.slice(DATA_DIR.length + 1);
  if (scope === "read") return relative;
  const content = isContentPath(relative);
  const media = isMediaPath(relative);
  if (scope === "content" && !content) return refusal(403, `Arquivo recusado: ${KNOWN_FILES}.`);
  if (scope === "media" && !media)
    return refusal(
      403,
      `Arquivo recusado: o editor só envia imagens (${IMAGE_EXTENSIONS.join(", ")}) para ${DATA_DIR}/${MEDIA_DIR}/.`,
    );
  if (scope === "delete" && !media && !(content && relative.startsWith("services/"))) {
    return refusal(403, "Exclusão recusada: o editor só exclui páginas de serviço e imagens.");
  }
  return relative;
}

/**
 * Whether `relative` (inside data/) stays in data/ once symbolic links are resolved: the part of it
 * that exists must be its own real path, so no link anywhere on the way (data/lnk → ../scripts, or
 * a page that is a link to package.json) can carry a read or a write elsewhere.
 */
async function staysInData(repoDir: string, relative: string): Promise<boolean> {
  const root = path.join(await realpath(repoDir), DATA_DIR);
  let existing = relative === "" ? root : path.join(root, ...relative.split("/"));
  for (;;) {
    try {
      await lstat(existing);
      break;
    } catch {
      if (existing === root) return false;
      existing = path.dirname(existing);
    }
  }
  try {
    return (await realpath(existing)) === existing;
  } catch {
    return false;
  }
}

/** The two path checks in one: the path's form and kind, then its real location. */
async function checkedPath(repoDir: string, requested: unknown, scope: Scope): Promise<string | Refusal> {
  const relative = insideData(requested, scope);
  if (typeof relative !== "string") return relative;
  if (!(await staysInData(repoDir, relative)))
    return refusal(403, `Caminho recusado: passa por um link simbólico ou sai de ${DATA_DIR}/. ${WHERE}`);
  return relative;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A refused save: the file, field and reason of each problem, as `npm run check:content` prints them. */
function contentRefusal(problems: string[]): Refusal {
  const listed = problems.slice(0, LISTED_PROBLEMS).join("; ");
  const more = problems.length > LISTED_PROBLEMS ? `; e mais ${problems.length - LISTED_PROBLEMS} problema(s)` : "";
  return refusal(422, `Nada foi salvo. ${listed}${more}`);
}

async function checkAsset(repoDir: string, asset: unknown): Promise<Refusal | null> {
  if (!isRecord(asset)) return malformed("falta a imagem");
  const relative = await checkedPath(repoDir, asset.path, "media");
  if (typeof relative !== "string") return relative;
  if (asset.encoding !== "base64" || typeof asset.content !== "string") return malformed("a imagem deve vir em base64");
  const problem = await imageProblem(relative, Buffer.from(asset.content, "base64"));
  return problem ? refusal(422, `A imagem não foi salva: ${DATA_DIR}/${relative}: ${problem}.`) : null;
}

async function checkEntry(repoDir: string, entry: unknown): Promise<Refusal | null> {
  if (!isRecord(entry)) return malformed("falta o arquivo a salvar");
  const relative = await checkedPath(repoDir, entry.path, "content");
  if (typeof relative !== "string") return relative;
  let target = relative;
  if (entry.newPath !== undefined && entry.newPath !== entry.path) {
    const renamed = await checkedPath(repoDir, entry.newPath, "content");
    if (typeof renamed !== "string") return renamed;
    // decap-server moves every file of the old folder along with a renamed entry: only a service page renamed beside itself.
    if (!relative.startsWith("services/") || path.posix.dirname(renamed) !== path.posix.dirname(relative)) {
      return refusal(403, "Renomeação recusada: só uma página de serviço muda de nome, e continua na mesma pasta.");
    }
    try {
      await lstat(path.join(repoDir, DATA_DIR, ...renamed.split("/")));
      return refusal(422, `Nada foi salvo: já existe ${DATA_DIR}/${renamed}; escolha outro endereço (slug).`);
    } catch {
      target = renamed;
    }
  }
  if (typeof entry.raw !== "string") return malformed("falta o texto do arquivo");
  const { problems } = checkContentText(target, entry.raw, `${DATA_DIR}/${target}`);
  return problems.length > 0 ? contentRefusal(problems.map(formatProblem)) : null;
}

async function firstRefusal(checks: (() => Promise<Refusal | null>)[]): Promise<Refusal | null> {
  for (const check of checks) {
    const found = await check();
    if (found) return found;
  }
  return null;
}

const pathOnly = (repoDir: string, requested: unknown, scope: Scope) => async () => {
  const checked = await checkedPath(repoDir, requested, scope);
  return typeof checked === "string" ? null : checked;
};

const list = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : null);

/**
 * Why the editor refuses this request to decap-server's API (`{ action, params }`), or null when it
 * may pass. `repoDir` is the folder holding data/.
 */
export async function refusalOf(body: unknown, repoDir: string): Promise<Refusal | null> {
  if (jsonDepth(body, MAX_REQUEST_DEPTH) > MAX_REQUEST_DEPTH) return malformed("o JSON tem níveis demais");
  if (!isRecord(body) || typeof body.action !== "string") return malformed("envie um objeto JSON com a ação (action)");
  const params = isRecord(body.params) ? body.params : {};
  switch (body.action) {
    case "info":
    case "getDeployPreview":
      return null;
    case "entriesByFolder":
      return pathOnly(repoDir, params.folder, "read")();
    case "getMedia":
      return pathOnly(repoDir, params.mediaFolder, "read")();
    case "getEntry":
    case "getMediaFile":
      return pathOnly(repoDir, params.path, "read")();
    case "entriesByFiles": {
      const files = list(params.files);
      if (!files) return malformed("faltam os arquivos (files)");
      return firstRefusal(files.map((file) => pathOnly(repoDir, isRecord(file) ? file.path : undefined, "read")));
    }
    case "persistEntry": {
      const entries = params.dataFiles === undefined ? [params.entry] : list(params.dataFiles);
      const assets = params.assets === undefined ? [] : list(params.assets);
      if (!entries || !assets) return malformed("os arquivos e as imagens devem ser listas");
      // Images first: an SVG with a script is the reason to give, before any field naming it.
      return firstRefusal([
        ...assets.map((asset) => () => checkAsset(repoDir, asset)),
        ...entries.map((entry) => () => checkEntry(repoDir, entry)),
      ]);
    }
    case "persistMedia":
      return checkAsset(repoDir, params.asset);
    case "deleteFile":
      return pathOnly(repoDir, params.path, "delete")();
    case "deleteFiles": {
      const paths = list(params.paths);
      if (!paths) return malformed("faltam os caminhos (paths)");
      return firstRefusal(paths.map((requested) => pathOnly(repoDir, requested, "delete")));
    }
    default:
      return malformed("ação desconhecida");
  }
}
