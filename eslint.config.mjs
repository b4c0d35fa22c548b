// ESLint flat config: Next's rules (core web vitals, React, hooks, a11y) plus typescript-eslint.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "lib/server/generated/**",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    "tests/.tmp/**",
    "public/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Node scripts and Jest setup files are CommonJS or plain ESM run by Node.
    files: ["**/*.js", "**/*.cjs", "**/*.mjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
