// BENCHMARKS.md from the bench's results: the goals of issue 18 evaluated per database, and the
// tables. Pure functions (tests/unit/bench-report.test.ts); run.mjs measures, this only judges and
// writes; CommonJS, so Jest loads it as it is. The results of each database are kept in tests/bench/results.json, so a run on one
// database rewrites the file with the other database's last figures (and when they were measured).

const DBS = [
  ["sqlite", "SQLite"],
  ["postgres", "PostgreSQL"],
];
const LIMITS = {
  throughput: 0.5, // × bare at 50 connections
  p99: 2, // × bare at the fixed rate
  contentionP99: 4, // × the same burst on the bare route
  scale: 1.5, // p99 scale seed / p99 small seed
  firstLoadKb: 10, // over the framework floor, gzip
  accessibility: 100,
};
const SCAN = "scan (verify token, check-in + scan record)";
/** The enrolment race: this many simultaneous requests for this many free seats. */
const SEATS = 50;
const REQUESTS = 500;

/**
 * The verdict of one round (pure, tested): exactly `seats` 2xx answers and as many rows and
 * counted seats in the database, every other answer 409 EVENT_FULL.
 */
function judgeRound({ answers, enrolledRows, enrolledCount, seats = SEATS }) {
  const ok = answers.filter((a) => a.status >= 200 && a.status < 300).length;
  const clean = answers.filter((a) => a.status === 409 && a.code === "EVENT_FULL").length;
  const problems = [];
  if (ok !== seats) problems.push(`${ok} enrolled answers, not ${seats}`);
  if (enrolledRows !== seats) problems.push(`${enrolledRows} enrolment rows, not ${seats}`);
  if (enrolledCount !== seats) problems.push(`counter at ${enrolledCount}, not ${seats}`);
  if (ok + clean !== answers.length)
    problems.push(`${answers.length - ok - clean} answers neither 2xx nor 409 EVENT_FULL`);
  return { ok, clean, correct: problems.length === 0, problems };
}

/** The median; of an even count, the mean of the two middle values (with 2 rounds, not the larger). */
function median(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A run's results replace that database's entry (and the pages' when it measured them). */
function mergeResults(previous, current) {
  return {
    dbs: { ...(previous?.dbs ?? {}), ...(current.dbs ?? {}) },
    pages: current.pages ?? previous?.pages ?? null,
  };
}

const verdict = (met) => (met === null ? "–" : met ? "met" : "**not met**");
const fmt = (x) => (Number.isFinite(x) ? x.toFixed(2) : "–");
/** A latency in ms: one decimal (the open-loop p99s are fractions of a millisecond apart). */
const ms = (x) => (Number.isFinite(x) ? String(Math.round(x * 10) / 10) : "–");

/** A fixed-rate run that could not answer the rate: its p99 leaves the unanswered out. */
function saturation(r) {
  if (r.saturated) return ` (saturated: ${r.answered.join("/")} of ${r.expected} answered)`;
  if (r.bare?.saturated) return " (bare route saturated: machine busy)";
  return "";
}

/**
 * p99 scale / p99 small per target of one database (both runs' rows), worst first. A target paced
 * at its own lower rate too (`atScaleRate`, the pages: saturated at the fixed rate) is compared at
 * that rate, where both seeds' p99s are latencies rather than queue lengths; `rate` says which.
 */
function scaleRatios(db) {
  if (!db?.small || !db?.scale) return [];
  return db.scale.rows
    .map((r) => {
      const s = db.small.rows.find((x) => x.label === r.label);
      if (!s) return null;
      const [a, b] = [r.atScaleRate, s.atScaleRate];
      if (a && b && a.rate === b.rate)
        return {
          label: r.label,
          rate: a.rate,
          q: a.p99 / Math.max(0.1, b.p99),
          valid: r.valid && s.valid && a.valid && b.valid && !a.saturated && !b.saturated,
        };
      return {
        label: r.label,
        rate: null,
        q: r.p99 / Math.max(0.1, s.p99),
        valid: r.valid && s.valid && !r.saturated && !s.saturated,
      };
    })
    .filter(Boolean)
    .sort((a, b) => b.q - a.q);
}

/**
 * Every goal as { id, goal, db, measured, met } — met true/false, or null when not measured.
 * db is "sqlite" / "postgres", or null for the build's goals (first-load JS, Lighthouse).
 */
function evaluateGoals(results) {
  const out = [];
  for (const [key] of DBS) {
    const db = results.dbs?.[key];
    for (const r of db?.small?.rows ?? []) {
      if (r.hotPath) {
        out.push({
          id: `throughput:${r.label}`,
          goal: `${r.label}: throughput ≥ ${LIMITS.throughput} × bare`,
          db: key,
          measured:
            fmt(r.rpsRatio) +
            (r.valid ? "" : " (invalid run)") +
            (r.bare?.unsteady ? ` (bare route unsteady: ${r.bare.rpsRounds.join("/")} req/s)` : ""),
          met: r.valid && !r.bare?.unsteady && r.rpsRatio >= LIMITS.throughput,
        });
        out.push({
          id: `p99:${r.label}`,
          goal: `${r.label}: p99 ≤ ${LIMITS.p99} × bare`,
          db: key,
          measured: fmt(r.p99Ratio) + (r.valid ? "" : " (invalid run)") + saturation(r),
          met: r.valid && !r.saturated && !r.bare?.saturated && r.p99Ratio <= LIMITS.p99,
        });
      }
      // An extra row, not issue 18's goal: the page against its framework floor (a page with no
      // data through the same layouts, measured in the same rounds), so the report says how much
      // of the gap to the bare route is the framework's own.
      if (r.hotPath && r.floor) {
        const f = r.floor;
        const floorValid = r.valid && f.valid;
        out.push({
          id: `floor-throughput:${r.label}`,
          goal: `${r.label} vs ${f.short ?? f.label} (extra): throughput ≥ ${LIMITS.throughput} × floor`,
          db: key,
          measured: fmt(f.rpsRatio) + (floorValid ? "" : " (invalid run)"),
          met: floorValid && f.rpsRatio >= LIMITS.throughput,
        });
        out.push({
          id: `floor-p99:${r.label}`,
          goal: `${r.label} vs ${f.short ?? f.label} (extra): p99 ≤ ${LIMITS.p99} × floor`,
          db: key,
          measured:
            fmt(f.p99Ratio) +
            (floorValid ? "" : " (invalid run)") +
            saturation(r) +
            (f.saturated ? ` (floor saturated: ${f.answered.join("/")} of ${r.expected} answered)` : ""),
          met: floorValid && !r.saturated && !f.saturated && f.p99Ratio <= LIMITS.p99,
        });
      }
      if (r.label === SCAN) {
        out.push({
          id: "scan-throughput",
          goal: "scan (door): throughput ≥ 0.60 × bare (earlier goal)",
          db: key,
          measured: fmt(r.rpsRatio),
          met: r.valid && r.rpsRatio >= 0.6,
        });
        out.push({
          id: "scan-p99",
          goal: "scan (door): p99 ≤ 1.5 × bare (earlier goal)",
          db: key,
          measured: fmt(r.p99Ratio),
          met: r.valid && r.p99Ratio <= 1.5,
        });
      }
    }
    const c = db?.contention;
    if (c) {
      const wrong = c.rounds.filter((r) => !r.correct);
      out.push({
        id: "contention-correct",
        goal: `enrolment race: ${c.requests} at once for ${c.seats} seats → exactly ${c.seats} enrolled, the rest 409`,
        db: key,
        measured: wrong.length
          ? `${wrong.length} of ${c.rounds.length} rounds wrong: ${wrong[0].problems.join("; ")}`
          : `${c.rounds.length} of ${c.rounds.length} rounds exact`,
        met: c.correct,
      });
      out.push({
        id: "contention-p99",
        goal: `enrolment race: p99 < ${LIMITS.contentionP99} × bare burst`,
        db: key,
        measured: fmt(c.p99Ratio),
        met: c.p99Ratio < LIMITS.contentionP99,
      });
    }
    const ratios = scaleRatios(db);
    if (ratios.length) {
      const worst = ratios[0];
      out.push({
        id: "scale",
        goal: `scale seed: every target's p99 ≤ ${LIMITS.scale} × small seed's`,
        db: key,
        measured: `worst ${fmt(worst.q)} (${worst.label}${worst.rate ? `, at ${worst.rate} req/s` : ""})${
          ratios.some((r) => !r.valid)
            ? `; no verdict for ${ratios
                .filter((r) => !r.valid)
                .map((r) => r.label)
                .join(", ")} (invalid or saturated)`
            : ""
        }`,
        met: ratios.every((r) => r.valid && r.q <= LIMITS.scale),
      });
    }
  }
  const pages = results.pages;
  const floor = pages?.floor;
  for (const p of pages?.firstLoad ?? []) {
    const limit = floor ? floor.kb + LIMITS.firstLoadKb : null;
    out.push({
      id: `first-load:${p.route}`,
      route: p.route,
      kb: p.kb,
      goal: `first-load JS ${p.route} ≤ floor + ${LIMITS.firstLoadKb} KB`,
      db: null,
      measured: p.kb === null ? `not measured (${p.note})` : `${p.kb} KB (limit ${limit ?? "?"} KB)`,
      met: p.kb === null || limit === null ? false : p.kb <= limit,
    });
  }
  for (const l of pages?.lighthouse ?? []) {
    const floorScore = floor?.lighthouse?.performance;
    out.push({
      id: `lighthouse:${l.page}`,
      goal: `Lighthouse ${l.page}: performance ≥ floor's, accessibility ${LIMITS.accessibility}`,
      db: null,
      measured: `${l.performance} (floor ${floorScore ?? "?"}), accessibility ${l.accessibility}`,
      met: floorScore !== undefined && l.performance >= floorScore && l.accessibility >= LIMITS.accessibility,
    });
  }
  return out;
}

function goalsTable(goals) {
  const lines = ["| goal | SQLite | PostgreSQL |", "| --- | --- | --- |"];
  const seen = new Map();
  for (const g of goals.filter((x) => x.db)) {
    if (!seen.has(g.id)) seen.set(g.id, { goal: g.goal, cells: {} });
    seen.get(g.id).cells[g.db] = `${g.measured} ${verdict(g.met)}`;
  }
  for (const { goal, cells } of seen.values())
    lines.push(`| ${goal} | ${cells.sqlite ?? "–"} | ${cells.postgres ?? "–"} |`);
  const build = goals.filter((x) => !x.db);
  if (!build.length) return lines.join("\n");
  lines.push(
    "",
    "Goals of the build (the same for both databases):",
    "",
    "| goal | measured | |",
    "| --- | --- | --- |",
  );
  const firstLoad = build.filter((g) => g.id.startsWith("first-load:"));
  if (firstLoad.length) {
    const met = firstLoad.filter((g) => g.met).length;
    const worst = firstLoad.filter((g) => g.kb !== null).sort((a, b) => b.kb - a.kb)[0];
    lines.push(
      `| first-load JS ≤ floor + ${LIMITS.firstLoadKb} KB on every participant route (table below) | ${met} of ${firstLoad.length} routes within${worst ? `; largest ${worst.route} ${worst.kb} KB` : ""} | ${verdict(met === firstLoad.length)} |`,
    );
  }
  for (const g of build.filter((x) => !x.id.startsWith("first-load:")))
    lines.push(`| ${g.goal} | ${g.measured} | ${verdict(g.met)} |`);
  return lines.join("\n");
}

function targetTable(run, rate) {
  const lines = [
    `| endpoint | req/s @50 conn | bare req/s | vs bare | p99 @${rate} req/s (ms) | bare p99 (ms) | vs bare | answers |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const r of run.rows) {
    const answers = Object.entries(r.statuses).map(([c, n]) => `${n}×${c}`);
    if (r.errors) answers.push(`${r.errors} errors`);
    lines.push(
      `| ${r.label} | ${r.rps} | ${r.bare.rps} | ${fmt(r.rpsRatio)} | ${ms(r.p99)}${r.saturated ? " (saturated)" : ""} | ${ms(r.bare.p99)}${r.bare.saturated ? " (saturated)" : ""} | ${fmt(r.p99Ratio)} | ${answers.join(", ")}${r.valid ? "" : " — **invalid run**"} |`,
    );
  }
  return lines.join("\n");
}

/** The HTML targets against their page floor, both databases (the floor's own ratio to the bare route too). */
function floorTable(results, seed) {
  const lines = [];
  for (const [key, name] of DBS)
    for (const r of results.dbs?.[key]?.[seed]?.rows ?? []) {
      const f = r.floor;
      if (!f) continue;
      const bad = r.valid && f.valid ? "" : " — **invalid run**";
      lines.push(
        `| ${name} | ${r.label} | ${f.label} | ${r.rps} | ${f.rps} | ${fmt(f.rpsRatio)} | ${ms(r.p99)}${r.saturated ? " (saturated)" : ""} | ${ms(f.p99)}${f.saturated ? " (saturated)" : ""} | ${fmt(f.p99Ratio)} | ${fmt(f.vsBare?.rpsRatio)} | ${fmt(f.vsBare?.p99Ratio)}${bad} |`,
      );
    }
  if (!lines.length) return "";
  return [
    "| database | page | its floor | page req/s @50 conn | floor req/s | page vs floor | page p99 (ms) | floor p99 (ms) | page vs floor | floor vs bare route (throughput) | floor vs bare route (p99) |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...lines,
  ].join("\n");
}

/** Both databases' ratios side by side for one seed ("small" or "scale"). */
function sideBySide(results, seed) {
  const labels = [];
  for (const [key] of DBS)
    for (const r of results.dbs?.[key]?.[seed]?.rows ?? [])
      if (!labels.includes(r.label)) labels.push(r.label);
  const lines = [
    "| endpoint | SQLite throughput vs bare | SQLite p99 vs bare | PostgreSQL throughput vs bare | PostgreSQL p99 vs bare |",
    "| --- | ---: | ---: | ---: | ---: |",
  ];
  for (const label of labels) {
    const cells = DBS.map(([key]) => {
      const r = results.dbs?.[key]?.[seed]?.rows.find((x) => x.label === label);
      if (!r) return "– | –";
      const bad = r.valid ? "" : " (invalid)";
      return `${fmt(r.rpsRatio)}${bad} | ${fmt(r.p99Ratio)}${bad}`;
    });
    lines.push(`| ${label} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

function dbHeader(name, db) {
  return `${name}: measured ${db.measuredAt} UTC with \`${db.command}\` (${db.rounds} rounds of ${db.seconds} s per side and mode), load average at the end ${db.load}; ${db.database}.`;
}

function lighthouseTable(rows) {
  const lines = [
    "| page | performance (median; runs) | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | CPU benchmark index |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of rows)
    lines.push(
      `| ${r.page} | ${r.performance} (${(r.scores ?? []).join(", ")}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.benchmarkIndex} |`,
    );
  return lines.join("\n");
}

/** The whole of BENCHMARKS.md above the notes. */
function renderReport(results) {
  const goals = evaluateGoals(results);
  const measured = DBS.filter(([key]) => results.dbs?.[key]);
  const any = measured.map(([key]) => results.dbs[key])[0];
  let md = "# Benchmarks\n\n";
  md += `Written by \`npm run bench\` (tests/bench/run.mjs). Each database's figures come from its own run:\n\n`;
  for (const [key, name] of DBS) {
    const db = results.dbs?.[key];
    md += db ? `- ${dbHeader(name, db)}\n` : `- ${name}: not measured yet.\n`;
  }
  if (results.pages)
    md += results.pages.command
      ? `- First-load JavaScript and Lighthouse: measured ${results.pages.measuredAt} UTC with \`${results.pages.command}\` (the floor and every route on that run's build), served from ${results.pages.db}.\n`
      : `- First-load JavaScript and Lighthouse: measured ${results.pages.measuredAt} UTC on the same build, served from ${results.pages.db}.\n`;
  if (any) md += `\nMachine: ${any.machine}.\n`;
  const rate = any?.rate ?? 200;
  md += `\nEach endpoint is measured against the bare route handler on the same server, alternately, in rounds: throughput at 50 connections, then p99 latency at a fixed ${rate} requests/s, open loop: one request every ${1000 / rate} ms whether or not the earlier ones were answered, each latency counted from the moment the request was due (tests/bench/paced.cjs), so a server that falls behind pays for its queue. Figures are medians of the rounds, ratios the medians of the per-round ratios. "answers" counts the statuses the server gave (every target is preflighted; a run with unexpected answers is marked invalid, and an invalid row never meets a goal).\n`;
  md += `\n## Goals (issue 18)\n\n${goalsTable(goals)}\n`;
  md += `\n## Sample seed, both databases (ratios against the bare route)\n\n${sideBySide(results, "small")}\n`;
  const floors = floorTable(results, "small");
  if (floors)
    md += `\n## HTML pages against the page floor\n\nA page's server render (RSC and SSR of the root layout, next-intl, the participant shell) costs far more than a route handler's JSON. Each HTML target is therefore also measured, in the same alternating rounds, against a page with no data rendering one line through the same layouts (app/bench-page; app/(shell)/bench-shell, signed in; both 404 in production). "page vs floor" is what the page's own work costs on top of the framework's; "floor vs bare route" is the framework's share of the gap to issue 18's goal.\n\n${floors}\n`;
  for (const [key, name] of measured) {
    const db = results.dbs[key];
    md += `\n### ${name}, sample seed (${db.measuredAt} UTC)\n\n${targetTable(db.small, rate)}\n`;
  }
  md += "\n## Enrolment under contention (correctness scenario)\n\n";
  md +=
    "Per round: one event reset to its seats, then as many participants made for the round (each with its own session) ask for a seat at once; afterwards the enrolment rows and the event's counter are counted in the database. The bare burst is the same number of simultaneous GETs on the bare route, sent just before.\n\n";
  md +=
    "| database | round | event | answers | rows | counter | p99 (ms) | bare burst p99 (ms) | vs bare | |\n";
  md += "| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |\n";
  for (const [key, name] of measured) {
    const c = results.dbs[key].contention;
    for (const [i, r] of (c?.rounds ?? []).entries()) {
      const answers = Object.entries(r.answers)
        .map(([k, n]) => `${n}×${k}`)
        .join(", ");
      md += `| ${name} | ${i + 1} | ${r.eventId} | ${answers} | ${r.enrolledRows} | ${r.enrolledCount} | ${r.p99} | ${r.bareP99} | ${fmt(r.p99Ratio)} | ${r.correct ? "exact" : `**wrong**: ${r.problems.join("; ")}`} |\n`;
    }
  }
  const scaled = measured.filter(([key]) => results.dbs[key].scale);
  if (scaled.length) {
    md += "\n## Scale seed (15,000 participants, 150,000 enrolments, 20,000 posts)\n\n";
    const labels = results.dbs[scaled[0][0]].scale.rows.map((r) => r.label);
    const paced = scaled.some(([key]) => scaleRatios(results.dbs[key]).some((r) => r.rate));
    md += `${sideBySide(results, "scale")}\n\n`;
    if (paced)
      md +=
        "The pages cannot answer the fixed rate on this machine (their p99 there is a queue's length), so they are also paced at the lower rate named in their cells, in both seeds' runs, and compared at that rate.\n\n";
    md += `| endpoint | ${scaled.map(([, n]) => `${n} p99 scale / small`).join(" | ")} |\n| --- |${scaled.map(() => " ---: |").join("")}\n`;
    for (const label of labels) {
      const cells = scaled.map(([key]) => {
        const q = scaleRatios(results.dbs[key]).find((r) => r.label === label);
        if (!q) return "–";
        return `${fmt(q.q)}${q.rate ? ` (at ${q.rate} req/s)` : ""}${q.valid ? "" : " (invalid or saturated)"}`;
      });
      md += `| ${label} | ${cells.join(" | ")} |\n`;
    }
    for (const [key, name] of scaled)
      md += `\n### ${name}, scale seed\n\n${targetTable(results.dbs[key].scale, rate)}\n`;
  }
  const pages = results.pages;
  if (pages) {
    const floor = pages.floor;
    md += `\n## First-load JavaScript per participant route\n\n`;
    if (floor)
      md += `Framework floor: a hello-world page (\`<p>hello</p>\`, no client code) built with the same Next ${floor.next} and React ${floor.react} loads ${floor.kb} KB gzip of JavaScript; the goal is at most ${floor.kb + LIMITS.firstLoadKb} KB (floor + ${LIMITS.firstLoadKb} KB). Each route is fetched as \`next start\` serves it (signed in as a participant for the app's routes, signed out for the entry pages) and every \`<script src>\` of its HTML is gzipped (level 6) and summed.\n\n`;
    md +=
      "| route | fetched as | first-load JS (KB gzip) | over the floor (KB) | |\n| --- | --- | ---: | ---: | --- |\n";
    for (const p of pages.firstLoad ?? []) {
      const over = p.kb !== null && floor ? p.kb - floor.kb : null;
      const met = p.kb === null || !floor ? false : p.kb <= floor.kb + LIMITS.firstLoadKb;
      md += `| ${p.route} | ${p.as} | ${p.kb ?? `– (${p.note})`} | ${over ?? "–"} | ${verdict(met)} |\n`;
    }
    if (pages.lighthouse?.length) {
      const rows = [...pages.lighthouse];
      if (floor?.lighthouse) rows.push({ ...floor.lighthouse, page: "hello-world (framework floor)" });
      const runs = rows[0]?.scores?.length ?? 0;
      md += `\n## Lighthouse (mobile, median of ${runs})\n\n${lighthouseTable(rows)}\n`;
    }
  }
  return md;
}

module.exports = {
  DBS,
  LIMITS,
  SCAN,
  SEATS,
  REQUESTS,
  judgeRound,
  median,
  mergeResults,
  scaleRatios,
  evaluateGoals,
  renderReport,
};
