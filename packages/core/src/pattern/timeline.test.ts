import { describe, expect, it } from 'vitest';
import { EMPTY_CYCLE, type PatternCycle } from './cycle';
import {
  pruneTimeline,
  startTimeline,
  switchTimeline,
  timelinePhaseAt,
  timelineSwitchTime,
} from './timeline';
import {
  timelineNextPoint,
  timelinePointsBetween,
  timelinePositionAt,
  timelinePreviousPoint,
} from './timeline-stream';

/** Bottom at 0, top at 200, period 400. */
const stroke: PatternCycle = {
  periodMs: 400,
  points: [
    { t: 0, x: 0 },
    { t: 200, x: 100 },
  ],
};
/** The same stroke twice as fast. */
const fastStroke: PatternCycle = {
  periodMs: 200,
  points: [
    { t: 0, x: 0 },
    { t: 100, x: 100 },
  ],
};
const middle: PatternCycle = { periodMs: 400, points: [{ t: 100, x: 50 }] };

describe('startTimeline', () => {
  it('loops the cycle from the start time', () => {
    const timeline = startTimeline(stroke, 1000);
    expect(timelinePointsBetween(timeline, 0, 1801)).toEqual([
      { t: 1000, x: 0 },
      { t: 1200, x: 100 },
      { t: 1400, x: 0 },
      { t: 1600, x: 100 },
      { t: 1800, x: 0 },
    ]);
    expect(timelinePositionAt(timeline, 1100)).toBe(50);
    expect(timelinePositionAt(timeline, 999)).toBeUndefined();
    expect(timelinePhaseAt(timeline, 999)).toBeUndefined();
    expect(timelinePhaseAt(timeline, 1500)).toEqual({
      segmentIndex: 0,
      cycle: stroke,
      cycleMs: 100,
      loop: 1,
    });
  });

  it('starts with a point at its start time, where its own loop is', () => {
    // Rounded up to 1 ms, the loop starts there; its first point comes 100 ms into the loop.
    const timeline = startTimeline(middle, 0.2);
    expect(timelinePointsBetween(timeline, 0, 600)).toEqual([
      { t: 1, x: 50 },
      { t: 101, x: 50 },
      { t: 501, x: 50 },
    ]);
  });

  it('gives no points for an empty cycle, but a playhead for one with a period', () => {
    const timeline = startTimeline({ periodMs: 400, points: [] }, 0);
    expect(timelinePointsBetween(timeline, 0, 10_000)).toEqual([]);
    expect(timelinePositionAt(timeline, 50)).toBeUndefined();
    expect(timelinePhaseAt(timeline, 450)?.cycleMs).toBe(50);
  });
});

describe('switchTimeline', () => {
  it('keeps the place in the loop for a same-length edit, with a point holding the position', () => {
    const { timeline, switchAtMs } = switchTimeline(startTimeline(stroke, 1000), middle, 1150);
    expect(switchAtMs).toBe(1150);
    expect(timelinePointsBetween(timeline, 1000, 1600)).toEqual([
      { t: 1000, x: 0 },
      { t: 1150, x: 75 },
      { t: 1500, x: 50 },
    ]);
    expect(timelinePhaseAt(timeline, 1150)).toMatchObject({ segmentIndex: 1, cycleMs: 150 });
  });

  it('keeps the device in step when the tempo changes', () => {
    const { timeline } = switchTimeline(startTimeline(stroke, 1000), fastStroke, 1100);
    // A quarter through the slow loop is a quarter through the fast one: no bend at all.
    expect(timelinePointsBetween(timeline, 1000, 1360)).toEqual([
      { t: 1000, x: 0 },
      { t: 1100, x: 50 },
      { t: 1150, x: 100 },
      { t: 1250, x: 0 },
      { t: 1350, x: 100 },
    ]);
  });

  it('waits for the half loop with halfCycle', () => {
    const timeline = startTimeline(stroke, 1000);
    expect(timelineSwitchTime(timeline, 1050, 'halfCycle')).toBe(1200);
    expect(timelineSwitchTime(timeline, 1200, 'halfCycle')).toBe(1200);
    expect(timelineSwitchTime(timeline, 1200.5, 'halfCycle')).toBe(1400);
    expect(timelineSwitchTime(timeline, 500, 'halfCycle')).toBe(500);
    const { switchAtMs } = switchTimeline(timeline, middle, 1201, 'halfCycle');
    expect(switchAtMs).toBe(1400);
  });

  it('rounds a half loop of odd length up to a whole ms', () => {
    const odd = startTimeline({ periodMs: 5, points: [{ t: 0, x: 0 }] }, 0);
    // Half boundaries at 0, 2.5, 5: the one at 2.5 switches at 3.
    expect(timelineSwitchTime(odd, 1, 'halfCycle')).toBe(3);
    expect(timelineSwitchTime(odd, 2.5, 'halfCycle')).toBe(3);
    expect(timelineSwitchTime(odd, 3, 'halfCycle')).toBe(5);
  });

  it('finds the half loop of a pending cycle when the edit lands after it starts', () => {
    const first = switchTimeline(startTimeline(stroke, 0), fastStroke, 350).timeline;
    // At 300 the slow stroke plays; its next half boundary (400) comes after the fast one starts
    // at 350, 7/8 into its loop (origin 175), so the fast one's boundaries count: 375, 475, …
    expect(timelineSwitchTime(first, 300, 'halfCycle')).toBe(375);
    expect(timelineSwitchTime(first, 401, 'halfCycle')).toBe(475);
  });

  it('replaces a switch that had not happened yet, keeping everything before', () => {
    const pending = switchTimeline(startTimeline(stroke, 0), middle, 900).timeline;
    const { timeline } = switchTimeline(pending, fastStroke, 500);
    expect(timeline.segments.map((s) => s.fromMs)).toEqual([0, 500]);
    expect(timelinePointsBetween(timeline, 0, 500)).toEqual(timelinePointsBetween(pending, 0, 500));
  });

  it('stops on an empty cycle and holds, then starts again from where it stopped', () => {
    const stopped = switchTimeline(startTimeline(stroke, 0), EMPTY_CYCLE, 100).timeline;
    expect(timelinePointsBetween(stopped, 0, 5000)).toEqual([
      { t: 0, x: 0 },
      { t: 100, x: 50 },
    ]);
    expect(timelinePositionAt(stopped, 4000)).toBe(50);
    expect(timelineNextPoint(stopped, 100)).toBeUndefined();
    const again = switchTimeline(stopped, stroke, 1000).timeline;
    expect(timelinePointsBetween(again, 900, 1400)).toEqual([
      { t: 1000, x: 50 },
      { t: 1200, x: 100 },
    ]);
    // While stopped it holds, even though a start lies ahead.
    expect(timelinePositionAt(again, 700)).toBe(50);
  });

  it('starts a cycle at its beginning when nothing played before', () => {
    const { timeline } = switchTimeline(startTimeline(EMPTY_CYCLE, 0), stroke, 300);
    expect(timelinePointsBetween(timeline, 0, 600)).toEqual([
      { t: 300, x: 0 },
      { t: 500, x: 100 },
    ]);
  });

  it('refuses a time that is not finite', () => {
    expect(() => switchTimeline(startTimeline(stroke), middle, Number.NaN)).toThrow(RangeError);
    expect(() => startTimeline(stroke, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => timelinePointsBetween(startTimeline(stroke), 0, Infinity)).toThrow(RangeError);
  });
});

describe('reading the stream', () => {
  const timeline = switchTimeline(startTimeline(stroke, 0), middle, 250).timeline;

  it('finds the points around a time', () => {
    expect(timelinePreviousPoint(timeline, 249)).toEqual({ t: 200, x: 100 });
    expect(timelinePreviousPoint(timeline, 250)).toEqual({ t: 250, x: 75 });
    expect(timelinePreviousPoint(timeline, 499.5)).toEqual({ t: 250, x: 75 });
    expect(timelinePreviousPoint(timeline, -1)).toBeUndefined();
    expect(timelineNextPoint(timeline, 200)).toEqual({ t: 250, x: 75 });
    expect(timelineNextPoint(timeline, 250)).toEqual({ t: 500, x: 50 });
    expect(timelineNextPoint(timeline, -5)).toEqual({ t: 0, x: 0 });
  });

  it('gives nothing for an empty or reversed window', () => {
    expect(timelinePointsBetween(timeline, 300, 300)).toEqual([]);
    expect(timelinePointsBetween(timeline, 300, 100)).toEqual([]);
  });
});

describe('pruneTimeline', () => {
  it('drops the segments that ended, and nothing else', () => {
    let timeline = startTimeline(stroke, 0);
    for (const atMs of [100, 200, 300]) {
      timeline = switchTimeline(timeline, atMs === 200 ? middle : stroke, atMs).timeline;
    }
    const pruned = pruneTimeline(timeline, 250);
    expect(pruned.segments.map((s) => s.fromMs)).toEqual([200, 300]);
    expect(timelinePointsBetween(pruned, 250, 2000)).toEqual(
      timelinePointsBetween(timeline, 250, 2000),
    );
    expect(pruneTimeline(timeline, 50)).toBe(timeline);
  });
});
