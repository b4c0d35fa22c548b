import { withoutSessionCheck } from "./auth/session-check";

interface Entry<T> {
  /** When the value's load started: it is served until `loaded + ttlMs`, never later. */
  loaded: number;
  value: Promise<T>;
  /** A reload started in the entry's last quarter, while the value is still served. */
  refresh?: { started: number; value: Promise<T> };
}

/**
 * A per-process cache of loaded values that expire `ttlMs` after their load started, for data that
 * changes rarely and is edited where the app cannot see it (organisers use Prisma Studio), so no
 * code path can invalidate it: whoever caches with it states the staleness (docs/performance.md).
 *
 * A read in the last quarter of an entry's life still gets the cached value at once and starts
 * one reload in the background; the reload replaces the entry when it is done. So a key read
 * steadily is never missed, and no request waits for a load once the key is warm (the schedule
 * search's p99 at 200 req/s was set by the requests that queued behind its 30-second reload). No
 * value is served past `ttlMs` after its load started: a key nobody read in its last quarter
 * loads again on the next read, and that read waits for it, as it always did.
 *
 * Concurrent misses of a key share one load, and concurrent reads of an ageing entry one reload;
 * a failed load is not kept (a failed reload leaves the entry as it was); past `maxEntries` the
 * oldest goes. `clear()` forgets everything, reloads in flight included: the next read loads anew.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Bumped by clear(): a load started before it never lands in the map after it. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 300,
  ) {}

  /** Age at which a read starts the background reload. */
  private get refreshAfterMs() {
    return this.ttlMs * 0.75;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.loaded < this.ttlMs) {
      if (now - hit.loaded >= this.refreshAfterMs && !hit.refresh) this.reload(key, hit, load, now);
      return hit.value;
    }
    // Expired: a reload still in flight (the read that started it came in time) is shared.
    if (hit?.refresh && now - hit.refresh.started < this.ttlMs) return hit.refresh.value;
    return this.store(key, { loaded: now, value: this.start(load) });
  }

  clear() {
    this.entries.clear();
    this.generation++;
  }

  // Shared by every request that reads the key meanwhile: not under one request's session check.
  private start(load: () => Promise<T>) {
    return withoutSessionCheck(load);
  }

  private store(key: string, entry: Entry<T>) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  private reload(key: string, entry: Entry<T>, load: () => Promise<T>, now: number) {
    const generation = this.generation;
    const value = this.start(load);
    entry.refresh = { started: now, value };
    value.then(
      () => {
        // Only over the entry it refreshes (not one a clear() or a newer load put there).
        if (this.generation === generation && this.entries.get(key) === entry)
          this.store(key, { loaded: now, value });
        else if (entry.refresh?.value === value) entry.refresh = undefined;
      },
      () => {
        // The cached value stays until its own expiry; a later read may try again.
        if (entry.refresh?.value === value) entry.refresh = undefined;
      },
    );
  }
}
