/**
 * The one rule for random strokes' stroke range, apart from the schedule (`random-classic.ts`) so
 * that what asks only this (the stored settings' schema, which loads at start-up) does not bring
 * the whole schedule into the start-up chunk.
 */

/**
 * The narrowest zone ever drawn, percent. A device refuses a zone whose two ends meet, so a stroke
 * range must span at least this much and a minimum stroke length below it counts as this.
 */
export const MIN_RANDOM_ZONE_PCT = 1;

/** What can be wrong with a stroke range. */
export type StrokeRangeProblem = 'strokeRange' | 'strokeRangeTooNarrow';

/** A finite percentage, 0–100. */
export const isPercent = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= 100;

/** Two percentages in order. */
export const isPercentRange = ([low, high]: readonly [number, number]): boolean =>
  isPercent(low) && isPercent(high) && low <= high;

/**
 * What is wrong with a stroke range, if anything: `strokeRange` for an end outside 0–100 or ends in
 * the wrong order, `strokeRangeTooNarrow` for ends less than {@link MIN_RANDOM_ZONE_PCT} apart (equal
 * ends included: no zone fits). The one rule for a stroke range: Start, the stored settings and both
 * settings forms ask it.
 */
export function strokeRangeProblem(
  range: readonly [number, number],
): StrokeRangeProblem | undefined {
  const [bottom, top] = range;
  if (!isPercentRange(range)) return 'strokeRange';
  return top - bottom < MIN_RANDOM_ZONE_PCT ? 'strokeRangeTooNarrow' : undefined;
}
