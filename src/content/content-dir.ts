import path from "node:path";

/**
 * The content folder: data/ unless CONTENT_DIR points elsewhere (the tests build
 * against broken copies to prove the build stops with a readable message).
 */
export function contentDir(projectRoot: string): string {
  return process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(projectRoot, "data");
}
