import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(1234);
    const b = createRandom(1234);
    const seqA = Array.from({ length: 20 }, () => a());
    const seqB = Array.from({ length: 20 }, () => b());
    expect(seqA).toEqual(seqB);
  });

  it('gives different sequences for different seeds', () => {
    const a = createRandom(1);
    const b = createRandom(2);
    expect(Array.from({ length: 5 }, () => a())).not.toEqual(Array.from({ length: 5 }, () => b()));
  });

  it('matches the reference mulberry32 output for seed 0', () => {
    // First value of the canonical mulberry32 with a zero seed (cross-checked against the
    // widely published reference implementation), so a refactor cannot silently change streams.
    expect(createRandom(0)()).toBeCloseTo(0.26642920868471265, 15);
  });

  it('stays in [0, 1) and is roughly uniform', () => {
    const next = createRandom(99);
    const buckets = new Array<number>(10).fill(0);
    const n = 100_000;
    let outOfRange = 0;
    for (let i = 0; i < n; i++) {
      const v = next();
      if (!(v >= 0 && v < 1)) outOfRange++;
      const b = Math.floor(v * 10);
      buckets[b] = (buckets[b] ?? 0) + 1;
    }
    expect(outOfRange).toBe(0);
    for (const count of buckets) expect(Math.abs(count - n / 10)).toBeLessThan(n / 100);
  });

  it('treats non-finite seeds as 0', () => {
    expect(createRandom(Number.NaN)()).toBe(createRandom(0)());
  });
});
