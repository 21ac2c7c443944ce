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

/** Counts since start or the last reset. */
export class RequestCounter {
  private readonly perKey = new Map<string, RequestCounts>();

  /** Counts one request; `connectionKey` '' for requests without one (e.g. `/servertime`). */
  count(connectionKey: string, route: string): void {
    let counts = this.perKey.get(connectionKey);
    if (!counts) {
      counts = { total: 0, byRoute: {} };
      this.perKey.set(connectionKey, counts);
    }
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
