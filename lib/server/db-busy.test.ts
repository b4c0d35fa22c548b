// A saturated database is a 503 with Retry-After, translated, never a 500: the real error Prisma
// throws when a transaction cannot start in time is recognised (lib/server/db-errors.ts).
import { db } from "@/lib/server/db";
import { isDatabaseBusy } from "@/lib/server/db-errors";
import { AppError, toErrorResponse } from "@/lib/server/errors";

async function busyError(): Promise<unknown> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Transactions hold every connection (SQLite has one; PostgreSQL's pool has DATABASE_POOL_SIZE);
  // the next may wait only 50 ms for one.
  const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const holders = Array.from({ length: poolSize }, () =>
    db.$transaction(
      async (tx) => {
        await tx.$queryRawUnsafe("SELECT 1");
        await held;
      },
      { maxWait: 5_000 },
    ),
  );
  await new Promise((r) => setTimeout(r, 200));
  try {
    await db.$transaction(async (tx) => tx.$queryRawUnsafe("SELECT 1"), { maxWait: 50 });
    return null;
  } catch (error) {
    return error;
  } finally {
    release();
    await Promise.all(holders);
  }
}

beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test("a transaction that cannot start in time is 'busy', answered 503 in the reader's language", async () => {
  const error = await busyError();
  expect(error).not.toBeNull();
  expect(isDatabaseBusy(error)).toBe(true);
  const res = toErrorResponse(error, "es");
  expect(res.status).toBe(503);
  expect(res.headers.get("Retry-After")).toBe("2");
  expect(await res.json()).toEqual({
    error: {
      code: "SERVER_BUSY",
      message: "Hay muchas personas al mismo tiempo ahora. Inténtalo de nuevo en unos segundos.",
      retryAfter: 2,
    },
  });
});

test("other errors keep their answers", async () => {
  expect(isDatabaseBusy(new AppError(409, "CONFLICT"))).toBe(false);
  expect(isDatabaseBusy({ code: "P2002" })).toBe(false);
  expect(isDatabaseBusy(null)).toBe(false);
  const res = toErrorResponse(new Error("boom"), "pt");
  expect(res.status).toBe(500);
});
