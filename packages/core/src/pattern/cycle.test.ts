import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CYCLE,
  cyclePositionAt,
  isCycleEmpty,
  normaliseCycle,
  positiveModulo,
  type PatternCycle,
} from './cycle';

const cycle: PatternCycle = {
  points: [
    { t: 100, x: 0 },
    { t: 300, x: 100 },
  ],
  periodMs: 400,
};

describe('normaliseCycle', () => {
  it('returns a valid cycle itself', () => {
    expect(normaliseCycle(cycle)).toBe(cycle);
  });

  it('rounds, clamps, sorts, drops points outside the period and keeps the last of a time', () => {
    const messy: PatternCycle = {
      periodMs: 399.6,
      points: [
        { t: 250.4, x: 120 },
        { t: 10, x: 5 },
        { t: 400, x: 50 },
        { t: -1, x: 50 },
        { t: 9.6, x: 7.4 },
        { t: 20, x: Number.NaN },
      ],
    };
    expect(normaliseCycle(messy)).toEqual({
      periodMs: 400,
      points: [
        { t: 10, x: 7 },
        { t: 250, x: 100 },
      ],
    });
  });

  it('gives the empty cycle when nothing playable remains', () => {
    expect(normaliseCycle({ periodMs: 0, points: [{ t: 0, x: 5 }] })).toBe(EMPTY_CYCLE);
    expect(normaliseCycle({ periodMs: 100, points: [{ t: 100, x: 5 }] })).toBe(EMPTY_CYCLE);
  });

  it('always gives a valid cycle, and is stable', () => {
    const anyNumber = fc.oneof(
      fc.integer({ min: -50, max: 1000 }),
      fc.double({ min: -50, max: 1000, noNaN: false }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ t: anyNumber, x: anyNumber }), { maxLength: 30 }),
        anyNumber,
        (points, periodMs) => {
          const out = normaliseCycle({ points, periodMs });
          expect(normaliseCycle(out)).toBe(out);
          out.points.forEach((p, i) => {
            expect(Number.isInteger(p.t) && p.t >= 0 && p.t < out.periodMs).toBe(true);
            expect(Number.isInteger(p.x) && p.x >= 0 && p.x <= 100).toBe(true);
            expect(p.t).toBeGreaterThan(out.points[i - 1]?.t ?? -1);
          });
        },
      ),
    );
  });
});

describe('cyclePositionAt', () => {
  it('interpolates inside the loop and across the wrap', () => {
    expect(cyclePositionAt(cycle, 100)).toBe(0);
    expect(cyclePositionAt(cycle, 200)).toBe(50);
    // From 300 (100) to 500 (= 100 of the next loop, 0): halfway at 400 ≡ 0.
    expect(cyclePositionAt(cycle, 0)).toBe(50);
    expect(cyclePositionAt(cycle, 350)).toBe(75);
    expect(cyclePositionAt(cycle, 50)).toBe(25);
    expect(cyclePositionAt(cycle, 50 + 400 * 7)).toBe(25);
    expect(cyclePositionAt(cycle, 50 - 400 * 3)).toBe(25);
  });

  it('holds a one-point cycle and has nothing for an empty one', () => {
    expect(cyclePositionAt({ periodMs: 100, points: [{ t: 40, x: 30 }] }, 10)).toBe(30);
    expect(cyclePositionAt(EMPTY_CYCLE, 10)).toBeUndefined();
  });
});

describe('isCycleEmpty and positiveModulo', () => {
  it('tells empty cycles apart', () => {
    expect(isCycleEmpty(EMPTY_CYCLE)).toBe(true);
    expect(isCycleEmpty({ periodMs: 100, points: [] })).toBe(true);
    expect(isCycleEmpty({ periodMs: Number.NaN, points: [{ t: 0, x: 1 }] })).toBe(true);
    expect(isCycleEmpty(cycle)).toBe(false);
  });

  it('wraps negative values into the period', () => {
    expect(positiveModulo(-1, 400)).toBe(399);
    expect(positiveModulo(-400, 400)).toBe(0);
    expect(positiveModulo(401, 400)).toBe(1);
  });
});
