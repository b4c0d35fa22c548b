// The Jest suite again, on PostgreSQL: every test file gets a fresh PostgreSQL database.
// Runs when TEST_POSTGRES_URL is set (.ci/run sets it after starting Debian's PostgreSQL);
// without it there is no server to test against, and it says so.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_POSTGRES_URL) {
  console.log(
    "test:unit:pg: TEST_POSTGRES_URL is not set; the PostgreSQL run is skipped (see README, PostgreSQL).",
  );
  process.exit(0);
}
const res = spawnSync("npx", ["jest", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DB_PROVIDER: "postgresql" },
});
process.exit(res.status ?? 1);
