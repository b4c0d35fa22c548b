// A V8 profile's call frame (CPU or heap profile) named as in the sources: the build's source
// maps turn a .next chunk's line and column into the original file, line and function.
import fs from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

const maps = new Map();
/** A profile frame as "name file:line" in the sources (the build's source maps), or as built. */
export function frameName(cf) {
  const fn = cf.functionName || "(anonymous)";
  if (!cf.url.startsWith("file://")) return fn;
  let map = maps.get(cf.url);
  if (map === undefined) {
    map = null;
    try {
      const file = fileURLToPath(cf.url);
      if (file.includes("/.next/")) map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, "utf8")));
    } catch {}
    maps.set(cf.url, map);
  }
  const short = (f) =>
    f
      .replace(/^.*\[project\]\//, "")
      .replace(/^(\.\.\/)+/, "")
      .replace(/^.*node_modules\//, "~")
      .replace(/^file:\/\/.*?\/(tests|node_modules)\//, "$1/");
  if (!map) return `${fn} ${short(cf.url)}:${cf.lineNumber + 1}`;
  const o = map.findOrigin(cf.lineNumber + 1, cf.columnNumber + 1);
  if (!o || !o.fileName) return `${fn} ${short(cf.url)}:${cf.lineNumber + 1}`;
  return `${o.name || fn} ${short(o.fileName)}:${o.lineNumber}`;
}
