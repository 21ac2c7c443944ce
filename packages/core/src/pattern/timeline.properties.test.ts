import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HspPoint } from '../script/hsp';
import { interpolatePct, type PatternCycle } from './cycle';
import {
  pruneTimeline,
  startTimeline,
  switchTimeline,
  timelinePhaseAt,
  timelineSwitchTime,
  type PatternTimeline,
  type TimelineAlign,
} from './timeline';
import {
  timelineNextPoint,
  timelinePointsAfter,
  timelinePointsBetween,
  timelinePositionAt,
  timelinePreviousPoint,
} from './timeline-stream';
import { cycleArb } from './testing/arbitraries';

const alignArb = fc.constantFrom<TimelineAlign>('asap', 'halfCycle');

/** A timeline built the way the app builds one: a start, then edits at later and later times. */
const timelineArb = (cycles: fc.Arbitrary<PatternCycle> = cycleArb()) =>
  fc
    .record({
      first: cycles,
      startMs: fc.integer({ min: 0, max: 2000 }),
      edits: fc.array(
        fc.record({ cycle: cycles, afterMs: fc.integer({ min: 0, max: 4000 }), align: alignArb }),
        { maxLength: 6 },
      ),
    })
    .map(({ first, startMs, edits }) => {
      let timeline = startTimeline(first, startMs);
      let atMs = startMs;
      for (const edit of edits) {
        atMs += edit.afterMs;
        timeline = switchTimeline(timeline, edit.cycle, atMs, edit.align).timeline;
      }
      return timeline;
    });

const lastStartMs = (timeline: PatternTimeline) =>
  timeline.segments[timeline.segments.length - 1]?.fromMs ?? 0;

const windowArb = fc.tuple(
  fc.integer({ min: -500, max: 30_000 }),
  fc.integer({ min: 0, max: 8000 }),
  fc.integer({ min: 0, max: 8000 }),
);

/** The circular distance between two loop fractions in [0, 1). */
const fractionDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 1;
  return Math.min(d, 1 - d);
};

describe('timeline properties', () => {
  it('streams whole-ms points, strictly increasing, at positions 0–100, inside the window', () => {
    fc.assert(
      fc.property(timelineArb(), windowArb, (timeline, [fromMs, lengthMs]) => {
        const points = timelinePointsBetween(timeline, fromMs, fromMs + lengthMs);
        points.forEach((p, i) => {
          expect(Number.isInteger(p.t) && Number.isInteger(p.x)).toBe(true);
          expect(p.x >= 0 && p.x <= 100).toBe(true);
          expect(p.t >= fromMs && p.t < fromMs + lengthMs).toBe(true);
          expect(p.t).toBeGreaterThan(points[i - 1]?.t ?? Number.NEGATIVE_INFINITY);
        });
      }),
    );
  });

  it('reads [a, b) then [b, c) as exactly [a, c)', () => {
    fc.assert(
      fc.property(timelineArb(), windowArb, (timeline, [a, ab, bc]) => {
        const b = a + ab;
        const c = b + bc;
        expect([
          ...timelinePointsBetween(timeline, a, b),
          ...timelinePointsBetween(timeline, b, c),
        ]).toEqual(timelinePointsBetween(timeline, a, c));
      }),
    );
  });

  it('a switch at s leaves every point before s unchanged', () => {
    fc.assert(
      fc.property(
        timelineArb(),
        cycleArb(),
        fc.integer({ min: 0, max: 30_000 }),
        alignArb,
        (timeline, next, atMs, align) => {
          const { timeline: switched, switchAtMs } = switchTimeline(timeline, next, atMs, align);
          expect(switchAtMs).toBeGreaterThanOrEqual(atMs);
          expect(timelinePointsBetween(switched, -1, switchAtMs)).toEqual(
            timelinePointsBetween(timeline, -1, switchAtMs),
          );
        },
      ),
    );
  });

  it('keeps the fraction of the loop reached at the switch', () => {
    fc.assert(
      fc.property(
        timelineArb(),
        cycleArb(),
        fc.integer({ min: 1, max: 10_000 }),
        alignArb,
        (timeline, next, afterMs, align) => {
          // After the last switch, so the old phase at s is the timeline's own.
          const atMs = lastStartMs(timeline) + afterMs;
          const { timeline: switched, switchAtMs } = switchTimeline(timeline, next, atMs, align);
          const before = timelinePhaseAt(timeline, switchAtMs);
          const after = timelinePhaseAt(switched, switchAtMs);
          if (before === undefined || after === undefined) throw new Error('no phase');
          const oldFraction = before.cycleMs / before.cycle.periodMs;
          const newFraction = after.cycleMs / after.cycle.periodMs;
          // The new origin is a whole ms: within half a ms of the exact phase.
          const tolerance = 0.5 / after.cycle.periodMs + 1e-9;
          expect(fractionDistance(oldFraction, newFraction)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  it('halfCycle switches on the first half-loop boundary at or after the time asked', () => {
    fc.assert(
      fc.property(timelineArb(cycleArb({ minPoints: 1 })), fc.nat(10_000), (timeline, afterMs) => {
        const atMs = lastStartMs(timeline) + afterMs;
        const switchAtMs = timelineSwitchTime(timeline, atMs, 'halfCycle');
        const phase = timelinePhaseAt(timeline, switchAtMs);
        if (phase === undefined) throw new Error('no phase');
        const halfMs = phase.cycle.periodMs / 2;
        // On the loop's start or half (an odd period's half boundary is rounded up a half ms) …
        expect([0, Math.ceil(halfMs)]).toContain(phase.cycleMs);
        // … and the first one: less than half a loop after the time asked.
        expect(switchAtMs - atMs).toBeLessThan(halfMs + 1);
      }),
    );
  });

  it('never jumps: the position is continuous at a switch', () => {
    fc.assert(
      fc.property(
        timelineArb(),
        cycleArb(),
        fc.integer({ min: 0, max: 30_000 }),
        alignArb,
        (timeline, next, atMs, align) => {
          const { timeline: switched, switchAtMs } = switchTimeline(timeline, next, atMs, align);
          const at = timelinePositionAt(switched, switchAtMs);
          const justBefore = timelinePositionAt(switched, switchAtMs - 1e-6);
          // Something played before the switch: the new stream goes on from where it was at s.
          if (timelinePreviousPoint(timeline, switchAtMs - 1) !== undefined) {
            const old = timelinePositionAt(timeline, switchAtMs) ?? Number.NaN;
            expect(Math.abs((at ?? Number.NaN) - old)).toBeLessThanOrEqual(0.5);
          }
          if (justBefore !== undefined) {
            expect(Math.abs((at ?? Number.NaN) - justBefore)).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it('the position is the points joined by straight lines', () => {
    fc.assert(
      fc.property(timelineArb(), fc.integer({ min: 0, max: 30_000 }), (timeline, timeMs) => {
        const points = timelinePointsBetween(timeline, 0, timeMs + 20_000);
        const index = points.findIndex((p) => p.t > timeMs);
        const before: HspPoint | undefined = points[(index < 0 ? points.length : index) - 1];
        const after: HspPoint | undefined = index < 0 ? undefined : points[index];
        expect(timelinePreviousPoint(timeline, timeMs)).toEqual(before);
        if (index >= 0) expect(timelineNextPoint(timeline, timeMs)).toEqual(after);
        const expected =
          before === undefined
            ? undefined
            : after === undefined
              ? before.x
              : interpolatePct(before, after, timeMs);
        if (index >= 0 || before === undefined) {
          expect(timelinePositionAt(timeline, timeMs)).toBe(expected);
        }
      }),
    );
  });

  it('reading by count gives the same points as reading by window', () => {
    fc.assert(
      fc.property(timelineArb(), windowArb, fc.nat(120), (timeline, [afterMs], count) => {
        const byCount = timelinePointsAfter(timeline, afterMs, count);
        expect(byCount.length).toBeLessThanOrEqual(count);
        const end = byCount[byCount.length - 1]?.t ?? afterMs;
        expect(byCount).toEqual(timelinePointsBetween(timeline, afterMs + 1, end + 1));
        // Fewer than asked only when the stream stops (a stopped stream has nothing later).
        if (byCount.length < count) expect(timelineNextPoint(timeline, end)).toBeUndefined();
      }),
    );
  });

  it('empty cycles produce no points', () => {
    const emptyCycles = fc.integer({ min: 0, max: 5000 }).map((periodMs) => ({
      periodMs,
      points: [],
    }));
    fc.assert(
      fc.property(timelineArb(emptyCycles), windowArb, (timeline, [fromMs, lengthMs]) => {
        expect(timelinePointsBetween(timeline, fromMs, fromMs + lengthMs)).toEqual([]);
        expect(timelinePositionAt(timeline, fromMs)).toBeUndefined();
      }),
    );
  });

  it('pruning changes nothing at or after the time given', () => {
    fc.assert(
      fc.property(timelineArb(), windowArb, (timeline, [beforeMs, ab, bc]) => {
        const pruned = pruneTimeline(timeline, beforeMs);
        expect(pruned.segments.length).toBeLessThanOrEqual(timeline.segments.length);
        const b = beforeMs + ab;
        expect(timelinePointsBetween(pruned, beforeMs, b + bc)).toEqual(
          timelinePointsBetween(timeline, beforeMs, b + bc),
        );
        expect(timelinePositionAt(pruned, b)).toBe(timelinePositionAt(timeline, b));
        expect(timelinePreviousPoint(pruned, b)).toEqual(timelinePreviousPoint(timeline, b));
        const phase = timelinePhaseAt(timeline, b);
        expect(timelinePhaseAt(pruned, b)).toEqual(
          phase && {
            ...phase,
            segmentIndex: phase.segmentIndex - timeline.segments.length + pruned.segments.length,
          },
        );
      }),
    );
  });
});
