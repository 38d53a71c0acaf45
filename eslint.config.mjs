import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** An import of anything under supabase/functions except _shared/contract/ (and nothing climbing back out of it). */
export const SERVER_ONLY_IMPORT = String.raw`(^|/)supabase/functions/(?!_shared/contract/(?!(.*/)?\.\.(/|$)))`;

/** A relative import that reaches into the site's src/ (any path with a "src" folder on it). */
export const SITE_IMPORT = String.raw`^\.{1,2}/(.*/)?src(/|$)`;

export default tseslint.config(
  {
    ignores: ["public/", ".cache/", "node_modules/", ".data/", "coverage/", "src/gatsby-types.d.ts", "bench/.lhci/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // The site loads only the function's contract (bodies, options, questions, text rules, address):
    // the rest of supabase/functions is the server's (handler, store, mails, config), holds what no
    // browser should carry and is not a build input (test-kit/site-build.ts). A ".." after contract/
    // climbs out of it, so it counts as outside.
    files: ["src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: SERVER_ONLY_IMPORT,
              message:
                "src/ may import only the function's browser contract (supabase/functions/_shared/contract/); the rest of supabase/functions is server-only (handler, store, mails, config) and is not a build input. Move what the site needs into contract/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The other side of the wall: the function (both runtimes) is not a build of the site and must
    // not depend on it. What both need (routes, bodies, options, questions) lives in the contract.
    files: ["supabase/**", "local-supabase/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: SITE_IMPORT,
              message:
                "supabase/ and local-supabase/ import nothing from src/ (the site): what both sides need lives in supabase/functions/_shared/contract/ (routes.ts for paths). Move it there.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: {
      globals: {
        module: "writable",
        require: "readonly",
        __dirname: "readonly",
        process: "readonly",
        console: "readonly",
      },
    },
  },
);
