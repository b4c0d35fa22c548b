// The messages reach the browser only below components/i18n/intl-layout.tsx (not from the root
// layout, so /home, /dashboard and the splash ship neither next-intl's client code nor the
// messages). This walks each page's and layout's imports: client code that calls next-intl's hooks
// must sit below such a layout, or it would throw at render.
import fs from "node:fs";
import path from "node:path";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { ROOT, resolveImport as resolve } from "@/tests/unit/import-graph";

const APP = path.join(ROOT, "app");
const HOOKS = /\buse(Translations|Locale|Formatter|Now|TimeZone|Messages)\(/;
// Rendering the provider, or re-exporting IntlLayout as the layout (a mention in a comment does not count).
const PROVIDES = /<(IntlLayout|IntlNamespaces|NextIntlClientProvider)\b|\bIntlLayout as default\b/;

function imports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)]
    .flatMap((m) => (m[1] ? [resolve(m[1], file)] : []))
    .filter((f): f is string => f !== null);
}

/** Client files (a "use client" file and everything it imports) reachable from `entry` that call next-intl's hooks. */
function translatingClientCode(entry: string): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const walk = (file: string, client: boolean) => {
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = fs.readFileSync(file, "utf8");
    const isClient = client || /^\s*["']use client["']/.test(source);
    if (isClient && /from "next-intl"/.test(source) && HOOKS.test(source))
      found.add(path.relative(ROOT, file));
    for (const next of imports(file)) walk(next, isClient);
  };
  walk(entry, false);
  return [...found].sort();
}

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "api") routeFiles(full, out);
    else if (/^(page|layout|not-found)\.tsx$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Does a layout above `file` (its own folder's, for a page; strictly above, for a layout) provide the messages? */
function provided(file: string): boolean {
  let dir = path.dirname(file);
  if (path.basename(file) === "layout.tsx") dir = path.dirname(dir);
  for (;;) {
    const layout = path.join(dir, "layout.tsx");
    if (fs.existsSync(layout) && PROVIDES.test(fs.readFileSync(layout, "utf8"))) return true;
    if (dir === APP || !dir.startsWith(APP)) return false;
    dir = path.dirname(dir);
  }
}

test("every page and layout whose client code translates is below a layout with the messages", () => {
  const missing = routeFiles(APP)
    .filter((file) => !(path.basename(file) === "layout.tsx" && PROVIDES.test(fs.readFileSync(file, "utf8"))))
    .map((file) => ({ file: path.relative(ROOT, file), uses: translatingClientCode(file) }))
    .filter(({ file, uses }) => uses.length > 0 && !provided(path.join(ROOT, file)));
  expect(missing).toEqual([]);
});

test("the landing, the participant home, the splash and the lighter screens need no messages in the browser, and get none", () => {
  for (const page of [
    "app/(entry)/home/page.tsx",
    "app/(shell)/dashboard/page.tsx",
    "app/(entry)/page.tsx",
    "app/(shell)/layout.tsx",
    "app/(entry)/plans/page.tsx",
    "app/(shell)/community/(topics)/page.tsx",
    "app/(shell)/help/(topics)/page.tsx",
    "app/(shell)/receipts/(list)/page.tsx",
    "app/(shell)/receipts/[orderId]/page.tsx",
    "app/(shell)/menu/page.tsx",
    "app/(shell)/terms/page.tsx",
    "app/(entry)/event-info/page.tsx",
    "app/(shell)/dependents/instructions/page.tsx",
    "app/(shell)/settings/notifications/page.tsx",
    "app/(shell)/news/(list)/page.tsx",
    "app/(shell)/news/[newsId]/page.tsx",
    "app/(shell)/notifications/page.tsx",
    "app/(shell)/my-profile/page.tsx",
    "app/(shell)/community/profile/[userId]/page.tsx",
    "app/(shell)/dependents/(list)/page.tsx",
    "app/checkin/page.tsx",
  ]) {
    const file = path.join(ROOT, page);
    expect({ page, uses: translatingClientCode(file) }).toEqual({ page, uses: [] });
    expect({ page, provided: provided(file) }).toEqual({ page, provided: false });
  }
});

test("the check finds translating client code where there is some", () => {
  expect(translatingClientCode(path.join(ROOT, "app/(entry)/register/(steps)/origin/page.tsx"))).toContain(
    "components/registration/origin-form.tsx",
  );
  expect(provided(path.join(ROOT, "app/(entry)/register/(steps)/origin/page.tsx"))).toBe(true);
});

test("pickMessages keeps the nesting of the namespaces it is given", () => {
  const messages = { a: { b: { c: "1" }, d: "2" }, e: "3" };
  expect(pickMessages(messages, ["a.b", "e", "missing", "a.missing"])).toEqual({
    a: { b: { c: "1" } },
    e: "3",
  });
  expect(pickMessages(messages, ["a.b", "a"])).toEqual({ a: messages.a });
});
