/** Two projects: fast unit/integration tests, and browser tests against the built site. */
const transform = {
  "^.+\\.(ts|tsx)$": ["ts-jest", { tsconfig: "tsconfig.jest.json" }],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)", "<rootDir>/__tests__/functions/**/*.test.ts"],
    },
    {
      displayName: "browser",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
      globalSetup: "<rootDir>/__tests__/browser/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/browser/global-teardown.ts",
      maxWorkers: 1,
    },
  ],
  testTimeout: 60000,
};
