// Enrolment under contention, as a correctness scenario (issue 18, goal 3): an event reset to
// SEATS free seats, then REQUESTS participants made for the round (each with its own session) ask
// for a seat at the same moment. Exactly SEATS must be enrolled (counted in the database
// afterwards, rows and the event's counter), every other answer a clean 409 EVENT_FULL, and the
// p99 of the burst is compared with the same burst of GETs on the bare route, sent just before.
import http from "node:http";
import { withDb } from "./db.mjs";
import report from "./report.cjs";
import { prepareFreeParticipants, sessionCookies } from "./targets.mjs";

const { judgeRound, median, SEATS, REQUESTS } = report;

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** One request on its own connection (no keep-alive socket the server may be closing). */
function send(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        let code = null;
        try {
          code = JSON.parse(Buffer.concat(chunks).toString("utf8"))?.error?.code ?? null;
        } catch {}
        resolve({ status: res.statusCode, code, ms: performance.now() - started });
      });
    });
    req.on("error", (error) =>
      resolve({ status: 0, code: String(error.code ?? error.message), ms: performance.now() - started }),
    );
    req.end(body);
  });
}

/** All at once: every request is started before any answer is read. */
const burst = (requests) => Promise.all(requests.map(({ url, init }) => send(url, init)));

function tally(answers) {
  const out = {};
  for (const a of answers) {
    const key = a.code ? `${a.status} ${a.code}` : String(a.status);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/**
 * rounds: how many events are raced (each with fresh participants); the ratio is the median.
 * exclude: an event another target uses.
 */
export async function contention(base, { databaseUrl, authSecret, rounds, exclude, log = () => {} }) {
  const results = [];
  for (let round = 0; round < rounds; round++) {
    const { eventId, cookies } = await withDb(databaseUrl, async (db) => {
      // An event nobody has entered yet, not one the other targets use.
      const events = await db.all(
        'SELECT e."id" FROM "Event" e WHERE NOT EXISTS (SELECT 1 FROM "CheckIn" c WHERE c."eventId" = e."id") AND NOT EXISTS (SELECT 1 FROM "ScanRecord" s WHERE s."eventId" = e."id") ORDER BY e."startsAt" DESC, e."id" DESC LIMIT ?',
        [rounds + 1],
      );
      const id = events.filter((e) => e.id !== exclude)[round]?.id;
      if (!id) throw new Error("contention: no event without check-ins to race for");
      await db.run('DELETE FROM "WaitlistEntry" WHERE "eventId" = ?', [id]);
      await db.run('DELETE FROM "Enrolment" WHERE "eventId" = ?', [id]);
      await db.run('UPDATE "Event" SET "capacity" = ?, "enrolledCount" = 0 WHERE "id" = ?', [SEATS, id]);
      const people = await prepareFreeParticipants(db, `bench-race${round}`, `+558299${round}`, REQUESTS);
      const made = await sessionCookies(
        db,
        authSecret,
        people.map((p) => ({ sub: p.id, role: "participant" })),
      );
      return { eventId: id, cookies: made };
    });
    const bare = await burst(cookies.map(() => ({ url: `${base}/api/bench/bare`, init: {} })));
    const answers = await burst(
      cookies.map((cookie) => ({
        url: `${base}/api/schedule/enrolments`,
        init: {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ eventId }),
        },
      })),
    );
    const counted = await withDb(databaseUrl, async (db) => ({
      rows: Number(
        (await db.get('SELECT COUNT(*) AS "n" FROM "Enrolment" WHERE "eventId" = ?', [eventId])).n,
      ),
      counter: Number(
        (await db.get('SELECT "enrolledCount" AS "n" FROM "Event" WHERE "id" = ?', [eventId])).n,
      ),
    }));
    const verdict = judgeRound({ answers, enrolledRows: counted.rows, enrolledCount: counted.counter });
    const row = {
      eventId,
      requests: answers.length,
      answers: tally(answers),
      enrolledRows: counted.rows,
      enrolledCount: counted.counter,
      ...verdict,
      p99: Math.round(
        percentile(
          answers.map((a) => a.ms),
          99,
        ),
      ),
      bareP99: Math.round(
        percentile(
          bare.map((a) => a.ms),
          99,
        ),
      ),
      bareAnswers: tally(bare),
    };
    row.p99Ratio = row.p99 / Math.max(1, row.bareP99);
    log(
      `contention round ${round + 1} (${eventId}): ${JSON.stringify(row.answers)}, ${row.enrolledRows} rows, counter ${row.enrolledCount}, p99 ${row.p99} ms (bare ${row.bareP99}, answers ${JSON.stringify(row.bareAnswers)}, ratio ${row.p99Ratio.toFixed(2)})${row.correct ? "" : ` — WRONG: ${row.problems.join("; ")}`}`,
    );
    results.push(row);
  }
  const ratios = results.map((r) => r.p99Ratio);
  return {
    seats: SEATS,
    requests: REQUESTS,
    rounds: results,
    correct: results.every((r) => r.correct),
    p99Ratio: median(ratios),
  };
}
