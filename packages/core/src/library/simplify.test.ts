import { describe, expect, it } from 'vitest';
import type { Action } from '../script/types';
import { simplifiedAwayCount, simplify } from './simplify';

const script = (...pairs: [number, number][]): Action[] => pairs.map(([at, pos]) => ({ at, pos }));

describe('simplify', () => {
  it('drops points on a straight line and keeps the turns', () => {
    const line = script([0, 0], [100, 10], [200, 20], [300, 30], [400, 0]);
    expect(simplify(line, 0)).toEqual(script([0, 0], [300, 30], [400, 0]));
  });

  it('drops a wiggle within the tolerance and keeps one beyond it', () => {
    const wiggly = script([0, 0], [100, 52], [200, 100]);
    expect(simplify(wiggly, 2)).toEqual(script([0, 0], [200, 100]));
    expect(simplify(wiggly, 1)).toEqual(wiggly);
    expect(simplifiedAwayCount(wiggly, 2)).toBe(1);
  });

  it('keeps a single action, returns nothing for none, and copies what it keeps', () => {
    const one = script([5, 5]);
    const kept = simplify(one, 10);
    expect(kept).toEqual(one);
    expect(kept[0]).not.toBe(one[0]);
    expect(simplify([], 10)).toEqual([]);
  });

  it('measures a chord with no duration as a vertical segment', () => {
    expect(simplify(script([0, 0], [0, 50], [0, 100]), 0)).toEqual(script([0, 0], [0, 100]));
    expect(simplify(script([0, 0], [0, 120], [0, 100]), 5)).toEqual(
      script([0, 0], [0, 120], [0, 100]),
    );
  });

  it('handles a million points without recursion', () => {
    const many: Action[] = Array.from({ length: 1_000_000 }, (_, i) => ({
      at: i * 10,
      pos: i % 2 === 0 ? 0 : 100,
    }));
    expect(simplify(many, 2)).toHaveLength(1_000_000);
    const ramp: Action[] = Array.from({ length: 1_000_000 }, (_, i) => ({ at: i, pos: i % 101 }));
    expect(simplifiedAwayCount(ramp, 0.5)).toBeGreaterThan(900_000);
  });

  it('refuses a negative or non-finite tolerance', () => {
    expect(() => simplify(script([0, 0]), -1)).toThrow(RangeError);
    expect(() => simplify(script([0, 0]), Number.NaN)).toThrow(RangeError);
  });
});
