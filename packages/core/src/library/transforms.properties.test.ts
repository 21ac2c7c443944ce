import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionAt } from '../script/analysis';
import type { Action } from '../script/types';
import { simplify } from './simplify';
import { maxSegmentSpeedPctPerS } from './speed';
import {
  actionsArb,
  integral,
  limitArb,
  positionsInRange,
  timesOrdered,
} from './testing/arbitraries';
import { applyTransforms, type Transform } from './transform-list';
import { invert, limitSpeed, offsetTime, remapRange, slowDown, usedBand } from './transforms';

/** Scripts of every density: most moves too fast at small gaps, all of them at full strokes. */
const scriptArb = fc.oneof(
  actionsArb(),
  actionsArb({ maxGapMs: 60 }),
  actionsArb({ maxGapMs: 400, fullStrokes: true }),
  actionsArb({ maxGapMs: 100, equalTimes: true }),
);

const transformArb: fc.Arbitrary<Transform> = fc.oneof(
  fc.record({
    kind: fc.constant('offsetTime' as const),
    offsetMs: fc.integer({ min: -5000, max: 5000 }),
  }),
  fc.constant({ kind: 'invert' as const }),
  fc.record(
    {
      kind: fc.constant('remapRange' as const),
      fromMin: fc.integer({ min: 0, max: 100 }),
      fromMax: fc.integer({ min: 0, max: 100 }),
      toMin: fc.integer({ min: 0, max: 100 }),
      toMax: fc.integer({ min: 0, max: 100 }),
    },
    { requiredKeys: ['kind'] },
  ),
  fc.record({ kind: fc.constant('limitSpeed' as const), maxPctPerS: limitArb }),
  fc.record({ kind: fc.constant('slowDown' as const), maxPctPerS: limitArb }),
  fc.record({
    kind: fc.constant('simplify' as const),
    tolerancePct: fc.integer({ min: 0, max: 20 }),
  }),
);

/** The checks every transform passes, whatever it is given. */
function expectWellFormed(input: readonly Action[], output: readonly Action[]): void {
  expect(positionsInRange(output)).toBe(true);
  expect(timesOrdered(output, false)).toBe(true);
  if (timesOrdered(input, true)) expect(timesOrdered(output, true)).toBe(true);
  expect(integral(output)).toBe(true);
}

describe('transform properties', () => {
  it('every transform and chain keeps positions in 0–100, time in order, whole numbers, input intact', () => {
    fc.assert(
      fc.property(scriptArb, fc.array(transformArb, { maxLength: 4 }), (actions, transforms) => {
        const before = structuredClone(actions);
        const output = applyTransforms(actions, transforms);
        expectWellFormed(actions, output);
        expect(actions).toEqual(before);
      }),
    );
  });

  it('limitSpeed never exceeds the limit, keeps every time, and leaves a slow enough script alone', () => {
    fc.assert(
      fc.property(scriptArb, limitArb, (actions, maxPctPerS) => {
        const output = limitSpeed(actions, maxPctPerS);
        expect(maxSegmentSpeedPctPerS(output)).toBeLessThanOrEqual(maxPctPerS);
        expect(output.map((a) => a.at)).toEqual(actions.map((a) => a.at));
        if (maxSegmentSpeedPctPerS(actions) <= maxPctPerS) expect(output).toEqual(actions);
      }),
    );
  });

  it('slowDown never exceeds the limit, keeps every position, never plays early', () => {
    fc.assert(
      fc.property(scriptArb, limitArb, (actions, maxPctPerS) => {
        const output = slowDown(actions, maxPctPerS);
        expect(maxSegmentSpeedPctPerS(output)).toBeLessThanOrEqual(maxPctPerS);
        expect(output.map((a) => a.pos)).toEqual(actions.map((a) => a.pos));
        output.forEach((a, i) => expect(a.at).toBeGreaterThanOrEqual(actions[i]?.at ?? 0));
        if (maxSegmentSpeedPctPerS(actions) <= maxPctPerS) expect(output).toEqual(actions);
      }),
    );
  });

  it('simplify keeps the first and last action and every dropped one is within the tolerance', () => {
    fc.assert(
      fc.property(
        actionsArb({ maxLength: 200 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (actions, tolerancePct) => {
          const kept = simplify(actions, tolerancePct);
          expect(kept[0]).toEqual(actions[0]);
          expect(kept.at(-1)).toEqual(actions.at(-1));
          const keptTimes = new Set(kept.map((a) => a.at));
          for (const action of actions) {
            if (keptTimes.has(action.at)) continue;
            expect(Math.abs(positionAt(kept, action.at) - action.pos)).toBeLessThanOrEqual(
              tolerancePct,
            );
          }
          // A subset, in order.
          expect(actions.filter((a) => keptTimes.has(a.at))).toEqual(kept);
        },
      ),
    );
  });

  it('invert twice gives the input back', () => {
    fc.assert(
      fc.property(scriptArb, (actions) => {
        expect(invert(invert(actions))).toEqual(actions);
      }),
    );
  });

  it('remapping 0–100 onto 0–100 gives the input back; the default stretches the used band to 0–100', () => {
    fc.assert(
      fc.property(scriptArb, (actions) => {
        expect(remapRange(actions, { fromMin: 0, fromMax: 100, toMin: 0, toMax: 100 })).toEqual(
          actions,
        );
        const band = usedBand(actions);
        if (band.maxPct > band.minPct) {
          expect(usedBand(remapRange(actions))).toEqual({ minPct: 0, maxPct: 100 });
        }
      }),
    );
  });

  it('offsetTime plays the same motion shifted, within rounding where it cut at 0', () => {
    fc.assert(
      fc.property(
        actionsArb({ minLength: 1 }),
        fc.integer({ min: -8000, max: 8000 }),
        fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 20 }),
        (actions, offsetMs, probesMs) => {
          const output = offsetTime(actions, offsetMs);
          for (const atMs of probesMs) {
            const expected = positionAt(actions, atMs - offsetMs);
            expect(Math.abs(positionAt(output, atMs) - expected)).toBeLessThanOrEqual(0.5);
          }
          expect(output.every((a) => a.at >= 0)).toBe(true);
        },
      ),
    );
  });
});
