// The root layout's client parts that the first paint does not need load when the page is idle
// (components/pwa/root-extras.tsx, docs/performance.md "First-load JavaScript"): no route's first
// load may reach them through static imports again.
import fs from "node:fs";
import path from "node:path";
import { ROOT, resolveImport } from "@/tests/unit/import-graph";

/** Project files reached from `entry` through static imports (not `import type`, not `import()`). */
function reach(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?(?:[^;"'`]*?\s+from\s+)?"([^"]+)"/gm,
    )) {
      const target = !m[1] && m[2] ? resolveImport(m[2], file) : null;
      if (target) visit(target);
    }
  };
  visit(path.join(ROOT, entry));
  return [...seen].map((f) => path.relative(ROOT, f));
}

const LATE = [
  "components/shell/navigation-progress.tsx",
  "components/shell/scroll-to-top.tsx",
  "components/pwa/service-worker.tsx",
  "components/theme/theme-sync.tsx",
  "components/ui/sonner.tsx",
];

test("the root layout loads its theme sync, scroll reset, progress bar, worker and toaster later", () => {
  const first = reach("app/layout.tsx");
  expect(first).toContain("components/pwa/root-extras.tsx");
  expect(first).toContain("components/clock/now-provider.tsx");
  // Caught at once: the browser's install offer can come before the page is idle.
  expect(first).toContain("lib/install-prompt.ts");
  // …and a tap on a link, so the bar shows a tap taken before it arrived.
  expect(first).toContain("lib/navigation-tap.ts");
  expect(LATE.filter((f) => first.includes(f))).toEqual([]);
  // …and the late module does draw them all.
  expect(reach("components/pwa/root-extras-late.tsx")).toEqual(expect.arrayContaining(LATE));
  const eager = fs.readFileSync(path.join(ROOT, "components/pwa/root-extras.tsx"), "utf8");
  expect(eager).toMatch(/import\("\.\/root-extras-late"\)/);
});

test("the error boundaries' shared code loads once, with the root layout's client code", () => {
  // Turbopack copies the small modules two sibling chunk groups share into each one's chunk, and
  // every route loads two boundaries (global-error.tsx and its group's error.tsx): what they draw
  // with comes from the root's chunk, which both already load (components/pwa/root-extras.tsx).
  const root = new Set([
    ...reach("components/pwa/root-extras.tsx"),
    ...reach("components/clock/now-provider.tsx"),
  ]);
  for (const boundary of [
    "app/global-error.tsx",
    "app/(shell)/error.tsx",
    "app/(entry)/error.tsx",
    "app/checkin/error.tsx",
    "app/app-checkin/error.tsx",
  ]) {
    const own = reach(boundary).filter((f) => f !== boundary && !root.has(f));
    expect({ boundary, own }).toEqual({ boundary, own: [] });
  }
  expect(root).toContain("components/states/segment-error.tsx");
});
