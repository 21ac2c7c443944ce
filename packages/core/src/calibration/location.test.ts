import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { estimateLocation, lightTailLimit, studentT975 } from './location';
import { LIGHT_TAILS_MIN_TAPS } from './tuning';

const ascending = (values: number[]) => values.sort((a, b) => a - b);

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

describe('studentT975', () => {
  it('matches the tables', () => {
    expect(studentT975(1)).toBe(12.706);
    expect(studentT975(11)).toBe(2.201);
    expect(studentT975(30)).toBe(2.042);
    // Beyond the table, the expansion: t(40) = 2.0211, t(60) = 2.0003, t(120) = 1.9799.
    expect(studentT975(40)).toBeCloseTo(2.0211, 3);
    expect(studentT975(60)).toBeCloseTo(2.0003, 3);
    expect(studentT975(120)).toBeCloseTo(1.9799, 3);
    expect(studentT975(0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('estimateLocation', () => {
  it('needs two values', () => {
    expect(estimateLocation([])).toBeUndefined();
    expect(estimateLocation([5])).toBeUndefined();
  });

  it('takes the mean, with Student’s interval, of few or bell-shaped values', () => {
    const estimate = estimateLocation([8, 10, 12]);
    expect(estimate).toMatchObject({ valueMs: 10, estimator: 'mean', edgeOutliers: 0 });
    expect(estimate?.standardErrorMs).toBeCloseTo(2 / Math.sqrt(3), 9);
    expect(estimate?.halfWidthMs).toBeCloseTo((4.303 * 2) / Math.sqrt(3), 9);
  });

  it('takes the midrange of evenly spread values, with the exact uniform interval', () => {
    // 41 values evenly over 100–140: as uniform as can be, range 40.
    const values = Array.from({ length: 41 }, (_, i) => 100 + i);
    const estimate = estimateLocation(values);
    expect(estimate?.estimator).toBe('midrange');
    expect(estimate?.valueMs).toBe(120);
    expect(estimate?.halfWidthMs).toBeCloseTo((40 * (20 ** (1 / 40) - 1)) / 2, 9);
    expect(estimate?.standardErrorMs).toBeCloseTo(((40 * 42) / 80) * Math.sqrt(2 / (42 * 43)), 9);
  });

  it('never takes the midrange of fewer than the minimum', () => {
    const values = Array.from({ length: LIGHT_TAILS_MIN_TAPS - 1 }, (_, i) => 2 * i);
    expect(estimateLocation(values)?.estimator).toBe('mean');
  });

  it('sets a stray value beyond the edge aside before judging the tails', () => {
    const values = [...Array.from({ length: 41 }, (_, i) => 100 + i), 160];
    const estimate = estimateLocation(values);
    expect(estimate).toMatchObject({ estimator: 'midrange', valueMs: 120, edgeOutliers: 1 });
    // Kept, the stray would have made it the mean: 121 ms, ± 4 ms instead of ± 1.6.
    expect(estimate?.halfWidthMs).toBeLessThan(1.7);
  });

  it('gives every value the same weight when they are all equal', () => {
    const estimate = estimateLocation(Array.from({ length: 20 }, () => 42));
    expect(estimate).toMatchObject({ valueMs: 42, halfWidthMs: 0, tailWeight: 0 });
  });

  it('has a midrange interval that covers the centre 95 % of the time for uniform values', () => {
    const random = createRandom(7);
    for (const n of [30, 60]) {
      let covered = 0;
      let midrange = 0;
      const samples = 4000;
      for (let s = 0; s < samples; s++) {
        const values = ascending(Array.from({ length: n }, () => 40 * (2 * random() - 1)));
        const estimate = estimateLocation(values);
        if (estimate?.estimator !== 'midrange') continue;
        midrange++;
        if (Math.abs(estimate.valueMs) <= estimate.halfWidthMs) covered++;
      }
      expect(midrange).toBeGreaterThan(samples * 0.4);
      expect(covered / midrange).toBeGreaterThan(0.93);
    }
  });

  it('rarely mistakes Gaussian values for light-tailed ones, and mostly knows uniform ones', () => {
    const random = createRandom(11);
    const lightShare = (n: number, draw: () => number) => {
      let light = 0;
      for (let s = 0; s < 3000; s++) {
        const values = ascending(Array.from({ length: n }, draw));
        if (estimateLocation(values)?.estimator === 'midrange') light++;
      }
      return light / 3000;
    };
    for (const n of [16, 30, 60]) {
      expect(lightShare(n, () => 20 * gaussian(random))).toBeLessThan(0.04);
    }
    expect(lightShare(30, () => 40 * random())).toBeGreaterThan(0.45);
    expect(lightShare(64, () => 40 * random())).toBeGreaterThan(0.95);
  });
});

describe('lightTailLimit', () => {
  it('grows with the number of values, as the Gaussian range over σ does', () => {
    expect(lightTailLimit(12)).toBeCloseTo(0.759, 9);
    expect(lightTailLimit(64)).toBeGreaterThan(1.09);
    expect(lightTailLimit(64)).toBeLessThan(1.1);
  });
});
