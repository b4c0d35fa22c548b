// First-load JavaScript of a page as `next start` serves it: every <script src> of the HTML,
// fetched gzip-encoded, summed (the number the issue's ≤ 110 KB goal is about).
//   node tests/bench/first-load.mjs http://localhost:3000 /home /dashboard   (cookie via COOKIE=…)
import { gzipSync } from "node:zlib";

export async function firstLoadJs(base, path, cookie) {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const html = await res.text();
  // noModule scripts (Next's legacy polyfills) are never fetched by a modern browser.
  const srcs = [...new Set([...html.matchAll(/<script([^>]+)>/g)].filter((m) => !/nomodule/i.test(m[1])).map((m) => /src="([^"]+)"/.exec(m[1])?.[1]).filter(Boolean))];
  let total = 0;
  const files = [];
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const gz = gzipSync(body, { level: 6 }).length;
    total += gz;
    files.push({ src, raw: body.length, gzip: gz });
  }
  return { path, status: res.status, kb: Math.round(total / 1024), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  for (const p of paths) {
    const r = await firstLoadJs(base, p, process.env.COOKIE);
    console.log(`${p} (${r.status}): ${r.kb} KB gzip`);
    for (const f of r.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.src}`);
  }
}
