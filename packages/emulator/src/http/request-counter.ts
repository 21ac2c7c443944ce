/**
 * Counts API requests per connection key and route, so that a benchmark can tell how many requests
 * a client made while it played (the provider's budget is per key). Preflights are not counted:
 * they never reach the provider's handlers either.
 */

/** One key's counts. */
export interface RequestCounts {
  /** Every counted request. */
  total: number;
  /** By `METHOD /path` (path relative to the API root, no query). */
  byRoute: Record<string, number>;
}

/**
 * How many keys are counted at once. Any header value a client sends is a key here (counting comes
 * before any check), so made-up keys must not grow the table without end; the least recently
 * counted key is forgotten first, which is never the key a benchmark is busy measuring.
 */
export const DEFAULT_COUNTED_KEYS = 1_000;

/** Counts since start or the last reset. */
export class RequestCounter {
  /** Least recently counted first (a Map keeps insertion order). */
  private readonly perKey = new Map<string, RequestCounts>();

  constructor(private readonly maxKeys = DEFAULT_COUNTED_KEYS) {}

  /** Counts one request; `connectionKey` '' for requests without one (e.g. `/servertime`). */
  count(connectionKey: string, route: string): void {
    let counts = this.perKey.get(connectionKey);
    if (counts) {
      this.perKey.delete(connectionKey);
    } else {
      counts = { total: 0, byRoute: {} };
      const oldest = this.perKey.keys().next();
      if (this.perKey.size >= this.maxKeys && !oldest.done) this.perKey.delete(oldest.value);
    }
    this.perKey.set(connectionKey, counts);
    counts.total += 1;
    counts.byRoute[route] = (counts.byRoute[route] ?? 0) + 1;
  }

  /** A copy of one key's counts (zeros when none). */
  counts(connectionKey: string): RequestCounts {
    const counts = this.perKey.get(connectionKey);
    return counts
      ? { total: counts.total, byRoute: { ...counts.byRoute } }
      : { total: 0, byRoute: {} };
  }

  /** Forgets every count. */
  clear(): void {
    this.perKey.clear();
  }
}
