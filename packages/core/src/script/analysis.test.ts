import { describe, expect, it } from 'vitest';
import { HEATMAP_FULL_SPEED, heatmap, positionAt, scriptDurationMs, speedStats } from './analysis';

const actions = [
  { at: 0, pos: 0 },
  { at: 1000, pos: 100 },
  { at: 1500, pos: 100 },
  { at: 2000, pos: 0 },
];

describe('positionAt', () => {
  it('interpolates linearly between actions', () => {
    expect(positionAt(actions, 250)).toBe(25);
    expect(positionAt(actions, 1200)).toBe(100);
    expect(positionAt(actions, 1750)).toBe(50);
  });

  it('equals the action positions at their times', () => {
    for (const a of actions) expect(positionAt(actions, a.at)).toBe(a.pos);
  });

  it('clamps before the first and after the last action', () => {
    expect(positionAt(actions, -50)).toBe(0);
    expect(positionAt(actions, Number.NEGATIVE_INFINITY)).toBe(0);
    expect(positionAt([{ at: 100, pos: 40 }, ...actions.slice(1)], 0)).toBe(40);
    expect(positionAt(actions, 99_999)).toBe(0);
    expect(positionAt(actions.slice(0, 2), Number.POSITIVE_INFINITY)).toBe(100);
  });

  it('is NaN without actions or time', () => {
    expect(positionAt([], 10)).toBeNaN();
    expect(positionAt(actions, Number.NaN)).toBeNaN();
  });

  it('handles a single action', () => {
    expect(positionAt([{ at: 10, pos: 33 }], 5)).toBe(33);
    expect(positionAt([{ at: 10, pos: 33 }], 50)).toBe(33);
  });

  it('finds the right segment in a long script', () => {
    const long = Array.from({ length: 10_001 }, (_, i) => ({
      at: i * 10,
      pos: i % 2 === 0 ? 0 : 100,
    }));
    expect(positionAt(long, 55_553)).toBeCloseTo(70, 10); // 5555 (pos 100) → 5556 (pos 0)
    expect(positionAt(long, 55_543)).toBeCloseTo(30, 10); // 5554 (pos 0) → 5555 (pos 100)
  });
});

describe('scriptDurationMs', () => {
  it('is the time of the last action', () => {
    expect(scriptDurationMs(actions)).toBe(2000);
    expect(scriptDurationMs([])).toBe(0);
  });
});

describe('speedStats', () => {
  it('measures max, time-weighted average and p90 speeds', () => {
    // Segments: 100 units/s for 1 s, 0 for 0.5 s, 200 units/s for 0.5 s.
    const stats = speedStats(actions);
    expect(stats.maxSpeed).toBe(200);
    expect(stats.averageSpeed).toBe(100); // 200 units over 2 s
    expect(stats.p90Speed).toBe(200); // only 75 % of the time is at or below 100
  });

  it('weights p90 by time', () => {
    // 9 s at 10 units/s, then 1 s at 50 units/s: 90 % of the time is at or below 10.
    const stats = speedStats([
      { at: 0, pos: 0 },
      { at: 9000, pos: 90 },
      { at: 10_000, pos: 40 },
    ]);
    expect(stats.p90Speed).toBe(10);
    expect(stats.maxSpeed).toBe(50);
    expect(stats.averageSpeed).toBe(14);
  });

  it('is zero without movement time', () => {
    expect(speedStats([])).toEqual({ maxSpeed: 0, averageSpeed: 0, p90Speed: 0 });
    expect(speedStats([{ at: 5, pos: 5 }])).toEqual({ maxSpeed: 0, averageSpeed: 0, p90Speed: 0 });
  });
});

describe('heatmap', () => {
  it('spreads each segment over the bins it crosses', () => {
    const bins = heatmap(actions, 4);
    expect(bins.map((b) => [b.startMs, b.endMs])).toEqual([
      [0, 500],
      [500, 1000],
      [1000, 1500],
      [1500, 2000],
    ]);
    expect(bins.map((b) => b.speed)).toEqual([100, 100, 0, 200]);
    expect(bins.map((b) => b.intensity)).toEqual([0.25, 0.25, 0, 0.5]);
  });

  it('splits a segment across uneven bin boundaries', () => {
    const bins = heatmap(actions, 3);
    const travel = bins.reduce((sum, b) => sum + (b.speed * (b.endMs - b.startMs)) / 1000, 0);
    expect(travel).toBeCloseTo(200, 9);
    expect(bins[1]?.speed).toBeCloseTo(50, 9); // 1/3 s at 100 units/s, then 1/3 s still
  });

  it('caps intensity at 1', () => {
    const [bin] = heatmap(
      [
        { at: 0, pos: 0 },
        { at: 100, pos: 100 },
      ],
      1,
    );
    expect(bin?.speed).toBe(1000);
    expect(bin?.intensity).toBe(1);
    expect(HEATMAP_FULL_SPEED).toBeLessThan(1000);
  });

  it('is empty for bad bin counts or no duration', () => {
    expect(heatmap(actions, 0)).toEqual([]);
    expect(heatmap(actions, 2.5)).toEqual([]);
    expect(heatmap(actions, Number.NaN)).toEqual([]);
    expect(heatmap([], 10)).toEqual([]);
    expect(heatmap([{ at: 0, pos: 1 }], 10)).toEqual([]);
  });
});
