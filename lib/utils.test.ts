// `cn` merges classes with our own table (lib/utils.ts), not tailwind-merge (8.5 KB on every
// signed-in page): this test holds it to tailwind-merge's answers for every class the sources
// write. tailwind-merge stays a devDependency for this test only (app/first-load.test.ts keeps it
// out of client code).
import fs from "node:fs";
import path from "node:path";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { buttonVariants } from "@/components/ui/button";
import { badgeVariants } from "@/components/ui/badge";
import { ROOT } from "@/tests/unit/import-graph";
import { cn, mergeClasses } from "./utils";

/** Every whitespace-separated word of every string literal in the app's sources (tests,
 * lib/utils.ts, whose strings are group names, and the generated icon modules, whose strings are
 * lucide's icon names and paths, excluded). */
function sourceWords(): string[] {
  const UTILS = path.join(ROOT, "lib/utils.ts");
  const ICONS = path.join(ROOT, "components/icons/svg");
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== "generated" && e.name !== "node_modules" && p !== ICONS) visit(p);
      } else if (/\.(tsx?|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && p !== UTILS) {
        const source = fs.readFileSync(p, "utf8");
        for (const m of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
          // Template literals: the text around `${…}` (a word cut by one is not a class).
          const text = (m[1] ?? m[2] ?? m[3] ?? "").replace(/\S*\$\{[^}]*\}?\S*/g, " ");
          for (const w of text.split(/\s+/)) if (w && !w.includes("${")) words.add(w);
        }
      }
    }
  };
  for (const d of ["app", "components", "hooks", "lib"]) visit(path.join(ROOT, d));
  return [...words].sort();
}

const words = sourceWords();
/** The words tailwind-merge takes for Tailwind classes (it drops the first of two equal ones). */
const classes = words.filter((w) => twMerge(`${w} ${w}`) === w);

describe("cn", () => {
  test("the sources' classes were found", () => {
    expect(classes.length).toBeGreaterThan(500);
    for (const c of ["px-4", "text-sm", "bg-primary", "hover:bg-muted", "size-4", "rounded-md"])
      expect(classes).toContain(c);
  });

  test("knows every Tailwind class the sources write and no other word", () => {
    // A word both keep twice is not a class to either; one they both fold is a class to both.
    const differ = words.filter((w) => mergeClasses(`${w} ${w}`) !== twMerge(`${w} ${w}`));
    expect(differ).toEqual([]);
  });

  test("merges every pair of the sources' classes as tailwind-merge does, in both orders", () => {
    const differ: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const list = `${a} ${b}`;
        const ours = mergeClasses(list);
        if (ours !== twMerge(list)) differ.push(`${list} → ${ours} (tailwind-merge: ${twMerge(list)})`);
      }
    expect(differ.slice(0, 20)).toEqual([]);
  }, 120_000);

  test("merges longer lists of them as tailwind-merge does", () => {
    let seed = 2026;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * classes.length;
    const differ: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from({ length: 3 + (i % 8) }, () => classes[Math.floor(random())]).join(" ");
      if (mergeClasses(list) !== twMerge(list)) differ.push(list);
    }
    expect(differ.slice(0, 10)).toEqual([]);
  });

  test("every Button and Badge variant, overridden by each class list of the sources", () => {
    const sites = classLists();
    expect(sites.length).toBeGreaterThan(100);
    const variants = [
      ...(["default", "destructive", "outline", "secondary", "ghost", "link"] as const).flatMap((variant) =>
        (["default", "sm", "lg", "icon"] as const).map((size) => buttonVariants({ variant, size })),
      ),
      ...(["default", "secondary", "destructive", "outline", "success", "warning"] as const).map((variant) =>
        badgeVariants({ variant }),
      ),
    ];
    const differ: string[] = [];
    for (const base of new Set(variants))
      for (const site of sites)
        if (cn(base, site) !== twMerge(clsx(base, site))) differ.push(`${base} | ${site}`);
    expect(differ.slice(0, 10)).toEqual([]);
  });

  test("takes clsx's inputs", () => {
    expect(
      cn("px-4 py-2", false, null, undefined, { "p-0": true, "m-2": false }, ["text-sm", ["text-lg"]]),
    ).toBe("p-0 text-lg");
    expect(cn("\n hover:bg-muted dark:hover:bg-card", "hover:bg-primary")).toBe(
      "dark:hover:bg-card hover:bg-primary",
    );
    expect(cn()).toBe("");
  });
});

/** The whole string literals of the sources that hold at least two classes (a class list). */
function classLists(): string[] {
  const known = new Set(classes);
  const lists = new Set<string>();
  for (const d of ["app", "components"]) {
    const visit = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) visit(p);
        else if (/\.tsx$/.test(e.name))
          for (const m of fs.readFileSync(p, "utf8").matchAll(/"([^"\n]+)"/g)) {
            const list = m[1]!.trim();
            if (list.split(/\s+/).filter((w) => known.has(w)).length >= 2) lists.add(list);
          }
      }
    };
    visit(path.join(ROOT, d));
  }
  return [...lists];
}
