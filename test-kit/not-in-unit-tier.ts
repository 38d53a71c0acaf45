/** What the unit tier's moduleNameMapper gives for a database or browser package (jest.config.js). */
throw new Error(
  "The unit tier starts no database or browser: move this test to __tests__/integration/ or __tests__/browser/.",
);
