// Codemod: turns every `import { XIcon, type LucideIcon } from "lucide-react"` in app/, components/,
// hooks/ and lib/ (test files excepted: they compare our icons with lucide-react's) into imports of the
// per-icon modules components/icons/svg/<icon>.tsx, and lucide-react's types into ours
// (components/ui/lucide-svg.tsx), then has scripts/lucide-svg.mjs write exactly the icons
// imported. Why: lucide-react's Icon is a client module, ~1.3–1.7 KB gzip on every route that
// draws one of its icons (docs/performance.md, "First-load JavaScript"). Deterministic and
// idempotent: rerun it after a merge brings new lucide-react imports.
//
//   node scripts/lucide-imports.mjs           rewrite, then write the icon modules
//   node scripts/lucide-imports.mjs --check   only list the files still importing lucide-react (exit 1 if any)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  SVG_SPECIFIER,
  byCodeUnits,
  lucideIconName,
  sourceFiles,
  writeFormatted,
  writeIconModules,
} from "./lucide-svg.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TYPES_MODULE = "@/components/ui/lucide-svg";
/** lucide-react's types, and ours of the same name in TYPES_MODULE. */
const TYPES = new Set(["LucideIcon", "LucideProps", "IconNode"]);
const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']lucide-react["'];?[ \t]*$/gm;

/** `source` with its lucide-react imports rewritten; throws on a form it does not handle. */
export function rewrite(source, file) {
  const out = source.replace(IMPORT, (_all, typeOnly, list) => {
    const icons = new Map(); // icon file → specifiers
    const types = [];
    for (const spec of list
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const m = /^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(spec);
      if (!m) throw new Error(`${file}: cannot read "${spec}" in a lucide-react import`);
      const [, inlineType, name, local] = m;
      const text = local ? `${name} as ${local}` : name;
      if (TYPES.has(name)) types.push(text);
      else if (typeOnly || inlineType)
        throw new Error(`${file}: type ${name} of lucide-react has no local type`);
      else {
        const icon = lucideIconName(name);
        if (!icon) throw new Error(`${file}: ${name} is not an icon of lucide-react`);
        icons.set(icon, [...(icons.get(icon) ?? []), text]);
      }
    }
    const lines = [...icons]
      .sort(([a], [b]) => byCodeUnits(a, b))
      .map(([icon, specs]) => `import { ${specs.join(", ")} } from "${SVG_SPECIFIER}${icon}";`);
    if (types.length) lines.push(`import type { ${types.join(", ")} } from "${TYPES_MODULE}";`);
    return lines.join("\n");
  });
  const left = /(?:from\s+|import\s*\(\s*|import\s+|require\s*\(\s*)["']lucide-react["']/.exec(out);
  if (left) throw new Error(`${file}: a lucide-react import this codemod does not handle: ${left[0]}`);
  return out;
}

const files = sourceFiles(["app", "components", "hooks", "lib"]).filter((f) => !/\.test\.tsx?$/.test(f));
const importing = files.filter((f) =>
  /["']lucide-react["']/.test(fs.readFileSync(path.join(root, f), "utf8")),
);

if (process.argv.includes("--check")) {
  for (const f of importing) console.log(f);
  process.exit(importing.length ? 1 : 0);
}

let rewritten = 0;
for (const file of importing) {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  if (await writeFormatted(file, rewrite(source, file))) rewritten++;
}
console.log(`lucide-react imports: ${rewritten} of ${files.length} files rewritten`);
await writeIconModules();
