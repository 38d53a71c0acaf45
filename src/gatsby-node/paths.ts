import path from "node:path";

/** The repository root, for the Node API modules in this folder. */
export const PROJECT_ROOT = path.resolve(__dirname, "..", "..");
export const PUBLIC_DIR = path.join(PROJECT_ROOT, "public");
