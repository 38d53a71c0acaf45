/**
 * What may live in data/, and the one rule for a path into it: the content check reports anything
 * else, and the editor's server (scripts/cms.ts) refuses to read or write anything else. Pure: no I/O.
 */
import { GUIDES_DIR, SINGLE_FILES, schemaFor } from "./content-files";

/** The media folder, relative to data/: the editor's uploads and the images the content names. */
export const MEDIA_DIR = "images";

/** The image types an image field takes (schemas/definitions.schema.json, imagePath). */
export const IMAGE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif", "gif"] as const;

/** The files data/ holds, in the words of a refusal. */
export const KNOWN_FILES = `os arquivos de conteúdo são ${SINGLE_FILES.map((name) => `${name}.json`).join(", ")}, services/<slug>.json e ${GUIDES_DIR}/<slug>.md; as imagens (${IMAGE_EXTENSIONS.join(", ")}) ficam em ${MEDIA_DIR}/`;

/**
 * Why a relative path (inside data/, or inside the repository for the editor) is not one plain
 * path, or null: only "/" separates (a backslash is an ordinary character on Linux, so
 * "data\x/../a" would name a file outside), no empty, "." or ".." segment, no percent-encoding (a
 * layer that decodes it would see "%2e%2e" as ".."), no control character and no absolute form.
 */
export function unsafePathReason(requested: string): string | null {
  if (requested === "") return "o caminho está vazio";
  // eslint-disable-next-line no-control-regex -- refusing control characters (NUL above all) is the point here
  if (/[\u0000-\u001f\u007f]/.test(requested)) return "o caminho tem caracteres de controle";
  if (requested.includes("\\")) return "o caminho não pode ter barra invertida (\\); use /";
  if (requested.includes("%")) return "o caminho não pode ter %";
  if (requested.startsWith("/") || /^[A-Za-z]:/.test(requested)) return "o caminho deve ser relativo, sem / no início";
  if (requested.split("/").some((segment) => segment === "" || segment === "." || segment === ".."))
    return "o caminho não pode ter partes vazias, . ou ..";
  return null;
}

/** True for a path under images/ with an image extension ("images/parceiros/aurora.svg"). */
export function isMediaPath(relative: string): boolean {
  const extension = /\.([^./]+)$/.exec(relative)?.[1]?.toLowerCase() ?? "";
  return relative.startsWith(`${MEDIA_DIR}/`) && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** True for a content file some schema declares ("site.json", "services/vida.json"). */
export function isContentPath(relative: string): boolean {
  return schemaFor(relative) !== null;
}
