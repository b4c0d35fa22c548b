import { withoutSessionCheck } from "./auth/session-check";

/**
 * A per-process cache of loaded values that expire `ttlMs` after loading, for data that changes
 * rarely and is edited where the app cannot see it (organisers use Prisma Studio), so no code path
 * can invalidate it: whoever caches with it states the staleness (docs/performance.md). Concurrent
 * misses of a key share one load; a failed load is not kept; past `maxEntries` the oldest goes.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 300,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    // Shared by every request that misses meanwhile: not under one request's session check.
    const value = withoutSessionCheck(load);
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
