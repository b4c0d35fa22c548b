// TtlCache (ttl-cache.ts): a warm key is reloaded in the background in the last quarter of its
// life, so no read waits for a load; nothing is served past the TTL; clear() is seen at once.
import { TtlCache } from "./ttl-cache";

const TTL = 1000;
let clock = 0;

beforeEach(() => {
  clock = 1_000_000;
  jest.spyOn(Date, "now").mockImplementation(() => clock);
});
afterEach(() => jest.restoreAllMocks());

/** A load the test resolves or fails by hand, counting its calls. */
function loads<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

/** Lets settled promises' callbacks run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Whether the promise has settled by now (without waiting for it). */
async function settled(p: Promise<unknown>) {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  await flush();
  return done;
}

async function warm(cache: TtlCache<string>, value: string) {
  const { load, pending } = loads<string>();
  const first = cache.get("k", load);
  pending[0]!.resolve(value);
  expect(await first).toBe(value);
}

test("concurrent misses share one load", async () => {
  const cache = new TtlCache<string>(TTL);
  const { load, pending } = loads<string>();
  const reads = [cache.get("k", load), cache.get("k", load), cache.get("k", load)];
  expect(load).toHaveBeenCalledTimes(1);
  pending[0]!.resolve("v1");
  expect(await Promise.all(reads)).toEqual(["v1", "v1", "v1"]);
});

test("before the last quarter a read is a plain hit: no load", async () => {
  const cache = new TtlCache<string>(TTL);
  await warm(cache, "v1");
  clock += TTL * 0.75 - 1;
  const { load } = loads<string>();
  expect(await cache.get("k", load)).toBe("v1");
  expect(load).not.toHaveBeenCalled();
});

test("in the last quarter reads get the cached value at once while one reload runs, then the new one", async () => {
  const cache = new TtlCache<string>(TTL);
  await warm(cache, "v1");
  clock += TTL * 0.75;
  const { load, pending } = loads<string>();
  const during = [cache.get("k", load), cache.get("k", load)];
  // Answered without the reload, which is still pending.
  for (const read of during) expect(await settled(read)).toBe(true);
  expect(await Promise.all(during)).toEqual(["v1", "v1"]);
  clock += 10;
  expect(await cache.get("k", load)).toBe("v1");
  expect(load).toHaveBeenCalledTimes(1);
  pending[0]!.resolve("v2");
  await flush();
  expect(await cache.get("k", load)).toBe("v2");
  // The reloaded value lives a full TTL from the reload's start, with no other load meanwhile.
  clock += TTL * 0.75 - 11;
  expect(await cache.get("k", load)).toBe("v2");
  expect(load).toHaveBeenCalledTimes(1);
});

test("nothing is served past the TTL: a key not read in its last quarter waits for a new load", async () => {
  const cache = new TtlCache<string>(TTL);
  await warm(cache, "v1");
  clock += TTL;
  const { load, pending } = loads<string>();
  const read = cache.get("k", load);
  expect(await settled(read)).toBe(false);
  expect(load).toHaveBeenCalledTimes(1);
  pending[0]!.resolve("v2");
  expect(await read).toBe("v2");
});

test("a read after the TTL shares a reload still in flight instead of loading again", async () => {
  const cache = new TtlCache<string>(TTL);
  await warm(cache, "v1");
  clock += TTL * 0.9;
  const { load, pending } = loads<string>();
  expect(await cache.get("k", load)).toBe("v1");
  clock += TTL * 0.2;
  const late = cache.get("k", load);
  expect(await settled(late)).toBe(false);
  expect(load).toHaveBeenCalledTimes(1);
  pending[0]!.resolve("v2");
  expect(await late).toBe("v2");
});

test("a failed reload keeps the cached value until its expiry; the next read in the window retries", async () => {
  const cache = new TtlCache<string>(TTL);
  await warm(cache, "v1");
  clock += TTL * 0.8;
  const { load, pending } = loads<string>();
  expect(await cache.get("k", load)).toBe("v1");
  pending[0]!.reject(new Error("database down"));
  await flush();
  expect(await cache.get("k", load)).toBe("v1");
  expect(load).toHaveBeenCalledTimes(2);
  pending[1]!.resolve("v2");
  await flush();
  expect(await cache.get("k", load)).toBe("v2");
});

test("a failed first load is not kept", async () => {
  const cache = new TtlCache<string>(TTL);
  const { load, pending } = loads<string>();
  const read = cache.get("k", load);
  pending[0]!.reject(new Error("database down"));
  await expect(read).rejects.toThrow("database down");
  const again = cache.get("k", load);
  expect(load).toHaveBeenCalledTimes(2);
  pending[1]!.resolve("v1");
  expect(await again).toBe("v1");
});

test("clear() is seen by the next read, even while a reload started before it is in flight", async () => {
  const cache = new TtlCache<string>(TTL);
  await warm(cache, "v1");
  clock += TTL * 0.8;
  const { load, pending } = loads<string>();
  expect(await cache.get("k", load)).toBe("v1");
  cache.clear();
  const next = cache.get("k", load);
  expect(load).toHaveBeenCalledTimes(2);
  expect(await settled(next)).toBe(false);
  pending[1]!.resolve("after clear");
  expect(await next).toBe("after clear");
  // The reload from before clear() lands late: it must not replace the newer entry.
  pending[0]!.resolve("before clear");
  await flush();
  expect(await cache.get("k", load)).toBe("after clear");
  expect(load).toHaveBeenCalledTimes(2);
});

test("past maxEntries the oldest key goes", async () => {
  const cache = new TtlCache<string>(TTL, 2);
  for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
  const load = jest.fn(async () => "again");
  expect(await cache.get("b", load)).toBe("b");
  expect(await cache.get("c", load)).toBe("c");
  expect(await cache.get("a", load)).toBe("again");
});
