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
  transformIgnorePatterns: [
    "/node_modules/(?!(next-intl|use-intl|intl-messageformat|@formatjs|icu-minify|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype|escape-string-regexp|is-plain-object|parse-srcset|deepmerge|nanoid|postcss)/)",
  ],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/unit/server-only-stub.js",
  },
  setupFiles: ["<rootDir>/tests/unit/setup-db.js"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/cleanup-db.js"],
  testTimeout: 30000,
  // Jest's default is one worker per core minus one: a single worker on a 2-core CI machine.
  // Each test file has its own database and the tests wait on disk and sockets a lot, so one
  // worker per core (at least two) runs the suite in well under half the time.
  maxWorkers: Math.max(2, require("node:os").availableParallelism()),
};
