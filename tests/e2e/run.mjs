// Runs the end-to-end suite: makes sure Debian's Chromium is there, then `npx playwright test`.
//
//   node tests/e2e/run.mjs [playwright test args...]     (npm run test:e2e -- --grep splash)
//
// Playwright cannot download its own browser on these offline machines; the config points it at
// /usr/bin/chromium (override with CHROMIUM_PATH).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `e2e: Chromium not found at ${chromium}.\n` +
        "Install Debian's package as root (apt-get update && apt-get install -y chromium), " +
        "or set CHROMIUM_PATH to a Chromium/Chrome executable.",
    );
    process.exit(1);
  }
  console.log("e2e: /usr/bin/chromium is missing; installing Debian's chromium package...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const res = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (res.status !== 0) {
      console.error(`e2e: apt-get ${args.join(" ")} failed (exit ${res.status ?? res.signal}).`);
      process.exit(1);
    }
  }
  if (!existsSync(chromium)) {
    console.error(`e2e: chromium was installed but ${chromium} still does not exist.`);
    process.exit(1);
  }
}

ensureChromium();

const started = Date.now();
const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
// Ctrl-C reaches the child through the terminal's process group; only forward a plain SIGTERM.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => {
  console.log(`e2e: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
