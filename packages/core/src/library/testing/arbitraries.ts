/**
 * fast-check generators shared by the library tests. Not part of the package's public face.
 */
import fc from 'fast-check';
import type { Action } from '../../script/types';

/** Options of {@link actionsArb}. */
export interface ActionsArbOptions {
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Largest gap between consecutive actions; small gaps make most moves too fast. */
  readonly maxGapMs?: number;
  /** Allow consecutive actions at the same time (non-decreasing instead of increasing times). */
  readonly equalTimes?: boolean;
  /** Positions drawn from the ends only (full strokes), or anywhere in 0–100. */
  readonly fullStrokes?: boolean;
}

/** Actions sorted by time, whole ms from 0, whole percent: what a parsed script holds. */
export function actionsArb(options: ActionsArbOptions = {}): fc.Arbitrary<Action[]> {
  const {
    minLength = 0,
    maxLength = 80,
    maxGapMs = 2000,
    equalTimes = false,
    fullStrokes = false,
  } = options;
  const position = fullStrokes ? fc.constantFrom(0, 100) : fc.integer({ min: 0, max: 100 });
  return fc
    .tuple(
      fc.integer({ min: 0, max: 5000 }),
      fc.array(
        fc.record({ gapMs: fc.integer({ min: equalTimes ? 0 : 1, max: maxGapMs }), pos: position }),
        { minLength, maxLength },
      ),
    )
    .map(([startMs, steps]) => {
      let atMs = startMs;
      return steps.map(({ gapMs, pos }, i): Action => {
        if (i > 0) atMs += gapMs;
        return { at: atMs, pos };
      });
    });
}

/** A speed limit in percent per second, whole or not. */
export const limitArb = fc.oneof(
  fc.integer({ min: 1, max: 1000 }),
  fc.double({ min: 0.5, max: 2000, noNaN: true, noDefaultInfinity: true }),
);

/** Whether every time is at or after the previous one (strictly, with `strict`). */
export function timesOrdered(actions: readonly Action[], strict: boolean): boolean {
  return actions.every((a, i) => {
    const previous = actions[i - 1];
    return previous === undefined || (strict ? a.at > previous.at : a.at >= previous.at);
  });
}

/** Whether every position is within 0–100. */
export function positionsInRange(actions: readonly Action[]): boolean {
  return actions.every((a) => a.pos >= 0 && a.pos <= 100);
}

/** Whether every time and position is whole. */
export function integral(actions: readonly Action[]): boolean {
  return actions.every((a) => Number.isInteger(a.at) && Number.isInteger(a.pos));
}
