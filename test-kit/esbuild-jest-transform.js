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

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: filename.endsWith(".tsx") ? "tsx" : "ts",
      format: "cjs",
      target: "node22",
      sourcemap: "external",
      sourcefile: filename,
      tsconfigRaw: TSCONFIG,
    });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return createHash("sha256")
      .update(`${version}\0${JSON.stringify(TSCONFIG)}\0${filename}\0`)
      .update(source)
      .digest("hex");
  },
};
