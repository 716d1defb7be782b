// ESLint owns correctness; Prettier owns layout (eslint-config-prettier, last, switches off every rule
// that would fight it). Every rule turned off or adjusted here carries its reason on the line above it
// and is listed in docs/decisions/025-lint-and-format.md.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TESTS = ["**/*.test.{ts,tsx}", "tests/**/*.ts"];

export default tseslint.config(
  {
    ignores: ["build/", ".wrangler/", ".cache/", "node_modules/", "test-results/", "playwright-report/", "public/"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  // Type-aware on TypeScript: one program over every .ts/.tsx file (tsconfig.eslint.json).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: "./tsconfig.eslint.json", tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Its measuring functions run inside the page (page.evaluate), where the browser's globals exist.
    files: ["tests/perf/keystroke.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["app/**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Focus moves on purpose: a typing screen's input takes the keyboard the moment it appears, and a
      // modal dialog focuses its primary button (WAI-ARIA dialog pattern). Each autoFocus is one of these.
      "jsx-a11y/no-autofocus": "off",
    },
  },
  // React hooks rules on the app only: Playwright helpers such as tests/e2e/helpers.ts `useTheme` are
  // not React hooks.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    rules: {
      // A few strict rules on top of "recommended".
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-var": "error",
      // `let { s, at } = …` where only `s` changes later stays one declaration.
      "prefer-const": ["error", { destructuring: "all" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // Adjusted: a leading underscore marks a value dropped on purpose (`const { secret: _s, ...rest } = row`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Adjusted: Remix short-circuits a loader or action by throwing a Response (redirect(), data(), new Response).
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "@remix-run/server-runtime", name: ["TypedResponse", "UNSAFE_DataWithResponseInit"] },
            { from: "package", package: "@remix-run/router", name: ["UNSAFE_DataWithResponseInit"] },
          ],
        },
      ],
      // Adjusted: React ignores what an event handler returns, so `onClick={async () => …}` is fine;
      // promises passed as other callbacks (setInterval, forEach, …) are still checked.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Adjusted: workers/entry.ts imports build/server, which exists only after `npm run build` (typecheck
      // runs before it), so that one import needs @ts-ignore; a description is required.
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
      // Adjusted: `interface Env extends Cloudflare.Env {}` is how wrangler's generated types are merged.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      // Off: `async` is part of an interface here (Remix loaders, Durable Object RPC methods that callers
      // always await, Playwright helpers); a method that does not await yet is not a bug. A forgotten await
      // is caught by no-floating-promises and no-misused-promises.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: TESTS,
    rules: {
      // Off in tests: they read JSON answers and mocks as `any` on purpose and the assertions that follow
      // check the values; app code keeps these rules.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      // Off in tests: jsdom polyfills read prototype methods (`HTMLDialogElement.prototype.showModal ??= …`)
      // and vitest's expect(mock.method) passes methods unbound on purpose.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    // Adjusted for one file: build/server exists only after `npm run build`; before it the import is
    // untyped, so `npm run lint` gives the same answer with or without a build.
    files: ["workers/entry.ts"],
    rules: { "@typescript-eslint/no-unsafe-argument": "off" },
  },
  // Plain JavaScript (scripts, content generators, load and perf tests) has no type information: the type-aware rules are off
  // there (this block comes after every block that turns one on).
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  // The service worker (ADR 044) runs in the browser's worker scope, not in Node.
  {
    files: ["app/sw/*.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  prettier,
);
