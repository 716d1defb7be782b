// ESLint owns correctness; Prettier owns layout (eslint-config-prettier switches off every rule that
// would fight it). Decisions and every rule turned off or adjusted: docs/decisions/025-lint-and-format.md.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  // Plain JavaScript (scripts, content generators, load tests) has no type information.
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.{ts,tsx}"],
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
      "no-console": "off",
    },
  },
  prettier,
);
