// The standalone server (next.config.ts `output: "standalone"`):
//
//   node scripts/standalone.mjs prepare   copy .next/static and public next to .next/standalone/server.js
//   node scripts/standalone.mjs serve     prepare if needed, then run it (PORT, default 3000)
//
// `next build` leaves the static files out of .next/standalone (they are meant for a CDN); this
// server serves them itself. `serve` reads the project's .env (the environment wins) and makes a
// relative SQLite path or UPLOADS_DIR absolute, because server.js runs from .next/standalone.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const standalone = path.join(root, ".next", "standalone");
const server = path.join(standalone, "server.js");

export function prepareStandalone() {
  if (!fs.existsSync(server)) {
    console.error("standalone: .next/standalone/server.js is missing; run `npm run build` first");
    process.exit(1);
  }
  for (const [from, to] of [
    [path.join(root, ".next", "static"), path.join(standalone, ".next", "static")],
    [path.join(root, "public"), path.join(standalone, "public")],
  ]) {
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
  }
}

function absoluteFromRoot(value) {
  return path.isAbsolute(value) ? value : path.resolve(root, value);
}

function serve() {
  if (!fs.existsSync(path.join(standalone, ".next", "static"))) prepareStandalone();
  const fromFile = fs.existsSync(path.join(root, ".env")) ? parseEnvFile(path.join(root, ".env")) : {};
  const env = { ...fromFile, ...process.env };
  if (env.DATABASE_URL?.startsWith("file:"))
    env.DATABASE_URL = `file:${absoluteFromRoot(env.DATABASE_URL.slice(5))}`;
  env.UPLOADS_DIR = absoluteFromRoot(env.UPLOADS_DIR ?? "./storage/uploads");
  env.PORT ??= "3000";
  env.HOSTNAME ??= "0.0.0.0";
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, server], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function parseEnvFile(file) {
  const before = { ...process.env };
  const scratch = {};
  process.loadEnvFile(file);
  for (const [k, v] of Object.entries(process.env)) if (before[k] !== v) scratch[k] = v;
  for (const k of Object.keys(scratch)) if (!(k in before)) delete process.env[k];
  return scratch;
}

const command = process.argv[2];
if (command === "prepare") {
  prepareStandalone();
  console.log("standalone: copied .next/static and public into .next/standalone");
} else if (command === "serve") {
  serve();
} else if (command) {
  console.error("usage: node scripts/standalone.mjs prepare|serve");
  process.exit(2);
}
