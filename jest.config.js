/** Jest: unit and integration tests beside the code (*.test.ts), real SQLite per suite. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/prisma", "<rootDir>/tests/unit", "<rootDir>/app"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.(tsx?|jsx?|mjs)$": ["ts-jest", { tsconfig: "tsconfig.jest.json" }],
  },
  // next-intl and its ICU dependencies ship ESM only: compile them to CommonJS for Jest.
  transformIgnorePatterns: ["/node_modules/(?!(next-intl|use-intl|intl-messageformat|@formatjs|icu-minify|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype|escape-string-regexp|is-plain-object|parse-srcset|deepmerge|nanoid|postcss)/)"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/unit/server-only-stub.js",
  },
  setupFiles: ["<rootDir>/tests/unit/setup-db.js"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/cleanup-db.js"],
  testTimeout: 30000,
};
