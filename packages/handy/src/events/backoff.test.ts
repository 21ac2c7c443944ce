import { describe, expect, it } from 'vitest';
import { backoffCapMs, backoffDelayMs, DEFAULT_BACKOFF, resolveBackoff } from './backoff';

describe('backoff', () => {
  it('defaults to base 500 ms, factor 2, max 30 s', () => {
    expect(DEFAULT_BACKOFF).toMatchObject({ baseMs: 500, factor: 2, maxMs: 30_000 });
  });

  it('grows the cap exponentially up to the maximum', () => {
    const backoff = resolveBackoff();
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => backoffCapMs(n, backoff))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('draws the delay uniformly below the cap (full jitter)', () => {
    const draws = [0, 0.25, 0.999];
    const backoff = resolveBackoff({ random: () => draws.shift() ?? 0 });
    expect([3, 3, 3].map((n) => backoffDelayMs(n, backoff))).toEqual([0, 500, 1_998]);
  });

  it('keeps a misbehaving random inside [0, cap]', () => {
    expect(backoffDelayMs(1, resolveBackoff({ random: () => 7 }))).toBe(500);
    expect(backoffDelayMs(1, resolveBackoff({ random: () => -1 }))).toBe(0);
  });

  it('honours custom settings', () => {
    const backoff = resolveBackoff({ baseMs: 100, factor: 3, maxMs: 1_000, random: () => 1 });
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n, backoff))).toEqual([100, 300, 900, 1_000]);
  });
});
