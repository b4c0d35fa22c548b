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
