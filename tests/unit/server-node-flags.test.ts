// Production's node flags (scripts/server-node-flags.mjs): every way the app's server is started
// for real or for a measurement passes them, and they do cap the young generation on this Node.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

const flags: string[] = JSON.parse(
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      "import { SERVER_NODE_FLAGS } from './scripts/server-node-flags.mjs'; console.log(JSON.stringify(SERVER_NODE_FLAGS))",
    ],
    { cwd: ROOT, encoding: "utf8" },
  ),
);

/** The young generation's size (MB) after a busy server's worth of short-lived garbage. */
function newSpaceMb(nodeFlags: string[]): number {
  const script = `
    const v8 = require("node:v8");
    let live = [];
    for (let i = 0; i < 3e6; i++) { live.push({ i }); if (live.length > 2e5) live = []; }
    console.log(v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size / 2 ** 20);
  `;
  return Number(execFileSync(process.execPath, [...nodeFlags, "-e", script], { encoding: "utf8" }));
}

describe("the server's node flags", () => {
  test("cap the young generation at two 8 MB semi-spaces, which grows past that without them", () => {
    expect(flags).toContain("--max-semi-space-size=8");
    expect(newSpaceMb([])).toBeGreaterThan(16);
    expect(newSpaceMb(flags)).toBeLessThanOrEqual(16);
  });

  test.each([
    ["scripts/standalone.mjs", "npm run serve / npm start"],
    ["tests/e2e/production-server.ts", "the production e2e project"],
    ["tests/bench/server-env.mjs", "the benches' next start"],
  ])("%s starts the server with them (%s)", (file) => {
    const source = fs.readFileSync(path.join(ROOT, file), "utf8");
    expect(source).toMatch(/spawn\(\s*process\.execPath,\s*\[\s*\.\.\.SERVER_NODE_FLAGS,/);
  });
});
