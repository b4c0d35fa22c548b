/**
 * The bench's judging and bookkeeping (tests/bench): issue 18's goals evaluated from measured
 * rows, results of one database merged with the other's last ones, the report's tables,
 * and the enrolment race's verdict.
 */
const { evaluateGoals, mergeResults, renderReport, scaleRatios, judgeRound, median } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bench's CommonJS module
  require("@/tests/bench/report.cjs");

type Goal = { id: string; db: string | null; measured: string; met: boolean | null };

const row = (label: string, over: Record<string, unknown> = {}) => ({
  label,
  hotPath: true,
  rps: 500,
  p99: 100,
  rpsRatio: 0.6,
  p99Ratio: 1.5,
  bare: { rps: 800, p99: 70, valid: true },
  statuses: { 200: 1000 },
  errors: 0,
  valid: true,
  ...over,
});

const dbRun = (rows: unknown[], extra: Record<string, unknown> = {}) => ({
  measuredAt: "2026-11-26 03:00",
  command: "npm run bench",
  rounds: 2,
  seconds: 3,
  rate: 200,
  load: "1.00, 1.00, 1.00",
  machine: "test machine",
  database: "SQLite",
  small: { rows },
  scale: null,
  contention: null,
  ...extra,
});

const find = (goals: Goal[], id: string, db: string | null) => goals.find((g) => g.id === id && g.db === db);

describe("evaluateGoals", () => {
  it("judges each hot path's throughput and p99 ratio per database", () => {
    const goals: Goal[] = evaluateGoals({
      dbs: {
        sqlite: dbRun([row("me"), row("feed", { rpsRatio: 0.3, p99Ratio: 2.5 })]),
        postgres: dbRun([row("me", { rpsRatio: 0.5, p99Ratio: 2 })]),
      },
    });
    expect(find(goals, "throughput:me", "sqlite")?.met).toBe(true);
    expect(find(goals, "p99:me", "sqlite")?.met).toBe(true);
    expect(find(goals, "throughput:feed", "sqlite")?.met).toBe(false);
    expect(find(goals, "p99:feed", "sqlite")?.met).toBe(false);
    // The limits are inclusive: 0.5 × and 2 × meet the goal.
    expect(find(goals, "throughput:me", "postgres")?.met).toBe(true);
    expect(find(goals, "p99:me", "postgres")?.met).toBe(true);
  });

  it("never counts an invalid run, and skips targets that are not hot paths", () => {
    const goals: Goal[] = evaluateGoals({
      dbs: { sqlite: dbRun([row("me", { valid: false }), row("health", { hotPath: false })]) },
    });
    expect(find(goals, "throughput:me", "sqlite")).toMatchObject({ met: false });
    expect(find(goals, "throughput:me", "sqlite")?.measured).toContain("invalid");
    expect(goals.some((g) => g.id.includes("health"))).toBe(false);
  });

  it("does not take the p99 of a run that could not keep up with the fixed rate", () => {
    const goals: Goal[] = evaluateGoals({
      dbs: {
        sqlite: dbRun([
          row("dashboard", { p99Ratio: 1.2, saturated: true, answered: [420, 600], expected: 600 }),
        ]),
        postgres: dbRun([
          row("dashboard", { p99Ratio: 1.2, bare: { rps: 800, p99: 70, valid: true, saturated: true } }),
        ]),
      },
    });
    expect(find(goals, "p99:dashboard", "sqlite")).toMatchObject({ met: false });
    expect(find(goals, "p99:dashboard", "sqlite")?.measured).toContain("saturated: 420/600 of 600 answered");
    expect(find(goals, "p99:dashboard", "postgres")).toMatchObject({ met: false });
  });

  it("does not take a throughput ratio when the bare route itself moved by more than 2×", () => {
    const bare = { rps: 300, p99: 70, valid: true, rpsRounds: [120, 480], unsteady: true };
    const goals: Goal[] = evaluateGoals({ dbs: { sqlite: dbRun([row("feed", { rpsRatio: 3, bare })]) } });
    expect(find(goals, "throughput:feed", "sqlite")).toMatchObject({ met: false });
    expect(find(goals, "throughput:feed", "sqlite")?.measured).toContain("unsteady: 120/480");
  });

  it("judges an HTML page against its page floor too, as extra rows beside issue 18's", () => {
    const floor = (over: Record<string, unknown> = {}) => ({
      label: "bare page HTML in the participant shell (signed in, no data)",
      short: "shell page floor",
      rps: 100,
      p99: 200,
      valid: true,
      saturated: false,
      answered: [600, 600],
      rpsRatio: 0.6,
      p99Ratio: 1.8,
      vsBare: { rpsRatio: 0.08, p99Ratio: 2.5 },
      ...over,
    });
    const goals: Goal[] = evaluateGoals({
      dbs: {
        sqlite: dbRun([row("dashboard HTML", { rpsRatio: 0.05, p99Ratio: 4, floor: floor() })]),
        postgres: dbRun([
          row("dashboard HTML", {
            rpsRatio: 0.05,
            floor: floor({ rpsRatio: 0.3, saturated: true, answered: [400, 600] }),
          }),
        ]),
      },
    });
    // Issue 18's goal is kept as it is: against the bare route.
    expect(find(goals, "throughput:dashboard HTML", "sqlite")?.met).toBe(false);
    expect(find(goals, "p99:dashboard HTML", "sqlite")?.met).toBe(false);
    expect(find(goals, "floor-throughput:dashboard HTML", "sqlite")).toMatchObject({
      met: true,
      goal: "dashboard HTML vs shell page floor (extra): throughput ≥ 0.5 × floor",
    });
    expect(find(goals, "floor-p99:dashboard HTML", "sqlite")?.met).toBe(true);
    expect(find(goals, "floor-throughput:dashboard HTML", "postgres")?.met).toBe(false);
    // A saturated floor proves no p99 ratio.
    expect(find(goals, "floor-p99:dashboard HTML", "postgres")).toMatchObject({ met: false });
    expect(find(goals, "floor-p99:dashboard HTML", "postgres")?.measured).toContain(
      "floor saturated: 400/600",
    );
    // An invalid floor run meets nothing.
    const invalid: Goal[] = evaluateGoals({
      dbs: { sqlite: dbRun([row("dashboard HTML", { floor: floor({ valid: false }) })]) },
    });
    expect(find(invalid, "floor-throughput:dashboard HTML", "sqlite")).toMatchObject({ met: false });
    // Rows without a floor get no extra goal; the report has the floor table.
    expect(goals.filter((g) => g.id.startsWith("floor-")).length).toBe(4);
    const md: string = renderReport({ dbs: { sqlite: dbRun([row("dashboard HTML", { floor: floor() })]) } });
    expect(md).toContain("## HTML pages against the page floor");
    expect(md).toMatch(
      /\| SQLite \| dashboard HTML \| bare page HTML in the participant shell \(signed in, no data\) \| 500 \| 100 \| 0\.60 \| 100 \| 200 \| 1\.80 \| 0\.08 \| 2\.50 \|/,
    );
    expect(md).toMatch(
      /dashboard HTML vs shell page floor \(extra\): throughput ≥ 0\.5 × floor \| 0\.60 met \| – \|/,
    );
    expect(renderReport({ dbs: { sqlite: dbRun([row("me")]) } })).not.toContain("page floor");
  });

  it("judges the enrolment race on exactness and on p99 < 4 × bare", () => {
    const race = (correct: boolean, p99Ratio: number) => ({
      seats: 50,
      requests: 500,
      correct,
      p99Ratio,
      rounds: [{ correct, problems: correct ? [] : ["51 enrolment rows, not 50"] }],
    });
    const goals: Goal[] = evaluateGoals({
      dbs: {
        sqlite: dbRun([], { contention: race(true, 3.9) }),
        postgres: dbRun([], { contention: race(false, 4) }),
      },
    });
    expect(find(goals, "contention-correct", "sqlite")?.met).toBe(true);
    expect(find(goals, "contention-p99", "sqlite")?.met).toBe(true);
    expect(find(goals, "contention-correct", "postgres")).toMatchObject({ met: false });
    expect(find(goals, "contention-correct", "postgres")?.measured).toContain("51 enrolment rows");
    expect(find(goals, "contention-p99", "postgres")?.met).toBe(false);
  });

  it("compares every target's p99 on the scale seed with the small seed's", () => {
    const sqlite = dbRun([row("me", { p99: 100 }), row("feed", { p99: 200 })], {
      scale: { rows: [row("me", { p99: 150 }), row("feed", { p99: 310 })] },
    });
    expect(scaleRatios(sqlite).map((r: { label: string; q: number }) => [r.label, r.q])).toEqual([
      ["feed", 1.55],
      ["me", 1.5],
    ]);
    const goals: Goal[] = evaluateGoals({ dbs: { sqlite } });
    expect(find(goals, "scale", "sqlite")).toMatchObject({ met: false });
    expect(find(goals, "scale", "sqlite")?.measured).toContain("feed");
  });

  it("compares a page saturated at the fixed rate at its own lower rate, and never a saturated one", () => {
    const page = (p99: number, at: Record<string, unknown> | null) =>
      row("dashboard HTML", {
        p99,
        saturated: true,
        answered: [300, 320],
        expected: 600,
        ...(at ? { atScaleRate: { rate: 40, saturated: false, valid: true, ...at } } : {}),
      });
    // Saturated at 200 req/s in both seeds: the queue lengths are not compared, the 40 req/s p99s are.
    const paced = dbRun([row("me", { p99: 100 }), page(3000, { p99: 20 })], {
      scale: { rows: [row("me", { p99: 110 }), page(5000, { p99: 26 })] },
    });
    expect(scaleRatios(paced)).toEqual([
      { label: "dashboard HTML", rate: 40, q: 1.3, valid: true },
      { label: "me", rate: null, q: 1.1, valid: true },
    ]);
    const goals: Goal[] = evaluateGoals({ dbs: { sqlite: paced } });
    expect(find(goals, "scale", "sqlite")).toMatchObject({ met: true });
    expect(find(goals, "scale", "sqlite")?.measured).toBe("worst 1.30 (dashboard HTML, at 40 req/s)");
    // Saturated even at the lower rate (or measured in one seed only): no verdict, so not met.
    const stillSaturated = dbRun([page(3000, { p99: 20 })], {
      scale: { rows: [page(5000, { p99: 21, saturated: true })] },
    });
    const late: Goal[] = evaluateGoals({ dbs: { sqlite: stillSaturated } });
    expect(find(late, "scale", "sqlite")).toMatchObject({ met: false });
    expect(find(late, "scale", "sqlite")?.measured).toContain("no verdict for dashboard HTML");
    const oneSided = dbRun([page(3000, null)], { scale: { rows: [page(5000, { p99: 21 })] } });
    expect(find(evaluateGoals({ dbs: { sqlite: oneSided } }), "scale", "sqlite")?.met).toBe(false);
  });
  it("holds first-load JS to the floor + 10 KB and Lighthouse to the floor's score", () => {
    const goals: Goal[] = evaluateGoals({
      dbs: {},
      pages: {
        floor: { kb: 132, lighthouse: { performance: 93 } },
        firstLoad: [
          { route: "/home", kb: 142 },
          { route: "/dashboard", kb: 143 },
          { route: "/payment", kb: null, note: "307" },
        ],
        lighthouse: [
          { page: "/home", performance: 93, accessibility: 100 },
          { page: "/dashboard", performance: 95, accessibility: 96 },
          { page: "/schedule", performance: 92, accessibility: 100 },
        ],
      },
    });
    expect(find(goals, "first-load:/home", null)?.met).toBe(true);
    expect(find(goals, "first-load:/dashboard", null)?.met).toBe(false);
    expect(find(goals, "first-load:/payment", null)?.met).toBe(false);
    expect(find(goals, "lighthouse:/home", null)?.met).toBe(true);
    expect(find(goals, "lighthouse:/dashboard", null)?.met).toBe(false);
    expect(find(goals, "lighthouse:/schedule", null)?.met).toBe(false);
    // The goals table sums the routes up; the per-route table lists each one.
    const md: string = renderReport({
      dbs: {},
      pages: {
        measuredAt: "now",
        db: "SQLite",
        floor: { kb: 132, next: "16", react: "19", lighthouse: { performance: 93 } },
        firstLoad: [
          { route: "/home", as: "signed out", kb: 142 },
          { route: "/dashboard", as: "participant", kb: 143 },
        ],
        lighthouse: [],
      },
    });
    expect(md).toContain("| 1 of 2 routes within; largest /dashboard 143 KB | **not met** |");
    expect(md).toContain("| /home | signed out | 142 | 10 | met |");
  });

  it("names the Lighthouse table by the runs each median was taken of", () => {
    const lh = (page: string, scores: number[]) => ({
      page,
      performance: [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)],
      scores,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcp: 1800,
      tbt: 90,
      cls: 0,
      benchmarkIndex: 2500,
    });
    const md: string = renderReport({
      dbs: {},
      pages: {
        measuredAt: "now",
        db: "SQLite",
        floor: { kb: 132, next: "16", react: "19", lighthouse: lh("/", [99, 96, 99, 100, 98]) },
        firstLoad: [],
        lighthouse: [lh("/home", [99, 100, 81, 99, 98])],
      },
    });
    expect(md).toContain("## Lighthouse (mobile, median of 5)");
    expect(md).toContain("| /home | 99 (99, 100, 81, 99, 98) |");
    expect(md).toContain("| hello-world (framework floor) | 99 (99, 96, 99, 100, 98) |");
  });
});

describe("mergeResults and renderReport", () => {
  it("keeps the other database's last figures, and the pages unless remeasured", () => {
    const previous = {
      dbs: { sqlite: dbRun([row("me")]), postgres: dbRun([row("me", { rpsRatio: 0.1 })]) },
      pages: { measuredAt: "earlier", db: "SQLite", firstLoad: [] },
    };
    const merged = mergeResults(previous, {
      dbs: { postgres: dbRun([row("me", { rpsRatio: 0.7 })], { measuredAt: "2026-11-26 04:00" }) },
      pages: null,
    });
    expect(merged.dbs.sqlite).toBe(previous.dbs.sqlite);
    expect(merged.dbs.postgres.small.rows[0].rpsRatio).toBe(0.7);
    expect(merged.pages).toBe(previous.pages);
    const md: string = renderReport(merged);
    expect(md).toContain("SQLite: measured 2026-11-26 03:00");
    expect(md).toContain("PostgreSQL: measured 2026-11-26 04:00");
    expect(md).toMatch(/\| me \| 0\.60 \| 1\.50 \| 0\.70 \| 1\.50 \|/);
    expect(md).toMatch(/me: throughput ≥ 0\.5 × bare \| 0\.60 met \| 0\.70 met \|/);
  });

  it("keeps both databases' figures when only the pages are measured again (--pages-only)", () => {
    const previous = {
      dbs: { sqlite: dbRun([row("me")]), postgres: dbRun([row("me", { rpsRatio: 0.7 })]) },
      pages: { measuredAt: "earlier", db: "SQLite", firstLoad: [] },
    };
    const pages = {
      measuredAt: "2026-11-27 12:00",
      command: "npm run bench -- --pages-only",
      db: "SQLite",
      floor: { kb: 132, next: "16", react: "19", lighthouse: null },
      firstLoad: [{ route: "/home", as: "signed out", kb: 141 }],
      lighthouse: null,
    };
    const merged = mergeResults(previous, { dbs: {}, pages });
    expect(merged.dbs).toEqual(previous.dbs);
    expect(merged.pages).toBe(pages);
    const md: string = renderReport(merged);
    expect(md).toContain(
      "First-load JavaScript and Lighthouse: measured 2026-11-27 12:00 UTC with `npm run bench -- --pages-only`",
    );
    expect(md).toContain("SQLite: measured 2026-11-26 03:00");
    expect(md).toContain("| /home | signed out | 141 | 9 | met |");
  });

  it("says a database was not measured rather than leaving it out", () => {
    const md: string = renderReport(
      mergeResults(null, { dbs: { sqlite: dbRun([row("me", { p99Ratio: 3 })]) } }),
    );
    expect(md).toContain("PostgreSQL: not measured yet.");
    expect(md).toMatch(/me: p99 ≤ 2 × bare \| 3\.00 \*\*not met\*\* \| – \|/);
  });
});

describe("judgeRound", () => {
  const answers = (ok: number, full: number, other: { status: number; code: string | null }[] = []) => [
    ...Array.from({ length: ok }, () => ({ status: 200, code: null })),
    ...Array.from({ length: full }, () => ({ status: 409, code: "EVENT_FULL" })),
    ...other,
  ];

  it("accepts exactly 50 seats taken and 450 clean 409s", () => {
    expect(judgeRound({ answers: answers(50, 450), enrolledRows: 50, enrolledCount: 50 })).toMatchObject({
      correct: true,
      ok: 50,
      clean: 450,
    });
  });

  it("rejects an oversold room, a drifting counter and unclean refusals", () => {
    expect(judgeRound({ answers: answers(51, 449), enrolledRows: 51, enrolledCount: 51 }).correct).toBe(
      false,
    );
    expect(judgeRound({ answers: answers(50, 450), enrolledRows: 50, enrolledCount: 49 }).problems).toEqual([
      "counter at 49, not 50",
    ]);
    const unclean = judgeRound({
      answers: answers(50, 448, [
        { status: 500, code: "INTERNAL" },
        { status: 409, code: "TIME_SLOT_TAKEN" },
      ]),
      enrolledRows: 50,
      enrolledCount: 50,
    });
    expect(unclean.problems).toEqual(["2 answers neither 2xx nor 409 EVENT_FULL"]);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.4, 0.8])).toBeCloseTo(0.6);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
