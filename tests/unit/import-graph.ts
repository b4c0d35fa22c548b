import fs from "node:fs";
import path from "node:path";

/** The project's root (tests/unit/..). */
export const ROOT = path.resolve(__dirname, "../..");

/**
 * The project file an import specifier names ("@/…" or relative, with or without its .ts/.tsx or
 * /index), or null for a package or a file that is not TypeScript — for the tests that walk the
 * imports of pages and client code (app/intl-layouts.test.ts, app/first-load.test.ts).
 */
export function resolveImport(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile() && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/** Specifiers a file loads with its module (type-only imports and `import()` excluded). */
export function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;"'`]*?\s+from\s+)?"([^"]+)"/gm))
    if (!m[1] && m[2]) specs.push(m[2]);
  return specs;
}

/**
 * Every file (absolute path) and package (its specifier) reached from `entries` (relative to ROOT)
 * through static imports, with the first importer of each.
 */
export function reach(entries: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string, via: string) => {
    if (seen.has(file)) return;
    seen.set(file, via);
    if (!file.startsWith("/")) return; // a package
    for (const spec of staticImports(file)) {
      const target =
        resolveImport(spec, file) ?? (spec.startsWith("@/") || spec.startsWith(".") ? null : spec);
      if (target) visit(target, path.relative(ROOT, file));
    }
  };
  for (const e of entries) visit(path.join(ROOT, e), "(entry)");
  return seen;
}

/** What `entries` reach that `banned` matches (a path relative to ROOT, or a package), "x ← importer". */
export function offenders(entries: string[], banned: RegExp): string[] {
  return [...reach(entries)]
    .map(([target, via]) => [target.startsWith("/") ? path.relative(ROOT, target) : target, via] as const)
    .filter(([target]) => banned.test(target))
    .map(([target, via]) => `${target} ← ${via}`);
}

/** The file (relative to ROOT) starts with the "use client" directive. */
export const isClientModule = (file: string) =>
  /^\s*["']use client["']/.test(fs.readFileSync(path.join(ROOT, file), "utf8"));

/** The client modules `entries` reach (paths relative to ROOT): where browser code starts. */
export const clientModules = (entries: string[]) =>
  [...reach(entries).keys()]
    .filter((f) => f.startsWith("/"))
    .map((f) => path.relative(ROOT, f))
    .filter(isClientModule);

/** A route folder's own files that `names` matches (page, loading, …), as paths relative to ROOT. */
export const routeFiles = (dir: string, names = /^(page|loading|not-found|error)\.tsx$/) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => names.test(f))
    .map((f) => `${dir}/${f}`);

/**
 * Every file and package the browser loads with `entries`: the client modules they reach and
 * everything those import (paths relative to ROOT), sorted. Throws when there is no client module.
 */
export function browserCode(entries: string[]): string[] {
  const rel = (f: string) => (f.startsWith("/") ? path.relative(ROOT, f) : f);
  const clients = [...reach(entries).keys()]
    .filter((f) => f.startsWith("/") && isClientModule(rel(f)))
    .map(rel);
  if (clients.length === 0) throw new Error(`no client module reached from ${entries.join(", ")}`);
  return [...reach(clients).keys()].map(rel).sort();
}
