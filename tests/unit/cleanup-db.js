// Jest setupFilesAfterEnv: remove this test file's temporary database afterwards.
const fs = require("node:fs");
afterAll(() => {
  if (process.env.TEST_DB_DIR) fs.rmSync(process.env.TEST_DB_DIR, { recursive: true, force: true });
});
