/** The repository's root, for every test, bench and test-kit module that reads or runs something in it. */
import path from "node:path";

// __filename, not __dirname: tsx gives a CommonJS module imported from an ES module a wrong __dirname.
export const ROOT = path.resolve(path.dirname(__filename), "..");
