// The SQLite client's settings that the door's speed and safety rest on: WAL with synchronous=NORMAL
// on the app's connection, and WAL checkpoints done by a worker thread (the app's connection finds
// nothing left to copy), which stops with the client.
import { readFileSync } from "node:fs";
import { APP_AUTOCHECKPOINT_PAGES, createPrismaClient, poolIdleTimeoutMs, rawDriver } from "./db-client";

const sqlite = process.env.TEST_DB_PROVIDER !== "postgresql";
const maybe = sqlite ? test : test.skip;

maybe(
  "the app's SQLite connection runs WAL with synchronous=NORMAL, and the driver handle is Prisma's own connection",
  async () => {
    const client = createPrismaClient(process.env.DATABASE_URL, { backgroundCheckpoints: true });
    try {
      const driver = rawDriver(client);
      if (driver.kind !== "sqlite") throw new Error("expected SQLite");
      const conn = await driver.connection();
      expect(conn.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(Number(conn.pragma("synchronous", { simple: true }))).toBe(1); // NORMAL
      // A Prisma transaction is visible on the handle: it is the same connection.
      await client.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS "JestProbe" ("id" INTEGER PRIMARY KEY)`);
        expect(conn.inTransaction).toBe(true);
      });
      expect(conn.inTransaction).toBe(false);
    } finally {
      await client.$disconnect();
    }
  },
);

/** How far the WAL's pages have been copied back, read from the WAL index (SQLite's wal.c layout). */
function walProgress(file: string) {
  const shm = readFileSync(`${file}-shm`);
  return { mxFrame: shm.readUInt32LE(16), nBackfill: shm.readUInt32LE(96) };
}

async function writeSome(client: ReturnType<typeof createPrismaClient>, table: string) {
  await client.$executeRawUnsafe(
    `CREATE TABLE IF NOT EXISTS "${table}" ("id" INTEGER PRIMARY KEY, "text" TEXT)`,
  );
  for (let i = 0; i < 100; i++)
    await client.$executeRawUnsafe(`INSERT INTO "${table}" ("text") VALUES ('${"x".repeat(2000)}')`);
}

maybe(
  "a background checkpointer copies committed pages to the database file (without it they wait in the WAL); it stops with the client",
  async () => {
    const file = process.env.DATABASE_URL!.replace(/^file:/, "");
    const plain = createPrismaClient(process.env.DATABASE_URL);
    await writeSome(plain, "JestPlain");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const without = walProgress(file);
    expect(without.mxFrame).toBeGreaterThan(50);
    expect(without.nBackfill).toBeLessThan(without.mxFrame);
    await plain.$disconnect();

    const client = createPrismaClient(process.env.DATABASE_URL, { backgroundCheckpoints: true });
    try {
      await writeSome(client, "JestBackground");
      let progress = walProgress(file);
      for (let i = 0; i < 100 && progress.nBackfill !== progress.mxFrame; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        progress = walProgress(file);
      }
      expect(progress.mxFrame).toBeGreaterThan(0);
      expect(progress.nBackfill).toBe(progress.mxFrame);
    } finally {
      await client.$disconnect(); // also stops the worker: Jest would report an open handle otherwise
    }
  },
);

describe("the PostgreSQL pool's idle timeout", () => {
  test("is five minutes unless DATABASE_POOL_IDLE_TIMEOUT_MS says otherwise (0: never)", () => {
    expect(poolIdleTimeoutMs(undefined)).toBe(300_000);
    expect(poolIdleTimeoutMs("")).toBe(300_000);
    expect(poolIdleTimeoutMs("10000")).toBe(10_000);
    expect(poolIdleTimeoutMs("0")).toBe(0);
    for (const bad of ["-1", "1.5", "ten", "1e3x"])
      expect(() => poolIdleTimeoutMs(bad)).toThrow("DATABASE_POOL_IDLE_TIMEOUT_MS");
  });

  const pgOnly = sqlite ? test.skip : test;
  async function idleConnectionsAfter(ms: number, setting: string | undefined) {
    const saved = process.env.DATABASE_POOL_IDLE_TIMEOUT_MS;
    if (setting === undefined) delete process.env.DATABASE_POOL_IDLE_TIMEOUT_MS;
    else process.env.DATABASE_POOL_IDLE_TIMEOUT_MS = setting;
    const client = createPrismaClient(process.env.DATABASE_URL);
    if (saved === undefined) delete process.env.DATABASE_POOL_IDLE_TIMEOUT_MS;
    else process.env.DATABASE_POOL_IDLE_TIMEOUT_MS = saved;
    try {
      const driver = rawDriver(client);
      if (driver.kind !== "postgresql") throw new Error("expected PostgreSQL");
      await Promise.all([
        client.$queryRaw`SELECT 1 FROM pg_sleep(0.05)`,
        client.$queryRaw`SELECT 1 FROM pg_sleep(0.05)`,
      ]);
      const pool = await driver.pool();
      expect(pool.totalCount).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { open: pool.totalCount, timeout: pool.options.idleTimeoutMillis };
    } finally {
      await client.$disconnect();
    }
  }

  pgOnly("keeps a burst's connections open once the burst is over", async () => {
    expect(await idleConnectionsAfter(300, undefined)).toEqual({ open: 2, timeout: 300_000 });
  });

  pgOnly("closes them after the timeout the environment sets", async () => {
    expect(await idleConnectionsAfter(300, "100")).toEqual({ open: 0, timeout: 100 });
  });
});

maybe(
  "with background checkpoints the app's connection checkpoints only past APP_AUTOCHECKPOINT_PAGES, and the worker copies a few times a second, not every 20 ms",
  async () => {
    const file = process.env.DATABASE_URL!.replace(/^file:/, "");
    const plain = createPrismaClient(process.env.DATABASE_URL);
    const client = createPrismaClient(process.env.DATABASE_URL, { backgroundCheckpoints: true });
    try {
      const plainDriver = rawDriver(plain);
      const driver = rawDriver(client);
      if (driver.kind !== "sqlite" || plainDriver.kind !== "sqlite") throw new Error("expected SQLite");
      expect(Number((await plainDriver.connection()).pragma("wal_autocheckpoint", { simple: true }))).toBe(
        1000,
      );
      const conn = await driver.connection();
      expect(Number(conn.pragma("wal_autocheckpoint", { simple: true }))).toBe(APP_AUTOCHECKPOINT_PAGES);
      await plain.$disconnect();

      // Small commits for a second, as a paced load makes them; the WAL index says each time the
      // copied frames moved. Every 20 ms (the old interval) that was ~50 copies a second.
      conn.exec(`CREATE TABLE IF NOT EXISTS "JestPaced" ("id" INTEGER PRIMARY KEY, "text" TEXT)`);
      const insert = conn.prepare(`INSERT INTO "JestPaced" ("text") VALUES (?)`);
      const copies = new Set<number>();
      let last = walProgress(file).nBackfill;
      const until = Date.now() + 1000;
      while (Date.now() < until) {
        insert.run("x".repeat(500));
        await new Promise((resolve) => setTimeout(resolve, 5));
        const { nBackfill } = walProgress(file);
        if (nBackfill !== last) copies.add(Math.floor(Date.now() / 10));
        last = nBackfill;
      }
      expect(copies.size).toBeGreaterThan(0);
      // Every 250 ms: 4 or 5 in a second (each copy syncs two files; docs/performance.md).
      expect(copies.size).toBeLessThanOrEqual(6);
    } finally {
      await client.$disconnect();
    }
  },
);
