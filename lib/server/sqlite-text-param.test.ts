// The login code's two SQLite reads, and the other hot reads of the same shape, are prepared once
// and stay prepared (docs/performance.md, "Login code: statements planned once"). With a bare parameter compared to a column, a SELECT
// with an ORDER BY is planned again by SQLite each time the parameter is bound: a full parse and
// plan on every run. better-sqlite3 does not expose the re-prepare count, so the test compares
// CPU time with the same text written with bare parameters (the re-preparing twin), interleaved
// in the same process: the re-prepare costs several times the statement's own run. Each
// statement's plan (EXPLAIN QUERY PLAN) and answers must be its twin's.
import type BetterSqlite3 from "better-sqlite3";
import { rawDriver } from "@/lib/db-client";
import { db } from "@/lib/server/db";
import { onSqlite } from "@/tests/unit/count-queries";
import { makeCheckIn } from "@/tests/unit/factories";
import { COMMUNITY_MEMBER, MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { SQLITE_SIGN_IN } from "./services/auth/sign-in-participant";
import { SQLITE_MEMBER } from "./services/checkin/door-fast-path";
import { SQLITE_PASS_FAMILY, SQLITE_PASS_USAGE } from "./services/checkin/pass";
import { SQLITE_HOME_USER } from "./services/dashboard/home";
import { SQLITE_UNREAD } from "./services/notifications/count-unread-notifications";
import { sqliteNotificationList } from "./services/notifications/notifications";
import { SQLITE_LIVE_CODE } from "./services/otp/verify-code";
import { SQLITE_HEAD } from "./services/rate-limit/consume-rate-limit";
import { sqliteDate } from "./sqlite-date";
import { sqliteTextParam } from "./sqlite-prepared";

const sqliteOnly = onSqlite() ? test : test.skip;
beforeAll(async () => {
  if (!onSqlite()) return;
  await seedDatabase(db);
  await makeCheckIn(MAIN_PARTICIPANT.id, { eventId: EVENT });
  await makeCheckIn(MAIN_PARTICIPANT.id, { tripId: TRIP });
}, 120_000);
afterAll(() => db.$disconnect());

const EVENT = "d1-recife-03"; // Maria is enrolled (prisma/seed/enrolments.ts)
const TRIP = "t-recife-d2-03"; // Maria has a seat
const PEOPLE = [MAIN_PARTICIPANT.id, COMMUNITY_MEMBER.id, "nobody"];
const now = () => sqliteDate(new Date());

/** The other statements: their text and the parameter lists their answers are compared on. */
const MORE: [string, string, unknown[][]][] = [
  [
    "the code check's read",
    SQLITE_LIVE_CODE,
    [
      ["+5581990000002", "LOGIN", "2026-10-01T11:00:00.000+00:00"],
      ["+5581990000002", "STAFF_LOGIN", "2026-10-01T11:00:00.000+00:00"],
      ["+5581990000009", "LOGIN", "2026-10-01T11:00:00.000+00:00"],
    ],
  ],
  ...(["all", "unread", "read"] as const).map((filter): [string, string, unknown[][]] => [
    `the notifications' list (${filter})`,
    sqliteNotificationList(filter),
    PEOPLE.map((id) => [id, now(), id, now()]),
  ]),
  ["the home's person", SQLITE_HOME_USER, PEOPLE.map((id) => [id])],
  ["the pass's family", SQLITE_PASS_FAMILY, PEOPLE.map((id) => [id, id, id])],
  ["the pass's usage", SQLITE_PASS_USAGE, PEOPLE.map((id) => [id])],
  ["the door's event member", SQLITE_MEMBER.event, PEOPLE.map((id) => [id, EVENT])],
  ["the door's trip member", SQLITE_MEMBER.trip, PEOPLE.map((id) => [id, TRIP])],
];

/** The text as it was: bare parameters (and the door's plain JOIN, whose plan CROSS JOIN keeps). */
const twin = (text: string) =>
  text.replace(/CAST\((\?|@\w+) AS TEXT\)/g, "$1").replace(/ CROSS JOIN "User" /g, ' JOIN "User" ');

/** Median CPU µs per run of `run`, in blocks alternated with `other`'s. */
function interleaved(a: () => unknown, b: () => unknown, runs = 400, blocks = 7) {
  const cpu = (f: () => unknown) => {
    const start = process.cpuUsage();
    for (let i = 0; i < runs; i++) f();
    const { user, system } = process.cpuUsage(start);
    return (user + system) / runs;
  };
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < blocks; i++) {
    as.push(cpu(a));
    bs.push(cpu(b));
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  return { a: median(as), b: median(bs) };
}

async function connection(): Promise<BetterSqlite3.Database> {
  const driver = rawDriver(db);
  if (driver.kind !== "sqlite") throw new Error("SQLite only");
  return driver.connection();
}

test("sqliteTextParam casts the parameter it is given", () => {
  expect(sqliteTextParam()).toBe("CAST(? AS TEXT)");
  expect(sqliteTextParam("@key")).toBe("CAST(@key AS TEXT)");
  expect(twin(SQLITE_HEAD)).not.toBe(SQLITE_HEAD);
  expect(twin(SQLITE_SIGN_IN)).not.toBe(SQLITE_SIGN_IN);
});

sqliteOnly("the same answers as with bare parameters", async () => {
  const conn = await connection();
  const at = "2026-10-01T12:00:00.000+00:00";
  const insert = conn.prepare(
    `INSERT INTO "RateLimitHit" ("id", "key", "createdAt", "seq") VALUES (?, ?, ?, ?)`,
  );
  for (let i = 1; i <= 5; i++) insert.run(`tp-${i}`, "otp:ip:tp", at, i);
  for (const key of ["otp:ip:tp", "otp:ip:none"]) {
    const args = { key, at: "2026-10-01T11:00:00.000+00:00" };
    expect(conn.prepare(SQLITE_HEAD).get(args)).toEqual(conn.prepare(twin(SQLITE_HEAD)).get(args));
  }
  const args = ["+5581990000001", "+5581990000001", "LOGIN", at];
  expect(conn.prepare(SQLITE_SIGN_IN).get(...args)).toEqual(conn.prepare(twin(SQLITE_SIGN_IN)).get(...args));

  const code = conn.prepare(
    `INSERT INTO "OneTimeCode" ("id", "purpose", "target", "codeHash", "expiresAt", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`,
  );
  code.run("tp-code-1", "LOGIN", "+5581990000002", "h1", "2026-10-01T12:05:00.000+00:00", at);
  code.run(
    "tp-code-2",
    "LOGIN",
    "+5581990000002",
    "h2",
    "2026-10-01T12:10:00.000+00:00",
    "2026-10-01T12:01:00.000+00:00",
  );
  let found = 0;
  // The bell shares the list's condition: not planned again before, but its text changed too.
  const bell: [string, string, unknown[][]] = ["the bell", SQLITE_UNREAD, PEOPLE.map((id) => [id, now()])];
  for (const [name, text, argLists] of [...MORE, bell]) {
    expect([name, twin(text)]).not.toEqual([name, text]);
    const plan = (t: string, a: unknown[]) =>
      conn
        .prepare(`EXPLAIN QUERY PLAN ${t}`)
        .all(...a)
        .map((r) => (r as { detail: string }).detail);
    for (const a of argLists) {
      expect([name, plan(text, a)]).toEqual([name, plan(twin(text), a)]);
      const ours = conn.prepare(text).all(...a);
      expect([name, ours]).toEqual([name, conn.prepare(twin(text)).all(...a)]);
      found += ours.length;
    }
  }
  // Not only empty answers: every statement finds the seeded rows (counts: one row each at least).
  expect(found).toBeGreaterThan(MORE.length);
});

const CASES: [string, string, () => unknown[]][] = [
  [
    "the rate limits' head read",
    SQLITE_HEAD,
    () => [{ key: "otp:ip:127.0.0.1", at: new Date().toISOString() }],
  ],
  [
    "the sign-in's read",
    SQLITE_SIGN_IN,
    () => ["+5581990000001", "+5581990000001", "LOGIN", new Date().toISOString()],
  ],
  ...MORE.map(([name, text, argLists]): [string, string, () => unknown[]] => [
    name,
    text,
    () => argLists[0]!,
  ]),
];

sqliteOnly.each(CASES)("%s is not planned again on each run", async (_, text, args) => {
  const conn = await connection();
  const ours = conn.prepare(text);
  const bare = conn.prepare(twin(text));
  // A new value bound on every run, as in the app.
  const { a, b } = interleaved(
    () => ours.get(...args()),
    () => bare.get(...args()),
  );
  expect(a).toBeLessThan(b / 2);
});
