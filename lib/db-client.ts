import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";
import type * as AdapterPg from "@prisma/adapter-pg";
import type { Pool } from "pg";
import { PrismaClient } from "./server/generated/prisma/client";

export const DEFAULT_DATABASE_URL = "file:./prisma/dev.db";

/** True for SQLite URLs (file:...). PostgreSQL URLs start with postgres:// or postgresql://. */
export function isSqliteUrl(url: string): boolean {
  return url.startsWith("file:");
}

/** Resolves a file: URL relative to the working directory, as Prisma's CLI does for SQLite. */
export function sqliteFilePath(url: string): string {
  const file = url.replace(/^file:/, "").replace(/\?.*$/s, "");
  return path.isAbsolute(file) ? file : path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}

/**
 * WAL checkpoints on a worker thread with its own connection. SQLite checkpoints inside the commit
 * that fills the WAL past 1,000 pages, copying pages and calling fsync on the event loop
 * (better-sqlite3 is synchronous) — a periodic stall for every request in flight. The worker copies
 * committed pages to the database file every CHECKPOINT_INTERVAL_MS (a PASSIVE checkpoint never
 * blocks the writer), and the app's connection checkpoints only past APP_AUTOCHECKPOINT_PAGES: a
 * fallback for when the worker falls behind, or when writes never pause long enough for a copy to
 * finish with nothing new behind it (then the WAL cannot start again from its beginning until a
 * checkpoint is made by the writer itself, and that one finds almost nothing left to copy).
 *
 * Not more often: each checkpoint that copies anything syncs the WAL and the database file, and a
 * commit on the event loop that writes to the WAL meanwhile can wait for the file system. Every
 * 20 ms (as before), 3–4.5 % of small commits at 200 a second took 1 ms or more, against 0.1–0.2 %
 * every 250 ms (docs/performance.md, "Tails at 200 req/s"). A power cut may lose the commits the
 * WAL holds unsynced: under steady writes, about this interval's (README: "the last ~second").
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 1000 });
const timer = setInterval(() => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch (e) { parentPort.postMessage(String((e && e.message) || e)); }
}, workerData.intervalMs);
parentPort.on("message", () => { clearInterval(timer); db.close(); parentPort.close(); });
`;
export const CHECKPOINT_INTERVAL_MS = 250;
/** The app's connection checkpoints itself only past this many WAL pages (SQLite's default: 1,000). */
export const APP_AUTOCHECKPOINT_PAGES = 4000;

function startCheckpointer(file: string): () => Promise<void> {
  const driver = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json")).resolve(
    "better-sqlite3",
  );
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: { driver, file, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.on("message", (message) => console.warn(`[sqlite] background checkpoint: ${message}`));
  worker.on("error", (error) =>
    console.error(
      "[sqlite] checkpoint worker stopped; SQLite checkpoints on the app's connection again",
      error,
    ),
  );
  worker.unref();
  return async () => {
    worker.postMessage("stop");
    await new Promise((resolve) => worker.once("exit", resolve));
  };
}

/**
 * Prisma's better-sqlite3 adapter, keeping a handle on the one connection it opens. The door's
 * hot path (lib/server/services/checkin/door-fast-path.ts) runs its few statements on that same
 * connection, synchronously, between Prisma's transactions: a second connection in the same
 * process could fail Prisma's read-then-write transactions with SQLITE_BUSY_SNAPSHOT.
 */
class SqliteAdapterFactory extends PrismaBetterSqlite3 {
  connection: BetterSqlite3.Database | null = null;
  constructor(
    private readonly file: string,
    private readonly backgroundCheckpoints: boolean,
  ) {
    // busy timeout: concurrent writers (another process) wait for the lock instead of failing at once.
    super({ url: file, timeout: 10_000 });
  }
  override async connect() {
    const adapter = await super.connect();
    const connection = (adapter as unknown as { client: BetterSqlite3.Database }).client;
    // WAL (set by the migrations) + NORMAL: a commit is written to the WAL before it returns, so
    // it survives a crash of the process (tests/e2e/crash.spec.ts kills it with -9); only a power
    // cut or kernel crash can lose the last commits. FULL would fsync every commit, blocking the
    // event loop (better-sqlite3 is synchronous) — README, "Database and migrations".
    connection.pragma("synchronous = NORMAL");
    if (this.backgroundCheckpoints) {
      connection.pragma(`wal_autocheckpoint = ${APP_AUTOCHECKPOINT_PAGES}`);
      const stop = startCheckpointer(this.file);
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await stop();
        return dispose();
      };
    }
    this.connection = connection;
    return adapter;
  }
}

/** The driver under a Prisma client, for the few queries that must skip Prisma's per-query cost. */
export type RawDriver =
  | {
      kind: "sqlite";
      /** Prisma's connection (opened on first use). */ connection: () => Promise<BetterSqlite3.Database>;
    }
  | {
      kind: "postgresql";
      /** The pool Prisma's adapter draws from (opened on first use). */ pool: () => Promise<Pool>;
    };

const drivers = new WeakMap<object, RawDriver>();

export function rawDriver(client: PrismaClient): RawDriver {
  const driver = drivers.get(client);
  if (!driver) throw new Error("rawDriver: this Prisma client was not made by createPrismaClient");
  return driver;
}

/**
 * Builds a Prisma client on the driver adapter that matches the URL. Shared by the app
 * (lib/server/db.ts), the seed and the tests, so every path talks to the database the same way.
 * backgroundCheckpoints (SQLite): the app's client checkpoints the WAL on a worker thread.
 */
/**
 * An interactive transaction waits up to 10 s (Prisma's default: 2 s) for a connection of the
 * pool: at a door or an enrolment rush the requests queue instead of failing. Its own run time
 * keeps Prisma's 5 s. A wait that still runs out is answered 503 SERVER_BUSY (lib/server/errors.ts).
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 5_000 };

/**
 * How long an idle PostgreSQL connection stays open (ms; 0: until the process ends). pg's default,
 * 10 s, closed the connections a burst had opened as soon as the load eased, and the next burst
 * paid a new connection in its requests: ~6 ms of TCP and SCRAM, then ~1.5 ms for the new
 * backend's first statement and ~0.7 ms for each table it had not read yet (docs/performance.md,
 * "Connections"). Five minutes keeps the pool warm between the bursts of an event day.
 */
export function poolIdleTimeoutMs(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 300_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`DATABASE_POOL_IDLE_TIMEOUT_MS: ${value} is not a whole number of ms`);
  return ms;
}

export function createPrismaClient(
  url: string = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  { backgroundCheckpoints = false }: { backgroundCheckpoints?: boolean } = {},
): PrismaClient {
  if (isSqliteUrl(url)) {
    const adapter = new SqliteAdapterFactory(sqliteFilePath(url), backgroundCheckpoints);
    const client = new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
    drivers.set(client, {
      kind: "sqlite",
      connection: async () => {
        if (!adapter.connection || !adapter.connection.open) await client.$connect();
        return adapter.connection!;
      },
    });
    return client;
  }
  // The generated client is tied to its provider: PostgreSQL uses the twin generated from
  // prisma/postgresql/schema.prisma. Same models, same API, so it is typed as the SQLite one.
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only for a PostgreSQL URL, from a synchronous factory */
  const { PrismaPg } = require("@prisma/adapter-pg") as typeof AdapterPg;
  const { PrismaClient: PostgresClient } = require("./server/generated/prisma-pg/client") as {
    PrismaClient: new (options: unknown) => PrismaClient;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  // Keep a handle on the pool Prisma's adapter opens (and closes on $disconnect).
  class PgAdapterFactory extends PrismaPg {
    pool: Pool | null = null;
    override async connect() {
      const adapter = await super.connect();
      this.pool = adapter.underlyingDriver() as Pool;
      return adapter;
    }
  }
  const adapter = new PgAdapterFactory({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    idleTimeoutMillis: poolIdleTimeoutMs(process.env.DATABASE_POOL_IDLE_TIMEOUT_MS),
  });
  const client = new PostgresClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
  drivers.set(client, {
    kind: "postgresql",
    pool: async () => {
      if (!adapter.pool || adapter.pool.ended) await client.$connect();
      return adapter.pool!;
    },
  });
  return client;
}

export type { PrismaClient };
