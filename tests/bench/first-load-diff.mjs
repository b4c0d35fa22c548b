// What a route's first-load JavaScript carries beyond another's, module by module: fetches both
// pages' `<script src>` chunks from a running `next start`, splits each Turbopack chunk into its
// modules (evaluating the chunk with a stub runtime) and lists the modules of each route that the
// base route has not, largest first, with their gzip size and a hint (their exports, else their
// first characters: package code shows its strings). How docs/performance.md's "First-load
// JavaScript" finds what to cut.
//   node tests/bench/first-load-diff.mjs http://localhost:3000 /help /help/faq /menu   (COOKIE=…)
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { firstLoadJs } from "./first-load.mjs";

/** [{ id, gzip, hint }] of one chunk's modules (a module's factory follows its numeric ids). */
export function chunkModules(source) {
  const context = {};
  context.globalThis = context;
  try {
    vm.runInNewContext(source, context, { timeout: 1000 });
  } catch {
    return []; // not a module chunk (the runtime, a polyfill)
  }
  const modules = [];
  let ids = [];
  for (const item of (context.TURBOPACK?.[0] ?? []).slice(1)) {
    if (typeof item === "number") ids.push(item);
    else if (typeof item === "function") {
      const code = item.toString();
      const exports = /e\.s\(\[([^\]]{0,100})/.exec(code)?.[1];
      const hint = (exports ?? code.slice(0, 140).replace(/\s+/g, " ")).slice(0, 100);
      modules.push({ id: ids[0], gzip: gzipSync(code).length, hint });
      ids = [];
    }
  }
  return modules;
}

async function routeModules(base, page, cookie) {
  const { kb, files } = await firstLoadJs(base, page, cookie);
  const modules = new Map();
  for (const { src } of files) {
    const source = await (await fetch(new URL(src, base))).text();
    for (const m of chunkModules(source)) modules.set(m.id, m);
  }
  return { kb, modules };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, basePage, ...pages] = process.argv.slice(2);
  if (!base || !basePage || pages.length === 0) {
    console.error("usage: node tests/bench/first-load-diff.mjs <base url> <base route> <route>...");
    process.exit(2);
  }
  const cookie = process.env.COOKIE;
  const reference = await routeModules(base, basePage, cookie);
  console.log(`${basePage}: ${reference.kb} KB gzip, ${reference.modules.size} modules`);
  for (const page of pages) {
    const { kb, modules } = await routeModules(base, page, cookie);
    const extra = [...modules.values()]
      .filter((m) => !reference.modules.has(m.id))
      .sort((a, b) => b.gzip - a.gzip);
    const sum = extra.reduce((s, m) => s + m.gzip, 0) / 1024;
    console.log(`\n${page}: ${kb} KB gzip; modules not in ${basePage}: ${sum.toFixed(1)} KB gzip`);
    for (const m of extra) console.log(`${String(m.gzip).padStart(7)}  ${m.hint}`);
  }
}
