// Database-backed rate limiting against the real per-file SQLite database; time is driven by `now`.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import { Client } from "pg";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { IP_CODE_RULES, PHONE_CODE_RULES, STAFF_RESEND_RULES, STAFF_USER_RULES } from "../auth/rate-limits";
import { rawDriver } from "@/lib/db-client";
import { countRoundTrips } from "@/tests/unit/count-queries";
import {
  consumeRateLimit,
  consumeRateLimits,
  maybePruneRateLimitHits,
  pruneRateLimitHits,
} from "./consume-rate-limit";

const T0 = new Date("2026-10-01T12:00:00.000Z").getTime();
const at = (seconds: number) => new Date(T0 + seconds * 1000);

let n = 0;
const key = () => `otp:phone:+5581988${String(++n).padStart(6, "0")}`;

/** Resolves to the AppError thrown, or null when the hit was counted. */
async function attempt(k: string, seconds: number, rules = PHONE_CODE_RULES): Promise<AppError | null> {
  try {
    await consumeRateLimit(k, rules, at(seconds));
    return null;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
}

afterAll(() => db.$disconnect());

/** Runs fn so that the check goes through Prisma: on SQLite, behind another Prisma transaction. */
async function throughPrisma<T>(fn: () => Promise<T>): Promise<T> {
  const driver = rawDriver(db);
  if (driver.kind !== "sqlite") return fn();
  // While another transaction of Prisma's is open on the connection, the driver is left
  // alone: Prisma runs the steps after it.
  const conn = await driver.connection();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const other = db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1`;
    await held;
  });
  while (!conn.inTransaction) await new Promise((resolve) => setTimeout(resolve, 1));
  const result = fn();
  setTimeout(release, 20);
  await other;
  return result;
}

const VIA: [string, <T>(fn: () => Promise<T>) => Promise<T>][] = [
  ["on the driver", async <T>(fn: () => Promise<T>) => fn()],
  // Inside another transaction of Prisma's on SQLite's one connection the driver is not used.
  ["through Prisma", throughPrisma],
];

test("the rules are 1 per 30 s and 5 per hour per phone", () => {
  expect(PHONE_CODE_RULES).toEqual([
    { windowSeconds: 30, max: 1 },
    { windowSeconds: 3600, max: 5 },
  ]);
  expect(STAFF_RESEND_RULES).toEqual(PHONE_CODE_RULES);
  expect(STAFF_USER_RULES).toEqual([{ windowSeconds: 900, max: 10 }]);
  expect(IP_CODE_RULES).toEqual([{ windowSeconds: 3600, max: 100 }]);
});

test("one hit per 30 s: a second one is a 429 with the exact seconds left", async () => {
  const k = key();
  expect(await attempt(k, 0)).toBeNull();

  const early = await attempt(k, 1);
  expect(early).toBeInstanceOf(AppError);
  expect(early!.status).toBe(429);
  expect(early!.code).toBe("RATE_LIMITED");
  expect(early!.params).toEqual({ seconds: 29 });
  expect(early!.extra).toEqual({ retryAfter: 29 });

  expect((await attempt(k, 29.5))!.extra).toEqual({ retryAfter: 1 }); // 0.5 s left rounds up
  expect((await attempt(k, 29.999))!.extra).toEqual({ retryAfter: 1 });
  expect(await attempt(k, 30)).toBeNull(); // the first hit has left the window
  expect((await attempt(k, 30.001))!.extra).toEqual({ retryAfter: 30 });
});

test("refused hits are not counted", async () => {
  const k = key();
  expect(await attempt(k, 0)).toBeNull();
  for (const s of [5, 10, 15, 20, 25]) expect((await attempt(k, s))!.status).toBe(429);
  expect(await db.rateLimitHit.count({ where: { key: k } })).toBe(1);
});

test("five per hour: the sixth waits for the oldest hit to leave the hour", async () => {
  const k = key();
  for (const s of [0, 30, 60, 90, 120]) expect(await attempt(k, s)).toBeNull();

  const sixth = await attempt(k, 150);
  expect(sixth!.status).toBe(429);
  expect(sixth!.extra).toEqual({ retryAfter: 3600 - 150 });
  expect(sixth!.params).toEqual({ seconds: 3450 });

  expect((await attempt(k, 3599))!.extra).toEqual({ retryAfter: 1 });
  expect(await attempt(k, 3600)).toBeNull(); // the hit at 0 s has left the hour
  // Now hits at 30, 60, 90, 120 and 3600 s are in the hour: both rules are full again (the
  // 30-s one until 3630 s, the hour one until the hit at 30 s leaves at 3630 s).
  expect((await attempt(k, 3601))!.extra).toEqual({ retryAfter: 29 });
  expect((await attempt(k, 3629))!.extra).toEqual({ retryAfter: 1 });
  expect(await attempt(k, 3630)).toBeNull();
  expect(await db.rateLimitHit.count({ where: { key: k } })).toBe(7);
});

test("the longest wait of several full windows is reported", async () => {
  const k = key();
  for (const s of [0, 30, 60, 90, 120]) expect(await attempt(k, s)).toBeNull();
  // At 125 s both rules are full: 30-s rule → 25 s, hour rule → 3475 s.
  expect((await attempt(k, 125))!.extra).toEqual({ retryAfter: 3475 });
});

test("keys are independent", async () => {
  const a = key();
  const b = key();
  expect(await attempt(a, 0)).toBeNull();
  expect(await attempt(b, 0)).toBeNull();
  expect((await attempt(a, 1))!.status).toBe(429);
  expect((await attempt(b, 1))!.status).toBe(429);
  const c = key();
  expect(await attempt(c, 1)).toBeNull();
  // A key that merely starts like another is a different key.
  expect(await attempt(`${a}0`, 2)).toBeNull();
});

test("a custom rule: 3 per minute", async () => {
  const k = key();
  const rules = [{ windowSeconds: 60, max: 3 }];
  for (const s of [0, 1, 2]) expect(await attempt(k, s, rules)).toBeNull();
  expect((await attempt(k, 3, rules))!.extra).toEqual({ retryAfter: 57 });
  expect(await attempt(k, 60, rules)).toBeNull();
  expect((await attempt(k, 60.5, rules))!.extra).toEqual({ retryAfter: 1 }); // hit at 1 s leaves at 61 s
});

test("a larger max: exact answers however many checks ran on the connection before", async () => {
  // On PostgreSQL the check is a statement prepared once per connection: after five runs it keeps
  // one generic plan (an index-only scan from the newest hit back), whatever max it is given.
  const k = key();
  const rules = [{ windowSeconds: 600, max: 8 }];
  for (let s = 0; s < 8; s++) expect(await attempt(k, s * 10, rules)).toBeNull();
  for (const s of [80, 90, 100]) expect((await attempt(k, s, rules))!.extra).toEqual({ retryAfter: 600 - s });
  expect(await attempt(k, 600, rules)).toBeNull(); // the hit at 0 s has left the window
  expect((await attempt(k, 601, rules))!.extra).toEqual({ retryAfter: 9 }); // the hit at 10 s leaves at 610 s
  expect(await db.rateLimitHit.count({ where: { key: k } })).toBe(9);
});

test("concurrent hits on one key: exactly one passes a max-1 rule", async () => {
  const k = key();
  const results = await Promise.allSettled(
    [0, 0, 0, 0, 0].map(() => consumeRateLimit(k, PHONE_CODE_RULES, at(0))),
  );
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  expect(await db.rateLimitHit.count({ where: { key: k } })).toBe(1);
});

test("the checks prune old hits in the background, at most every 10 minutes per instance", async () => {
  const day = 86_400_000;
  const start = Date.now();
  // Not in the first 10 minutes of the process.
  expect(maybePruneRateLimitHits(start)).toBeNull();
  const later = start + 11 * 60_000;
  await db.rateLimitHit.createMany({
    data: [
      { key: "maybe-prune:old", createdAt: new Date(later - day - 1000) },
      { key: "maybe-prune:new", createdAt: new Date(later - 1000) },
    ],
  });
  const pruning = maybePruneRateLimitHits(later);
  expect(pruning).not.toBeNull();
  expect(await pruning).toBeGreaterThanOrEqual(1);
  const left = await db.rateLimitHit.findMany({ where: { key: { startsWith: "maybe-prune:" } } });
  expect(left.map((r) => r.key)).toEqual(["maybe-prune:new"]);
  // Then not again for 10 minutes.
  expect(maybePruneRateLimitHits(later + 9 * 60_000)).toBeNull();
  expect(await maybePruneRateLimitHits(later + 10 * 60_000)).toBeGreaterThanOrEqual(0);
});

test("pruneRateLimitHits deletes hits older than a day and keeps the rest", async () => {
  await db.rateLimitHit.deleteMany({});
  const now = at(0);
  const day = 86_400_000;
  await db.rateLimitHit.createMany({
    data: [
      { key: "prune:a", createdAt: new Date(now.getTime() - day - 1) },
      { key: "prune:b", createdAt: new Date(now.getTime() - 3 * day) },
      { key: "prune:c", createdAt: new Date(now.getTime() - day) }, // exactly one day: kept
      { key: "prune:d", createdAt: new Date(now.getTime() - 60_000) },
      { key: "prune:e", createdAt: now },
    ],
  });
  expect(await pruneRateLimitHits(now)).toBe(2);
  const left = await db.rateLimitHit.findMany({ select: { key: true }, orderBy: { key: "asc" } });
  expect(left.map((r) => r.key)).toEqual(["prune:c", "prune:d", "prune:e"]);
  expect(await pruneRateLimitHits(now)).toBe(0);
});

describe("several keys in one transaction (the login code: phone, then IP)", () => {
  const steps = (phone: string, ip: string) => [
    { key: phone, rules: PHONE_CODE_RULES },
    { key: ip, rules: [{ windowSeconds: 3600, max: 2 }] },
  ];
  const count = (k: string) => db.rateLimitHit.count({ where: { key: k } });

  test.each(VIA)(
    "%s: a full phone counts nothing; a full IP keeps the phone's hit, as two calls did",
    async (_, via) => {
      const ip = key();
      const [p1, p2, p3] = [key(), key(), key()];
      await via(() => consumeRateLimits(steps(p1, ip), at(0)));
      expect([await count(p1), await count(ip)]).toEqual([1, 1]);
      // Phone full: 429 with its wait; the IP is not counted.
      await expect(via(() => consumeRateLimits(steps(p1, ip), at(1)))).rejects.toMatchObject({
        status: 429,
        extra: { retryAfter: 29 },
      });
      expect([await count(p1), await count(ip)]).toEqual([1, 1]);
      await via(() => consumeRateLimits(steps(p2, ip), at(2)));
      // IP full: 429 with the IP's wait; the new phone's hit stays counted.
      await expect(via(() => consumeRateLimits(steps(p3, ip), at(3)))).rejects.toMatchObject({
        status: 429,
        extra: { retryAfter: 3597 }, // the hit at 0 s leaves the hour at 3600 s
      });
      expect([await count(p3), await count(ip)]).toEqual([1, 2]);
    },
  );

  test.each(VIA)(
    "%s: the SQLite follow-up runs in the check's transaction, only when every step counted",
    async (name, via) => {
      const ip = key();
      const [p1, p2] = [key(), key()];
      const sqlite = rawDriver(db).kind === "sqlite" && name === "on the driver";
      const seen: number[] = [];
      const followUp = (conn: BetterSqlite3.Database) => {
        expect(conn.inTransaction).toBe(true);
        seen.push(
          Number(
            (
              conn.prepare(`SELECT count(*) AS "n" FROM "RateLimitHit" WHERE "key" = ?`).get(p1) as {
                n: number;
              }
            ).n,
          ),
        );
      };
      // Counted: on SQLite's driver it runs after the hits, before the commit; elsewhere not at all.
      await expect(via(() => consumeRateLimits(steps(p1, ip), at(0), followUp))).resolves.toEqual({
        followedUp: sqlite,
      });
      expect(seen).toEqual(sqlite ? [1] : []);
      // Refused (the phone is full): never.
      await expect(via(() => consumeRateLimits(steps(p1, ip), at(1), followUp))).rejects.toMatchObject({
        status: 429,
      });
      expect(seen).toHaveLength(sqlite ? 1 : 0);
      // A follow-up that fails rolls the hits back with it.
      const boom = () => {
        throw new Error("boom");
      };
      if (sqlite) {
        await expect(consumeRateLimits(steps(p2, ip), at(2), boom)).rejects.toThrow("boom");
        expect([await count(p2), await count(ip)]).toEqual([0, 1]);
      }
    },
  );

  test("concurrent requests from one IP: never more hits than the rule allows", async () => {
    const ip = key();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => consumeRateLimits(steps(key(), ip), at(0))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect(await count(ip)).toBe(2);
  });

  test("checks sent together answer as one after another would, in the order they came", async () => {
    const ip = key();
    const [p1, p2, p3] = [key(), key(), key()];
    // Started in one tick: on PostgreSQL the first goes alone, the others as one batch.
    const results = await Promise.allSettled(
      [p1, p1, p2, p3, p2].map((p) => consumeRateLimits(steps(p, ip), at(0))),
    );
    expect(results.map((r) => (r.status === "fulfilled" ? "ok" : (r.reason as AppError).code))).toEqual([
      "ok",
      "RATE_LIMITED", // p1 again: its phone is full, the IP not counted
      "ok", // the IP's second hit
      "RATE_LIMITED", // the IP is full; p3's own hit stays counted
      "RATE_LIMITED", // p2 again: phone full
    ]);
    expect([await count(p1), await count(p2), await count(p3), await count(ip)]).toEqual([1, 1, 1, 2]);
  });

  (rawDriver(db).kind === "postgresql" ? test : test.skip)(
    "PostgreSQL: a check statement gone from a connection is prepared again, nothing lost",
    async () => {
      const ip = key();
      const phone = key();
      await consumeRateLimits(steps(phone, ip), at(0));
      const driver = rawDriver(db);
      if (driver.kind !== "postgresql") return;
      // DEALLOCATE every check statement on every idle connection of the pool.
      const pool = await driver.pool();
      const clients = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
      let dropped = 0;
      try {
        for (const c of clients) {
          const { rows } = await c.query<{ name: string }>(
            "SELECT name FROM pg_prepared_statements WHERE name LIKE 't26_rate_limit_%'",
          );
          for (const { name } of rows) await c.query(`DEALLOCATE ${name}`);
          dropped += rows.length;
        }
      } finally {
        // The pool hands out its last released connection first: the one the check ran on.
        clients.reverse().forEach((c) => c.release());
      }
      expect(dropped).toBeGreaterThan(0);
      const again = await countRoundTrips(() =>
        expect(consumeRateLimits(steps(phone, ip), at(1))).rejects.toMatchObject({
          extra: { retryAfter: 29 },
        }),
      );
      // The batch failed on the missing statement (nothing counted), which was prepared, then ran.
      expect(again.sql.map((q) => q.split(" ")[0])).toEqual(["SELECT", "PREPARE", "SELECT"]);
      await consumeRateLimits(steps(key(), ip), at(2));
      await expect(consumeRateLimits(steps(key(), ip), at(3))).rejects.toMatchObject({
        extra: { retryAfter: 3597 },
      });
      expect(await count(ip)).toBe(2);
    },
  );

  (rawDriver(db).kind === "postgresql" ? test : test.skip)(
    "PostgreSQL: a connection lost during a batch fails its checks, counts nothing, and is replaced",
    async () => {
      const ip = key();
      const phone = key();
      await db.$queryRaw`SELECT 1`; // the pool is open
      // Another session holds the IP's lock, so the batch waits on its connection…
      const holder = new Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query("BEGIN");
        await holder.query("SELECT pg_advisory_xact_lock(hashtext($1))::text", [ip]);
        const check = consumeRateLimits(steps(phone, ip), at(0));
        let pid: number | undefined;
        for (let tries = 0; !pid; tries++) {
          if (tries === 500) throw new Error("the batch never waited on the lock");
          await new Promise((resolve) => setTimeout(resolve, 10));
          const { rows } = await holder.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%pg_advisory_xact_lock%EXECUTE t26_rate_limit_%' AND pid <> pg_backend_pid() AND datname = current_database()",
          );
          pid = rows[0]?.pid;
        }
        // …and is cut off there.
        await holder.query("SELECT pg_terminate_backend($1)", [pid]);
        await expect(check).rejects.toThrow();
      } finally {
        await holder.query("ROLLBACK");
        await holder.end();
      }
      expect([await count(phone), await count(ip)]).toEqual([0, 0]);
      await consumeRateLimits(steps(phone, ip), at(1));
      expect([await count(phone), await count(ip)]).toEqual([1, 1]);
    },
  );

  (rawDriver(db).kind === "postgresql" ? test : test.skip)(
    "PostgreSQL: checks waiting together go as one query",
    async () => {
      const ip = key();
      const counted = await countRoundTrips(() =>
        Promise.all(
          Array.from({ length: 20 }, () => consumeRateLimits(steps(key(), ip), at(0)).catch(() => null)),
        ),
      );
      // The first alone, then the other 19 (and the statement's PREPARE on a new connection).
      expect(counted.sql.filter((q) => !q.startsWith("PREPARE")).length).toBeLessThanOrEqual(2);
      expect(await count(ip)).toBe(2);
    },
  );
});

describe("hits numbered per key in time order (the check's two index seeks)", () => {
  /** The key's hits as [seconds after T0, number], in time order. */
  const numbered = async (k: string) =>
    (
      await db.rateLimitHit.findMany({
        where: { key: k },
        orderBy: [{ createdAt: "asc" }, { seq: "asc" }],
        select: { createdAt: true, seq: true },
      })
    ).map((h) => [(h.createdAt.getTime() - T0) / 1000, h.seq]);

  test.each(VIA)("%s: exact at the window's edge with 120 hits piled up", async (_, via) => {
    const k = key();
    const rule = [{ windowSeconds: 60, max: 60 }];
    // One hit a second for 120 s: the window always has room at a whole second.
    for (let s = 0; s < 120; s++) expect(await via(() => attempt(k, s, rule))).toBeNull();
    // At 119.5 s the minute holds the hits at 60…119 s: full until the one at 60 s leaves.
    expect((await via(() => attempt(k, 119.5, rule)))!.extra).toEqual({ retryAfter: 1 });
    expect((await via(() => attempt(k, 119.999, rule)))!.extra).toEqual({ retryAfter: 1 });
    expect(await via(() => attempt(k, 120, rule))).toBeNull(); // 61…120 s: 60 hits again
    expect((await via(() => attempt(k, 120.5, rule)))!.extra).toEqual({ retryAfter: 1 }); // 61 s leaves at 121 s
    // A smaller max on the same hits reads the right one by its number: the 7th most recent is 114 s.
    expect((await via(() => attempt(k, 120.5, [{ windowSeconds: 60, max: 7 }])))!.extra).toEqual({
      retryAfter: 54,
    });
    const hits = await numbered(k);
    expect(hits).toHaveLength(121);
    expect(hits.map(([, seq]) => seq)).toEqual(hits.map((_, i) => i + 1));
  });

  test.each(VIA)(
    "%s: a hit older than the newest (another clock) keeps the numbers in time order",
    async (_, via) => {
      const k = key();
      const room = [{ windowSeconds: 60, max: 10 }];
      for (const s of [0, 10, 10, 20]) expect(await via(() => attempt(k, s, room))).toBeNull();
      expect(await via(() => attempt(k, 5, room))).toBeNull(); // arrives late
      expect(await via(() => attempt(k, 10, room))).toBeNull(); // same time as two others
      expect(await numbered(k)).toEqual([
        [0, 1],
        [5, 2],
        [10, 3],
        [10, 4],
        [10, 5],
        [20, 6],
      ]);
      // The 2nd most recent is a hit at 10 s (numbered in arrival order it would be the one at 5 s).
      expect((await via(() => attempt(k, 15, [{ windowSeconds: 60, max: 2 }])))!.extra).toEqual({
        retryAfter: 55,
      });
      // The 5th most recent is the late one at 5 s.
      expect((await via(() => attempt(k, 21, [{ windowSeconds: 60, max: 5 }])))!.extra).toEqual({
        retryAfter: 44,
      });
      expect(await via(() => attempt(k, 65, [{ windowSeconds: 60, max: 5 }]))).toBeNull();
    },
  );

  test.each(VIA)(
    "%s: a hit older than every kept one takes the lowest number, after a sweep too",
    async (_, via) => {
      const k = key();
      const day = 86_400;
      const room = [{ windowSeconds: 2 * day, max: 10 }];
      for (const s of [10, 20]) expect(await via(() => attempt(k, s, room))).toBeNull();
      expect(await via(() => attempt(k, 5, room))).toBeNull(); // before both
      expect(await numbered(k)).toEqual([
        [5, 1],
        [10, 2],
        [20, 3],
      ]);
      for (const s of [day + 10, day + 20]) expect(await via(() => attempt(k, s, room))).toBeNull();
      expect(await pruneRateLimitHits(at(day + 30))).toBeGreaterThanOrEqual(3);
      expect(await via(() => attempt(k, day + 5, room))).toBeNull(); // before both kept (numbered 4, 5)
      expect(await numbered(k)).toEqual([
        [day + 5, 4],
        [day + 10, 5],
        [day + 20, 6],
      ]);
      // The 3rd most recent is the late one.
      expect((await via(() => attempt(k, day + 30, [{ windowSeconds: 60, max: 3 }])))!.extra).toEqual({
        retryAfter: 35,
      });
    },
  );

  test("late hits sent together (a PostgreSQL batch) are numbered in time order too", async () => {
    const k = key();
    const room = [{ windowSeconds: 600, max: 10 }];
    await Promise.all([0, 40, 20, 30, 10, 40, 5].map((s) => consumeRateLimit(k, room, at(s))));
    expect((await numbered(k)).map(([, seq]) => seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await numbered(k)).map(([s]) => s)).toEqual([0, 5, 10, 20, 30, 40, 40]);
    // The 6th most recent is the hit at 5 s.
    await expect(consumeRateLimit(k, [{ windowSeconds: 600, max: 6 }], at(50))).rejects.toMatchObject({
      extra: { retryAfter: 555 },
    });
  });

  test.each(VIA)(
    "%s: hits written without a number are numbered before the check reads them",
    async (_, via) => {
      const k = key();
      const rule = [{ windowSeconds: 60, max: 3 }];
      for (const s of [0, 10]) expect(await via(() => attempt(k, s, rule))).toBeNull();
      // As an instance of the version before would write it (or a test's createMany): number 0.
      await db.rateLimitHit.createMany({
        data: [
          { key: k, createdAt: at(5) },
          { key: k, createdAt: at(12) },
        ],
      });
      // Four hits in the minute: the 3rd most recent is the one at 5 s.
      expect((await via(() => attempt(k, 15, rule)))!.extra).toEqual({ retryAfter: 50 });
      expect(await numbered(k)).toEqual([
        [0, 1],
        [5, 2],
        [10, 3],
        [12, 4],
      ]);
      expect(await via(() => attempt(k, 65, rule))).toBeNull(); // 10 s and 12 s left in the minute
      expect((await numbered(k)).at(-1)).toEqual([65, 5]);
    },
  );

  test("concurrent checks on a key with unnumbered hits: numbered once, counted exactly", async () => {
    const ip = key();
    await db.rateLimitHit.createMany({
      data: Array.from({ length: 8 }, (_, i) => ({ key: ip, createdAt: at(i) })),
    });
    const rule = [{ windowSeconds: 3600, max: 10 }];
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        consumeRateLimits(
          [
            { key: key(), rules: PHONE_CODE_RULES },
            { key: ip, rules: rule },
          ],
          at(60),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect((await numbered(ip)).map(([, seq]) => seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test("the migration's backfill numbers every key's kept hits in time order", async () => {
    const [a, b] = [key(), key()];
    await db.rateLimitHit.createMany({
      data: [
        { key: a, createdAt: at(30) },
        { key: b, createdAt: at(2) },
        { key: a, createdAt: at(10) },
        { key: a, createdAt: at(20) },
        { key: b, createdAt: at(1) },
      ],
    });
    const folder = rawDriver(db).kind === "sqlite" ? "prisma/migrations" : "prisma/postgresql/migrations";
    const sql = readFileSync(join(folder, "20261126154214_rate_limit_hit_seq", "migration.sql"), "utf8");
    const backfill = /^UPDATE "RateLimitHit"[\s\S]*?;$/m.exec(sql)?.[0];
    expect(backfill).toBeDefined();
    await db.$executeRawUnsafe(backfill!.replace(/;$/, ""));
    expect(await numbered(a)).toEqual([
      [10, 1],
      [20, 2],
      [30, 3],
    ]);
    expect(await numbered(b)).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // And the check reads them: three in the minute, the 3rd most recent at 10 s.
    expect((await attempt(a, 40, [{ windowSeconds: 60, max: 3 }]))!.extra).toEqual({ retryAfter: 30 });
    expect(await attempt(a, 40, [{ windowSeconds: 60, max: 4 }])).toBeNull();
    expect((await numbered(a)).at(-1)).toEqual([40, 4]);
  });

  test("the sweep deletes the oldest hits only: the numbers left still find the max-th most recent", async () => {
    const k = key();
    const day = 86_400;
    for (const s of [0, 10, day, day + 10])
      expect(await attempt(k, s, [{ windowSeconds: 2 * day, max: 4 }])).toBeNull();
    const rule = [{ windowSeconds: 2 * day, max: 3 }];
    expect(await pruneRateLimitHits(at(day + 15))).toBeGreaterThanOrEqual(2); // 0 s and 10 s
    expect((await numbered(k)).map(([, seq]) => seq)).toEqual([3, 4]);
    expect(await attempt(k, day + 20, rule)).toBeNull(); // two kept (number 2 is gone): room for a third
    expect((await attempt(k, day + 30, rule))!.extra).toEqual({ retryAfter: 2 * day - 30 }); // 3rd most recent: day s
  });

  test("a key twice in one call counts as two calls would", async () => {
    const k = key();
    const rule = [{ windowSeconds: 60, max: 3 }];
    await consumeRateLimits(
      [
        { key: k, rules: rule },
        { key: k, rules: rule },
      ],
      at(0),
    );
    expect(await db.rateLimitHit.count({ where: { key: k } })).toBe(2);
    await expect(
      consumeRateLimits(
        [
          { key: k, rules: rule },
          { key: k, rules: rule },
        ],
        at(1),
      ),
    ).rejects.toMatchObject({ extra: { retryAfter: 59 } });
    expect((await numbered(k)).map(([, seq]) => seq)).toEqual([1, 2, 3]);
  });
});
