// First-load JavaScript of a page as `next start` serves it: every <script src> of the HTML,
// fetched and gzipped (level 6), summed — the number issue 18's "floor + 10 KB" goal is about — and
// the same for a hello-world page built with our Next and React (the framework's floor, under which
// no page of an App Router app can go).
//   node tests/bench/first-load.mjs http://localhost:3000 /home /dashboard   (cookie via COOKIE=…)
//   node tests/bench/first-load.mjs --floor
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { assertPortFree } from "./http.mjs";

export async function firstLoadJs(base, pagePath, cookie) {
  const res = await fetch(`${base}${pagePath}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (res.status !== 200)
    throw new Error(
      `first-load ${pagePath}: ${res.status}${res.headers.get("location") ? ` → ${res.headers.get("location")}` : ""}`,
    );
  const html = await res.text();
  // noModule scripts (Next's legacy polyfills) are never fetched by a modern browser.
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script([^>]+)>/g)]
        .filter((m) => !/nomodule/i.test(m[1]))
        .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
        .filter(Boolean),
    ),
  ];
  let total = 0;
  const files = [];
  for (const src of srcs) {
    const r = await fetch(new URL(src, base));
    if (!r.ok)
      throw new Error(
        `first-load ${pagePath}: ${src} answered ${r.status} (is the server the build you think?)`,
      );
    const body = Buffer.from(await r.arrayBuffer());
    const gz = gzipSync(body, { level: 6 }).length;
    total += gz;
    files.push({ src, raw: body.length, gzip: gz });
  }
  return { path: pagePath, status: res.status, kb: Math.round(total / 1024), files };
}

/**
 * Builds a one-page app (`<p>hello</p>`, no client code) with this project's node_modules in a
 * temporary folder and measures its first-load JavaScript. Hard links keep the copy of
 * node_modules cheap (Turbopack refuses a symlinked one); ~1 minute on a 2-core machine.
 */
export async function frameworkFloor(root, { port = 3960, lighthouse = null } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t26-floor-"));
  try {
    fs.mkdirSync(path.join(dir, "app"));
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "floor", private: true }));
    fs.writeFileSync(
      path.join(dir, "app/layout.jsx"),
      'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
    );
    fs.writeFileSync(
      path.join(dir, "app/page.jsx"),
      "export default function Page() { return <p>hello</p>; }\n",
    );
    const copy = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
    if (copy.status !== 0)
      spawnSync("cp", ["-r", path.join(root, "node_modules"), path.join(dir, "node_modules")], {
        stdio: "inherit",
      });
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
    const next = path.join(dir, "node_modules/next/dist/bin/next");
    const build = spawnSync(process.execPath, [next, "build"], { cwd: dir, env, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`floor app build failed:\n${build.stdout}\n${build.stderr}`);
    await assertPortFree(port);
    const server = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], {
      cwd: dir,
      env,
      stdio: "ignore",
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 60; i++) {
        try {
          if ((await fetch(base)).ok) break;
        } catch {}
        await new Promise((r) => setTimeout(r, 500));
      }
      const result = await firstLoadJs(base, "/");
      const version = (pkg) =>
        JSON.parse(fs.readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")).version;
      // The same Lighthouse run on the hello-world page: what this machine scores for the framework alone.
      const pages = lighthouse ? await lighthouse(base, [{ path: "/" }]) : null;
      return { ...result, next: version("next"), react: version("react"), lighthouse: pages?.[0] ?? null };
    } finally {
      server.kill();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const print = (r) => {
    console.log(`${r.path} (${r.status}): ${r.kb} KB gzip`);
    for (const f of r.files.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.src}`);
  };
  if (process.argv[2] === "--floor") {
    const floor = await frameworkFloor(
      path.resolve(path.dirname(new URL(import.meta.url).pathname), "../.."),
    );
    console.log(`framework floor: Next ${floor.next}, React ${floor.react}`);
    print(floor);
  } else {
    const [base, ...paths] = process.argv.slice(2);
    for (const p of paths) print(await firstLoadJs(base, p, process.env.COOKIE));
  }
}
