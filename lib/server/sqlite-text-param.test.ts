// The login code's two SQLite reads are prepared once and stay prepared (docs/performance.md,
// "Login code: statements planned once"). With a bare parameter compared to a column, a SELECT
// with an ORDER BY is planned again by SQLite each time the parameter is bound: a full parse and
// plan on every run. better-sqlite3 does not expose the re-prepare count, so the test compares
// CPU time with the same text written with bare parameters (the re-preparing twin), interleaved
// in the same process: the re-prepare costs several times the statement's own run.
import type BetterSqlite3 from "better-sqlite3";
import { rawDriver } from "@/lib/db-client";
import { db } from "@/lib/server/db";
import { onSqlite } from "@/tests/unit/count-queries";
import { SQLITE_SIGN_IN } from "./services/auth/sign-in-participant";
import { SQLITE_HEAD } from "./services/rate-limit/consume-rate-limit";
import { sqliteTextParam } from "./sqlite-prepared";

const sqliteOnly = onSqlite() ? test : test.skip;
afterAll(() => db.$disconnect());

const twin = (text: string) => text.replace(/CAST\((\?|@\w+) AS TEXT\)/g, "$1");

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
