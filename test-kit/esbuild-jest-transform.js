/**
 * Jest's TypeScript transform: esbuild, which tsx already uses to run the project's scripts. It only
 * strips types, as ts-jest did here (isolatedModules); `npm test` type-checks everything with tsc
 * first. ts-jest loaded the TypeScript compiler in every worker of every tier, and transpiled with
 * it: on two cores that was CPU the run is bound by (docs/testing.md).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads transforms as CommonJS
const { transformSync } = require("esbuild");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- idem
const { createHash } = require("node:crypto");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- idem
const { version } = require("esbuild/package.json");

/** What tsconfig.json says about emitted code; the rest of it is about checking. */
const TSCONFIG = {
  compilerOptions: { jsx: "react-jsx", useDefineForClassFields: true, esModuleInterop: true },
};

/** esbuild's options but the file's name. */
const OPTIONS = {
  format: "cjs",
  target: "node22",
  // Jest runs modules in a vm context without ESM: import() becomes a require, as TypeScript's
  // CommonJS output wrote it.
  supported: { "dynamic-import": false },
  sourcemap: "external",
  tsconfigRaw: TSCONFIG,
};

module.exports = {
  process(source, filename) {
    const loader = filename.endsWith(".tsx") ? "tsx" : "ts";
    const { code, map } = transformSync(source, { ...OPTIONS, loader, sourcefile: filename });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return createHash("sha256")
      .update(`${version}\0${JSON.stringify(OPTIONS)}\0${filename}\0`)
      .update(source)
      .digest("hex");
  },
};
