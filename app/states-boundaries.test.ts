// Waiting and failing screens (docs/decisions.md, "Waiting, failing and freshness"), checked on
// the file tree: every screen has an error boundary and a skeleton, and no skeleton sits above a
// page that answers 404 — a loading boundary streams the page, so its notFound() would send 200.
import fs from "node:fs";
import path from "node:path";

const APP = path.resolve(__dirname);
const AREAS = ["(shell)", "(entry)", "app-checkin"];

function pages(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pages(full, out);
    else if (entry.name === "page.tsx") out.push(full);
  }
  return out;
}

/** The folders from the page's own up to app/ (inclusive). */
function folders(page: string): string[] {
  const out: string[] = [];
  for (let dir = path.dirname(page); dir.startsWith(APP); dir = path.dirname(dir)) out.push(dir);
  return out;
}
const above = (page: string, file: string) => folders(page).some((d) => fs.existsSync(path.join(d, file)));
const rel = (p: string) => path.relative(APP, p);
const answers404 = (page: string) => /\bnotFound\(\)/.test(fs.readFileSync(page, "utf8"));

const all = AREAS.flatMap((area) => pages(path.join(APP, area)));
// No skeleton on purpose: the splash and the landing (static screens: nothing to wait for), the
// staff login (the staff tool's root: a skeleton there would wrap every staff page, some of which
// answer 404), the test trigger, the bench's page floor (one line, nothing to wait for).
const NO_SKELETON = [
  "(entry)/page.tsx",
  "(entry)/home/page.tsx",
  "app-checkin/page.tsx",
  "(shell)/test-failure/page.tsx",
  "(shell)/bench-shell/page.tsx",
];

test("the check sees the screens", () => {
  expect(all.length).toBeGreaterThan(40);
  expect(all.filter(answers404).map(rel)).toContain("(shell)/news/[newsId]/page.tsx");
});

test("every screen of the shell, the entry and the staff tool is below an error.tsx", () => {
  expect(all.filter((p) => !above(p, "error.tsx")).map(rel)).toEqual([]);
});

// /schedule calls notFound() only when no city has a programme at all (a setup mistake, not a
// visitor's wrong link): its skeleton on every normal visit is worth a 200 in that case.
const SOFT_404 = ["(shell)/schedule/page.tsx"];

test("no loading.tsx above a page that answers 404 (the status would be 200)", () => {
  const streamed = all.filter((p) => answers404(p) && above(p, "loading.tsx")).map(rel);
  expect(streamed.filter((p) => !SOFT_404.includes(p))).toEqual([]);
});

test("every other screen has a skeleton", () => {
  const missing = all
    .filter(
      (p) =>
        (!answers404(p) || SOFT_404.includes(rel(p))) &&
        !NO_SKELETON.includes(rel(p)) &&
        !above(p, "loading.tsx"),
    )
    .map(rel);
  expect(missing).toEqual([]);
});

test("missing news, posts, profiles and help topics have their own not-found screen", () => {
  for (const dir of [
    "news/[newsId]",
    "community/post/[postId]",
    "community/profile/[userId]",
    "help/[topicId]",
  ])
    expect(fs.existsSync(path.join(APP, "(shell)", dir, "not-found.tsx"))).toBe(true);
});
