// Jest setupFilesAfterEnv: remove this test file's database afterwards.
const fs = require("node:fs");
afterAll(async () => {
  // Close the app's pooled client first (if a test loaded it) so nothing holds the database.
  const holder = globalThis;
  if (holder.prisma) await holder.prisma.$disconnect().catch(() => {});
  if (process.env.UPLOADS_DIR?.includes("t26-uploads-"))
    fs.rmSync(process.env.UPLOADS_DIR, { recursive: true, force: true });
  if (process.env.TEST_DB_DIR) fs.rmSync(process.env.TEST_DB_DIR, { recursive: true, force: true });
  if (process.env.TEST_PG_DATABASE) require("./pg-test-db").dropPgDatabase(process.env.TEST_PG_DATABASE);
});
