import type { Clock } from '@glide/core';

/** The figures a response reports in its `X-RateLimit-*` headers. */
export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (the reference's text says seconds; its example is unclear). */
  resetS: number;
}

const WINDOW_MS = 60_000;

/**
 * Most windows kept at once. Every new key opens one, so a flood of made-up keys would otherwise
 * hold a minute's worth of them; past this the oldest window goes first (it would expire first
 * anyway, and dropping it only forgives that key the rest of its minute).
 */
export const MAX_RATE_WINDOWS = 10_000;

/** Fixed one-minute windows per key (application credential + connection key). */
export class RateLimiter {
  /** Oldest window first: a window is re-inserted whenever it starts again. */
  private readonly windows = new Map<string, { startMs: number; count: number }>();

  /** @param limitPerMinute - 0 turns limiting (and its headers) off. */
  constructor(
    private readonly clock: Clock,
    private readonly limitPerMinute: number,
    private readonly maxWindows = MAX_RATE_WINDOWS,
  ) {}

  /** How many windows are held. */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one request for `key`; undefined when limiting is off. */
  take(key: string): RateLimitVerdict | undefined {
    if (this.limitPerMinute <= 0) return undefined;
    const nowMs = this.clock.now();
    let window = this.windows.get(key);
    if (!window || nowMs - window.startMs >= WINDOW_MS) {
      this.windows.delete(key);
      this.prune(nowMs);
      window = { startMs: nowMs, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const resetS = Math.max(0, Math.ceil((window.startMs + WINDOW_MS - nowMs) / 1000));
    return {
      allowed: window.count <= this.limitPerMinute,
      limit: this.limitPerMinute,
      remaining: Math.max(0, this.limitPerMinute - window.count),
      resetS,
    };
  }

  /** Forgets every window. */
  clear(): void {
    this.windows.clear();
  }

  /** Drops expired windows and, over the ceiling, the oldest ones (from the front: no full scan). */
  private prune(nowMs: number): void {
    for (const [key, w] of this.windows) {
      if (nowMs - w.startMs < WINDOW_MS && this.windows.size < this.maxWindows) break;
      this.windows.delete(key);
    }
  }
}
