import { normaliseCycle, type PatternCycle } from '@glide/core';

/** A beatbox pattern as the showcase ships it: a tempo, a loop length in beats, points on beats. */
export interface PatternLoop {
  readonly bpm: number;
  readonly loopBeats: number;
  /** `0 ≤ beat < loopBeats`, positions 0–100 (any order; the cycle sorts them). */
  readonly points: readonly { readonly beat: number; readonly pos: number }[];
}

const MS_PER_MINUTE = 60_000;
/** Float noise of `beat × 60000 / bpm` (0.3 × 60000 is 17999.999…): never lose a whole ms to it. */
const FLOAT_SLACK_MS = 1e-6;

/**
 * A beat count as whole ms at `bpm`, rounded down. Down, not to the nearest, because the beatbox
 * spreads several cells in one column the same way (`start + floor(j × cellMs / k)`), so a pattern
 * that a grid can hold converts to a beat exactly instead of missing by the rounding's 1 ms.
 */
function beatsToMs(beats: number, bpm: number): number {
  return Math.floor((beats * MS_PER_MINUTE) / bpm + FLOAT_SLACK_MS) + 0;
}

/**
 * One loop of a pattern as the player's cycle: every point at its beat's time in whole ms, the
 * period the loop's length, positions rounded to the device's whole percent. A point that lands on
 * the loop's end once both are rounded down (within the fraction of a ms the loop's length lost)
 * is the next loop's start and is dropped, as are duplicates of one time (the last given wins):
 * `normaliseCycle`'s rules.
 */
export function patternCycle({ bpm, loopBeats, points }: PatternLoop): PatternCycle {
  return normaliseCycle({
    periodMs: beatsToMs(loopBeats, bpm),
    points: points.map(({ beat, pos }) => ({ t: beatsToMs(beat, bpm), x: pos })),
  });
}
