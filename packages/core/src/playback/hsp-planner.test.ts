import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HspPoint } from '../script/hsp';
import {
  aheadOf,
  fitsInBuffer,
  indexAtOrBefore,
  isInBuffer,
  leadCapPoints,
  nextTopUp,
  padForLoop,
  seedPlan,
  thresholdFor,
  timeOfStreamIndex,
  type HspPlan,
} from './hsp-planner';
import { HSP_LEAD_HIGH_MS, HSP_LEAD_LOW_MS } from './tuning';

/** Time-ordered points with unique times. */
const scriptArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 600_000 }), { minLength: 1, maxLength: 1_500 })
  .map((ts) => ts.sort((a, b) => a - b).map((t, i) => ({ t, x: (i * 37) % 101 })));

const every = (count: number, stepMs: number): HspPoint[] =>
  Array.from({ length: count }, (_, i) => ({ t: i * stepMs, x: i % 2 ? 90 : 10 }));

/** Streams a whole script the way the engine would, with the device at `deviceMs` each time. */
function drain(plan: HspPlan, maxPoints: number, deviceMs: (i: number) => number) {
  const batches = [];
  let current = plan;
  for (let i = 0; i < 10_000; i++) {
    const next = nextTopUp(current, deviceMs(i), maxPoints, true);
    if (!next) break;
    batches.push(next.batch);
    current = next.plan;
  }
  return { batches, plan: current };
}

describe('HSP planner', () => {
  it('finds the point at or before a time', () => {
    const points = every(5, 100);
    expect(indexAtOrBefore(points, -1)).toBe(-1);
    expect(indexAtOrBefore(points, 0)).toBe(0);
    expect(indexAtOrBefore(points, 250)).toBe(2);
    expect(indexAtOrBefore(points, 10_000)).toBe(4);
  });

  it('seeds from the point at or before the start, ≤ 100 points, flushed', () => {
    fc.assert(
      fc.property(
        scriptArb,
        fc.integer({ min: -1_000, max: 700_000 }),
        fc.nat(10_000),
        (points, startMs, prev) => {
          const { plan, batch } = seedPlan(points, startMs, prev);
          expect(batch.flush).toBe(true);
          expect(batch.points.length).toBeGreaterThan(0);
          expect(batch.points.length).toBeLessThanOrEqual(100);
          expect(batch.tailPointStreamIndex).toBe(prev + batch.points.length);
          const first = batch.points[0];
          // The anchor: the first sent point is at or before the start, unless none is.
          if (startMs >= (points[0]?.t ?? 0)) expect(first?.t).toBeLessThanOrEqual(startMs);
          else expect(first).toEqual(points[0]);
          // The next point after the first is after the start (no point before the anchor skipped).
          const after = points[plan.flushStartIndex + 1];
          if (after && startMs >= (points[0]?.t ?? 0)) expect(after.t).toBeGreaterThan(startMs);
          expect(batch.tailPointThreshold).toBeGreaterThanOrEqual(1);
          expect(batch.tailPointThreshold).toBeLessThanOrEqual(batch.tailPointStreamIndex);
        },
      ),
    );
  });

  it('tops up in order: ≤ 100 points, absolute contiguous indexes, every point once', () => {
    fc.assert(
      fc.property(
        scriptArb,
        fc.nat(600_000),
        fc.integer({ min: 150, max: 5_000 }),
        (points, startMs, maxPoints) => {
          const seeded = seedPlan(points, startMs, 0);
          // The device plays on past each batch, so the cap never blocks the drain.
          const { batches, plan } = drain(seeded.plan, maxPoints, () => Infinity);
          const all = [seeded.batch, ...batches];
          for (let i = 1; i < all.length; i++) {
            const b = all[i];
            expect(b?.flush).toBe(false);
            expect(b?.points.length).toBeLessThanOrEqual(100);
            expect((b?.tailPointStreamIndex ?? 0) - (b?.points.length ?? 0)).toBe(
              all[i - 1]?.tailPointStreamIndex,
            );
          }
          const sent = all.flatMap((b) => b.points);
          expect(sent).toEqual(points.slice(seeded.plan.flushStartIndex));
          expect(plan.cursor).toBe(points.length);
        },
      ),
    );
  });

  it('never holds more than max_points − 100 ahead of the device', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 150, max: 3_000 }),
        fc.integer({ min: 20, max: 2_000 }),
        (maxPoints, stepMs) => {
          const points = every(4_000, stepMs);
          let { plan } = seedPlan(points, 0, 0);
          for (;;) {
            const next = nextTopUp(plan, 0, maxPoints, true);
            if (!next) break;
            plan = next.plan;
          }
          expect(aheadOf(plan, 0).aheadPoints).toBeLessThanOrEqual(leadCapPoints(maxPoints));
        },
      ),
    );
  });

  it('tops up below 30 s of lead, fills towards 60 s, and waits above it', () => {
    const points = every(2_000, 250);
    const { plan } = seedPlan(points, 0, 0); // 100 points: 24.75 s ahead
    expect(nextTopUp(plan, 0, 4_000)).toBeDefined();
    let filled = plan;
    for (let next = nextTopUp(filled, 0, 4_000); next; next = nextTopUp(filled, 0, 4_000)) {
      filled = next.plan;
    }
    const ahead = aheadOf(filled, 0).aheadMs;
    expect(ahead).toBeGreaterThanOrEqual(HSP_LEAD_LOW_MS);
    expect(ahead).toBeLessThanOrEqual(HSP_LEAD_HIGH_MS);
    // The device's threshold forces one more batch regardless of the lead.
    expect(nextTopUp(filled, 0, 4_000, true)).toBeDefined();
  });

  it('puts the threshold at tail − max(60, ⅓ of what is ahead)', () => {
    expect(thresholdFor(100, 30)).toBe(40);
    expect(thresholdFor(1_000, 900)).toBe(700);
    expect(thresholdFor(20, 20)).toBe(1);
  });

  it('knows the time of a sent stream index', () => {
    const points = every(300, 100);
    const { plan } = seedPlan(points, 5_000, 1_000);
    expect(timeOfStreamIndex(plan, 1_001)).toBe(5_000);
    expect(timeOfStreamIndex(plan, 1_100)).toBe(14_900);
    expect(timeOfStreamIndex(plan, 1_000)).toBeUndefined();
    expect(timeOfStreamIndex(plan, 1_101)).toBeUndefined();
  });

  it('re-anchors within the buffer only with 1 s of headroom and the anchor point kept', () => {
    const points = every(300, 100);
    const { plan } = seedPlan(points, 5_000, 0); // 5 000 … 14 900 buffered
    expect(isInBuffer(plan, 6_000, 4_000)).toBe(true);
    expect(isInBuffer(plan, 4_950, 4_000)).toBe(false);
    expect(isInBuffer(plan, 14_000, 4_000)).toBe(false);
    // Overflow pushed the older points out of a small buffer.
    expect(isInBuffer(plan, 5_500, 50)).toBe(false);
  });

  it('pads a loop at 0 and 50 ms after the end, dropping what lies past the end', () => {
    const points = [
      { t: 500, x: 20 },
      { t: 1_000, x: 80 },
      { t: 3_000, x: 30 },
    ];
    expect(padForLoop(points, 2_000)).toEqual([
      { t: 0, x: 20 },
      { t: 500, x: 20 },
      { t: 1_000, x: 80 },
      { t: 2_050, x: 80 },
    ]);
    expect(padForLoop(points, Infinity).at(-1)).toEqual({ t: 3_050, x: 30 });
    expect(padForLoop([], 1_000)).toEqual([]);
  });

  it('lets the device loop only what fits in its buffer', () => {
    expect(fitsInBuffer(every(3_900, 10), 4_000)).toBe(true);
    expect(fitsInBuffer(every(3_901, 10), 4_000)).toBe(false);
  });
});
